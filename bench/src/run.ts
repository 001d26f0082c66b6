/**
 * The bench runner: `tsx src/run.ts [--check] [--only=load,scale] [--runs=N] [--quick]` (cwd bench/).
 * Runs the sections in order, each isolated (one that throws is reported as failed and the others still
 * run), writes bench/RESULTS.md and bench/results.json, and with --check exits 1 when a budget is missed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  failures,
  mergeRecords,
  QUICK_ENV,
  type ResultsFile,
  type RunMeta,
  renderResults,
  type SectionRecord,
} from './report';
import type { BenchContext, Section, SectionId } from './types';

/** Every section, in the order they run. Loaded lazily so one that fails to load fails alone. */
const SECTIONS: Record<SectionId, () => Promise<Section>> = {
  roundTrips: async () => (await import('./round-trips')).roundTrips,
  timeToData: async () => (await import('./time-to-data')).timeToData,
  load: async () => (await import('./load')).load,
  scale: async () => (await import('./scale')).scale,
  weight: async () => (await import('./weight')).weight,
  soak: async () => (await import('./soak')).soak,
  fuzz: async () => (await import('./fuzz')).fuzz,
};
export const SECTION_ORDER: readonly SectionId[] = [
  'roundTrips',
  'timeToData',
  'load',
  'scale',
  'weight',
  'soak',
  'fuzz',
];

const TITLES: Record<SectionId, string> = {
  roundTrips: 'Round trips per screen',
  timeToData: 'Time to data',
  load: 'BFF overhead under load',
  scale: 'Cost as work grows',
  weight: 'Web weight',
  soak: 'Endurance (soak)',
  fuzz: 'Fuzz at depth',
};

export const SEED = 20261121;
export const DEFAULT_RUNS = 5;
export const DEFAULT_WARMUP = 2;
/** --quick: enough to see that everything works, not to publish. */
export const QUICK_RUNS = 2;
export const QUICK_WARMUP = 1;

export interface RunArgs {
  check: boolean;
  /** Undefined = every section. */
  only?: SectionId[];
  runs: number;
  warmup: number;
  quick: boolean;
  /** --soak-seconds=N: the soak's measured length (default 600). */
  soakSeconds?: number;
  /** --fuzz-operations=N: operations the fuzz sends (default 10,000). */
  fuzzOperations?: number;
  /** --no-write: leave RESULTS.md and results.json alone (npm test's soak), the verdict is the exit code. */
  write: boolean;
}

/** Parses the runner's arguments; throws with a readable message on anything unknown. */
export function parseArgs(argv: readonly string[]): RunArgs {
  let check = false;
  let quick = false;
  let only: SectionId[] | undefined;
  let runs: number | undefined;
  let soakSeconds: number | undefined;
  let fuzzOperations: number | undefined;
  let write = true;
  const positive = (arg: string, flag: string) => {
    const value = Number(arg.slice(flag.length + 1));
    if (!Number.isInteger(value) || value < 1) throw new Error(`${flag}: expected a positive integer, got "${arg}"`);
    return value;
  };
  for (const arg of argv) {
    if (arg === '--') continue;
    if (arg === '--check') check = true;
    else if (arg === '--quick') quick = true;
    else if (arg.startsWith('--only=')) {
      const ids = arg
        .slice('--only='.length)
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      const unknown = ids.filter((id) => !(SECTION_ORDER as readonly string[]).includes(id));
      if (unknown.length > 0 || ids.length === 0) {
        throw new Error(
          `--only: unknown section(s) ${unknown.join(', ') || '(none given)'}; known: ${SECTION_ORDER.join(', ')}`,
        );
      }
      only = SECTION_ORDER.filter((id) => ids.includes(id));
    } else if (arg.startsWith('--runs=')) {
      const value = Number(arg.slice('--runs='.length));
      if (!Number.isInteger(value) || value < 1) throw new Error(`--runs: expected a positive integer, got "${arg}"`);
      runs = value;
    } else if (arg.startsWith('--soak-seconds=')) soakSeconds = positive(arg, '--soak-seconds');
    else if (arg.startsWith('--fuzz-operations=')) fuzzOperations = positive(arg, '--fuzz-operations');
    else if (arg === '--no-write') write = false;
    else
      throw new Error(
        `unknown argument "${arg}" (known: --check, --only=a,b, --runs=N, --quick, --soak-seconds=N, --fuzz-operations=N, --no-write)`,
      );
  }
  return {
    check,
    quick,
    only,
    runs: runs ?? (quick ? QUICK_RUNS : DEFAULT_RUNS),
    warmup: quick ? QUICK_WARMUP : DEFAULT_WARMUP,
    write,
    ...(soakSeconds ? { soakSeconds } : {}),
    ...(fuzzOperations ? { fuzzOperations } : {}),
  };
}

function git(repoRoot: string, args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

function runMeta(repoRoot: string, args: RunArgs): RunMeta {
  return {
    date: new Date().toISOString(),
    commit: git(repoRoot, ['rev-parse', '--short', 'HEAD']) || 'unknown',
    dirty: git(repoRoot, ['status', '--porcelain']) !== '',
    node: process.version,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    totalMemoryBytes: os.totalmem(),
    seed: SEED,
    runs: args.runs,
    warmup: args.warmup,
    quick: args.quick,
    only: args.only,
  };
}

function readPrevious(file: string): ResultsFile | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ResultsFile;
  } catch {
    return undefined;
  }
}

/** Runs one section; an exception becomes a failed record instead of ending the run. */
export async function runSection(
  id: SectionId,
  load: () => Promise<Section>,
  context: BenchContext,
  meta: Pick<RunMeta, 'date' | 'commit'>,
): Promise<SectionRecord> {
  const started = performance.now();
  try {
    const section = await load();
    const result = await section(context);
    return {
      id,
      title: result.title,
      status: 'ok',
      markdown: result.markdown,
      data: result.data,
      checks: result.checks,
      durationMs: performance.now() - started,
      measuredAt: meta.date,
      commit: meta.commit,
    };
  } catch (error) {
    return {
      id,
      title: TITLES[id],
      status: 'failed',
      markdown: error instanceof Error && error.stack ? `\`\`\`\n${error.stack}\n\`\`\`` : '',
      data: null,
      checks: [],
      error: error instanceof Error ? error.message : String(error),
      durationMs: performance.now() - started,
      measuredAt: meta.date,
      commit: meta.commit,
    };
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.quick) process.env[QUICK_ENV] = '1';
  const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const repoRoot = path.resolve(benchDir, '..');
  const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
  const context: BenchContext = {
    repoRoot,
    webDist: path.join(repoRoot, 'packages/web/dist'),
    cores: os.availableParallelism(),
    seed: SEED,
    runs: args.runs,
    warmup: args.warmup,
    budgets: JSON.parse(readFileSync(path.join(benchDir, 'budgets.json'), 'utf8')) as Record<string, unknown>,
    log,
    options: { soakSeconds: args.soakSeconds, fuzzOperations: args.fuzzOperations },
  };
  const meta = runMeta(repoRoot, args);
  log(
    `${meta.cpuModel}, ${meta.cores} cores, Node ${meta.node}; seed ${SEED}; ${args.runs} runs after ${args.warmup} warm-up`,
  );

  const records: SectionRecord[] = [];
  for (const id of args.only ?? SECTION_ORDER) {
    log(`— ${TITLES[id]} (${id})`);
    const record = await runSection(id, SECTIONS[id], context, meta);
    log(
      record.status === 'ok'
        ? `  ${id}: ${(record.durationMs / 1000).toFixed(1)} s`
        : `  ${id} FAILED after ${(record.durationMs / 1000).toFixed(1)} s: ${record.error}`,
    );
    records.push(record);
  }

  if (args.write) {
    const resultsFile = path.join(benchDir, 'results.json');
    const merged = mergeRecords(records, args.only ? readPrevious(resultsFile)?.sections : undefined, SECTION_ORDER);
    const results: ResultsFile = { meta, sections: merged };
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(path.join(benchDir, 'RESULTS.md'), renderResults(meta, merged));
    log(
      `wrote ${path.relative(repoRoot, path.join(benchDir, 'RESULTS.md'))} and ${path.relative(repoRoot, resultsFile)}`,
    );
  } else {
    // npm test: the sections' tables on stderr instead of the published results.
    for (const record of records) log(`${record.title}\n${record.markdown}`);
  }

  const missed = failures(records);
  if (missed.length > 0) {
    log(`${missed.length} budget(s) missed or section(s) failed:`);
    for (const line of missed) log(`  ✖ ${line}`);
    if (args.check) process.exitCode = 1;
  } else {
    log('every budget met');
  }
}

// Importable by tests without running.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    process.stderr.write(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
