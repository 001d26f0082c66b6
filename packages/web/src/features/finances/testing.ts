/** Test fixtures of /consultor/financas: FinanceCharts answers with the cache's __typename fields. */

type Period = 'CUSTOM' | 'MONTH' | 'YEAR';

const consultancy = (label: string, start: string, average: number, maximum: number, minimum: number) => ({
  __typename: 'ConsultancyProfitPoint' as const,
  label,
  start,
  average,
  maximum,
  minimum,
  count: average > 0 ? 2 : 0,
});

const training = (label: string, start: string, total: number, confirmed: number, canceled: number) => ({
  __typename: 'TrainingProfitPoint' as const,
  label,
  start,
  total,
  confirmed,
  canceled,
});

export function financeFixture(
  period: Period,
  startDate: string,
  endDate: string,
  points: [label: string, start: string, value: number][],
) {
  return {
    __typename: 'Finance' as const,
    period,
    startDate,
    endDate,
    consultancy: points.map(([label, start, value]) => consultancy(label, start, value, value * 2, value / 2)),
    training: points.map(([label, start, value]) => training(label, start, value * 3, value * 2, value)),
  };
}

export const MONTHLY = financeFixture('MONTH', '2026-06-01', '2026-11-21', [
  ['06/2026', '2026-06-01', 1000],
  ['07/2026', '2026-07-01', 0],
  ['08/2026', '2026-08-01', 1500],
  ['09/2026', '2026-09-01', 800],
  ['10/2026', '2026-10-01', 2000],
  ['11/2026', '2026-11-01', 1250.5],
]);

export const YEARLY = financeFixture('YEAR', '2022-01-01', '2026-11-21', [
  ['2022', '2022-01-01', 10000],
  ['2023', '2023-01-01', 12000],
  ['2024', '2024-01-01', 0],
  ['2025', '2025-01-01', 9000],
  ['2026', '2026-01-01', 15000],
]);

export const CUSTOM_RANGE = financeFixture('CUSTOM', '2026-10-01', '2026-10-03', [
  ['01/10', '2026-10-01', 300],
  ['02/10', '2026-10-02', 0],
  ['03/10', '2026-10-03', 450],
]);

export const CUSTOM_DEFAULT = financeFixture('CUSTOM', '2026-09-23', '2026-11-21', [
  ['23/09', '2026-09-23', 100],
  ['21/11', '2026-11-21', 200],
]);

export const EMPTY_MONTHLY = financeFixture(
  'MONTH',
  '2026-06-01',
  '2026-11-21',
  MONTHLY.consultancy.map((point) => [point.label, point.start, 0]),
);
