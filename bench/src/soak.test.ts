import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Exchange } from './soak-client';
import { judgeAnswer, loadManifest, readOperation } from './soak-client';
import { accountFor, journeysOf, prng, SOAK_ACCOUNTS } from './soak-mix';
import { criteria, toWindows, windowSeconds } from './soak-stats';

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
    const result = criteria(windows);
    expect(result.errors).toBe(2);
    expect(result.invalid).toBe(1);
    expect(result.bffRssLastOverSecond).toBeCloseTo(1.05);
    expect(result.fixtureRssLastOverSecond).toBeCloseTo(1.2);
    expect(result.p99LastOverFirst).toBeGreaterThan(1);
  });
});
