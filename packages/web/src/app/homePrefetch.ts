import dashboardCompany from 'virtual:operation/DashboardCompany';
import dashboardConsultant from 'virtual:operation/DashboardConsultant';
import masterDashboard from 'virtual:operation/MasterDashboard';
import { DEFAULT_PLACES } from '@/features/master/dashboard/places';
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

/** Per role: the home's query with the variables its page uses when no master is viewing as someone. */
export const HOME_QUERIES: Record<string, HomeQuery> = {
  CONSULTANT: { operation: dashboardConsultant, variables: {} },
  ENTERPRISE_CONSULTANT: { operation: dashboardConsultant, variables: {} },
  ENTERPRISE: { operation: dashboardCompany, variables: {} },
  MASTER: { operation: masterDashboard, variables: { ...DEFAULT_PLACES } },
};

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

/** Starts the role's home query when `path` is that home (no query string: `viewAs` changes the variables). */
export function startHomePrefetch(viewer: { role: string; homePath: string }, path: string, search = ''): void {
  const home = HOME_QUERIES[viewer.role];
  if (!home || path.replace(/\/+$/, '') !== viewer.homePath || search !== '') return;
  const entry: Prefetch = {
    operationName: home.operation.operationName,
    variables: home.variables,
    settled: false,
    used: false,
    promise: Promise.resolve(),
  };
  entry.promise = runOperation(home.operation, home.variables).then(
    (data) => {
      entry.data = data;
      entry.settled = true;
    },
    () => {
      entry.settled = true;
    },
  );
  pending = entry;
}

/**
 * The prefetch of `operationName` with exactly these variables, until its answer was used (not cleared on
 * the first call: StrictMode renders a page's state initialisers twice).
 */
export function takeHomePrefetch(operationName: string, variables: Record<string, unknown>): Prefetch | null {
  const entry = pending;
  if (!entry || entry.used || entry.operationName !== operationName) return null;
  if (JSON.stringify(entry.variables) !== JSON.stringify(variables)) return null;
  return entry;
}

/** Tests: forget a prefetch. */
export function resetHomePrefetchForTests(): void {
  pending = null;
}
