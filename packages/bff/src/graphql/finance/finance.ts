import { FINANCE_MESSAGES, FINANCE_PERIODS, financePeriodSchema, todayInSaoPaulo } from '@talhao/schema';
import { upstreamFinanceSchema } from '@talhao/schema/upstream/consultant';
import type { RequestContext } from '../../context';
import { appError, validate } from '../../errors';
import type { Finance, FinancePeriod, Resolvers } from '../../generated/resolvers';
import { isAggregateAmount, isRecordAmount, withSaneAmounts } from '../../money';
import { consultantApi } from '../schedule/access';
import { addDays, isCalendarDay, monthStart, parts } from '../schedule/dates';
import { bucketsOf, consultancySeries, trainingSeries } from './buckets';

const PERIOD_QUERY: Record<FinancePeriod, string> = { CUSTOM: 'custom', MONTH: 'month', YEAR: 'year' };

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
 * always use their default ranges, whatever dates come with them (finance.graphql).
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

export async function loadFinance(
  ctx: RequestContext,
  period: FinancePeriod,
  startDate?: string | null,
  endDate?: string | null,
): Promise<Finance> {
  const range = rangeOf(period, startDate, endDate, ctx.now());
  const { api, subject } = consultantApi(ctx, 'consultantFinanceApi');
  const answer = await api.post(`/${encodeURIComponent(subject.userId)}`, range, {
    schema: upstreamFinanceSchema,
    operation: 'loadFinance',
    query: { __v: PERIOD_QUERY[period] },
  });
  const buckets = bucketsOf(period, range.startDate, range.endDate);
  // A stored outlier (a price of 1e308 from before the bounds) is skipped, never summed into Infinity.
  const consultancyRows = withSaneAmounts(
    answer.consultancyProvided,
    (row) => [row.average, row.maximum, row.minimum],
    isRecordAmount,
    ctx.log,
    'finance.consultancy',
  );
  const trainingRows = withSaneAmounts(
    answer.training,
    (row) => [row.totalProfit, row.totalConfirmed, row.totalCanceled],
    isAggregateAmount,
    ctx.log,
    'finance.training',
  );
  return {
    period,
    startDate: range.startDate,
    endDate: range.endDate,
    consultancy: consultancySeries(buckets, consultancyRows),
    training: trainingSeries(buckets, trainingRows),
  };
}

export const financeQueryResolvers: Resolvers = {
  Query: {
    finance: (_parent, { period, startDate, endDate }, ctx) => loadFinance(ctx, period, startDate, endDate),
  },
};
