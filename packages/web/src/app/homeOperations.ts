import { DEFAULT_PLACES } from '../features/master/dashboard/places';

/**
 * Per role: the name of its home's query and the variables its page uses when no master is viewing as someone.
 * Plain data, read by the entry's prefetch (homePrefetch.ts) and by the build, which puts the documents in the
 * BFF's boot manifest so index.html can carry the home's answer (relative import: the build reads this file
 * without the app's aliases).
 */
export const HOME_OPERATIONS: Record<string, { operationName: string; variables: Record<string, unknown> }> = {
  CONSULTANT: { operationName: 'DashboardConsultant', variables: {} },
  ENTERPRISE_CONSULTANT: { operationName: 'DashboardConsultant', variables: {} },
  ENTERPRISE: { operationName: 'DashboardCompany', variables: {} },
  MASTER: { operationName: 'MasterDashboard', variables: { ...DEFAULT_PLACES } },
};
