import { FINANCE_MESSAGES, FINANCE_PERIODS, financePeriodSchema, todayInSaoPaulo } from '@talhao/schema';
import { type FINANCES_FAMILIES, upstreamFinanceSchema } from '@talhao/schema/upstream/finances';
import type { RequestContext } from '../../context';
import { appError, validate } from '../../errors';
import type { Finance, FinancePeriod, Resolvers } from '../../generated/resolvers';
import { addDays, isCalendarDay, monthStart, parts } from '../base/dates';
import { roleDomainApi } from '../base/role-subject';
import { bucketSizeOf, bucketsOf, UPSTREAM_PERIOD } from './buckets';
import { LOAD, NO_FINANCES_AREA } from './messages';
import { financeTotals, saneFinanceRows } from './profit';
import { consultancySeries, trainingSeries } from './series';

/**
 * The default ranges of spec 001 §9, ending today (São Paulo): CUSTOM the last 60 days
 * (today−60 … today, 61 daily points), MONTH the last 6 months and YEAR the last 5 years, each
 * counting the current one and starting on the first day of the oldest.
 */
export function defaultRange(period: FinancePeriod, today: string): { startDate: string; endDate: string } {
  if (period === 'CUSTOM')
    return { startDate: addDays(today, -FINANCE_PERIODS.CUSTOM.defaultSpan.days), endDate: today };
  if (period === 'MONTH')
    return { startDate: monthStart(today, FINANCE_PERIODS.MONTH.defaultSpan.months - 1), endDate: today };
  return { startDate: `${parts(today).year - (FINANCE_PERIODS.YEAR.defaultSpan.years - 1)}-01-01`, endDate: today };
}

/**
 * CUSTOM takes the dialog's dates (both or neither, financePeriodSchema's rules); MONTH and YEAR
 * always use their default ranges, whatever dates come with them (finances.graphql).
 */
function rangeOf(
  period: FinancePeriod,
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  now: Date,
) {
  const today = todayInSaoPaulo(now);
  if (period !== 'CUSTOM' || (!startDate && !endDate)) return defaultRange(period, today);
  const range = validate(financePeriodSchema, { startDate, endDate });
  if (!isCalendarDay(range.startDate) || !isCalendarDay(range.endDate)) {
    throw appError('BAD_USER_INPUT', FINANCE_MESSAGES.required, { status: 400 });
  }
  return range;
}

type FinanceFamily = (typeof FINANCES_FAMILIES)[keyof typeof FINANCES_FAMILIES];

/**
 * Each family's spelling of the call: the consultant's `/{consultantId}?__v=`, the company's
 * `/profit-general?period=` (spec 002 §7). Both answer the same series.
 */
const FINANCE_CALL: Record<
  FinanceFamily,
  (userId: string, bucket: string) => { path: string; query: Record<string, string> }
> = {
  consultantFinanceApi: (userId, bucket) => ({ path: `/${encodeURIComponent(userId)}`, query: { __v: bucket } }),
  enterpriseStatisticApi: (_userId, bucket) => ({ path: '/profit-general', query: { period: bucket } }),
};

export async function loadFinance(
  ctx: RequestContext,
  period: FinancePeriod,
  startDate?: string | null,
  endDate?: string | null,
): Promise<Finance> {
  const range = rangeOf(period, startDate, endDate, ctx.now());
  const bucket = bucketSizeOf(period, range.startDate, range.endDate);
  const { api, subject } = roleDomainApi(ctx, 'finances', NO_FINANCES_AREA);
  // One call per screen: the points and the totals come from the same rows.
  const call = FINANCE_CALL[subject.family as FinanceFamily](subject.userId, UPSTREAM_PERIOD[bucket]);
  const answer = await api.post(call.path, range, { schema: upstreamFinanceSchema, ...LOAD, query: call.query });
  const buckets = bucketsOf(bucket, range.startDate, range.endDate);
  const { consultancyRows, trainingRows } = saneFinanceRows(answer, ctx.log);
  return {
    period,
    bucket,
    startDate: range.startDate,
    endDate: range.endDate,
    consultancy: consultancySeries(buckets, consultancyRows),
    training: trainingSeries(buckets, trainingRows),
    totals: financeTotals(consultancyRows, trainingRows),
  };
}

export const financeQueryResolvers: Resolvers = {
  Query: {
    finance: (_parent, { period, startDate, endDate }, ctx) => loadFinance(ctx, period, startDate, endDate),
  },
};
