import { graphql } from '@/gql';

export const RequestConsultanciesQuery = graphql(`
  query RequestConsultancies($page: Int!, $viewAs: ID) {
    consultancyRequests(page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        ...ProvidedConsultancyFields
      }
    }
  }
`);

export const RequestConsultancyQuery = graphql(`
  query RequestConsultancy($id: ID!, $viewAs: ID) {
    providedConsultancy(id: $id, viewAs: $viewAs) {
      ...ProvidedConsultancyFields
    }
  }
`);

export const RequestAnswerMutation = graphql(`
  mutation RequestAnswer($id: ID!, $accept: Boolean!) {
    answerConsultancyRequest(id: $id, accept: $accept) {
      message
      providedConsultancy {
        ...ProvidedConsultancyFields
      }
    }
  }
`);
