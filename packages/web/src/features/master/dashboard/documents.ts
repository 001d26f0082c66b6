import { graphql } from '@/gql';

/** Every figure of the /master dashboard plus the default users-per-place chart: one request for the first paint. */
export const MasterDashboardQuery = graphql(`
  query MasterDashboard($kind: UserKind!, $groupBy: StatisticsGrouping!) {
    masterStatistics {
      farmers
      companies
      consultants
      enterpriseConsultants
      devices {
        platform
        count
      }
      consultanciesProvided
      enterpriseConsultanciesProvided
      trainings
      enterpriseTrainings
      monthTransactions
      earningsByMonth {
        month
        consultancy
        training
      }
    }
    usersPerPlace(kind: $kind, groupBy: $groupBy) {
      label
      city
      stateFrom
      count
    }
  }
`);

/**
 * The users-per-place chart alone, for its toggles. Same field and arguments as above, so the
 * default selection is read from the cache the first query filled and never fetched twice.
 */
export const MasterDashboardUsersPerPlaceQuery = graphql(`
  query MasterDashboardUsersPerPlace($kind: UserKind!, $groupBy: StatisticsGrouping!) {
    usersPerPlace(kind: $kind, groupBy: $groupBy) {
      label
      city
      stateFrom
      count
    }
  }
`);
