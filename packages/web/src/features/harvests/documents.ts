import { graphql } from '@/gql';

/** What a harvest card and its drawer show. */
export const HarvestFields = graphql(`
  fragment HarvestFields on Harvest {
    id
    farmerId
    cultureName
    year
    startDate
    endDate
    property {
      id
      name
    }
    sectors {
      id
      name
    }
    costs {
      category
      estimated
      real
    }
    estimatedTotal
    realTotal
    realCostsByTag {
      tag
      total
    }
  }
`);

export const HarvestsQuery = graphql(`
  query Harvests($farmerId: ID!, $search: String, $page: Int!, $viewAs: ID) {
    harvests(farmerId: $farmerId, search: $search, page: $page, viewAs: $viewAs) {
      page
      total
      hasNextPage
      items {
        ...HarvestFields
      }
    }
  }
`);

export const HarvestQuery = graphql(`
  query Harvest($farmerId: ID!, $id: ID!, $viewAs: ID) {
    harvest(farmerId: $farmerId, id: $id, viewAs: $viewAs) {
      ...HarvestFields
    }
  }
`);
