import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Exchange } from './soak-client';
import { judgeAnswer, loadManifest, readOperation } from './soak-client';
import { accountFor, journeysOf, prng, SOAK_ACCOUNTS } from './soak-mix';
import { busyElsewhere, compareQuietTime, criteria, toWindows, windowSeconds } from './soak-stats';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('readOperation', () => {
  it('finds the operation after its fragments, and its root keys (aliases, not their fields)', () => {
    expect(
      readOperation(
        'fragment F on Farmer { id name } query Farmers($page: Int!) { farmers(page: $page) { items { ...F } } total: count viewer { id } }',
      ),
    ).toEqual({ kind: 'query', name: 'Farmers', rootFields: ['farmers', 'total', 'viewer'] });
    expect(readOperation('mutation AuthSignOut { signOut { message } }')).toEqual({
      kind: 'mutation',
      name: 'AuthSignOut',
      rootFields: ['signOut'],
    });
  });

  it('reads every document of the web app’s manifest, names unique', () => {
    const manifest = loadManifest(REPO_ROOT);
    expect(manifest.size).toBeGreaterThan(100);
    expect(manifest.get('MasterDashboard')?.rootFields).toEqual(['masterStatistics', 'usersPerPlace']);
    for (const listed of manifest.values()) {
      expect(listed.id).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(listed.rootFields.length).toBeGreaterThan(0);
    }
  });
});

describe('judgeAnswer', () => {
  const listed = { rootFields: ['workSchedule', 'works'] };
  it('accepts a full answer and a root the caller allows to be null', () => {
    expect(judgeAnswer(listed, 200, '{"data":{"workSchedule":{},"works":[]}}').outcome).toBe('ok');
    expect(
      judgeAnswer(listed, 200, '{"data":{"workSchedule":null,"works":[]}}', { nullable: ['workSchedule'] }).outcome,
    ).toBe('ok');
  });
  it('counts non-200, unexpected codes and transport garbage as errors, missing data as invalid', () => {
    expect(judgeAnswer(listed, 502, '{"errors":[]}').outcome).toBe('error');
    expect(judgeAnswer(listed, 200, '{"errors":[{"extensions":{"code":"NOT_FOUND"}}],"data":null}').outcome).toBe(
      'error',
    );
    expect(
      judgeAnswer(listed, 200, '{"errors":[{"extensions":{"code":"NOT_FOUND"}}],"data":null}', {
        expectCodes: ['NOT_FOUND'],
      }).outcome,
    ).toBe('ok');
    expect(judgeAnswer(listed, 200, '<html>').outcome).toBe('invalid');
    expect(judgeAnswer(listed, 200, '{"data":{"works":[]}}').outcome).toBe('invalid');
    expect(judgeAnswer(listed, 200, '{"data":{"workSchedule":null,"works":[]}}').outcome).toBe('invalid');
  });
});

describe('the mix', () => {
  it('gives 50 connections every role, readers and writers, by share', () => {
    const accounts = Array.from({ length: 50 }, (_, index) => accountFor(index));
    expect(SOAK_ACCOUNTS.reduce((sum, account) => sum + account.share, 0)).toBe(50);
    expect(new Set(accounts.map((account) => account.accountType))).toEqual(
      new Set(['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER']),
    );
    expect(accounts.filter((account) => account.email === 'padrao@talhao.dev')).toHaveLength(15);
    for (const account of SOAK_ACCOUNTS) {
      expect(journeysOf(account).every((journey) => journey.writes === account.writer)).toBe(true);
    }
  });
  it('draws the same choices from the same seed', () => {
    const a = prng(7);
    const b = prng(7);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('windows and criteria', () => {
  const exchange = (atMs: number, latencyMs: number, outcome: Exchange['outcome'] = 'ok'): Exchange => ({
    operation: 'Viewer',
    startedAt: 1000 + atMs,
    latencyMs,
    outcome,
  });

  it('uses minutes for long runs and sixths for short ones', () => {
    expect(windowSeconds(600)).toBe(60);
    expect(windowSeconds(60)).toBe(10);
    expect(windowSeconds(12)).toBe(5);
  });

  it('groups answers and memory by window and compares last with first (p99) and second (RSS)', () => {
    const exchanges = [
      ...Array.from({ length: 100 }, (_, i) => exchange(i * 10, i < 99 ? 10 : 100)),
      ...Array.from({ length: 100 }, (_, i) => exchange(1000 + i * 10, i < 99 ? 10 : 150)),
      ...Array.from({ length: 100 }, (_, i) => exchange(2000 + i * 10, i < 99 ? 10 : 110)),
      exchange(2500, 10, 'error'),
      exchange(2600, 10, 'invalid'),
      exchange(2700, 10_000, 'timeout'),
    ];
    const memory = [
      { atMs: 100, bffBytes: 50, fixtureBytes: 80 },
      { atMs: 1100, bffBytes: 100, fixtureBytes: 100 },
      { atMs: 2100, bffBytes: 105, fixtureBytes: 120 },
    ];
    const windows = toWindows(exchanges, memory, 1000, 1, 3);
    expect(windows.map((window) => window.requests)).toEqual([100, 100, 103]);
    expect(windows[2]).toMatchObject({ errors: 1, invalid: 1, timeouts: 1, bffRssBytes: 105 });
    const result = criteria(windows, compareQuietTime(exchanges, busyElsewhere(memory), 1000, 3, 1));
    expect(result.errors).toBe(2);
    expect(result.invalid).toBe(1);
    expect(result.bffRssLastOverSecond).toBeCloseTo(1.05);
    expect(result.fixtureRssLastOverSecond).toBeCloseTo(1.2);
    expect(result.p99LastOverFirst).toBeGreaterThan(1);
  });

  it('says per window what the machine did besides the run, and the run’s own CPU per answer', () => {
    const exchanges = [
      ...Array.from({ length: 100 }, (_, i) => exchange(i * 10, 10)),
      ...Array.from({ length: 200 }, (_, i) => exchange(1000 + i * 5, 10)),
    ];
    // Two cores at 100 ticks/s: 200 ticks a second. Window 1: the run uses 1.5 s of CPU, nothing else.
    // Window 2: the run 1 s, other processes 0.4 s (40 ticks), the hypervisor steals 20 ticks.
    const sample = (atMs: number, own: number, busy: number, steal: number, total: number) => ({
      atMs,
      bffBytes: 1,
      fixtureBytes: 1,
      ownCpuSeconds: own,
      machine: { busy, steal, total },
    });
    const memory = [sample(0, 10, 1000, 5, 5000), sample(999, 11.5, 1150, 5, 5200), sample(1999, 12.5, 1310, 25, 5400)];
    const [first, second] = toWindows(exchanges, memory, 1000, 1, 2);
    expect(first).toMatchObject({ stealPercent: 0, otherProcessesPercent: 0, cpuMsPerAnswer: 15 });
    expect(second?.stealPercent).toBeCloseTo(10);
    expect(second?.otherProcessesPercent).toBeCloseTo(20);
    expect(second?.cpuMsPerAnswer).toBeCloseTo(5);
  });

  // Six windows of 1 s, 100 answers each at 10 ms but for two slow ones per window (the p99 of 100 answers
  // is theirs); the machine reads 200 ticks a second, the run uses 150 of them.
  const sixWindows = (slowestMs: (window: number) => number, outsideTicks: (second: number) => number) => {
    const exchanges = Array.from({ length: 6 }, (_, window) =>
      Array.from({ length: 100 }, (_, i) =>
        exchange(window * 1000 + i * 10, i >= 50 && i < 52 ? slowestMs(window) : 10),
      ),
    ).flat();
    let busy = 0;
    const samples = Array.from({ length: 7 }, (_, second) => {
      if (second > 0) busy += 150 + outsideTicks(second - 1);
      return {
        atMs: second * 1000,
        bffBytes: 1,
        fixtureBytes: 1,
        ownCpuSeconds: second * 1.5,
        machine: { busy, steal: 0, total: second * 200 },
      };
    });
    return { exchanges, samples };
  };

  it('takes the p99 windows on the time the machine was not busy elsewhere', () => {
    // A neighbour takes 40% of the machine in the last second: its answers were slow for that reason only.
    const { exchanges, samples } = sixWindows(
      (window) => (window === 5 ? 400 : window === 4 ? 110 : 100),
      (second) => (second === 5 ? 80 : 2),
    );
    const busy = busyElsewhere(samples);
    expect(busy).toEqual([{ fromMs: 5000, toMs: 6000, outsidePercent: 40 }]);
    const windows = toWindows(exchanges, samples, 1000, 1, 6);
    expect(windows[5]).toMatchObject({ p99Ms: 400, quietSeconds: 0 });
    expect(windows[0]).toMatchObject({ p99Ms: 100, quietSeconds: 1 });
    // The last second of quiet time is the fifth second of the run.
    const quiet = compareQuietTime(exchanges, busy, 1000, 6, 1);
    expect(quiet).toMatchObject({ firstSpans: [[0, 1000]], lastSpans: [[4000, 5000]], quietSeconds: 5 });
    const result = criteria(windows, quiet);
    expect(result.p99AllLastOverFirst).toBeCloseTo(4);
    expect(result.p99LastOverFirst).toBeCloseTo(1.1);
  });

  it('joins quiet pieces around a burst into one window, and says when too little time was quiet', () => {
    const { exchanges, samples } = sixWindows(
      () => 100,
      (second) => (second === 3 ? 80 : 2),
    );
    const quiet = compareQuietTime(exchanges, busyElsewhere(samples), 1000, 6, 2);
    expect(quiet.firstSpans).toEqual([[0, 2000]]);
    expect(quiet.lastSpans).toEqual([[4000, 6000]]);
    const pieces = compareQuietTime(exchanges, busyElsewhere(samples), 1000, 6, 2.5);
    expect(pieces.lastSpans).toEqual([
      [2500, 3000],
      [4000, 6000],
    ]);
    // Five seconds of quiet time hold no two windows of 3 s: not measurable, which the budget check counts as a miss.
    const notMeasurable = compareQuietTime(exchanges, busyElsewhere(samples), 1000, 6, 3);
    expect(notMeasurable.quietSeconds).toBe(5);
    expect(criteria(toWindows(exchanges, samples, 1000, 3, 2), notMeasurable).p99LastOverFirst).toBeNaN();
  });

  it('still fails slower code: its own CPU never counts as the machine busy elsewhere', () => {
    // The run itself slows down (the slowest answer grows window by window); nothing else runs.
    const { exchanges, samples } = sixWindows(
      (window) => 100 + window * 10,
      () => 2,
    );
    const busy = busyElsewhere(samples);
    expect(busy).toEqual([]);
    const result = criteria(toWindows(exchanges, samples, 1000, 1, 6), compareQuietTime(exchanges, busy, 1000, 6, 1));
    expect(result.p99LastOverFirst).toBeCloseTo(1.5);
    expect(result.p99AllLastOverFirst).toBeCloseTo(1.5);
  });

  it('counts a steady background as usual, not as busy', () => {
    const { samples } = sixWindows(
      () => 100,
      () => 30,
    );
    expect(busyElsewhere(samples)).toEqual([]);
  });
});
