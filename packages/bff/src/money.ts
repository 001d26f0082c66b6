import { BOUNDS, isStorableMoney } from '@talhao/schema';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Aggregates (finance charts, dashboards, the master's figures) read amounts the provider stored,
 * and a provider may hold a value Talhão would refuse today (R$ 1e308 from before the bounds, a
 * negative price). One such record must not break a whole chart: it is skipped, and the log says
 * where, so somebody can correct the record.
 */

/** Sums of many amounts (a bucket's seats × price): finite, with room for cents; beyond it a value is an outlier. */
export const AGGREGATE_MAX = BOUNDS.moneyMax * BOUNDS.spotsMax;

/** Cents-safe sum (BRL amounts arrive as floats). */
export const addMoney = (a: number, b: number) => Math.round((a + b) * 100) / 100;

/** A stored single amount: finite, 0 to BOUNDS.moneyMax, cents at most. */
export const isRecordAmount = (value: number): boolean => isStorableMoney(value);

/** An amount that is itself a sum: finite, 0 to AGGREGATE_MAX. */
export const isAggregateAmount = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= AGGREGATE_MAX;

/**
 * The rows whose every amount passes `isValid`; each skipped row is logged with `where` (the
 * aggregate) and its amounts. Absent amounts (null/undefined) count as valid.
 */
export function withSaneAmounts<T>(
  rows: readonly T[],
  amountsOf: (row: T) => ReadonlyArray<number | null | undefined>,
  isValid: (value: number) => boolean,
  log: Pick<FastifyBaseLogger, 'warn'>,
  where: string,
): T[] {
  return rows.filter((row) => {
    const amounts = amountsOf(row);
    const sane = amounts.every((value) => value === null || value === undefined || isValid(value));
    if (!sane) log.warn({ aggregate: where, amounts }, 'aggregate skipped a stored amount out of bounds');
    return sane;
  });
}

/** One amount, or 0 when it is out of bounds (logged with `where`). */
export function saneAmountOr0(
  value: number | null | undefined,
  isValid: (value: number) => boolean,
  log: Pick<FastifyBaseLogger, 'warn'>,
  where: string,
): number {
  if (value === null || value === undefined) return 0;
  if (isValid(value)) return value;
  log.warn({ aggregate: where, amount: value }, 'aggregate counted a stored amount out of bounds as 0');
  return 0;
}
