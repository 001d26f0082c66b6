/** Small statistics for the bench: every figure in RESULTS.md is a median (or a percentile) of repeated runs. */

function sortedCopy(values: readonly number[]): number[] {
  if (values.length === 0) throw new Error('stats: no values');
  for (const value of values) {
    if (!Number.isFinite(value)) throw new Error(`stats: not a finite number: ${value}`);
  }
  return [...values].sort((a, b) => a - b);
}

/** The middle value; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  const sorted = sortedCopy(values);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The p-th percentile (0–100) with linear interpolation between closest ranks (the "R-7" definition
 * spreadsheets use), so percentile(x, 50) equals median(x).
 */
export function percentile(values: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 100)) throw new Error(`stats: percentile out of range: ${p}`);
  const sorted = sortedCopy(values);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] as number;
  return lowValue + ((sorted[high] as number) - lowValue) * (rank - low);
}

export function mean(values: readonly number[]): number {
  const sorted = sortedCopy(values);
  return sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
}

/** a / b, or NaN when b is 0 (shown as '–' in the report, and a budget on it fails). */
export function ratio(a: number, b: number): number {
  return b === 0 ? Number.NaN : a / b;
}

/** Rounds to `digits` decimals (for results.json; the markdown formats on its own). */
export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * Total length of the union of [start, end] intervals: how long something was busy when its pieces
 * overlap (e.g. the provider answering three calls in parallel for one BFF request).
 */
export function unionLength(intervals: readonly (readonly [number, number])[]): number {
  const sorted = [...intervals].filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let currentStart = Number.NEGATIVE_INFINITY;
  let currentEnd = Number.NEGATIVE_INFINITY;
  for (const [start, end] of sorted) {
    if (start > currentEnd) {
      if (currentEnd > currentStart) total += currentEnd - currentStart;
      currentStart = start;
      currentEnd = end;
    } else if (end > currentEnd) {
      currentEnd = end;
    }
  }
  if (currentEnd > currentStart) total += currentEnd - currentStart;
  return total;
}
