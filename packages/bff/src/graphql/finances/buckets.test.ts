import { describe, expect, it } from 'vitest';
import { bucketIndexOf, bucketSizeOf, bucketsOf } from './buckets';
import { defaultRange } from './finance';

describe('defaultRange', () => {
  it('is today−60 … today for CUSTOM, six months for MONTH and five years for YEAR', () => {
    expect(defaultRange('CUSTOM', '2026-03-01')).toEqual({ startDate: '2025-12-31', endDate: '2026-03-01' });
    expect(defaultRange('MONTH', '2026-03-15')).toEqual({ startDate: '2025-10-01', endDate: '2026-03-15' });
    expect(defaultRange('YEAR', '2026-03-15')).toEqual({ startDate: '2022-01-01', endDate: '2026-03-15' });
  });
});

describe('bucketSizeOf', () => {
  it('keeps Mensal monthly and Anual yearly, whatever their length', () => {
    expect(bucketSizeOf('MONTH', '2025-10-01', '2026-03-15')).toBe('MONTH');
    expect(bucketSizeOf('YEAR', '2022-01-01', '2026-03-15')).toBe('YEAR');
    expect(bucketSizeOf('YEAR', '2026-01-01', '2026-01-05')).toBe('YEAR');
  });

  it('picks days up to 31 days, weeks up to 186, months up to 1097 and years beyond (both ends counted)', () => {
    expect(bucketSizeOf('CUSTOM', '2026-02-01', '2026-02-01')).toBe('DAY');
    expect(bucketSizeOf('CUSTOM', '2026-01-01', '2026-01-31')).toBe('DAY');
    expect(bucketSizeOf('CUSTOM', '2026-01-01', '2026-02-01')).toBe('WEEK');
    // Six months to the same day are weekly, the longest (185 days) too.
    expect(bucketSizeOf('CUSTOM', '2025-07-01', '2026-01-01')).toBe('WEEK');
    expect(bucketSizeOf('CUSTOM', '2025-07-01', '2026-01-02')).toBe('WEEK'); // 186 days
    expect(bucketSizeOf('CUSTOM', '2025-07-01', '2026-01-03')).toBe('MONTH');
    // Three years to the same day, a leap day included (1097 days), are monthly.
    expect(bucketSizeOf('CUSTOM', '2023-01-01', '2026-01-01')).toBe('MONTH');
    expect(bucketSizeOf('CUSTOM', '2023-01-01', '2026-01-02')).toBe('YEAR');
  });
});

describe('bucketsOf', () => {
  it('7 days: a point per day, labelled dd/MM', () => {
    const days = bucketsOf('DAY', '2026-02-25', '2026-03-03');
    expect(days.map((b) => b.label)).toEqual(['25/02', '26/02', '27/02', '28/02', '01/03', '02/03', '03/03']);
    expect(days[0]).toEqual({ start: '2026-02-25', end: '2026-02-25', label: '25/02' });
  });

  it('3 months: Monday-to-Sunday weeks, the first and last clipped to the range', () => {
    // 2026-01-15 is a Thursday; 2026-04-14 a Tuesday.
    const weeks = bucketsOf('WEEK', '2026-01-15', '2026-04-14');
    expect(weeks).toHaveLength(14);
    expect(weeks[0]).toEqual({ start: '2026-01-15', end: '2026-01-18', label: 'sem. de 15/01' });
    expect(weeks[1]).toEqual({ start: '2026-01-19', end: '2026-01-25', label: 'sem. de 19/01' });
    expect(weeks.at(-1)).toEqual({ start: '2026-04-13', end: '2026-04-14', label: 'sem. de 13/04' });
    // Contiguous: every day of the range in exactly one week.
    for (let i = 1; i < weeks.length; i++) expect(weeks[i]?.start).toBe(nextDay(weeks[i - 1]?.end ?? ''));
  });

  it('11 months: one point per month, labelled mmm/yyyy, the first starting on the range’s day', () => {
    const months = bucketsOf('MONTH', '2025-03-10', '2026-01-31');
    expect(months.map((b) => b.label)).toEqual([
      'mar/2025',
      'abr/2025',
      'mai/2025',
      'jun/2025',
      'jul/2025',
      'ago/2025',
      'set/2025',
      'out/2025',
      'nov/2025',
      'dez/2025',
      'jan/2026',
    ]);
    expect(months[0]).toEqual({ start: '2025-03-10', end: '2025-03-31', label: 'mar/2025' });
    expect(months[11 - 1]).toEqual({ start: '2026-01-01', end: '2026-01-31', label: 'jan/2026' });
  });

  it('5 years: one point per calendar year, partial at both ends', () => {
    const years = bucketsOf('YEAR', '2021-06-15', '2026-06-15');
    expect(years.map((b) => [b.label, b.start, b.end])).toEqual([
      ['2021', '2021-06-15', '2021-12-31'],
      ['2022', '2022-01-01', '2022-12-31'],
      ['2023', '2023-01-01', '2023-12-31'],
      ['2024', '2024-01-01', '2024-12-31'],
      ['2025', '2025-01-01', '2025-12-31'],
      ['2026', '2026-01-01', '2026-06-15'],
    ]);
  });

  it('keeps Mensal’s six months from the first of the oldest', () => {
    expect(bucketsOf('MONTH', '2025-10-01', '2026-03-15').map((b) => b.label)).toEqual([
      'out/2025',
      'nov/2025',
      'dez/2025',
      'jan/2026',
      'fev/2026',
      'mar/2026',
    ]);
  });
});

describe('bucketIndexOf', () => {
  const weeks = bucketsOf('WEEK', '2026-01-15', '2026-02-10');

  it('finds the week of a daily row and the first bucket for a month row that began before the range', () => {
    expect(bucketIndexOf(weeks, { year: 2026, month: 1, day: 15 })).toBe(0);
    expect(bucketIndexOf(weeks, { year: 2026, month: 1, day: 25 })).toBe(1);
    expect(bucketIndexOf(weeks, { year: 2026, month: 2, day: 10 })).toBe(weeks.length - 1);
    const months = bucketsOf('MONTH', '2026-01-15', '2026-03-10');
    expect(bucketIndexOf(months, { year: 2026, month: 1 })).toBe(0);
    expect(bucketIndexOf(months, { year: 2026, month: 3 })).toBe(2);
  });

  it('is −1 outside the range', () => {
    expect(bucketIndexOf(weeks, { year: 2026, month: 2, day: 11 })).toBe(-1);
    expect(bucketIndexOf([], { year: 2026 })).toBe(-1);
  });
});

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
