import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { linearScale } from './linearScale';

// Domains the charts meet: counts and money, [0, max] with max ≥ 1, and a few awkward ones.
const MAXIMA = [1, 2, 3, 7, 9.5, 10, 11, 37, 99, 100, 101, 999, 1234.56, 48_750, 99_999, 1_000_000, 2_345_678.9];
const RANGES: [number, number][] = [
  [0, 640],
  [188, 0],
  [0, 317.5],
];

describe('linearScale', () => {
  it("matches d3-scale's scaleLinear: nice domain, ticks and every position", () => {
    for (const max of MAXIMA) {
      for (const range of RANGES) {
        for (const niced of [true, false]) {
          const ours = linearScale({ domain: [0, max], nice: niced }).range(range);
          const d3 = scaleLinear().domain([0, max]);
          if (niced) d3.nice();
          d3.range(range);
          expect(ours.domain()).toEqual(d3.domain());
          for (const count of [3, 4, 5, 10]) expect(ours.ticks(count)).toEqual(d3.ticks(count));
          expect(ours.ticks()).toEqual(d3.ticks());
          for (const value of [0, max / 3, max / 2, max, ...d3.ticks(5)]) expect(ours(value)).toBe(d3(value));
        }
      }
    }
  });

  it('rounds the domain up to a round value when asked', () => {
    expect(linearScale({ domain: [0, 37], nice: true }).domain()).toEqual([0, 40]);
    expect(linearScale({ domain: [0, 37] }).domain()).toEqual([0, 37]);
    expect(linearScale({ domain: [0, 48_750], nice: true }).ticks(5)).toEqual([
      0, 10_000, 20_000, 30_000, 40_000, 50_000,
    ]);
  });

  it('maps the domain onto the range, upside down for a value axis', () => {
    const scale = linearScale({ domain: [0, 100], range: [200, 0] });
    expect(scale(0)).toBe(200);
    expect(scale(25)).toBe(150);
    expect(scale(100)).toBe(0);
    expect(scale.range()).toEqual([200, 0]);
    expect(scale.range([0, 10])).toBe(scale);
    expect(scale(50)).toBe(5);
  });

  it('puts every value in the middle of the range when the domain is empty, as d3 does', () => {
    const d3 = scaleLinear().domain([5, 5]).range([0, 100]);
    const ours = linearScale({ domain: [5, 5], range: [0, 100] });
    expect(ours(5)).toBe(d3(5));
    expect(ours(5)).toBe(50);
  });
});
