import { z } from 'zod';
import { boundedDate, isBoundedDate, isCalendarDate } from './bounds';
import { ALWAYS } from './provided';

/** Finance period modes and their default ranges (spec 001 §2.10, §9). */
export const FINANCE_PERIODS = {
  CUSTOM: { label: 'Customizado', defaultSpan: { days: 60 } },
  MONTH: { label: 'Mensal', defaultSpan: { months: 6 } },
  YEAR: { label: 'Anual', defaultSpan: { years: 5 } },
} as const;
export type FinancePeriodKey = keyof typeof FINANCE_PERIODS;

/**
 * Longest custom range: the end at most five years after the start (same day and month). Not in the
 * specification; the BFF groups long ranges by week, month or year (docs/architecture-notes.md item 13),
 * so five years still read well.
 */
export const FINANCE_CUSTOM_MAX_YEARS = 5;

export const FINANCE_MESSAGES = {
  dialogTitle: 'Selecionar período',
  required: 'Insira a data de início e de fim para salvar',
  forgot: 'Parece que você esqueceu de algo 🧐',
  // Not worded by the specification.
  endBeforeStart: 'A data de fim deve ser posterior à data de início',
  tooLong: `O período pode ter no máximo ${FINANCE_CUSTOM_MAX_YEARS} anos`,
  consultancyChart: 'Lucro de consultoria prestada',
  trainingChart: 'Lucro de treinamentos',
} as const;

/** The last day a custom range starting on `startDate` may end on (a 29/02 start ends by 28/02). */
export function financeCustomLastDay(startDate: string): string {
  const year = Number(startDate.slice(0, 4)) + FINANCE_CUSTOM_MAX_YEARS;
  const sameDay = `${year}${startDate.slice(4)}`;
  return isCalendarDate(sameDay) ? sameDay : `${year}-02-28`;
}

const day = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  boundedDate({ required: FINANCE_MESSAGES.required }),
);

/** The 'Selecionar período' dialog (spec 001 §5 "Finance period"); the BFF applies it too. */
export const financePeriodSchema = z.object({ startDate: day, endDate: day }).superRefine((values, ctx) => {
  // Runs on any input (ALWAYS): a non-object was already refused by the object schema.
  if (typeof values !== 'object' || values === null) return;
  if (typeof values.startDate !== 'string' || typeof values.endDate !== 'string') return;
  if (!isBoundedDate(values.startDate) || !isBoundedDate(values.endDate)) return;
  if (values.endDate < values.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: FINANCE_MESSAGES.endBeforeStart });
    return;
  }
  if (values.endDate > financeCustomLastDay(values.startDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: FINANCE_MESSAGES.tooLong });
  }
}, ALWAYS);

export type FinancePeriodValues = z.output<typeof financePeriodSchema>;
