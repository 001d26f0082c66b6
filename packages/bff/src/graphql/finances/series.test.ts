import { describe, expect, it, vi } from 'vitest';
import { bucketsOf } from './buckets';
import { type ConsultancyRow, financeTotals, saneFinanceRows, type TrainingRow } from './profit';
import { consultancySeries, trainingSeries } from './series';

type Status = ConsultancyRow['_id']['status'];

const row = (
  date: { year: number; month?: number; day?: number },
  status: Status,
  prices: number[],
): ConsultancyRow => ({
  _id: { startYear: date.year, startMonth: date.month, startDay: date.day, status },
  minimum: Math.min(...prices),
  maximum: Math.max(...prices),
  average: prices.reduce((a, b) => a + b, 0) / prices.length,
  count: prices.length,
});

const training = (
  date: { year: number; month?: number; day?: number },
  profit: number,
  confirmed: number,
  canceled: number,
): TrainingRow => ({
  _id: date,
  totalProfit: profit,
  totalConfirmed: confirmed,
  totalCanceled: canceled,
});

describe('consultancySeries', () => {
  const months = bucketsOf('MONTH', '2026-01-01', '2026-03-10');

  it('merges a bucket’s PLANNED, IN-PROGRESS and COMPLETED rows, ignores CANCELED and fills zeros', () => {
    const series = consultancySeries(months, [
      row({ year: 2026, month: 1 }, 'PLANNED', [100, 300]),
      row({ year: 2026, month: 1 }, 'COMPLETED', [600]),
      row({ year: 2026, month: 1 }, 'CANCELED', [10_000]),
      row({ year: 2026, month: 3 }, 'IN-PROGRESS', [50]),
    ]);
    expect(series).toEqual([
      {
        label: 'jan/2026',
        start: '2026-01-01',
        end: '2026-01-31',
        average: 333.33,
        maximum: 600,
        minimum: 100,
        count: 3,
      },
      { label: 'fev/2026', start: '2026-02-01', end: '2026-02-28', average: 0, maximum: 0, minimum: 0, count: 0 },
      { label: 'mar/2026', start: '2026-03-01', end: '2026-03-10', average: 50, maximum: 50, minimum: 50, count: 1 },
    ]);
  });

  it('is all zeros when a bucket has only canceled consultancies', () => {
    expect(consultancySeries(months, [row({ year: 2026, month: 2 }, 'CANCELED', [80])])[1]).toMatchObject({
      count: 0,
      average: 0,
    });
  });

  it('regroups the provider’s days into weeks, the average weighted by count', () => {
    // 2026-02-02 is a Monday: the first week is 02/02–08/02, the second 09/02–15/02.
    const weeks = bucketsOf('WEEK', '2026-02-02', '2026-02-15');
    const series = consultancySeries(weeks, [
      row({ year: 2026, month: 2, day: 2 }, 'PLANNED', [1_000, 3_000]),
      row({ year: 2026, month: 2, day: 8 }, 'COMPLETED', [500]),
      row({ year: 2026, month: 2, day: 9 }, 'COMPLETED', [700]),
      row({ year: 2026, month: 2, day: 20 }, 'COMPLETED', [99_999]), // outside the range
    ]);
    expect(series).toEqual([
      {
        label: 'sem. de 02/02',
        start: '2026-02-02',
        end: '2026-02-08',
        average: 1_500,
        maximum: 3_000,
        minimum: 500,
        count: 3,
      },
      {
        label: 'sem. de 09/02',
        start: '2026-02-09',
        end: '2026-02-15',
        average: 700,
        maximum: 700,
        minimum: 700,
        count: 1,
      },
    ]);
  });
});

describe('trainingSeries', () => {
  it('puts each daily row in its day and fills the other days with zeros', () => {
    const days = bucketsOf('DAY', '2026-02-27', '2026-03-01');
    expect(trainingSeries(days, [training({ year: 2026, month: 2, day: 28 }, 900.5, 1000, 200)])).toEqual([
      { label: '27/02', start: '2026-02-27', end: '2026-02-27', total: 0, confirmed: 0, canceled: 0 },
      { label: '28/02', start: '2026-02-28', end: '2026-02-28', total: 900.5, confirmed: 1000, canceled: 200 },
      { label: '01/03', start: '2026-03-01', end: '2026-03-01', total: 0, confirmed: 0, canceled: 0 },
    ]);
  });

  it('sums a week’s days to the cent', () => {
    const weeks = bucketsOf('WEEK', '2026-02-02', '2026-02-08');
    const series = trainingSeries(weeks, [
      training({ year: 2026, month: 2, day: 3 }, 0.1, 150.15, 0),
      training({ year: 2026, month: 2, day: 5 }, 0.2, 300.3, 49.99),
    ]);
    expect(series).toEqual([
      {
        label: 'sem. de 02/02',
        start: '2026-02-02',
        end: '2026-02-08',
        total: 0.3,
        confirmed: 450.45,
        canceled: 49.99,
      },
    ]);
  });
});

describe('financeTotals', () => {
  it('sums the period from the same rows: prices, count, average, largest and smallest', () => {
    const totals = financeTotals(
      [
        row({ year: 2026, month: 1, day: 5 }, 'PLANNED', [100, 300]),
        row({ year: 2026, month: 2, day: 9 }, 'COMPLETED', [1_200.5]),
        row({ year: 2026, month: 2, day: 9 }, 'CANCELED', [50_000]),
        row({ year: 2026, month: 2, day: 9 }, 'REQUESTED', [1]),
      ],
      [
        training({ year: 2026, month: 1, day: 5 }, 400, 500, 100),
        training({ year: 2026, month: 2, day: 1 }, 250.25, 300, 0),
      ],
    );
    expect(totals).toEqual({
      consultancy: { total: 1_600.5, count: 3, average: 533.5, maximum: 1_200.5, minimum: 100 },
      training: { total: 650.25, confirmed: 800, canceled: 100 },
    });
  });

  it('has no average, largest or smallest when nothing counts', () => {
    expect(financeTotals([row({ year: 2026 }, 'CANCELED', [10])], [])).toEqual({
      consultancy: { total: 0, count: 0, average: null, maximum: null, minimum: null },
      training: { total: 0, confirmed: 0, canceled: 0 },
    });
  });
});

describe('saneFinanceRows', () => {
  it('skips (and logs) a stored amount out of bounds, so neither the points nor the totals hold it', () => {
    const log = { warn: vi.fn() };
    const { consultancyRows, trainingRows } = saneFinanceRows(
      {
        consultancyProvided: [
          row({ year: 2026, month: 1 }, 'COMPLETED', [500]),
          row({ year: 2026, month: 1 }, 'PLANNED', [1e308]),
        ],
        training: [training({ year: 2026, month: 1 }, 100, 200, 0), training({ year: 2026, month: 1 }, -5, 0, 0)],
      },
      log,
    );
    expect(financeTotals(consultancyRows, trainingRows)).toEqual({
      consultancy: { total: 500, count: 1, average: 500, maximum: 500, minimum: 500 },
      training: { total: 100, confirmed: 200, canceled: 0 },
    });
    expect(consultancySeries(bucketsOf('MONTH', '2026-01-01', '2026-01-31'), consultancyRows)[0]?.maximum).toBe(500);
    expect(log.warn).toHaveBeenCalledTimes(2);
    // A mean of three prices is no stored amount but is sane: kept.
    const mean = saneFinanceRows(
      { consultancyProvided: [row({ year: 2026, month: 2 }, 'COMPLETED', [3_900, 6_330, 15_110])], training: [] },
      log,
    );
    expect(financeTotals(mean.consultancyRows, []).consultancy).toEqual({
      total: 25_340,
      count: 3,
      average: 8_446.67,
      maximum: 15_110,
      minimum: 3_900,
    });
    expect(log.warn.mock.calls.map(([detail]) => detail.aggregate)).toEqual([
      'finance.consultancy',
      'finance.training',
    ]);
  });
});
