import {
  FINANCE_MESSAGES,
  FINANCE_PERIODS,
  type FinancePeriodKey,
  financePeriodSchema,
  formatDay,
} from '@talhao/schema';
import type { FinanceChartsQueryVariables } from '@/gql/graphql';

/**
 * The finance period lives in the URL (`?period=month`, `?period=custom&start=…&end=…`), so a
 * reload or a shared link shows the same charts. Lower-case values, as the upstream `__v`.
 */
export const PERIOD_PARAM = 'period';
export const START_PARAM = 'start';
export const END_PARAM = 'end';

/** Mensal first shown: the specification names no default; six months reads well on any screen. */
export const DEFAULT_PERIOD: FinancePeriodKey = 'MONTH';

export const PERIOD_OPTIONS = (['CUSTOM', 'MONTH', 'YEAR'] as const).map((value) => ({
  value,
  label: FINANCE_PERIODS[value].label,
}));

const URL_VALUE: Record<FinancePeriodKey, string> = { CUSTOM: 'custom', MONTH: 'month', YEAR: 'year' };

export interface FinancePeriodState {
  period: FinancePeriodKey;
  /** Only for CUSTOM, and only a valid range; otherwise the BFF's default range applies. */
  range: { startDate: string; endDate: string } | null;
}

export function readPeriod(params: URLSearchParams): FinancePeriodState {
  const raw = params.get(PERIOD_PARAM)?.toLowerCase();
  const period = (Object.keys(URL_VALUE) as FinancePeriodKey[]).find((key) => URL_VALUE[key] === raw) ?? DEFAULT_PERIOD;
  if (period !== 'CUSTOM') return { period, range: null };
  const parsed = financePeriodSchema.safeParse({ startDate: params.get(START_PARAM), endDate: params.get(END_PARAM) });
  return { period, range: parsed.success ? parsed.data : null };
}

/** The next search params: the other parameters (e.g. a master's `viewAs`) are kept. */
export function writePeriod(params: URLSearchParams, state: FinancePeriodState): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(PERIOD_PARAM, URL_VALUE[state.period]);
  if (state.period === 'CUSTOM' && state.range) {
    next.set(START_PARAM, state.range.startDate);
    next.set(END_PARAM, state.range.endDate);
  } else {
    next.delete(START_PARAM);
    next.delete(END_PARAM);
  }
  return next;
}

/** Variables of FinanceCharts: dates only for a chosen custom range, viewAs only while visiting. */
export function financeVariables(state: FinancePeriodState, viewAsId: string | null): FinanceChartsQueryVariables {
  return {
    period: state.period,
    ...(state.period === 'CUSTOM' && state.range ? state.range : {}),
    ...(viewAsId ? { viewAs: viewAsId } : {}),
  };
}

/** '01/10/2026 a 21/11/2026'. */
export const rangeText = (startDate: string, endDate: string): string =>
  `${formatDay(startDate)} a ${formatDay(endDate)}`;

export type DialogCheck =
  | { ok: true; range: { startDate: string; endDate: string } }
  | { ok: false; message: string; missing: boolean };

/** The 'Selecionar período' dialog's rule (financePeriodSchema): one message for the whole form. */
export function checkRange(startDate: string, endDate: string): DialogCheck {
  const parsed = financePeriodSchema.safeParse({ startDate, endDate });
  if (parsed.success) return { ok: true, range: parsed.data };
  const messages = parsed.error.issues.map((issue) => issue.message);
  const missing = messages.includes(FINANCE_MESSAGES.required);
  return {
    ok: false,
    missing,
    message: missing ? FINANCE_MESSAGES.required : (messages[0] ?? FINANCE_MESSAGES.required),
  };
}
