import { graphql } from '@/gql';

/** A row of 'Meus Agricultores'. */
export const FarmerRowFields = graphql(`
  fragment FarmerRowFields on Farmer {
    id
    name
    pictureUrl
    createdByMe
    propertyCount
    address {
      formattedAddress
      city
      stateFrom
    }
  }
`);

export const FarmersListQuery = graphql(`
  query FarmersList($name: String, $page: Int!, $viewAs: ID) {
    farmers(name: $name, page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        ...FarmerRowFields
      }
    }
  }
`);

/** Everything the hub's profile card and the edit form show of a farmer. */
export const FarmerProfileFields = graphql(`
  fragment FarmerProfileFields on Farmer {
    id
    name
    email
    phoneNumber
    birthDate
    pictureUrl
    createdByMe
    propertyCount
    address {
      formattedAddress
      city
      stateFrom
      country
      neighborhood
      street
      streetNumber
      postalCode
      coords {
        latitude
        longitude
      }
    }
  }
`);

export const FarmerQuery = graphql(`
  query Farmer($id: ID!, $viewAs: ID) {
    farmer(id: $id, viewAs: $viewAs) {
      ...FarmerProfileFields
    }
  }
`);

/** The hub's 'Visitas técnicas' count (one upstream call, asked apart so the card never waits for it). */
export const FarmerVisitCountQuery = graphql(`
  query FarmerVisitCount($id: ID!, $viewAs: ID) {
    farmer(id: $id, viewAs: $viewAs) {
      id
      completedVisitCount
    }
  }
`);

/** The hub's 'Monitoramentos' count: every monitoring of the farmer's provided consultancies (one upstream call). */
export const FarmerMonitoringCountQuery = graphql(`
  query FarmerMonitoringCount($id: ID!, $viewAs: ID) {
    farmer(id: $id, viewAs: $viewAs) {
      id
      monitoringCount
    }
  }
`);

export const FarmerHubPropertiesQuery = graphql(`
  query FarmerHubProperties($farmerId: ID!, $page: Int!, $viewAs: ID) {
    farmerProperties(farmerId: $farmerId, page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        id
        name
        areaCount
        address {
          formattedAddress
          city
          stateFrom
        }
      }
    }
  }
`);

/** The farmer's provided consultancies, for the hub tiles that open one consultancy's pages. */
export const FarmerHubConsultanciesQuery = graphql(`
  query FarmerHubConsultancies($farmerId: ID!, $viewAs: ID) {
    providedConsultancies(farmerId: $farmerId, page: 1, viewAs: $viewAs) {
      page
      hasNextPage
      items {
        id
        startDate
        offer {
          id
          name
        }
      }
    }
  }
`);

export const CreateFarmerMutation = graphql(`
  mutation CreateFarmer($input: FarmerCreateInput!) {
    createFarmer(input: $input) {
      message
      farmer {
        ...FarmerProfileFields
      }
    }
  }
`);

export const UpdateFarmerMutation = graphql(`
  mutation UpdateFarmer($id: ID!, $input: FarmerUpdateInput!) {
    updateFarmer(id: $id, input: $input) {
      message
      farmer {
        ...FarmerProfileFields
      }
    }
  }
`);
