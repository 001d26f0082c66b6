import { nice, ticks } from 'd3-array';

/*
 * The charts' value scale: d3-scale's scaleLinear arithmetic on the few pieces of d3-array it needs. A d3-scale
 * (or @visx/scale) linear scale carries every interpolator (d3-interpolate, d3-color), its tick formats (d3-format)
 * and, through @visx/scale, d3-time: ~11 KB gzipped on the master home for a domain [0, max] mapped to pixels.
 * The test holds it to d3's scaleLinear, value by value.
 */

/** Value → px, with the range settable once the margins are known (as a d3 scale's is). */
export interface LinearScale {
  (value: number): number;
  domain(): [number, number];
  range(): [number, number];
  range(range: readonly [number, number]): LinearScale;
  /** About `count` round values across the domain (d3's ticks), 10 by default. */
  ticks(count?: number): number[];
}

export interface LinearScaleOptions {
  domain: readonly [number, number];
  range?: readonly [number, number];
  /** Widens the domain to round values (d3's `nice()`, 10 ticks). */
  nice?: boolean;
}

export function linearScale(options: LinearScaleOptions): LinearScale {
  const [d0, d1] = options.nice ? nice(options.domain[0], options.domain[1], 10) : options.domain;
  let [r0, r1] = options.range ?? [0, 1];
  const span = d1 - d0;
  // d3's normalize and interpolateNumber: an empty domain maps everything to the middle of the range.
  const scale = ((value: number) => {
    const t = span ? (value - d0) / span : Number.isNaN(span) ? Number.NaN : 0.5;
    return r0 * (1 - t) + r1 * t;
  }) as LinearScale;
  scale.domain = () => [d0, d1];
  scale.range = ((range?: readonly [number, number]) => {
    if (!range) return [r0, r1];
    [r0, r1] = range;
    return scale;
  }) as LinearScale['range'];
  scale.ticks = (count = 10) => ticks(d0, d1, count);
  return scale;
}
