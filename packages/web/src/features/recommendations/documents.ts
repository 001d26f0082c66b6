import { graphql } from '@/gql';

/** What a row of the field-activities list shows. */
export const FieldActivityRowFields = graphql(`
  fragment FieldActivityRowFields on FieldActivity {
    id
    farmerId
    name
    activityType
    status
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
