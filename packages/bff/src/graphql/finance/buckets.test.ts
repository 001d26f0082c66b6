import { describe, expect, it } from 'vitest';
import { bucketsOf, consultancySeries, trainingSeries } from './buckets';
import { defaultRange } from './finance';

describe('defaultRange', () => {
  it('is today−60 … today for CUSTOM, six months for MONTH and five years for YEAR', () => {
    expect(defaultRange('CUSTOM', '2026-03-01')).toEqual({ startDate: '2025-12-31', endDate: '2026-03-01' });
    expect(defaultRange('MONTH', '2026-03-15')).toEqual({ startDate: '2025-10-01', endDate: '2026-03-15' });
    expect(defaultRange('YEAR', '2026-03-15')).toEqual({ startDate: '2022-01-01', endDate: '2026-03-15' });
  });
});

describe('bucketsOf', () => {
  it('has 61 daily, 6 monthly and 5 yearly buckets over the default ranges, labelled per period', () => {
    const custom = bucketsOf('CUSTOM', '2025-12-31', '2026-03-01');
    expect(custom).toHaveLength(61);
    expect(custom[0]).toEqual({ start: '2025-12-31', label: '31/12', key: '2025-12-31' });
    expect(custom[60]).toEqual({ start: '2026-03-01', label: '01/03', key: '2026-3-1' });
    const months = bucketsOf('MONTH', '2025-10-01', '2026-03-15');
    expect(months.map((b) => b.label)).toEqual(['10/2025', '11/2025', '12/2025', '01/2026', '02/2026', '03/2026']);
    expect(months[5]?.start).toBe('2026-03-01');
    const years = bucketsOf('YEAR', '2022-01-01', '2026-03-15');
    expect(years.map((b) => [b.label, b.start])).toEqual([
      ['2022', '2022-01-01'],
      ['2023', '2023-01-01'],
      ['2024', '2024-01-01'],
      ['2025', '2025-01-01'],
      ['2026', '2026-01-01'],
    ]);
  });

  it('starts a custom range’s month buckets on the first of the month even when the range does not', () => {
    expect(bucketsOf('MONTH', '2026-01-31', '2026-02-01').map((b) => b.start)).toEqual(['2026-01-01', '2026-02-01']);
  });
});

describe('consultancySeries', () => {
  const buckets = bucketsOf('MONTH', '2026-01-01', '2026-03-10');
  const row = (startMonth: number, status: 'PLANNED' | 'IN-PROGRESS' | 'COMPLETED' | 'CANCELED', values: number[]) => ({
    _id: { startYear: 2026, startMonth, status },
    minimum: Math.min(...values),
    maximum: Math.max(...values),
    average: values.reduce((a, b) => a + b, 0) / values.length,
    count: values.length,
  });

  it('merges a bucket’s PLANNED, IN-PROGRESS and COMPLETED rows, ignores CANCELED and fills zeros', () => {
    const series = consultancySeries(buckets, [
      row(1, 'PLANNED', [100, 300]),
      row(1, 'COMPLETED', [600]),
      row(1, 'CANCELED', [10_000]),
      row(3, 'IN-PROGRESS', [50]),
    ]);
    expect(series).toEqual([
      { label: '01/2026', start: '2026-01-01', average: 333.33, maximum: 600, minimum: 100, count: 3 },
      { label: '02/2026', start: '2026-02-01', average: 0, maximum: 0, minimum: 0, count: 0 },
      { label: '03/2026', start: '2026-03-01', average: 50, maximum: 50, minimum: 50, count: 1 },
    ]);
  });

  it('is all zeros when a bucket has only canceled consultancies', () => {
    expect(consultancySeries(buckets, [row(2, 'CANCELED', [80])])[1]).toMatchObject({ count: 0, average: 0 });
  });
});

describe('trainingSeries', () => {
  it('puts each row in its day and fills the other days with zeros', () => {
    const buckets = bucketsOf('CUSTOM', '2026-02-27', '2026-03-01');
    const series = trainingSeries(buckets, [
      { _id: { year: 2026, month: 2, day: 28 }, totalProfit: 900.5, totalConfirmed: 1000, totalCanceled: 200 },
    ]);
    expect(series).toEqual([
      { label: '27/02', start: '2026-02-27', total: 0, confirmed: 0, canceled: 0 },
      { label: '28/02', start: '2026-02-28', total: 900.5, confirmed: 1000, canceled: 200 },
      { label: '01/03', start: '2026-03-01', total: 0, confirmed: 0, canceled: 0 },
    ]);
  });
});
