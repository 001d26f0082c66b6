import type { ConsultancyProfitPoint, TrainingProfitPoint } from '../../generated/resolvers';
import { type Bucket, bucketIndexOf } from './buckets';
import { type ConsultancyRow, mergeConsultancyRows, sumTrainingRows, type TrainingRow } from './profit';

/** The rows of each bucket, in bucket order; rows outside the range are left out. */
function rowsPerBucket<T>(
  buckets: readonly Bucket[],
  rows: readonly T[],
  dayOf: (row: T) => { year: number; month?: number; day?: number },
): T[][] {
  const grouped = buckets.map((): T[] => []);
  for (const row of rows) grouped[bucketIndexOf(buckets, dayOf(row))]?.push(row);
  return grouped;
}

/**
 * One point per bucket; the bucket's rows (statuses, and the days of a week) merge into one
 * (mergeConsultancyRows); a bucket where nothing counts is all zeros.
 */
export function consultancySeries(
  buckets: readonly Bucket[],
  rows: readonly ConsultancyRow[],
): ConsultancyProfitPoint[] {
  const grouped = rowsPerBucket(buckets, rows, ({ _id }) => ({
    year: _id.startYear,
    month: _id.startMonth,
    day: _id.startDay,
  }));
  return buckets.map(({ label, start, end }, index) => {
    const merged = mergeConsultancyRows(grouped[index] ?? []);
    if (!merged) return { label, start, end, average: 0, maximum: 0, minimum: 0, count: 0 };
    const { average, maximum, minimum, count } = merged;
    return { label, start, end, average, maximum, minimum, count };
  });
}

/** One point per bucket: Total (the trainings' profit), Confirmado and Cancelado; zeros when empty. */
export function trainingSeries(buckets: readonly Bucket[], rows: readonly TrainingRow[]): TrainingProfitPoint[] {
  const grouped = rowsPerBucket(buckets, rows, ({ _id }) => _id);
  return buckets.map(({ label, start, end }, index) => ({
    label,
    start,
    end,
    ...sumTrainingRows(grouped[index] ?? []),
  }));
}
