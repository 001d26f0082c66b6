import { graphql } from '@/gql';

/** Everything the list, the detail and the edit form show of an offer. */
export const OfferedConsultancyFields = graphql(`
  fragment OfferedConsultancyFields on OfferedConsultancy {
    id
    name
    format
    cultures
    agreedPrice
    prices {
      amount
      feeType
    }
    regions {
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
    summary
    content
    imageUrl
    clientCount
  }
`);

export const OfferedConsultanciesQuery = graphql(`
  query OfferedConsultancies($page: Int!, $viewAs: ID) {
    offeredConsultancies(page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        ...OfferedConsultancyFields
      }
    }
  }
`);

export const OfferedConsultancyQuery = graphql(`
  query OfferedConsultancy($id: ID!, $viewAs: ID) {
    offeredConsultancy(id: $id, viewAs: $viewAs) {
      ...OfferedConsultancyFields
    }
  }
`);

export const OfferedCreateConsultancyMutation = graphql(`
  mutation OfferedCreateConsultancy($input: OfferedConsultancyInput!) {
    createOfferedConsultancy(input: $input) {
      message
      offer {
        ...OfferedConsultancyFields
      }
    }
  }
`);

export const OfferedUpdateConsultancyMutation = graphql(`
  mutation OfferedUpdateConsultancy($id: ID!, $input: OfferedConsultancyInput!) {
    updateOfferedConsultancy(id: $id, input: $input) {
      message
      offer {
        ...OfferedConsultancyFields
      }
    }
  }
`);

export const OfferedDeleteConsultancyMutation = graphql(`
  mutation OfferedDeleteConsultancy($id: ID!) {
    deleteOfferedConsultancy(id: $id) {
      message
    }
  }
`);
