/**
 * The soak's figures: answers and memory samples grouped into windows (a minute in the 10-minute run),
 * and the pass criteria of issue 17 target 6 over them. Pure functions, tested in soak-stats.test.ts.
 */
import type { Exchange } from './soak-client';
import { median, percentile } from './stats';

/** A minute, unless the run is shorter than five of them: then a sixth of the run (at least 5 s). */
export function windowSeconds(durationSeconds: number): number {
  return durationSeconds >= 300 ? 60 : Math.max(5, Math.floor(durationSeconds / 6));
}

export interface MemorySample {
  /** ms since the measured period started. */
  atMs: number;
  bffBytes: number;
  fixtureBytes: number;
}

export interface SoakWindow {
  index: number;
  startSeconds: number;
  requests: number;
  errors: number;
  invalid: number;
  timeouts: number;
  p50Ms: number;
  p99Ms: number;
  /** Median of the RSS samples taken in the window (robust to one GC peak), bytes. */
  bffRssBytes: number;
  fixtureRssBytes: number;
}

/** Groups the answers (by when they were sent) and the memory samples into `count` windows of `seconds`. */
export function toWindows(
  exchanges: readonly Exchange[],
  memory: readonly MemorySample[],
  startedAt: number,
  seconds: number,
  count: number,
): SoakWindow[] {
  const windows = Array.from({ length: count }, (_, index) => ({
    index,
    latencies: [] as number[],
    errors: 0,
    invalid: 0,
    timeouts: 0,
    bff: [] as number[],
    fixture: [] as number[],
  }));
  const at = (ms: number) => Math.min(count - 1, Math.max(0, Math.floor(ms / 1000 / seconds)));
  for (const exchange of exchanges) {
    const window = windows[at(exchange.startedAt - startedAt)];
    if (!window) continue;
    window.latencies.push(exchange.latencyMs);
    if (exchange.outcome === 'error') window.errors++;
    else if (exchange.outcome === 'invalid') window.invalid++;
    else if (exchange.outcome === 'timeout') window.timeouts++;
  }
  for (const sample of memory) {
    const window = windows[at(sample.atMs)];
    window?.bff.push(sample.bffBytes);
    window?.fixture.push(sample.fixtureBytes);
  }
  return windows.map((window) => ({
    index: window.index,
    startSeconds: window.index * seconds,
    requests: window.latencies.length,
    errors: window.errors,
    invalid: window.invalid,
    timeouts: window.timeouts,
    p50Ms: window.latencies.length ? percentile(window.latencies, 50) : Number.NaN,
    p99Ms: window.latencies.length ? percentile(window.latencies, 99) : Number.NaN,
    bffRssBytes: window.bff.length ? median(window.bff) : Number.NaN,
    fixtureRssBytes: window.fixture.length ? median(window.fixture) : Number.NaN,
  }));
}

export interface SoakCriteria {
  errors: number;
  invalid: number;
  /** p99 of the last window ÷ p99 of the first. */
  p99LastOverFirst: number;
  /** RSS of the last window ÷ RSS of the second (the first holds the warm-up's growth). */
  bffRssLastOverSecond: number;
  fixtureRssLastOverSecond: number;
}

export function criteria(windows: readonly SoakWindow[]): SoakCriteria {
  const first = windows[0];
  const second = windows[1] ?? first;
  const last = windows[windows.length - 1];
  const ratio = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined || !(b > 0) ? Number.NaN : a / b;
  return {
    // Timeouts are errors for the criteria (the brief's "errors: non-2xx, unexpected GraphQL errors, timeouts").
    errors: windows.reduce((sum, window) => sum + window.errors + window.timeouts, 0),
    invalid: windows.reduce((sum, window) => sum + window.invalid, 0),
    p99LastOverFirst: ratio(last?.p99Ms, first?.p99Ms),
    bffRssLastOverSecond: ratio(last?.bffRssBytes, second?.bffRssBytes),
    fixtureRssLastOverSecond: ratio(last?.fixtureRssBytes, second?.fixtureRssBytes),
  };
}
