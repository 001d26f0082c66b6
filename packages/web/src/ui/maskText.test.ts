import { describe, expect, it } from 'vitest';
import { completeClockText, maskClockText, stepClockText } from './clockText';
import { dayTextOf, dayValueOf, maskDayText } from './dateText';
import { parseAmountText } from './moneyText';
import { segmentAt } from './segmentMask';

describe('masked texts', () => {
  it('masks days as dd/mm/aaaa, padding a part closed by a slash', () => {
    expect(maskDayText('0112')).toBe('01/12');
    expect(maskDayText('01/')).toBe('01/');
    expect(maskDayText('1/')).toBe('01/');
    expect(maskDayText('1/2/2026')).toBe('01/02/2026');
    expect(maskDayText('011220261')).toBe('01/12/2026');
    expect(maskDayText('ab01c12')).toBe('01/12');
    expect(maskDayText('2026-12-01')).toBe('01/12/2026');
  });

  it('turns a complete day into yyyy-MM-dd and back, leaving other text as it is', () => {
    expect(dayValueOf('01/12/2026')).toBe('2026-12-01');
    expect(dayValueOf('31/02/2026')).toBe('2026-02-31');
    expect(dayValueOf('01/12')).toBe('01/12');
    expect(dayValueOf('')).toBe('');
    expect(dayTextOf('2026-12-01')).toBe('01/12/2026');
    expect(dayTextOf('01/12')).toBe('01/12');
    expect(dayTextOf(null)).toBe('');
  });

  it('masks clocks as hh:mm and completes short entries', () => {
    expect(maskClockText('9:')).toBe('09:');
    expect(maskClockText('0930')).toBe('09:30');
    expect(maskClockText('093015')).toBe('09:30');
    expect(completeClockText('')).toBe('');
    expect(completeClockText('7')).toBe('07:00');
    expect(completeClockText('17')).toBe('17:00');
    expect(completeClockText('13:0')).toBe('01:30');
    expect(completeClockText('01:3')).toBe('01:03');
    expect(completeClockText('17:5')).toBe('17:05');
    expect(completeClockText('23:59')).toBe('23:59');
  });

  it('steps clocks with wrap-around', () => {
    expect(stepClockText('', 'hours', 1)).toBe('01:00');
    expect(stepClockText('00:00', 'minutes', -1)).toBe('00:59');
    expect(stepClockText('23:10', 'hours', 1)).toBe('00:10');
  });

  it('finds the segment under the caret', () => {
    expect(segmentAt('01/12/2026', 0, { sizes: [2, 2, 4], separator: '/' })).toEqual([0, 2]);
    expect(segmentAt('01/12/2026', 4, { sizes: [2, 2, 4], separator: '/' })).toEqual([3, 5]);
    expect(segmentAt('01/12/2026', 10, { sizes: [2, 2, 4], separator: '/' })).toEqual([6, 10]);
  });

  it('reads amounts however they were written', () => {
    expect(parseAmountText('1350.5')).toBe(1350.5);
    expect(parseAmountText('1.350,50')).toBe(1350.5);
    expect(parseAmountText('R$ 1.350,50')).toBe(1350.5);
    expect(parseAmountText('R$\u00a01.350,50')).toBe(1350.5);
    expect(parseAmountText('350,5')).toBe(350.5);
    expect(parseAmountText('1.350')).toBe(1350);
    expect(parseAmountText('1.350.000')).toBe(1_350_000);
    expect(parseAmountText('1,350.50')).toBe(1350.5);
    expect(parseAmountText('0.5')).toBe(0.5);
    expect(parseAmountText('abc')).toBeNull();
  });
});
