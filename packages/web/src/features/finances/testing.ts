/** Test fixtures of /consultor/financas: FinanceCharts answers with the cache's __typename fields. */

type Period = 'CUSTOM' | 'MONTH' | 'YEAR';
type Bucket = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
type PointSpec = [label: string, start: string, value: number];

const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A finance answer whose points are contiguous buckets (each ends the day before the next starts, the
 * last on endDate). A point of value v: consultancies averaging v (maximum 2v, minimum v/2, 2 of them
 * when v > 0) and trainings of total 3v, confirmed 2v, canceled v; the totals follow from the points.
 */
export function financeFixture(
  period: Period,
  bucket: Bucket,
  startDate: string,
  endDate: string,
  points: PointSpec[],
) {
  const spans = points.map(([label, start, value], index) => {
    const next = points[index + 1];
    return { label, start, end: next ? previousDay(next[1]) : endDate, value };
  });
  const counted = spans.filter((span) => span.value > 0);
  const count = counted.length * 2;
  const consultancyTotal = round(counted.reduce((sum, span) => sum + span.value * 2, 0));
  const sum = (factor: number) => round(spans.reduce((total, span) => total + span.value * factor, 0));
  return {
    __typename: 'Finance' as const,
    period,
    bucket,
    startDate,
    endDate,
    consultancy: spans.map(({ label, start, end, value }) => ({
      __typename: 'ConsultancyProfitPoint' as const,
      label,
      start,
      end,
      average: value,
      maximum: value * 2,
      minimum: value / 2,
      count: value > 0 ? 2 : 0,
    })),
    training: spans.map(({ label, start, end, value }) => ({
      __typename: 'TrainingProfitPoint' as const,
      label,
      start,
      end,
      total: value * 3,
      confirmed: value * 2,
      canceled: value,
    })),
    totals: {
      __typename: 'FinanceTotals' as const,
      consultancy: {
        __typename: 'ConsultancyProfitTotals' as const,
        total: consultancyTotal,
        count,
        average: count ? round(consultancyTotal / count) : null,
        maximum: count ? Math.max(...counted.map((span) => span.value * 2)) : null,
        minimum: count ? Math.min(...counted.map((span) => span.value / 2)) : null,
      },
      training: { __typename: 'TrainingProfitTotals' as const, total: sum(3), confirmed: sum(2), canceled: sum(1) },
    },
  };
}

export const MONTHLY = financeFixture('MONTH', 'MONTH', '2026-06-01', '2026-11-21', [
  ['jun/2026', '2026-06-01', 1000],
  ['jul/2026', '2026-07-01', 0],
  ['ago/2026', '2026-08-01', 1500],
  ['set/2026', '2026-09-01', 800],
  ['out/2026', '2026-10-01', 2000],
  ['nov/2026', '2026-11-01', 1250.5],
]);

export const YEARLY = financeFixture('YEAR', 'YEAR', '2022-01-01', '2026-11-21', [
  ['2022', '2022-01-01', 10000],
  ['2023', '2023-01-01', 12000],
  ['2024', '2024-01-01', 0],
  ['2025', '2025-01-01', 9000],
  ['2026', '2026-01-01', 15000],
]);

export const CUSTOM_RANGE = financeFixture('CUSTOM', 'DAY', '2026-10-01', '2026-10-03', [
  ['01/10', '2026-10-01', 300],
  ['02/10', '2026-10-02', 0],
  ['03/10', '2026-10-03', 450],
]);

/** The default 60 days, in Monday-to-Sunday weeks (23/09/2026 is a Wednesday). */
export const CUSTOM_DEFAULT = financeFixture('CUSTOM', 'WEEK', '2026-09-23', '2026-11-21', [
  ['sem. de 23/09', '2026-09-23', 100],
  ['sem. de 28/09', '2026-09-28', 0],
  ['sem. de 05/10', '2026-10-05', 0],
  ['sem. de 12/10', '2026-10-12', 0],
  ['sem. de 19/10', '2026-10-19', 0],
  ['sem. de 26/10', '2026-10-26', 0],
  ['sem. de 02/11', '2026-11-02', 0],
  ['sem. de 09/11', '2026-11-09', 0],
  ['sem. de 16/11', '2026-11-16', 200],
]);

/** Eleven months from 15/12/2025: the first month is cut. */
export const ELEVEN_MONTHS = financeFixture(
  'CUSTOM',
  'MONTH',
  '2025-12-15',
  '2026-10-31',
  [
    ['dez/2025', '2025-12-15'],
    ['jan/2026', '2026-01-01'],
    ['fev/2026', '2026-02-01'],
    ['mar/2026', '2026-03-01'],
    ['abr/2026', '2026-04-01'],
    ['mai/2026', '2026-05-01'],
    ['jun/2026', '2026-06-01'],
    ['jul/2026', '2026-07-01'],
    ['ago/2026', '2026-08-01'],
    ['set/2026', '2026-09-01'],
    ['out/2026', '2026-10-01'],
  ].map(([label, start], index): PointSpec => [label as string, start as string, index === 1 ? 0 : 1000 + index * 100]),
);

export const EMPTY_MONTHLY = financeFixture(
  'MONTH',
  'MONTH',
  '2026-06-01',
  '2026-11-21',
  MONTHLY.consultancy.map((point) => [point.label, point.start, 0]),
);
