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

/** A request is a provided consultancy in REQUESTED: its detail reads through the same query (and cache entry). */
export { ProvidedConsultancyQuery as RequestConsultancyQuery } from '../documents';

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
