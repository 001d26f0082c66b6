import type { UpstreamFinance } from '@talhao/schema/upstream/finances';
import type { FastifyBaseLogger } from 'fastify';
import type { FinanceTotals } from '../../generated/resolvers';
import { addMoney, isAggregateAmount, isRecordAmount, withSaneAmounts } from '../../money';

export type ConsultancyRow = UpstreamFinance['consultancyProvided'][number];
export type TrainingRow = UpstreamFinance['training'][number];

/**
 * The provider's rows whose amounts are in bounds: a stored outlier (a price of 1e308 from before the
 * bounds) is skipped and logged, never summed into Infinity — for the points and the totals alike.
 * A consultancy row's minimum and maximum are stored prices (cents at most); its average is a mean
 * (8.446,666… over three prices), checked as a sum would be.
 */
export function saneFinanceRows(answer: UpstreamFinance, log: Pick<FastifyBaseLogger, 'warn'>) {
  const pricedRows = withSaneAmounts(
    answer.consultancyProvided,
    (row) => [row.maximum, row.minimum],
    isRecordAmount,
    log,
    'finance.consultancy',
  );
  return {
    consultancyRows: withSaneAmounts(pricedRows, (row) => [row.average], isAggregateAmount, log, 'finance.consultancy'),
    trainingRows: withSaneAmounts(
      answer.training,
      (row) => [row.totalProfit, row.totalConfirmed, row.totalCanceled],
      isAggregateAmount,
      log,
      'finance.training',
    ),
  };
}

/** What counts as consultancy profit (rest-contract: CANCELED, REJECTED and REQUESTED do not). */
const PROFIT_STATUSES: ReadonlySet<string> = new Set(['PLANNED', 'IN-PROGRESS', 'COMPLETED']);

export const countsAsProfit = (row: ConsultancyRow): boolean => PROFIT_STATUSES.has(row._id.status) && row.count > 0;

const cents = (value: number) => Math.round(value * 100) / 100;

export interface ConsultancyFigures {
  /** Sum of the fixed prices. */
  total: number;
  count: number;
  average: number;
  maximum: number;
  minimum: number;
}

/**
 * Rows of any buckets (statuses, days, months) merged into one figure: the prices' sum rebuilt from
 * average × count, the average weighted by count, the largest maximum and the smallest minimum.
 * Null when no consultancy counts.
 */
export function mergeConsultancyRows(rows: readonly ConsultancyRow[]): ConsultancyFigures | null {
  const counted = rows.filter(countsAsProfit);
  const count = counted.reduce((sum, row) => sum + row.count, 0);
  if (count === 0) return null;
  const sum = counted.reduce((total, row) => total + row.average * row.count, 0);
  return {
    total: cents(sum),
    count,
    average: cents(sum / count),
    maximum: Math.max(...counted.map((row) => row.maximum)),
    minimum: Math.min(...counted.map((row) => row.minimum)),
  };
}

export interface TrainingFigures {
  total: number;
  confirmed: number;
  canceled: number;
}

/** Sums of training rows, cents-safe; zeros when there are none. */
export function sumTrainingRows(rows: readonly TrainingRow[]): TrainingFigures {
  return rows.reduce(
    (sum, row) => ({
      total: addMoney(sum.total, row.totalProfit),
      confirmed: addMoney(sum.confirmed, row.totalConfirmed),
      canceled: addMoney(sum.canceled, row.totalCanceled),
    }),
    { total: 0, confirmed: 0, canceled: 0 },
  );
}

/** The whole range's figures, from the same rows as the chart points. */
export function financeTotals(consultancyRows: readonly ConsultancyRow[], trainingRows: readonly TrainingRow[]) {
  const consultancy = mergeConsultancyRows(consultancyRows);
  return {
    consultancy: consultancy ?? { total: 0, count: 0, average: null, maximum: null, minimum: null },
    training: sumTrainingRows(trainingRows),
  } satisfies FinanceTotals;
}
