/**
 * The contract between the bench runner (run.ts) and its sections. Each section measures one thing,
 * returns its figures as data (written to results.json), a markdown fragment (written to RESULTS.md)
 * and the budget checks it evaluated against budgets.json.
 */

export type SectionId = 'roundTrips' | 'timeToData' | 'load' | 'scale' | 'weight' | 'soak' | 'fuzz';

export interface BenchContext {
  /** Repository root (absolute). */
  repoRoot: string;
  /** The built web app (packages/web/dist), built by the runner before any section. */
  webDist: string;
  /** os.availableParallelism(). */
  cores: number;
  /** Fixed data seed for the fixture server. */
  seed: number;
  /** Measured repetitions per figure (the median is reported). */
  runs: number;
  /** Unmeasured warm-up repetitions before them. */
  warmup: number;
  /** Budgets as read from bench/budgets.json (the section reads its own key). */
  budgets: Record<string, unknown>;
  /** A progress line on stderr. */
  log(message: string): void;
  /** Lengths of the endurance sections (`--soak-seconds`, `--fuzz-operations`); their defaults when absent. */
  options?: { soakSeconds?: number; fuzzOperations?: number };
}

export interface BudgetCheck {
  /** Stable id, e.g. 'roundTrips.browserRequestsPerScreen'. */
  budget: string;
  /** What was measured and where, e.g. 'consultor/calendário: 1 pedido'. */
  detail: string;
  actual: number;
  limit: number;
  ok: boolean;
}

export interface SectionResult {
  id: SectionId;
  /** Heading in RESULTS.md (pt-BR or English, consistently English in this file). */
  title: string;
  /** The section's body in RESULTS.md: how it was measured, then the table(s). */
  markdown: string;
  /** Raw figures for results.json. */
  data: unknown;
  checks: BudgetCheck[];
}

export type Section = (context: BenchContext) => Promise<SectionResult>;
