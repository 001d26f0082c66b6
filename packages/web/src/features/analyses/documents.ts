import { graphql } from '@/gql';

/** A farmer's lab analyses, a page at a time, searched by name. */
export const LabAnalysesQuery = graphql(`
  query LabAnalyses($farmerId: ID!, $search: String, $page: Int!, $viewAs: ID) {
    farmer(id: $farmerId, viewAs: $viewAs) {
      id
      createdByMe
    }
    labAnalyses(farmerId: $farmerId, search: $search, page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        id
        name
        date
        createdAt
        propertyId
        propertyName
        fileUrl
        fileName
        fileType
      }
    }
  }
`);

/** The farmer's properties, for the upload form's property picker (searched by name). */
export const AnalysisPropertiesQuery = graphql(`
  query AnalysisProperties($farmerId: ID!, $name: String, $viewAs: ID) {
    farmerProperties(farmerId: $farmerId, name: $name, page: 1, viewAs: $viewAs) {
      page
      hasNextPage
      items {
        id
        name
      }
    }
  }
`);
