import type { UpstreamFinance } from '@talhao/schema/upstream/consultant';
import type { ConsultancyProfitPoint, FinancePeriod, TrainingProfitPoint } from '../../generated/resolvers';
import { addDays, dayOf, monthStart, parts } from '../schedule/dates';

/** One chart point's bucket: its first day, its label, and the key the provider's rows carry. */
export interface Bucket {
  start: string;
  label: string;
  key: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const keyOf = (year: number, month?: number, day?: number) =>
  [year, month, day].filter((v) => v !== undefined).join('-');

/** Every day, month or year of [startDate, endDate], oldest first, labelled dd/MM, MM/yyyy or yyyy. */
export function bucketsOf(period: FinancePeriod, startDate: string, endDate: string): Bucket[] {
  const buckets: Bucket[] = [];
  if (period === 'CUSTOM') {
    for (let day = startDate; day <= endDate; day = addDays(day, 1)) {
      const { year, month, date } = parts(day);
      buckets.push({ start: day, label: `${pad(date)}/${pad(month)}`, key: keyOf(year, month, date) });
    }
  } else if (period === 'MONTH') {
    for (let first = monthStart(startDate); first <= endDate; first = monthStart(addDays(first, 31))) {
      const { year, month } = parts(first);
      buckets.push({ start: first, label: `${pad(month)}/${year}`, key: keyOf(year, month) });
    }
  } else {
    const last = parts(endDate).year;
    for (let year = parts(startDate).year; year <= last; year++) {
      buckets.push({ start: dayOf(year, 1, 1), label: String(year), key: keyOf(year) });
    }
  }
  return buckets;
}

/** What counts as consultancy profit (rest-contract: CANCELED, REJECTED and REQUESTED do not). */
const PROFIT_STATUSES: ReadonlySet<string> = new Set(['PLANNED', 'IN-PROGRESS', 'COMPLETED']);

const cents = (value: number) => Math.round(value * 100) / 100;

type ConsultancyRow = UpstreamFinance['consultancyProvided'][number];
type TrainingRow = UpstreamFinance['training'][number];

/**
 * One point per bucket; a bucket's PLANNED, IN-PROGRESS and COMPLETED rows merge into one
 * (average weighted by count, largest maximum, smallest minimum); an empty bucket is all zeros.
 */
export function consultancySeries(buckets: Bucket[], rows: ConsultancyRow[]): ConsultancyProfitPoint[] {
  const byKey = new Map<string, ConsultancyRow[]>();
  for (const row of rows) {
    if (!PROFIT_STATUSES.has(row._id.status) || row.count === 0) continue;
    const key = keyOf(row._id.startYear, row._id.startMonth, row._id.startDay);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return buckets.map(({ label, start, key }) => {
    const merged = byKey.get(key) ?? [];
    const count = merged.reduce((sum, r) => sum + r.count, 0);
    if (count === 0) return { label, start, average: 0, maximum: 0, minimum: 0, count: 0 };
    return {
      label,
      start,
      average: cents(merged.reduce((sum, r) => sum + r.average * r.count, 0) / count),
      maximum: Math.max(...merged.map((r) => r.maximum)),
      minimum: Math.min(...merged.map((r) => r.minimum)),
      count,
    };
  });
}

/** One point per bucket: Total (the trainings' profit), Confirmado and Cancelado; zeros when empty. */
export function trainingSeries(buckets: Bucket[], rows: TrainingRow[]): TrainingProfitPoint[] {
  const byKey = new Map<string, { total: number; confirmed: number; canceled: number }>();
  for (const row of rows) {
    const key = keyOf(row._id.year, row._id.month, row._id.day);
    const sum = byKey.get(key) ?? { total: 0, confirmed: 0, canceled: 0 };
    byKey.set(key, {
      total: cents(sum.total + row.totalProfit),
      confirmed: cents(sum.confirmed + row.totalConfirmed),
      canceled: cents(sum.canceled + row.totalCanceled),
    });
  }
  return buckets.map(({ label, start, key }) => ({
    label,
    start,
    ...(byKey.get(key) ?? { total: 0, confirmed: 0, canceled: 0 }),
  }));
}
