import { graphql } from '@/gql';

/** What the map, the tables and the lab page show of a lab. */
export const LaboratoryFields = graphql(`
  fragment LaboratoryFields on Laboratory {
    id
    name
    address {
      formattedAddress
      city
      stateFrom
      coords {
        latitude
        longitude
      }
    }
    phone
    email
    site
    analyses {
      type
      name
      price
      turnaroundDays
    }
    associated
    distanceKm
  }
`);

export const LaboratoriesQuery = graphql(`
  query Laboratories($name: String, $analysisType: AnalysisType, $page: Int!, $viewAs: ID) {
    laboratories(name: $name, analysisType: $analysisType, page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        ...LaboratoryFields
      }
    }
  }
`);

export const AssociatedLaboratoriesQuery = graphql(`
  query AssociatedLaboratories($page: Int!, $viewAs: ID) {
    associatedLaboratories(page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        ...LaboratoryFields
      }
    }
  }
`);

export const LaboratoryQuery = graphql(`
  query Laboratory($id: ID!, $viewAs: ID) {
    laboratory(id: $id, viewAs: $viewAs) {
      ...LaboratoryFields
    }
  }
`);

export const MyLabAnalysesQuery = graphql(`
  query MyLabAnalyses($page: Int!, $viewAs: ID) {
    myLabAnalyses(page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        id
        date
        farmerId
        farmerName
        propertyName
        type
        laboratoryId
        laboratoryName
        status
        price
      }
    }
  }
`);

/** The consultant's farmers for the scheduling dialog's picker. */
export const LabFarmerOptionsQuery = graphql(`
  query LabFarmerOptions($name: String, $page: Int!) {
    farmers(name: $name, page: $page) {
      page
      hasNextPage
      total
      items {
        id
        name
      }
    }
  }
`);

export const ScheduleLabAnalysisMutation = graphql(`
  mutation ScheduleLabAnalysis($input: LabOrderInput!) {
    scheduleLabAnalysis(input: $input) {
      message
      id
    }
  }
`);
