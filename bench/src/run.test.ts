import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNS, DEFAULT_WARMUP, parseArgs, QUICK_RUNS, runSection } from './run';
import type { BenchContext } from './types';

describe('parseArgs', () => {
  it('defaults to every section, 5 runs and 2 warm-ups, no check', () => {
    expect(parseArgs([])).toEqual({
      check: false,
      quick: false,
      only: undefined,
      runs: DEFAULT_RUNS,
      warmup: DEFAULT_WARMUP,
      write: true,
    });
  });

  it('reads --check, --only in run order, --runs, and skips npm’s --', () => {
    expect(parseArgs(['--', '--check', '--only=weight,load', '--runs=3'])).toEqual({
      check: true,
      quick: false,
      only: ['load', 'weight'],
      runs: 3,
      warmup: DEFAULT_WARMUP,
      write: true,
    });
  });

  it('makes --quick shorter unless --runs says otherwise', () => {
    expect(parseArgs(['--quick'])).toMatchObject({ quick: true, runs: QUICK_RUNS, warmup: 1 });
    expect(parseArgs(['--quick', '--runs=4'])).toMatchObject({ runs: 4 });
  });

  it('reads the endurance lengths and --no-write (npm test runs the soak without rewriting the results)', () => {
    expect(parseArgs(['--only=soak,fuzz', '--soak-seconds=60', '--fuzz-operations=500', '--no-write'])).toMatchObject({
      only: ['soak', 'fuzz'],
      soakSeconds: 60,
      fuzzOperations: 500,
      write: false,
    });
    expect(() => parseArgs(['--soak-seconds=0'])).toThrow('--soak-seconds: expected a positive integer');
    expect(() => parseArgs(['--fuzz-operations=1e3x'])).toThrow('--fuzz-operations: expected a positive integer');
  });

  it('refuses unknown sections, bad run counts and unknown flags', () => {
    expect(() => parseArgs(['--only=load,speed'])).toThrow('--only: unknown section(s) speed');
    expect(() => parseArgs(['--runs=0'])).toThrow('--runs: expected a positive integer');
    expect(() => parseArgs(['--fast'])).toThrow('unknown argument "--fast"');
  });
});

describe('runSection', () => {
  const context = { log: () => undefined } as unknown as BenchContext;
  const meta = { date: '2026-11-21T12:00:00.000Z', commit: 'abc1234' };

  it('records a section’s result with its duration', async () => {
    const record = await runSection(
      'load',
      async () => async () => ({ id: 'load', title: 'Load', markdown: 'm', data: { a: 1 }, checks: [] }),
      context,
      meta,
    );
    expect(record).toMatchObject({ id: 'load', title: 'Load', status: 'ok', data: { a: 1 }, commit: 'abc1234' });
    expect(record.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('turns a section that throws into a failed record instead of ending the run', async () => {
    const record = await runSection(
      'scale',
      async () => async () => {
        throw new Error('fixture did not start');
      },
      context,
      meta,
    );
    expect(record).toMatchObject({ id: 'scale', status: 'failed', error: 'fixture did not start', checks: [] });
    expect(record.title).toBe('Cost as work grows');
  });

  it('fails a section whose module does not load', async () => {
    const record = await runSection(
      'weight',
      async () => {
        throw new Error('Cannot find module playwright-core');
      },
      context,
      meta,
    );
    expect(record.status).toBe('failed');
    expect(record.error).toBe('Cannot find module playwright-core');
  });
});
