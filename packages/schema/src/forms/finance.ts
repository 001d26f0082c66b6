import { z } from 'zod';
import { boundedDate, isBoundedDate } from './bounds';
import { ALWAYS } from './provided';

/** Finance period modes and their default ranges (spec 001 §2.10, §9). */
export const FINANCE_PERIODS = {
  CUSTOM: { label: 'Customizado', defaultSpan: { days: 60 } },
  MONTH: { label: 'Mensal', defaultSpan: { months: 6 } },
  YEAR: { label: 'Anual', defaultSpan: { years: 5 } },
} as const;
export type FinancePeriodKey = keyof typeof FINANCE_PERIODS;

export const FINANCE_MESSAGES = {
  dialogTitle: 'Selecionar período',
  required: 'Insira a data de início e de fim para salvar',
  forgot: 'Parece que você esqueceu de algo 🧐',
  // Not worded by the specification.
  endBeforeStart: 'A data de fim deve ser posterior à data de início',
  consultancyChart: 'Lucro de consultoria prestada',
  trainingChart: 'Lucro de treinamentos',
} as const;

/** Longest custom range: a year of daily points keeps the chart readable. Not in the specification. */
export const FINANCE_CUSTOM_MAX_DAYS = 366;

const day = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  boundedDate({ required: FINANCE_MESSAGES.required }),
);

/** The 'Selecionar período' dialog (spec 001 §5 "Finance period"). */
export const financePeriodSchema = z.object({ startDate: day, endDate: day }).superRefine((values, ctx) => {
  // Runs on any input (ALWAYS): a non-object was already refused by the object schema.
  if (typeof values !== 'object' || values === null) return;
  if (typeof values.startDate !== 'string' || typeof values.endDate !== 'string') return;
  if (!isBoundedDate(values.startDate) || !isBoundedDate(values.endDate)) return;
  if (values.endDate < values.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: FINANCE_MESSAGES.endBeforeStart });
    return;
  }
  const days = (Date.parse(values.endDate) - Date.parse(values.startDate)) / 86_400_000;
  if (days > FINANCE_CUSTOM_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `O período pode ter no máximo ${FINANCE_CUSTOM_MAX_DAYS} dias`,
    });
  }
}, ALWAYS);

export type FinancePeriodValues = z.output<typeof financePeriodSchema>;
