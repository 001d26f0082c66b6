import { graphql } from '@/gql';

/** GraphQL operations of the company's consultants pages (packages/schema/src/graphql/consultants.graphql). */

export const CompanyConsultantFieldsFragment = graphql(`
  fragment CompanyConsultantFields on CompanyConsultant {
    id
    name
    email
    cpf
    phoneNumber
    birthDate
    createdAt
    photoUrl
    professionalResume
    deleted
    address {
      formattedAddress
      city
      stateFrom
      country
      coords {
        latitude
        longitude
      }
    }
  }
`);

export const CompanyConsultantsQuery = graphql(`
  query CompanyConsultants($page: Int!, $viewAs: ID) {
    companyConsultants(page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        id
        name
        photoUrl
        address {
          formattedAddress
          city
          stateFrom
        }
      }
    }
  }
`);

export const CompanyConsultantQuery = graphql(`
  query CompanyConsultant($id: ID!, $viewAs: ID) {
    companyConsultant(id: $id, viewAs: $viewAs) {
      ...CompanyConsultantFields
    }
  }
`);

export const CompanyConsultantCreateMutation = graphql(`
  mutation CompanyConsultantCreate($input: CompanyConsultantCreateInput!) {
    createCompanyConsultant(input: $input) {
      message
      consultant {
        ...CompanyConsultantFields
      }
    }
  }
`);

export const CompanyConsultantUpdateMutation = graphql(`
  mutation CompanyConsultantUpdate($id: ID!, $input: CompanyConsultantUpdateInput!) {
    updateCompanyConsultant(id: $id, input: $input) {
      message
      consultant {
        ...CompanyConsultantFields
      }
    }
  }
`);

export const CompanyConsultantDeleteMutation = graphql(`
  mutation CompanyConsultantDelete($id: ID!) {
    deleteCompanyConsultant(id: $id) {
      message
    }
  }
`);
