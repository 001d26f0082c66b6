import { isStorableMoney, todayInSaoPaulo } from '@talhao/schema';
import type { UPSTREAM_FINANCE_PERIODS, UpstreamFinance } from '@talhao/schema/upstream/finances';
import type { UpstreamWorkStatus as WorkStatus } from '@talhao/schema/upstream/provided';
import type { ProvidedConsultancyRecord } from '../provided/provided';
import type { TrainingRecord } from '../trainings/trainings';

/** Finance bucket sizes (`?__v=`): days, months or years. */
export type FinancePeriod = (typeof UPSTREAM_FINANCE_PERIODS)[number];

export interface FinanceRange {
  /** yyyy-MM-dd, inclusive. */
  startDate: string;
  /** yyyy-MM-dd, inclusive. */
  endDate: string;
}

interface DayParts {
  day: number;
  month: number;
  year: number;
}

const partsOf = (day: string): DayParts => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
  day: Number(day.slice(8, 10)),
});

/** The bucket of a day: its parts down to the period's size (a key to group by, and the parts to answer). */
function bucketOf(day: string, period: FinancePeriod): { key: string; parts: Partial<DayParts> & { year: number } } {
  const { year, month, day: date } = partsOf(day);
  if (period === 'year') return { key: `${year}`, parts: { year } };
  if (period === 'month') return { key: `${year}-${month}`, parts: { month, year } };
  return { key: `${year}-${month}-${date}`, parts: { day: date, month, year } };
}

const inRange = (day: string, range: FinanceRange) => day >= range.startDate && day <= range.endDate;

type ProvidedRow = UpstreamFinance['consultancyProvided'][number];
type TrainingRow = UpstreamFinance['training'][number];

/** Rows per bucket of the start date and status, over fixedPrice; empty buckets are absent. */
export function providedRows(
  provided: readonly ProvidedConsultancyRecord[],
  range: FinanceRange,
  period: FinancePeriod,
): ProvidedRow[] {
  const groups = new Map<
    string,
    { parts: Partial<DayParts> & { year: number }; status: WorkStatus; prices: number[] }
  >();
  for (const record of provided) {
    // A price out of bounds (stored before the bounds existed) is left out of every aggregate.
    if (!inRange(record.startDate, range) || !isStorableMoney(record.fixedPrice)) continue;
    const bucket = bucketOf(record.startDate, period);
    const key = `${bucket.key}|${record.status}`;
    const group = groups.get(key) ?? { parts: bucket.parts, status: record.status, prices: [] };
    group.prices.push(record.fixedPrice);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => compareParts(a.parts, b.parts) || a.status.localeCompare(b.status))
    .map(({ parts, status, prices }) => ({
      _id: {
        ...(parts.day !== undefined ? { startDay: parts.day } : {}),
        ...(parts.month !== undefined ? { startMonth: parts.month } : {}),
        startYear: parts.year,
        status,
      },
      minimum: Math.min(...prices),
      maximum: Math.max(...prices),
      average: prices.reduce((sum, price) => sum + price, 0) / prices.length,
      count: prices.length,
    }));
}

/** Rows per bucket of the training date (São Paulo day): profit, confirmed and canceled seats in BRL. */
export function trainingRows(
  trainings: readonly TrainingRecord[],
  range: FinanceRange,
  period: FinancePeriod,
): TrainingRow[] {
  const groups = new Map<string, TrainingRow>();
  for (const training of trainings) {
    const day = todayInSaoPaulo(new Date(training.date));
    if (!inRange(day, range) || !isStorableMoney(training.price) || !isStorableMoney(training.profit)) continue;
    const { key, parts } = bucketOf(day, period);
    const row = groups.get(key) ?? { _id: parts, totalProfit: 0, totalConfirmed: 0, totalCanceled: 0 };
    row.totalProfit += training.profit;
    row.totalConfirmed += training.price * training.participants.confirmed.length;
    row.totalCanceled += training.price * training.participants.canceled.length;
    groups.set(key, row);
  }
  return [...groups.values()].sort((a, b) => compareParts(a._id, b._id));
}

const compareParts = (a: Partial<DayParts> & { year: number }, b: Partial<DayParts> & { year: number }): number =>
  a.year - b.year || (a.month ?? 0) - (b.month ?? 0) || (a.day ?? 0) - (b.day ?? 0);
