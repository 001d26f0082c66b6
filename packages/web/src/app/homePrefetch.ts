import dashboardCompany from 'virtual:operation/DashboardCompany';
import dashboardConsultant from 'virtual:operation/DashboardConsultant';
import masterDashboard from 'virtual:operation/MasterDashboard';
import type { BootHome } from './boot';
import { HOME_OPERATIONS } from './homeOperations';
import { type PersistedOperation, runOperation } from './lightGraphql';

/**
 * An area home's query, started by the entry as soon as the session is known (boot data, or a sign-in)
 * instead of after the shell, Apollo Client and the home's chunk have loaded and run: on a slow link and a
 * slow phone the answer then arrives while those scripts still load. The home page hands the answer to
 * Apollo's cache (`usePrefetchedHome`) and its own query reads it there; when the prefetch failed, the page
 * asks as it always did. Sent by persisted id, as Apollo would send it; the BFF's listed copy carries the
 * `__typename`s Apollo's cache needs.
 */
export interface HomeQuery {
  operation: PersistedOperation;
  variables: Record<string, unknown>;
}

const OPERATIONS: Record<string, PersistedOperation> = {
  DashboardConsultant: dashboardConsultant,
  DashboardCompany: dashboardCompany,
  MasterDashboard: masterDashboard,
};

/** Per role: the home's query with the variables its page uses when no master is viewing as someone. */
export const HOME_QUERIES: Record<string, HomeQuery> = Object.fromEntries(
  Object.entries(HOME_OPERATIONS).map(([role, { operationName, variables }]) => {
    const operation = OPERATIONS[operationName];
    if (!operation) throw new Error(`home operation ${operationName} has no persisted id`);
    return [role, { operation, variables }];
  }),
);

export interface Prefetch {
  operationName: string;
  variables: Record<string, unknown>;
  promise: Promise<unknown>;
  /** Set once the answer is in (undefined while in flight or after a failure). */
  data?: unknown;
  settled: boolean;
  /** Written into Apollo's cache already: a later visit to the home must not see this old answer again. */
  used: boolean;
}

let pending: Prefetch | null = null;

const sameVariables = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Starts the role's home query when `path` is that home (no query string: `viewAs` changes the variables).
 * `answered`: the home's answer that came with index.html (boot data); when it is this very query, it is the
 * prefetch's answer and nothing is sent.
 */
export function startHomePrefetch(
  viewer: { role: string; homePath: string },
  path: string,
  search = '',
  answered?: BootHome,
): void {
  const home = HOME_QUERIES[viewer.role];
  if (!home || path.replace(/\/+$/, '') !== viewer.homePath || search !== '') return;
  const entry: Prefetch = {
    operationName: home.operation.operationName,
    variables: home.variables,
    settled: false,
    used: false,
    promise: Promise.resolve(),
  };
  pending = entry;
  if (
    answered &&
    answered.operationName === home.operation.operationName &&
    sameVariables(answered.variables, home.variables)
  ) {
    entry.data = answered.data;
    entry.settled = true;
    return;
  }
  entry.promise = runOperation(home.operation, home.variables).then(
    (data) => {
      entry.data = data;
      entry.settled = true;
    },
    () => {
      entry.settled = true;
    },
  );
}

/**
 * The prefetch of `operationName` with exactly these variables, until its answer was used (not cleared on
 * the first call: StrictMode renders a page's state initialisers twice).
 */
export function takeHomePrefetch(operationName: string, variables: Record<string, unknown>): Prefetch | null {
  const entry = pending;
  if (!entry || entry.used || entry.operationName !== operationName) return null;
  if (!sameVariables(entry.variables, variables)) return null;
  return entry;
}

/** Forgets a prefetch no page took (between tests, and after each server render). */
export function resetHomePrefetch(): void {
  pending = null;
}
