// Relative: the build (app/homeOperations.ts) and the BFF's tests read this file without the app's aliases.
import type { StatisticsGrouping, UserKind } from '../../../gql/graphql';

/** The users-per-place chart's first selection (also the master home's query, prefetched at boot). */
export const DEFAULT_PLACES = { kind: 'FARMER', groupBy: 'CITY' } as const satisfies {
  kind: UserKind;
  groupBy: StatisticsGrouping;
};
