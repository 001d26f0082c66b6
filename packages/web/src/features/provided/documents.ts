import { graphql } from '@/gql';

/** What the list, the detail, the request pages and the edit form show of a provided consultancy. */
export const ProvidedConsultancyFields = graphql(`
  fragment ProvidedConsultancyFields on ProvidedConsultancy {
    id
    offerId
    farmerId
    consultant {
      id
      name
      pictureUrl
    }
    offer {
      id
      name
    }
    farmer {
      id
      name
      email
      phoneNumber
      birthDate
      pictureUrl
      address {
        formattedAddress
        city
        stateFrom
      }
    }
    property {
      id
      name
      totalArea
    }
    fixedPrice
    status
    startDate
    endDate
    createdAt
  }
`);

/**
 * What the list shows of a row: date, consultant (the company's table), farmer, the offer's name (Tipo), status.
 * The farmer's contacts, birth date and address, the property and the price are the detail's: a list does not
 * carry personal data it does not show, and the property was one more upstream lookup per page.
 */
export const ProvidedConsultancyListFields = graphql(`
  fragment ProvidedConsultancyListFields on ProvidedConsultancy {
    id
    startDate
    status
    consultant {
      id
      name
      pictureUrl
    }
    farmer {
      id
      name
      pictureUrl
    }
    offer {
      id
      name
    }
  }
`);

export const ProvidedConsultanciesQuery = graphql(`
  query ProvidedConsultancies($providedConsultancyId: ID, $farmerId: ID, $page: Int!, $viewAs: ID) {
    providedConsultancies(
      providedConsultancyId: $providedConsultancyId
      farmerId: $farmerId
      page: $page
      viewAs: $viewAs
    ) {
      page
      hasNextPage
      total
      items {
        ...ProvidedConsultancyListFields
      }
    }
  }
`);

export const ProvidedConsultancyQuery = graphql(`
  query ProvidedConsultancy($id: ID!, $viewAs: ID) {
    providedConsultancy(id: $id, viewAs: $viewAs) {
      ...ProvidedConsultancyFields
      monitoringCount
      reportCount
      recommendationCount
    }
  }
`);

/** The consultant's offers, for the form's 'Consultoria' select (paged by the BFF); the price pre-fills 'Valor fixo'. */
export const ProvidedOfferOptionsQuery = graphql(`
  query ProvidedOfferOptions($page: Int!, $viewAs: ID) {
    offeredConsultancies(page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      items {
        id
        name
        agreedPrice
        prices {
          amount
          feeType
        }
      }
    }
  }
`);

export const ProvidedCreateConsultancyMutation = graphql(`
  mutation ProvidedCreateConsultancy($input: ProvidedConsultancyInput!) {
    createProvidedConsultancy(input: $input) {
      message
      providedConsultancy {
        ...ProvidedConsultancyFields
      }
    }
  }
`);

export const ProvidedUpdateConsultancyMutation = graphql(`
  mutation ProvidedUpdateConsultancy($id: ID!, $input: ProvidedConsultancyInput!) {
    updateProvidedConsultancy(id: $id, input: $input) {
      message
      providedConsultancy {
        ...ProvidedConsultancyFields
      }
    }
  }
`);

export const ProvidedDeleteConsultancyMutation = graphql(`
  mutation ProvidedDeleteConsultancy($id: ID!) {
    deleteProvidedConsultancy(id: $id) {
      message
    }
  }
`);
