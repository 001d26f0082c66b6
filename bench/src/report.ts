/**
 * Writing the results: markdown tables and number formats for the sections, and the whole
 * bench/RESULTS.md (header, sections, budget table) from the runner's records.
 */
import type { BudgetCheck, SectionId } from './types';

export type Align = 'left' | 'right';

/** Set by the runner for --quick (shorter load runs, fewer requests); the sections read it here. */
export const QUICK_ENV = 'BENCH_QUICK';

export function isQuick(): boolean {
  return process.env[QUICK_ENV] === '1';
}

/** Pipes and line breaks would break a table cell. */
function cell(value: string | number): string {
  return String(value).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** A GitHub markdown table; `align` per column (default: left for the first column, right for the others). */
export function markdownTable(headers: string[], rows: (string | number)[][], align?: Align[]): string {
  const aligns = headers.map((_, index) => align?.[index] ?? (index === 0 ? 'left' : 'right'));
  const line = (cells: (string | number)[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = `|${aligns.map((a) => (a === 'right' ? ' ---: ' : ' --- ')).join('|')}|`;
  return [line(headers), rule, ...rows.map((row) => line(headers.map((_, index) => row[index] ?? '')))].join('\n');
}

/** Fixed decimals; '–' for a missing figure (NaN, ±Infinity). */
export function formatNumber(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return '–';
  return value.toFixed(digits);
}

/** Bytes as KB (1 KB = 1024 bytes), one decimal. */
export function formatKb(bytes: number): string {
  return formatNumber(bytes / 1024, 1);
}

/** Bytes as MB (1 MB = 1024² bytes), one decimal. */
export function formatMb(bytes: number): string {
  return formatNumber(bytes / 1024 / 1024, 1);
}

/** A ratio such as 1.23×. */
export function formatRatio(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : '–';
}

/** A budget check; `ok` is computed from the direction (a maximum or a minimum). A missing figure (NaN) fails. */
export function checkBudget(
  budget: string,
  detail: string,
  actual: number,
  limit: number,
  direction: 'max' | 'min' = 'max',
): BudgetCheck {
  const ok = Number.isFinite(actual) && (direction === 'max' ? actual <= limit : actual >= limit);
  return { budget, detail, actual, limit, ok };
}

/**
 * A section's numeric budget from budgets.json (`budgets[section][key]`); throws a readable error when it is
 * missing, so a typo in budgets.json fails the section instead of silently passing.
 */
export function budgetOf(budgets: Record<string, unknown>, section: SectionId, key: string): number {
  const group = budgets[section];
  const value = group && typeof group === 'object' ? (group as Record<string, unknown>)[key] : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`budgets.json: ${section}.${key} is missing or not a number`);
  }
  return value;
}

export interface RunMeta {
  /** ISO date-time of the run. */
  date: string;
  /** Commit the working tree is based on; `dirty` when it had uncommitted changes. */
  commit: string;
  dirty: boolean;
  node: string;
  cpuModel: string;
  cores: number;
  totalMemoryBytes: number;
  seed: number;
  runs: number;
  warmup: number;
  quick: boolean;
  /** The sections asked for (all when absent). */
  only?: SectionId[];
}

/** One section as the runner recorded it (also the shape of results.json's `sections`). */
export interface SectionRecord {
  id: SectionId;
  title: string;
  status: 'ok' | 'failed';
  markdown: string;
  data: unknown;
  checks: BudgetCheck[];
  /** The error of a section that threw. */
  error?: string;
  durationMs: number;
  /** When and on which commit this section was measured (differs from the run's when carried over). */
  measuredAt: string;
  commit: string;
  /** True when it was not run this time and comes from the previous results.json (`--only`). */
  carriedOver?: boolean;
}

export interface ResultsFile {
  meta: RunMeta;
  sections: SectionRecord[];
}

/** What makes `--check` fail: budgets missed and sections that did not finish (carried-over ones do not count). */
export function failures(records: SectionRecord[]): string[] {
  const out: string[] = [];
  for (const record of records) {
    if (record.carriedOver) continue;
    if (record.status === 'failed') out.push(`${record.id}: the section failed — ${record.error ?? 'unknown error'}`);
    for (const check of record.checks) {
      if (!check.ok) out.push(`${check.budget}: ${check.detail} — measured ${check.actual}, limit ${check.limit}`);
    }
  }
  return out;
}

/**
 * The sections of this run in `order`, with sections not run this time carried over from the previous
 * results (so `--only=load` does not erase the other sections from RESULTS.md).
 */
export function mergeRecords(
  current: SectionRecord[],
  previous: SectionRecord[] | undefined,
  order: readonly SectionId[],
): SectionRecord[] {
  const out: SectionRecord[] = [];
  for (const id of order) {
    const now = current.find((record) => record.id === id);
    if (now) out.push(now);
    else {
      const before = previous?.find((record) => record.id === id);
      if (before) out.push({ ...before, carriedOver: true });
    }
  }
  return out;
}

function budgetRows(records: SectionRecord[]): (string | number)[][] {
  const rows: (string | number)[][] = [];
  for (const record of records) {
    if (record.status === 'failed') {
      rows.push([`${record.id} (section)`, `failed: ${record.error ?? ''}`, '–', '–', '❌ failed']);
    }
    for (const check of record.checks) {
      rows.push([
        check.budget,
        check.detail,
        Number.isFinite(check.actual) ? Number(check.actual.toFixed(3)) : '–',
        check.limit,
        check.ok ? '✅ ok' : '❌ missed',
      ]);
    }
  }
  return rows;
}

/** The whole of bench/RESULTS.md. */
export function renderResults(meta: RunMeta, records: SectionRecord[]): string {
  const lines: string[] = [
    '# Talhão — benchmark results',
    '',
    '_Generated by `npm run bench` (bench/src/run.ts); do not edit by hand. Budgets: bench/budgets.json._',
    '',
    markdownTable(
      ['', ''],
      [
        ['Date', meta.date],
        ['Commit', `${meta.commit}${meta.dirty ? ' (with uncommitted changes)' : ''}`],
        ['Node', meta.node],
        ['CPU', `${meta.cpuModel} — ${meta.cores} cores`],
        ['Memory', `${formatNumber(meta.totalMemoryBytes / 1024 ** 3, 1)} GB`],
        ['Seed', meta.seed],
        [
          'Runs',
          `${meta.runs} measured (median reported) after ${meta.warmup} warm-up${meta.quick ? ' — --quick' : ''}`,
        ],
        ['Sections', meta.only ? meta.only.join(', ') : 'all'],
      ],
      ['left', 'left'],
    ),
    '',
  ];
  for (const record of records) {
    lines.push(`## ${record.title}`, '');
    if (record.carriedOver) {
      lines.push(`_Not run this time: carried over from ${record.measuredAt} (commit ${record.commit})._`, '');
    }
    if (record.status === 'failed') {
      lines.push(`**The section failed:** \`${record.error ?? 'unknown error'}\``, '');
    }
    if (record.markdown.trim() !== '') lines.push(record.markdown.trim(), '');
    lines.push(`_Section time: ${formatNumber(record.durationMs / 1000, 1)} s._`, '');
  }
  const rows = budgetRows(records);
  lines.push('## Budgets', '');
  lines.push(
    rows.length > 0
      ? markdownTable(['Budget', 'What', 'Measured', 'Limit', 'Result'], rows, [
          'left',
          'left',
          'right',
          'right',
          'left',
        ])
      : '_No budget was evaluated._',
    '',
  );
  return lines.join('\n');
}
