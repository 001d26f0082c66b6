/**
 * The soak's figures: answers and resource samples grouped into windows (a minute in the 10-minute run),
 * and the pass criteria of issue 17 target 6 over them. Pure functions, tested in soak.test.ts.
 */
import { CLOCK_TICKS_PER_SECOND } from './servers';
import type { Exchange } from './soak-client';
import { median, percentile } from './stats';

/** A minute, unless the run is shorter than five of them: then a sixth of the run (at least 5 s). */
export function windowSeconds(durationSeconds: number): number {
  return durationSeconds >= 300 ? 60 : Math.max(5, Math.floor(durationSeconds / 6));
}

/**
 * Points of the whole machine's CPU that the work outside the run (other processes, and steal on a shared VM)
 * must rise above its usual level in the run for a sample interval to count as "the machine was busy elsewhere".
 */
export const OUTSIDE_CPU_MARGIN_PERCENT = 10;

export interface ResourceSample {
  /** ms since the measured period started. */
  atMs: number;
  bffBytes: number;
  fixtureBytes: number;
  /** CPU seconds used so far by the run's own processes: the bench (load generator), the BFF, the fixture server. */
  ownCpuSeconds?: number;
  /** The whole machine's CPU so far, in clock ticks (see readMachineCpu). */
  machine?: { busy: number; total: number; steal: number };
}

/** A time span when the machine spent markedly more CPU outside the run than it usually did. */
export interface BusyElsewhere {
  fromMs: number;
  toMs: number;
  /** CPU used outside the run (other processes + steal), in % of all cores. */
  outsidePercent: number;
}

/**
 * The sample intervals when work outside the run took more than OUTSIDE_CPU_MARGIN_PERCENT points above its
 * median over the run: another process, or the hypervisor giving the cores to a neighbour. Latencies then
 * measure the machine, not the code; the run's own CPU never counts here, so a slower BFF cannot hide in them.
 */
export function busyElsewhere(samples: readonly ResourceSample[]): BusyElsewhere[] {
  const intervals: BusyElsewhere[] = [];
  for (let index = 1; index < samples.length; index++) {
    const from = samples[index - 1];
    const to = samples[index];
    if (!from?.machine || !to?.machine || from.ownCpuSeconds === undefined || to.ownCpuSeconds === undefined) continue;
    const total = to.machine.total - from.machine.total;
    if (!(total > 0)) continue;
    const own = (to.ownCpuSeconds - from.ownCpuSeconds) * CLOCK_TICKS_PER_SECOND;
    const outside = Math.max(0, to.machine.busy - from.machine.busy - own);
    intervals.push({ fromMs: from.atMs, toMs: to.atMs, outsidePercent: (outside / total) * 100 });
  }
  if (intervals.length === 0) return [];
  const usual = median(intervals.map((interval) => interval.outsidePercent));
  return intervals.filter((interval) => interval.outsidePercent > usual + OUTSIDE_CPU_MARGIN_PERCENT);
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
  /** Seconds of the window when the machine was not busy elsewhere. */
  quietSeconds: number;
  /** Median of the RSS samples taken in the window (robust to one GC peak), bytes. */
  bffRssBytes: number;
  fixtureRssBytes: number;
  /**
   * What the machine did besides the run, in % of all cores: CPU the hypervisor gave to other machines (steal)
   * and CPU used by other processes. A window where these rose is slower for reasons outside the code.
   */
  stealPercent: number;
  otherProcessesPercent: number;
  /** CPU the run's own processes spent per answer, ms: rises when the code does more work per request. */
  cpuMsPerAnswer: number;
}

/** Groups the answers (by when they were sent) and the resource samples into `count` windows of `seconds`. */
export function toWindows(
  exchanges: readonly Exchange[],
  samples: readonly ResourceSample[],
  startedAt: number,
  seconds: number,
  count: number,
): SoakWindow[] {
  const busy = busyElsewhere(samples);
  const windows = Array.from({ length: count }, (_, index) => ({
    index,
    latencies: [] as number[],
    errors: 0,
    invalid: 0,
    timeouts: 0,
    bff: [] as number[],
    fixture: [] as number[],
    samples: [] as ResourceSample[],
  }));
  const at = (ms: number) => Math.min(count - 1, Math.max(0, Math.floor(ms / 1000 / seconds)));
  for (const exchange of exchanges) {
    const sentAtMs = exchange.startedAt - startedAt;
    const window = windows[at(sentAtMs)];
    if (!window) continue;
    window.latencies.push(exchange.latencyMs);
    if (exchange.outcome === 'error') window.errors++;
    else if (exchange.outcome === 'invalid') window.invalid++;
    else if (exchange.outcome === 'timeout') window.timeouts++;
  }
  for (const sample of samples) {
    const window = windows[at(sample.atMs)];
    window?.bff.push(sample.bffBytes);
    window?.fixture.push(sample.fixtureBytes);
    window?.samples.push(sample);
  }
  // CPU figures are differences across the window: from the last sample before it (or its first) to its last.
  const cpuOf = (index: number) => {
    const inside = windows[index]?.samples.filter((sample) => sample.machine && sample.ownCpuSeconds !== undefined);
    const from = windows[index - 1]?.samples.at(-1) ?? inside?.[0];
    const to = inside?.at(-1);
    if (!from?.machine || !to?.machine || from.ownCpuSeconds === undefined || to.ownCpuSeconds === undefined) {
      return { stealPercent: Number.NaN, otherProcessesPercent: Number.NaN, ownCpuSeconds: Number.NaN };
    }
    const total = to.machine.total - from.machine.total;
    const steal = to.machine.steal - from.machine.steal;
    const ownSeconds = to.ownCpuSeconds - from.ownCpuSeconds;
    const others = to.machine.busy - from.machine.busy - steal - ownSeconds * CLOCK_TICKS_PER_SECOND;
    return {
      stealPercent: total > 0 ? (steal / total) * 100 : Number.NaN,
      otherProcessesPercent: total > 0 ? Math.max(0, (others / total) * 100) : Number.NaN,
      ownCpuSeconds: ownSeconds,
    };
  };
  const busySecondsIn = (fromMs: number, toMs: number) => busyMsBetween(busy, fromMs, toMs) / 1000;
  return windows.map((window) => {
    const cpu = cpuOf(window.index);
    const fromMs = window.index * seconds * 1000;
    return {
      index: window.index,
      startSeconds: window.index * seconds,
      requests: window.latencies.length,
      errors: window.errors,
      invalid: window.invalid,
      timeouts: window.timeouts,
      p50Ms: window.latencies.length ? percentile(window.latencies, 50) : Number.NaN,
      p99Ms: window.latencies.length ? percentile(window.latencies, 99) : Number.NaN,
      quietSeconds: Math.max(0, seconds - busySecondsIn(fromMs, fromMs + seconds * 1000)),
      bffRssBytes: window.bff.length ? median(window.bff) : Number.NaN,
      fixtureRssBytes: window.fixture.length ? median(window.fixture) : Number.NaN,
      stealPercent: cpu.stealPercent,
      otherProcessesPercent: cpu.otherProcessesPercent,
      cpuMsPerAnswer: window.latencies.length ? (cpu.ownCpuSeconds * 1000) / window.latencies.length : Number.NaN,
    };
  });
}

/** How long the busy intervals cover of [fromMs, toMs). */
function busyMsBetween(busy: readonly BusyElsewhere[], fromMs: number, toMs: number): number {
  return busy.reduce(
    (sum, interval) => sum + Math.max(0, Math.min(toMs, interval.toMs) - Math.max(fromMs, interval.fromMs)),
    0,
  );
}

/** The p99 of the answers sent in the first and in the last `windowSeconds` of the run's quiet time. */
export interface QuietComparison {
  firstP99Ms: number;
  lastP99Ms: number;
  /** Where those spans of quiet time fell in the run, ms since it started: [from, to) pieces. */
  firstSpans: [number, number][];
  lastSpans: [number, number][];
  /** Seconds of the run when the machine was not busy elsewhere. */
  quietSeconds: number;
}

/**
 * The p99 criterion's two windows, taken on the run's quiet time (the run with its busy-elsewhere intervals
 * cut out): the first `windowSeconds` of it and the last. On a quiet machine they are the first and the last
 * window; a neighbour's burst at the end moves the last window back past the burst instead of deciding the
 * ratio. NaN p99s when the run had less than two windows of quiet time.
 */
export function compareQuietTime(
  exchanges: readonly Exchange[],
  busy: readonly BusyElsewhere[],
  startedAt: number,
  durationSeconds: number,
  windowSeconds: number,
): QuietComparison {
  const durationMs = durationSeconds * 1000;
  const windowMs = windowSeconds * 1000;
  const quietMs = durationMs - busyMsBetween(busy, 0, durationMs);
  const isBusy = (atMs: number) => busy.some((interval) => atMs >= interval.fromMs && atMs < interval.toMs);
  /** The moment of the run at which `quietAtMs` of quiet time have passed. */
  const atQuiet = (quietAtMs: number) => {
    let at = quietAtMs;
    for (const interval of busy) {
      if (interval.fromMs <= at) at += interval.toMs - interval.fromMs;
    }
    return Math.min(durationMs, at);
  };
  /** The quiet pieces of [fromMs, toMs). */
  const spans = (fromMs: number, toMs: number): [number, number][] => {
    const pieces: [number, number][] = [];
    let from = fromMs;
    for (const interval of busy) {
      if (interval.toMs <= from || interval.fromMs >= toMs) continue;
      if (interval.fromMs > from) pieces.push([from, interval.fromMs]);
      from = Math.max(from, interval.toMs);
    }
    if (from < toMs) pieces.push([from, toMs]);
    return pieces;
  };
  const first = spans(0, atQuiet(windowMs));
  const last = spans(atQuiet(quietMs - windowMs), durationMs);
  const p99Within = (pieces: [number, number][]) => {
    const latencies = exchanges
      .filter((exchange) => {
        const at = exchange.startedAt - startedAt;
        // The journeys under way at the end finish after it: their answers belong to the last window, as in toWindows.
        return !isBusy(at) && pieces.some(([from, to]) => at >= from && (at < to || to === durationMs));
      })
      .map((exchange) => exchange.latencyMs);
    return latencies.length ? percentile(latencies, 99) : Number.NaN;
  };
  const enough = quietMs >= 2 * windowMs;
  return {
    firstP99Ms: enough ? p99Within(first) : Number.NaN,
    lastP99Ms: enough ? p99Within(last) : Number.NaN,
    firstSpans: first,
    lastSpans: last,
    quietSeconds: quietMs / 1000,
  };
}

export interface SoakCriteria {
  errors: number;
  invalid: number;
  /** p99 of the last window of quiet time ÷ p99 of the first (compareQuietTime); NaN, a miss, when not measurable. */
  p99LastOverFirst: number;
  /** p99 of the last window ÷ the first over every answer, busy machine or not: shown beside it. */
  p99AllLastOverFirst: number;
  /** RSS of the last window ÷ RSS of the second (the first holds the warm-up's growth). */
  bffRssLastOverSecond: number;
  fixtureRssLastOverSecond: number;
}

export function criteria(windows: readonly SoakWindow[], quiet: QuietComparison): SoakCriteria {
  const first = windows[0];
  const second = windows[1] ?? first;
  const last = windows[windows.length - 1];
  const ratio = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined || !(b > 0) ? Number.NaN : a / b;
  return {
    // Timeouts are errors for the criteria (the brief's "errors: non-2xx, unexpected GraphQL errors, timeouts").
    errors: windows.reduce((sum, window) => sum + window.errors + window.timeouts, 0),
    invalid: windows.reduce((sum, window) => sum + window.invalid, 0),
    p99LastOverFirst: ratio(quiet.lastP99Ms, quiet.firstP99Ms),
    p99AllLastOverFirst: ratio(last?.p99Ms, first?.p99Ms),
    bffRssLastOverSecond: ratio(last?.bffRssBytes, second?.bffRssBytes),
    fixtureRssLastOverSecond: ratio(last?.fixtureRssBytes, second?.fixtureRssBytes),
  };
}
