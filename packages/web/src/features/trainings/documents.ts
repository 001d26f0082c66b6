import { graphql } from '@/gql';

/** GraphQL operations of the training pages (packages/schema/src/graphql/trainings.graphql). */

export const TrainingFieldsFragment = graphql(`
  fragment TrainingFields on Training {
    id
    title
    date
    duration
    price
    profit
    format
    summary
    description
    specificInformation
    availableSpots
    confirmedCount
    remainingSpots
    imageUrl
    editable
    consultantIds
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

export const TrainingListQuery = graphql(`
  query TrainingList($state: TrainingState!, $page: Int!, $viewAs: ID) {
    trainings(state: $state, page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        id
        title
        date
        summary
        availableSpots
        confirmedCount
      }
    }
  }
`);

export const TrainingDetailQuery = graphql(`
  query TrainingDetail($id: ID!, $viewAs: ID) {
    training(id: $id, viewAs: $viewAs) {
      ...TrainingFields
    }
  }
`);

export const TrainingParticipantsQuery = graphql(`
  query TrainingParticipants($id: ID!, $state: ParticipantState!, $page: Int!, $viewAs: ID) {
    trainingParticipants(id: $id, state: $state, page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        name
        email
      }
    }
  }
`);

export const TrainingCreateMutation = graphql(`
  mutation TrainingCreate($input: TrainingInput!) {
    createTraining(input: $input) {
      message
      training {
        ...TrainingFields
      }
    }
  }
`);

export const TrainingUpdateMutation = graphql(`
  mutation TrainingUpdate($id: ID!, $input: TrainingInput!) {
    updateTraining(id: $id, input: $input) {
      message
      training {
        ...TrainingFields
      }
    }
  }
`);

export const TrainingDeleteMutation = graphql(`
  mutation TrainingDelete($id: ID!) {
    deleteTraining(id: $id) {
      message
    }
  }
`);

/** The company's consultants the training form offers (spec 002 §5 "Training": at least one). */
export const TrainingConsultantOptionsQuery = graphql(`
  query TrainingConsultantOptions($page: Int!, $viewAs: ID) {
    companyConsultants(page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      items {
        id
        name
      }
    }
  }
`);
