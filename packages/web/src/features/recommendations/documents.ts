import { graphql } from '@/gql';

/** What a row of the field-activities list shows. */
export const FieldActivityRowFields = graphql(`
  fragment FieldActivityRowFields on FieldActivity {
    id
    farmerId
    name
    activityType
    status
    recurrenceKind
    startDate
    endDate
    property {
      id
      name
    }
    harvest {
      id
      cultureName
      year
    }
    totalCost
    createdByMe
  }
`);

export const FieldActivitiesQuery = graphql(`
  query FieldActivities($farmerId: ID!, $name: String, $status: FieldActivityStatus, $page: Int!, $viewAs: ID) {
    fieldActivities(farmerId: $farmerId, name: $name, status: $status, page: $page, viewAs: $viewAs) {
      page
      total
      hasNextPage
      items {
        ...FieldActivityRowFields
      }
    }
  }
`);

/** Everything the recommendation's detail and edit form show. */
export const FieldActivityDetailFields = graphql(`
  fragment FieldActivityDetailFields on FieldActivity {
    id
    farmerId
    farmerName
    name
    description
    activityType
    status
    recurrenceKind
    startDate
    endDate
    completionDate
    property {
      id
      name
    }
    harvestId
    harvest {
      id
      cultureName
      year
    }
    sectors {
      id
      name
    }
    products {
      name
      quantity
      unit
    }
    costs {
      category
      tag
      cost
    }
    totalCost
    createdByMe
    nextOccurrences(count: 5)
  }
`);

export const FieldActivityQuery = graphql(`
  query FieldActivity($id: ID!, $viewAs: ID) {
    fieldActivity(id: $id, viewAs: $viewAs) {
      ...FieldActivityDetailFields
    }
  }
`);

/** The form's options: the farmer's harvests, each with its property and sectors. */
export const RecommendationOptionsQuery = graphql(`
  query RecommendationOptions($farmerId: ID!, $viewAs: ID) {
    farmer(id: $farmerId, viewAs: $viewAs) {
      id
      name
      createdByMe
    }
    harvests(farmerId: $farmerId, page: 1, viewAs: $viewAs) {
      total
      items {
        id
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
      }
    }
  }
`);

export const CreateRecommendationMutation = graphql(`
  mutation CreateRecommendation($input: RecommendationInput!) {
    createRecommendation(input: $input) {
      message
      fieldActivity {
        ...FieldActivityDetailFields
      }
    }
  }
`);

export const UpdateRecommendationMutation = graphql(`
  mutation UpdateRecommendation($id: ID!, $input: RecommendationInput!) {
    updateRecommendation(id: $id, input: $input) {
      message
      fieldActivity {
        ...FieldActivityDetailFields
      }
    }
  }
`);
