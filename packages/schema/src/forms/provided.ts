import { z } from 'zod';
import { BOUND_MESSAGES, isBoundedDate, isCalendarDate, moneyAmount } from './bounds';

/**
 * Statuses of a provided consultancy (spec 001 §4), in GraphQL spelling (`WorkStatus`): the creation
 * form offers all but CANCELED. The fixture server, which speaks the provider's IN-PROGRESS, converts.
 */
export const PROVIDED_STATUSES_ON_EDIT = ['PLANNED', 'IN_PROGRESS', 'COMPLETED', 'CANCELED'] as const;
export const PROVIDED_STATUSES_ON_CREATE = ['PLANNED', 'IN_PROGRESS', 'COMPLETED'] as const;
export type ProvidedStatus = (typeof PROVIDED_STATUSES_ON_EDIT)[number];

export const PROVIDED_MESSAGES = {
  consultancy: 'Selecione a consultoria',
  farmer: 'Selecione o agricultor',
  property: 'Selecione a propriedade',
  fixedPrice: 'Valor inválido',
  // Not worded by the specification (the status select always has a value in the old form).
  status: 'Selecione o status',
  startDate: 'Insira a data de início',
  // The specification quotes '…deve ser meno que a data de inicio': a typo that says the opposite of the rule
  // (docs/copy-decisions.md).
  endBeforeStart: 'A data de fim deve ser maior que a data de início',
  // Not worded by the specification: CANCELED is not offered on create.
  canceledOnCreate: 'Uma consultoria não pode ser criada como cancelada',
} as const;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const requiredId = (message: string) => z.preprocess(blankToUndefined, z.string({ error: message }).min(1, message));
/** yyyy-MM-dd; `message` when absent or malformed, the bounds texts for an impossible or far-off day. */
const calendarDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDate, BOUND_MESSAGES.invalidDate)
    .refine(isBoundedDate, BOUND_MESSAGES.dateOutOfRange);

/** Runs an object-level rule even when a field failed, so every message shows at once (zod skips it otherwise). */
export const ALWAYS = { when: () => true } as const;

/**
 * 'Prestar consultoria' and its edit form (spec 001 §5 "Provided consultancy"), also applied by the
 * BFF and the fixture server. `mode` decides whether CANCELED is allowed.
 */
export const providedConsultancySchema = (mode: 'create' | 'edit') =>
  z
    .object({
      offerId: requiredId(PROVIDED_MESSAGES.consultancy),
      farmerId: requiredId(PROVIDED_MESSAGES.farmer),
      propertyId: requiredId(PROVIDED_MESSAGES.property),
      fixedPrice: z.preprocess((value) => {
        const present = blankToUndefined(value);
        return typeof present === 'string' ? Number(present.replace(',', '.')) : present;
      }, moneyAmount(PROVIDED_MESSAGES.fixedPrice)),
      status: z.enum(PROVIDED_STATUSES_ON_EDIT, { error: PROVIDED_MESSAGES.status }),
      startDate: z.preprocess(blankToUndefined, calendarDay(PROVIDED_MESSAGES.startDate)),
      endDate: z.preprocess(blankToUndefined, calendarDay(PROVIDED_MESSAGES.endBeforeStart).optional()),
    })
    .superRefine((values, ctx) => {
      // Runs on any input (ALWAYS): a non-object was already refused by the object schema.
      if (typeof values !== 'object' || values === null) return;
      if (mode === 'create' && values.status === 'CANCELED') {
        ctx.addIssue({ code: 'custom', path: ['status'], message: PROVIDED_MESSAGES.canceledOnCreate });
      }
      const start =
        typeof values.startDate === 'string' && isBoundedDate(values.startDate) ? values.startDate : undefined;
      const end = typeof values.endDate === 'string' && isBoundedDate(values.endDate) ? values.endDate : undefined;
      if (start && end && end < start) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: PROVIDED_MESSAGES.endBeforeStart });
      }
    }, ALWAYS);

export type ProvidedConsultancyFormValues = z.input<ReturnType<typeof providedConsultancySchema>>;
export type ProvidedConsultancyValues = z.output<ReturnType<typeof providedConsultancySchema>>;
