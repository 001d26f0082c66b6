import { describe, expect, it } from 'vitest';
import { occurrencesBetween, recurrenceRuleText } from './recurrence';

describe('recurrence', () => {
  it('repeats daily and weekly from the start, within the period', () => {
    expect(occurrencesBetween('DAILY', '2026-11-20', '2026-11-23', '2026-11-21', '2026-12-31')).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(occurrencesBetween('WEEKLY', '2026-11-02', '2026-12-31', '2026-11-21', '2026-12-31', 3)).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
  });

  it('keeps a monthly day (the month’s last day when shorter) and semiannual every 6 calendar months', () => {
    expect(occurrencesBetween('MONTHLY', '2026-01-31', '2026-05-31', '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(occurrencesBetween('MONTHLY', '2026-01-10', '2026-04-30', '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-10',
      '2026-02-10',
      '2026-03-10',
      '2026-04-10',
    ]);
    expect(occurrencesBetween('SEMIANNUAL', '2026-03-15', '2028-01-01', '2026-01-01', '2030-01-01')).toEqual([
      '2026-03-15',
      '2026-09-15',
      '2027-03-15',
      '2027-09-15',
    ]);
  });

  it('happens once on its start, and nothing outside the range', () => {
    expect(occurrencesBetween('ONCE', '2026-11-25', '2026-11-28', '2026-11-21', '2026-11-30')).toEqual(['2026-11-25']);
    expect(occurrencesBetween('ONCE', '2026-11-20', '2026-11-28', '2026-11-21', '2026-11-30')).toEqual([]);
    expect(occurrencesBetween('WEEKLY', '2026-10-01', '2026-10-31', '2026-11-01', '2026-11-30')).toEqual([]);
  });

  it('writes the RFC 5545 rule', () => {
    expect(recurrenceRuleText('ONCE', '2026-11-25', '2026-11-28')).toBeNull();
    expect(recurrenceRuleText('WEEKLY', '2026-11-25', '2026-12-28')).toBe(
      'DTSTART:20261125T000000Z\nRRULE:FREQ=WEEKLY;INTERVAL=1;UNTIL=20261228T000000Z',
    );
    expect(recurrenceRuleText('SEMIANNUAL', '2026-11-30', '2027-12-28')).toContain(
      'FREQ=MONTHLY;INTERVAL=6;UNTIL=20271228T000000Z;BYMONTHDAY=28,29,30;BYSETPOS=-1',
    );
  });
});
