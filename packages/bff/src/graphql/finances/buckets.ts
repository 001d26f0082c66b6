import type { FinanceBucket, FinancePeriod } from '../../generated/resolvers';
import { addDays, dayOf, daysBetween, maxDay, minDay, monthEnd, monthStart, parts } from '../base/dates';

/**
 * How long one chart point is (docs/architecture-notes.md item 13). Mensal and Anual keep their month
 * and year points; a Customizado range picks the size by its length, so a chart has at most 37 points
 * from 7 days to 5 years (31 days, 28 weeks, 37 months, 6 years).
 */
export const CUSTOM_BUCKET_LIMITS: ReadonlyArray<{ bucket: FinanceBucket; maxDays: number }> = [
  { bucket: 'DAY', maxDays: 31 },
  // Six months to the same day span at most 185 days; three years at most 1097.
  { bucket: 'WEEK', maxDays: 186 },
  { bucket: 'MONTH', maxDays: 1097 },
];

/** The bucket size of a period's range; `days` counts both ends. */
export function bucketSizeOf(period: FinancePeriod, startDate: string, endDate: string): FinanceBucket {
  if (period !== 'CUSTOM') return period;
  const days = daysBetween(startDate, endDate) + 1;
  return CUSTOM_BUCKET_LIMITS.find((limit) => days <= limit.maxDays)?.bucket ?? 'YEAR';
}

/**
 * What the provider is asked for (`__v`): per day, month or year. It has no weeks, so weekly points
 * are regrouped from its daily rows — still one call.
 */
export const UPSTREAM_PERIOD: Record<FinanceBucket, 'custom' | 'month' | 'year'> = {
  DAY: 'custom',
  WEEK: 'custom',
  MONTH: 'month',
  YEAR: 'year',
};

/** One chart point's days: the calendar day, week, month or year, clipped to the range. */
export interface Bucket {
  start: string;
  end: string;
  label: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const MONTH_ABBR = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const dayMonth = (day: string) => `${pad(parts(day).date)}/${pad(parts(day).month)}`;

/** Axis text of a bucket starting on `start`: '03/02', 'sem. de 03/02', 'fev/2026' or '2026'. */
export function bucketLabel(size: FinanceBucket, start: string): string {
  const { year, month } = parts(start);
  if (size === 'DAY') return dayMonth(start);
  if (size === 'WEEK') return `sem. de ${dayMonth(start)}`;
  if (size === 'MONTH') return `${MONTH_ABBR[month - 1]}/${year}`;
  return String(year);
}

/** First day of the calendar unit holding `day`; weeks start on Monday. */
function unitStart(size: FinanceBucket, day: string): string {
  if (size === 'WEEK') {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
    return addDays(day, -((weekday + 6) % 7));
  }
  if (size === 'MONTH') return monthStart(day);
  if (size === 'YEAR') return dayOf(parts(day).year, 1, 1);
  return day;
}

function unitEnd(size: FinanceBucket, start: string): string {
  if (size === 'WEEK') return addDays(start, 6);
  if (size === 'MONTH') return monthEnd(start);
  if (size === 'YEAR') return dayOf(parts(start).year, 12, 31);
  return start;
}

/** Every bucket of [startDate, endDate], oldest first; the first and last may be partial. */
export function bucketsOf(size: FinanceBucket, startDate: string, endDate: string): Bucket[] {
  const buckets: Bucket[] = [];
  for (let unit = unitStart(size, startDate); unit <= endDate; unit = addDays(unitEnd(size, unit), 1)) {
    const start = maxDay(unit, startDate);
    buckets.push({ start, end: minDay(unitEnd(size, unit), endDate), label: bucketLabel(size, start) });
  }
  return buckets;
}

/**
 * The index of the bucket holding a provider row, from the row's day, month or year. A month or year
 * row of a partial first bucket starts before the range, so it is read from the range's first day.
 * -1 when the row falls outside the range.
 */
export function bucketIndexOf(buckets: readonly Bucket[], row: { year: number; month?: number; day?: number }): number {
  const first = buckets[0];
  if (!first) return -1;
  const day = maxDay(dayOf(row.year, row.month ?? 1, row.day ?? 1), first.start);
  let low = 0;
  let high = buckets.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const bucket = buckets[middle] as Bucket;
    if (day < bucket.start) high = middle - 1;
    else if (day > bucket.end) low = middle + 1;
    else return middle;
  }
  return -1;
}
