import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  checkBudget,
  failures,
  formatNumber,
  formatRatio,
  markdownTable,
  mergeRecords,
  type RunMeta,
  renderResults,
  type SectionRecord,
} from './report';

const meta: RunMeta = {
  date: '2026-11-21T12:00:00.000Z',
  commit: 'abc1234',
  dirty: true,
  node: 'v20.20.2',
  cpuModel: 'AMD EPYC',
  cores: 2,
  totalMemoryBytes: 8 * 1024 ** 3,
  seed: 20261121,
  runs: 5,
  warmup: 2,
  quick: false,
};

function record(partial: Partial<SectionRecord> & Pick<SectionRecord, 'id'>): SectionRecord {
  return {
    title: partial.id,
    status: 'ok',
    markdown: `body of ${partial.id}`,
    data: null,
    checks: [],
    durationMs: 1500,
    measuredAt: meta.date,
    commit: meta.commit,
    ...partial,
  };
}

describe('markdownTable', () => {
  it('aligns the first column left and the others right, and escapes pipes', () => {
    expect(
      markdownTable(
        ['Page', 'KB'],
        [
          ['/login', 12.5],
          ['a|b', 3],
        ],
      ),
    ).toBe(['| Page | KB |', '| --- | ---: |', '| /login | 12.5 |', '| a\\|b | 3 |'].join('\n'));
  });

  it('honours explicit alignment and fills missing cells', () => {
    expect(markdownTable(['A', 'B'], [['x']], ['right', 'left'])).toBe(
      ['| A | B |', '| ---: | --- |', '| x |  |'].join('\n'),
    );
  });
});

describe('number formats', () => {
  it('shows a missing figure as a dash', () => {
    expect(formatNumber(Number.NaN)).toBe('–');
    expect(formatNumber(1.25, 1)).toBe('1.3');
    expect(formatRatio(1.234)).toBe('1.23×');
    expect(formatRatio(Number.POSITIVE_INFINITY)).toBe('–');
  });
});

describe('checkBudget and budgetOf', () => {
  it('passes a maximum at the limit and fails above it', () => {
    expect(checkBudget('x.max', 'd', 3, 3).ok).toBe(true);
    expect(checkBudget('x.max', 'd', 3.01, 3).ok).toBe(false);
  });

  it('passes a minimum at the limit and fails below it', () => {
    expect(checkBudget('x.min', 'd', 0.33, 0.33, 'min').ok).toBe(true);
    expect(checkBudget('x.min', 'd', 0.2, 0.33, 'min').ok).toBe(false);
  });

  it('fails a missing figure whatever the direction', () => {
    expect(checkBudget('x', 'd', Number.NaN, 3).ok).toBe(false);
    expect(checkBudget('x', 'd', Number.NaN, 0, 'min').ok).toBe(false);
  });

  it('reads a section’s budget and names a missing one', () => {
    const budgets = { load: { maxP50RatioBffToPassthrough: 3 } };
    expect(budgetOf(budgets, 'load', 'maxP50RatioBffToPassthrough')).toBe(3);
    expect(() => budgetOf(budgets, 'load', 'nope')).toThrow('budgets.json: load.nope is missing or not a number');
    expect(() => budgetOf(budgets, 'scale', 'x')).toThrow('budgets.json: scale.x');
  });
});

describe('failures', () => {
  it('lists missed budgets and failed sections, not carried-over ones', () => {
    const records = [
      record({
        id: 'load',
        checks: [checkBudget('load.a', 'p50 at 1', 4, 3), checkBudget('load.b', 'p99 at 1', 1, 3)],
      }),
      record({ id: 'scale', status: 'failed', error: 'boom' }),
      record({ id: 'weight', carriedOver: true, checks: [checkBudget('weight.a', 'login', 900, 250)] }),
    ];
    expect(failures(records)).toEqual(['load.a: p50 at 1 — measured 4, limit 3', 'scale: the section failed — boom']);
  });

  it('is empty when everything passed', () => {
    expect(failures([record({ id: 'load', checks: [checkBudget('load.a', 'd', 1, 3)] })])).toEqual([]);
  });
});

describe('mergeRecords', () => {
  it('keeps the run order and carries over sections not run this time', () => {
    const previous = [record({ id: 'weight', measuredAt: 'earlier' }), record({ id: 'load', measuredAt: 'earlier' })];
    const merged = mergeRecords([record({ id: 'load' })], previous, ['roundTrips', 'load', 'scale', 'weight']);
    expect(merged.map((r) => [r.id, r.measuredAt, r.carriedOver ?? false])).toEqual([
      ['load', meta.date, false],
      ['weight', 'earlier', true],
    ]);
  });

  it('keeps only this run without previous results', () => {
    expect(mergeRecords([record({ id: 'scale' })], undefined, ['load', 'scale']).map((r) => r.id)).toEqual(['scale']);
  });
});

describe('renderResults', () => {
  it('writes the header, each section, and the budget table', () => {
    const text = renderResults(meta, [
      record({ id: 'load', title: 'BFF overhead under load', checks: [checkBudget('load.a', 'p50 at 50', 2.5, 3)] }),
      record({ id: 'scale', title: 'Cost as work grows', status: 'failed', error: 'seed timeout', markdown: '' }),
      record({ id: 'weight', title: 'Web weight', carriedOver: true, measuredAt: 'yesterday', commit: 'old1234' }),
    ]);
    expect(text).toContain('| Commit | abc1234 (with uncommitted changes) |');
    expect(text).toContain('| CPU | AMD EPYC — 2 cores |');
    expect(text).toContain('| Seed | 20261121 |');
    expect(text).toContain('| Runs | 5 measured (median reported) after 2 warm-up |');
    expect(text).toContain('## BFF overhead under load\n\nbody of load\n\n_Section time: 1.5 s._');
    expect(text).toContain('**The section failed:** `seed timeout`');
    expect(text).toContain('_Not run this time: carried over from yesterday (commit old1234)._');
    expect(text).toContain('| load.a | p50 at 50 | 2.5 | 3 | ✅ ok |');
    expect(text).toContain('| scale (section) | failed: seed timeout | – | – | ❌ failed |');
  });

  it('says so when no budget was evaluated', () => {
    expect(renderResults(meta, [record({ id: 'weight' })])).toContain('_No budget was evaluated._');
  });
});
