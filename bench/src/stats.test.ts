import { describe, expect, it } from 'vitest';
import { mean, median, percentile, ratio, round, unionLength } from './stats';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses an empty list and non-finite values', () => {
    expect(() => median([])).toThrow('stats: no values');
    expect(() => median([1, Number.NaN])).toThrow('not a finite number');
  });
});

describe('percentile', () => {
  const values = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

  it('interpolates between closest ranks', () => {
    expect(percentile(values, 0)).toBe(10);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 90)).toBeCloseTo(91, 10);
    expect(percentile(values, 99)).toBeCloseTo(99.1, 10);
  });

  it('equals the median at 50', () => {
    expect(percentile(values, 50)).toBe(median(values));
    expect(percentile([7, 1, 4], 50)).toBe(4);
  });

  it('refuses a percentile outside 0–100', () => {
    expect(() => percentile(values, 101)).toThrow('out of range');
    expect(() => percentile(values, -1)).toThrow('out of range');
  });
});

describe('mean, ratio and round', () => {
  it('averages', () => {
    expect(mean([1, 2, 6])).toBe(3);
  });

  it('divides, with NaN for a zero denominator', () => {
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(1, 0)).toBeNaN();
  });

  it('rounds to the given decimals and leaves NaN alone', () => {
    expect(round(1.23456, 2)).toBe(1.23);
    expect(round(1.5, 0)).toBe(2);
    expect(round(Number.NaN)).toBeNaN();
  });
});

describe('unionLength', () => {
  it('counts overlapping intervals once (parallel upstream calls)', () => {
    expect(
      unionLength([
        [0, 10],
        [12, 20],
        [13, 22],
        [14, 15],
      ]),
    ).toBe(20);
  });

  it('adds disjoint intervals and ignores empty ones', () => {
    expect(
      unionLength([
        [5, 6],
        [0, 2],
        [3, 3],
      ]),
    ).toBe(3);
    expect(unionLength([])).toBe(0);
  });

  it('joins touching intervals', () => {
    expect(
      unionLength([
        [0, 5],
        [5, 8],
      ]),
    ).toBe(8);
  });
});
