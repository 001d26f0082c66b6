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

/**
 * What the list shows of an offer: name, summary, first price, clients (its link needs the id). The rich content
 * and the regions stay for the detail, which asks for its own: they were more than half of the list's answer.
 */
export const OfferedConsultancyListFields = graphql(`
  fragment OfferedConsultancyListFields on OfferedConsultancy {
    id
    name
    summary
    agreedPrice
    prices {
      amount
      feeType
    }
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
        ...OfferedConsultancyListFields
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
