import { z } from 'zod';
import { COST_CATEGORY_LABELS, FIELD_ACTIVITY_STATUS, FIELD_ACTIVITY_TYPE_LABELS } from '../labels';
import {
  BOUND_MESSAGES,
  BOUNDS,
  boundedDate,
  hasAtMostTwoDecimals,
  isBoundedDate,
  isCleanLine,
  isCleanText,
  moneyAmount,
} from './bounds';
import { parseDecimalText } from './land';
import { ALWAYS } from './provided';

/**
 * The recommendation (field activity) form, spec 001 §5 "Recommendation". The web form (react-hook-form +
 * zodResolver) and the BFF's createRecommendation/updateRecommendation apply this same schema, so both refuse in
 * the same words. Texts the specification does not word are listed in docs/copy-decisions.md.
 */
export const RECOMMENDATION_MESSAGES = {
  farmer: 'Selecione o agricultor',
  // Not worded by the specification ("property" with no message).
  property: 'Selecione a propriedade',
  harvest: 'Selecione a safra',
  type: 'Selecione a categoria',
  title: 'Digite o título',
  // Not worded by the specification.
  titleMax: 'O título pode ter no máximo 120 caracteres',
  recurrence: 'Selecione a recorrência',
  date: 'Selecione a data',
  invalidDate: BOUND_MESSAGES.invalidDate,
  // "status required" with no message in the specification.
  status: 'Selecione o status',
  descriptionMax: 'A descrição pode ter no máximo 280 caracteres',
  // The text says "maior" but the rule lets the end equal the start (a one-day activity): kept as written.
  endBeforeStart: 'A data final deve ser maior que a data de início',
  startBeforeToday: 'A data de início deve ser maior ou igual à data de hoje',
  sectors: 'Selecione pelo menos 1 setor',
  // Costs (issue 15; not worded by the specification).
  costCategory: 'Selecione a categoria do custo',
  costTag: 'Digite a tag do custo',
  costTagMax: 'A tag pode ter no máximo 60 caracteres',
  costValue: 'Insira o valor do custo',
  costsMax: 'Informe no máximo 30 custos',
  // Products (issue 15; not worded by the specification).
  productName: 'Digite o nome do produto',
  productNameMax: 'O nome do produto pode ter no máximo 80 caracteres',
  productQuantity: 'Insira a quantidade do produto',
  productQuantityRange: 'A quantidade deve estar entre 0 e 9.999.999 com até 2 casas decimais',
  productUnit: 'Digite a unidade (ex.: kg/ha, L/ha)',
  productUnitMax: 'A unidade pode ter no máximo 20 caracteres',
  productsMax: 'Informe no máximo 30 produtos',
  created: 'Recomendação criada com sucesso!',
  // Not worded by the specification (it names only the create notice).
  updated: 'Recomendação editada com sucesso!',
  onlyCreatorEdits: 'Apenas quem criou a recomendação pode editá-la.',
  // The BFF's refusals (not worded by the specification).
  farmerNotFound: 'Agricultor não encontrado.',
  notFound: 'Recomendação não encontrada.',
  farmerChanged: 'O agricultor de uma recomendação não pode ser alterado.',
  occurrencesCount: 'A quantidade de ocorrências deve estar entre 1 e 50.',
  rangeReversed: 'A data final deve ser maior ou igual à data de início.',
  rangeTooLong: 'O intervalo pode ter no máximo 62 dias.',
} as const;

export const RECOMMENDATION_LIMITS = {
  titleMax: 120,
  descriptionMax: 280,
  costTagMax: 60,
  costsMax: 30,
  productNameMax: 80,
  productUnitMax: 20,
  productQuantityMax: 9_999_999,
  productsMax: 30,
} as const;

const DAY_MS = 86_400_000;

/**
 * Recurrences of spec 001 §5 with their milliseconds (§9: daily, weekly, monthly 30 days, every 6 months 180 days,
 * once 0). The provider stores the milliseconds; GraphQL speaks the enum `RecommendationRecurrence`.
 */
export const RECOMMENDATION_RECURRENCES = {
  ONCE: { label: 'Uma vez', ms: 0 },
  // The specification misspells it with an accent (docs/copy-decisions.md).
  DAILY: { label: 'Diariamente', ms: DAY_MS },
  WEEKLY: { label: 'Semanalmente', ms: 7 * DAY_MS },
  MONTHLY: { label: 'Mensalmente', ms: 30 * DAY_MS },
  SEMIANNUAL: { label: 'Semestralmente', ms: 180 * DAY_MS },
} as const;
export type RecommendationRecurrenceKey = keyof typeof RECOMMENDATION_RECURRENCES;
export const RECOMMENDATION_RECURRENCE_KEYS = Object.keys(RECOMMENDATION_RECURRENCES) as RecommendationRecurrenceKey[];

/**
 * The recurrence a provider's milliseconds stand for: the exact value of the table, else the nearest one (a
 * recommendation the provider or an older app stored as 31 days still reads as monthly; docs/architecture-notes.md).
 * A negative or non-finite value reads as once.
 */
export function recurrenceOfMs(ms: number): RecommendationRecurrenceKey {
  if (!Number.isFinite(ms) || ms <= 0) return 'ONCE';
  let best: RecommendationRecurrenceKey = 'DAILY';
  for (const key of RECOMMENDATION_RECURRENCE_KEYS) {
    if (key === 'ONCE') continue;
    const distance = Math.abs(Math.log(ms / RECOMMENDATION_RECURRENCES[key].ms));
    if (distance < Math.abs(Math.log(ms / RECOMMENDATION_RECURRENCES[best].ms))) best = key;
  }
  return best;
}

const FIELD_ACTIVITY_TYPE_KEYS = Object.keys(FIELD_ACTIVITY_TYPE_LABELS) as (keyof typeof FIELD_ACTIVITY_TYPE_LABELS)[];
const FIELD_ACTIVITY_STATUS_KEYS = Object.keys(FIELD_ACTIVITY_STATUS) as (keyof typeof FIELD_ACTIVITY_STATUS)[];
const COST_CATEGORY_KEYS = Object.keys(COST_CATEGORY_LABELS) as (keyof typeof COST_CATEGORY_LABELS)[];

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const requiredId = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .max(BOUNDS.stringDefaultMax, message)
      .refine(isCleanLine, BOUND_MESSAGES.controlCharacters),
  );

const day = () =>
  z.preprocess(
    blankToUndefined,
    boundedDate({ required: RECOMMENDATION_MESSAGES.date, invalid: RECOMMENDATION_MESSAGES.invalidDate }),
  );

export const recommendationCostSchema = z.object({
  category: z.enum(COST_CATEGORY_KEYS, { error: RECOMMENDATION_MESSAGES.costCategory }),
  tag: z.preprocess(
    blankToUndefined,
    z
      .string({ error: RECOMMENDATION_MESSAGES.costTag })
      .trim()
      .min(1, RECOMMENDATION_MESSAGES.costTag)
      .max(RECOMMENDATION_LIMITS.costTagMax, RECOMMENDATION_MESSAGES.costTagMax)
      .refine(isCleanLine, BOUND_MESSAGES.controlCharacters),
  ),
  cost: z.preprocess(blankToUndefined, moneyAmount(RECOMMENDATION_MESSAGES.costValue)),
});
export type RecommendationCostValues = z.output<typeof recommendationCostSchema>;

const productLine = (required: string, max: number, maxMessage: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(max, maxMessage)
      .refine(isCleanLine, BOUND_MESSAGES.controlCharacters),
  );

/** A product the recommendation applies: its name, the dose (decimal comma in the form) and the dose's unit. */
export const recommendationProductSchema = z.object({
  name: productLine(
    RECOMMENDATION_MESSAGES.productName,
    RECOMMENDATION_LIMITS.productNameMax,
    RECOMMENDATION_MESSAGES.productNameMax,
  ),
  quantity: z.preprocess(
    parseDecimalText,
    z
      .number({ error: RECOMMENDATION_MESSAGES.productQuantity })
      .min(0, RECOMMENDATION_MESSAGES.productQuantityRange)
      .max(RECOMMENDATION_LIMITS.productQuantityMax, RECOMMENDATION_MESSAGES.productQuantityRange)
      .refine(hasAtMostTwoDecimals, RECOMMENDATION_MESSAGES.productQuantityRange),
  ),
  unit: productLine(
    RECOMMENDATION_MESSAGES.productUnit,
    RECOMMENDATION_LIMITS.productUnitMax,
    RECOMMENDATION_MESSAGES.productUnitMax,
  ),
});
export type RecommendationProductValues = z.output<typeof recommendationProductSchema>;

/** What the date rules compare against. */
export interface RecommendationContext {
  /** São Paulo's today, yyyy-MM-dd (format.ts todayInSaoPaulo): the form's and the server's. */
  today: string;
  /**
   * Editing: the start the recommendation already has. An unchanged start is not judged against today (an
   * activity under way keeps its past start when its status or costs change).
   */
  storedStartDate?: string | null;
}

/** The create and edit form (spec 001 §5 "Recommendation"). */
export const recommendationSchema = (context: RecommendationContext) =>
  z
    .object({
      farmerId: requiredId(RECOMMENDATION_MESSAGES.farmer),
      propertyId: requiredId(RECOMMENDATION_MESSAGES.property),
      harvestId: requiredId(RECOMMENDATION_MESSAGES.harvest),
      type: z.enum(FIELD_ACTIVITY_TYPE_KEYS, { error: RECOMMENDATION_MESSAGES.type }),
      title: z.preprocess(
        blankToUndefined,
        z
          .string({ error: RECOMMENDATION_MESSAGES.title })
          .trim()
          .min(1, RECOMMENDATION_MESSAGES.title)
          .max(RECOMMENDATION_LIMITS.titleMax, RECOMMENDATION_MESSAGES.titleMax)
          .refine(isCleanLine, BOUND_MESSAGES.controlCharacters),
      ),
      recurrence: z.enum(RECOMMENDATION_RECURRENCE_KEYS, { error: RECOMMENDATION_MESSAGES.recurrence }),
      startDate: day(),
      endDate: day(),
      status: z.enum(FIELD_ACTIVITY_STATUS_KEYS, { error: RECOMMENDATION_MESSAGES.status }),
      description: z
        .string()
        .max(RECOMMENDATION_LIMITS.descriptionMax, RECOMMENDATION_MESSAGES.descriptionMax)
        .refine(isCleanText, BOUND_MESSAGES.controlCharacters)
        .nullish()
        .transform((value) => value?.trim() || null),
      sectorIds: z
        .array(z.string().max(BOUNDS.stringDefaultMax).refine(isCleanLine, BOUND_MESSAGES.controlCharacters), {
          error: RECOMMENDATION_MESSAGES.sectors,
        })
        .min(1, RECOMMENDATION_MESSAGES.sectors)
        .max(BOUNDS.sectorsPerRequestMax, BOUND_MESSAGES.sectorsMax),
      products: z
        .array(recommendationProductSchema)
        .max(RECOMMENDATION_LIMITS.productsMax, RECOMMENDATION_MESSAGES.productsMax)
        .nullish()
        .transform((value) => value ?? []),
      costs: z
        .array(recommendationCostSchema)
        .max(RECOMMENDATION_LIMITS.costsMax, RECOMMENDATION_MESSAGES.costsMax)
        .nullish()
        .transform((value) => value ?? []),
      /** A report of the caller the new recommendation is made from (create only; the page's consultancyReportId). */
      reportId: z
        .string()
        .max(BOUNDS.stringDefaultMax)
        .refine(isCleanLine, BOUND_MESSAGES.controlCharacters)
        .nullish()
        .transform((value) => value || null),
    })
    .superRefine((values, ctx) => {
      // Runs on any input (ALWAYS): a non-object was already refused by the object schema.
      if (typeof values !== 'object' || values === null) return;
      const start = typeof values.startDate === 'string' && isBoundedDate(values.startDate) ? values.startDate : null;
      const end = typeof values.endDate === 'string' && isBoundedDate(values.endDate) ? values.endDate : null;
      if (start && end && end < start) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: RECOMMENDATION_MESSAGES.endBeforeStart });
      }
      if (start && start < context.today && start !== context.storedStartDate) {
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: RECOMMENDATION_MESSAGES.startBeforeToday });
      }
    }, ALWAYS);

export type RecommendationFormValues = z.input<ReturnType<typeof recommendationSchema>>;
export type RecommendationValues = z.output<ReturnType<typeof recommendationSchema>>;
