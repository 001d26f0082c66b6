import { z } from 'zod';
import { type Address, boundedAddressSchema } from '../address';
import { todayInSaoPaulo } from '../format';
import {
  BOUND_MESSAGES,
  BOUNDS,
  isBoundedDate,
  isBoundedDateTime,
  isBoundedDuration,
  isCleanLine,
  isCleanText,
  isClockText,
  moneyAmount,
  richText,
} from './bounds';
import { ALWAYS } from './provided';

/** Shown on save when any field is refused (spec 001 §5 "Training"; the spec's wording, "vc" included). */
export const TRAINING_FORM_ERROR = 'Parece que vc esqueceu de algo';

export const TRAINING_FORMATS = ['ONLINE', 'IN_PERSON'] as const;
export type TrainingFormat = (typeof TRAINING_FORMATS)[number];

/** Limits of the training form (spec 001 §5, §9). */
export const TRAINING_LIMITS = { titleMax: 60, summaryMax: 210, spotsMin: 1 } as const;

export const TRAINING_MESSAGES = {
  titleRequired: 'Digite o nome do treinamento',
  // The specification limits the name to 60 characters but its message says 40; the message follows the rule.
  titleMax: `O nome pode ter no máximo ${TRAINING_LIMITS.titleMax} caracteres`,
  priceRequired: 'Digite o valor',
  invalidValue: 'Valor inválido',
  format: 'Selecione a modalidade do treinamento',
  dateRequired: 'Insira a data do treinamento',
  // Not quoted by the specification (it only says "earliest tomorrow"); Talhão's wording.
  dateFromTomorrow: 'A data do treinamento deve ser a partir de amanhã',
  duration: 'Duração inválida',
  summaryRequired: 'Insira o resumo',
  summaryMax: `O resumo pode ter no máximo ${TRAINING_LIMITS.summaryMax} caracteres`,
  spotsRequired: 'Insira a quantidade de vagas',
  // Not quoted by the specification (it only says "min 1"); Talhão's wording.
  spotsMin: 'O treinamento deve ter pelo menos 1 vaga',
  address: 'Insira o local',
  description: 'Preencha a descrição para salvar o treinamento',
  specificInformation: 'Preencha as informações específicas para salvar o treinamento',
  // The company's form only (spec 002 §5 "Training").
  consultants: 'Selecione pelo menos 1 consultor',
  // Not quoted by the specification; Talhão's wording for an id that is not one.
  consultantInvalid: 'Consultor inválido',
} as const;

/** '' and null (an untouched input) count as absent. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A number from a number input (which may hand over a numeric string). */
const toNumber = (value: unknown) => {
  const present = blankToUndefined(value);
  if (typeof present === 'string') return Number(present.replace(',', '.'));
  return present;
};

/**
 * 'HH:MM' within 00:01–23:59. The old form allowed hours 0–24 and minutes 0–60 (spec 001 §5, quirk
 * Q15), which let 24:60 and 00:00 through; a duration is a real clock span of at least a minute.
 */
export const isTrainingDuration = isBoundedDuration;

/** The editor's HTML, required: visible text must be left once scripts and tags are gone. */
const requiredRichText = (message: string) => z.preprocess(blankToUndefined, richText({ required: message }));

/** The São Paulo calendar day of an ISO date or date-time; null when it is not a date. */
const dayOfTraining = (value: string): string | null => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isBoundedDate(value) ? value : null;
  return isBoundedDateTime(value) ? todayInSaoPaulo(new Date(value)) : null;
};

/**
 * The consultant's training form (spec 001 §5 "Training"), also applied by the BFF. `now` decides
 * "from tomorrow" in America/Sao_Paulo (the server passes its clock).
 */
export const trainingSchema = (options: { now?: Date; companyForm?: boolean } = {}) =>
  z
    .object({
      title: z.preprocess(
        blankToUndefined,
        z
          .string({ error: TRAINING_MESSAGES.titleRequired })
          .trim()
          .min(1, TRAINING_MESSAGES.titleRequired)
          .max(TRAINING_LIMITS.titleMax, TRAINING_MESSAGES.titleMax)
          .refine(isCleanLine, BOUND_MESSAGES.controlCharacters),
      ),
      price: z.preprocess(
        toNumber,
        moneyAmount((input) =>
          input === undefined ? TRAINING_MESSAGES.priceRequired : TRAINING_MESSAGES.invalidValue,
        ),
      ),
      profit: z.preprocess(toNumber, moneyAmount(TRAINING_MESSAGES.invalidValue).optional()),
      format: z.enum(TRAINING_FORMATS, { error: TRAINING_MESSAGES.format }),
      date: z.preprocess(
        blankToUndefined,
        z
          .string({ error: TRAINING_MESSAGES.dateRequired })
          .refine((value) => dayOfTraining(value) !== null, TRAINING_MESSAGES.dateRequired)
          .refine((value) => {
            const day = dayOfTraining(value);
            return day === null || day > todayInSaoPaulo(options.now ?? new Date());
          }, TRAINING_MESSAGES.dateFromTomorrow),
      ),
      duration: z.preprocess(
        blankToUndefined,
        z
          .string({ error: TRAINING_MESSAGES.duration })
          .refine(isClockText, TRAINING_MESSAGES.duration)
          .refine(isTrainingDuration, BOUND_MESSAGES.durationRange),
      ),
      summary: z.preprocess(
        blankToUndefined,
        z
          .string({ error: TRAINING_MESSAGES.summaryRequired })
          .trim()
          .min(1, TRAINING_MESSAGES.summaryRequired)
          .max(TRAINING_LIMITS.summaryMax, TRAINING_MESSAGES.summaryMax)
          .refine(isCleanText, BOUND_MESSAGES.controlCharacters),
      ),
      availableSpots: z.preprocess(
        toNumber,
        z
          .number({ error: TRAINING_MESSAGES.spotsRequired })
          .int(TRAINING_MESSAGES.spotsRequired)
          .min(TRAINING_LIMITS.spotsMin, TRAINING_MESSAGES.spotsMin)
          .max(BOUNDS.spotsMax, BOUND_MESSAGES.spotsMax),
      ),
      address: z.preprocess(
        blankToUndefined,
        z
          .custom<Address>((v) => boundedAddressSchema.safeParse(v).success, {
            error: TRAINING_MESSAGES.address,
          })
          .optional(),
      ),
      description: requiredRichText(TRAINING_MESSAGES.description),
      specificInformation: requiredRichText(TRAINING_MESSAGES.specificInformation),
      /** The company's consultants who give it (the company's form: at least one; ignored elsewhere). */
      consultantIds: z
        .array(
          z
            .string({ error: TRAINING_MESSAGES.consultantInvalid })
            .regex(/^[A-Za-z0-9_-]{1,64}$/, TRAINING_MESSAGES.consultantInvalid),
          { error: TRAINING_MESSAGES.consultantInvalid },
        )
        .max(100, TRAINING_MESSAGES.consultantInvalid)
        .optional(),
    })
    // ALWAYS: reported with the field messages, so `values` may hold unparsed input. An address that
    // failed as a field is still present here and keeps its own message.
    .superRefine((values, ctx) => {
      if (typeof values !== 'object' || values === null) return;
      if (values.format === 'IN_PERSON' && !values.address) {
        ctx.addIssue({ code: 'custom', path: ['address'], message: TRAINING_MESSAGES.address });
      }
      if (options.companyForm && (!Array.isArray(values.consultantIds) || values.consultantIds.length === 0)) {
        ctx.addIssue({ code: 'custom', path: ['consultantIds'], message: TRAINING_MESSAGES.consultants });
      }
    }, ALWAYS);

export type TrainingFormValues = z.input<ReturnType<typeof trainingSchema>>;
export type TrainingValues = z.output<ReturnType<typeof trainingSchema>>;

/** The payload without its empty values (undefined, null, blank strings), as spec 001 §5 asks on save. */
export function dropEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const [key, value] of Object.entries(values) as [keyof T, T[keyof T]][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    kept[key] = value;
  }
  return kept;
}
