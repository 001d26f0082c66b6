import { graphql } from '@/gql';

/** The monitorings of a provided consultancy, a page at a time, last updated first. */
export const MonitoringsQuery = graphql(`
  query Monitorings($consultancyProvidedId: ID!, $page: Int!, $viewAs: ID) {
    monitorings(consultancyProvidedId: $consultancyProvidedId, page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        id
        title
        status
        sectors {
          id
          name
        }
        postCount
        lastUpdate
      }
    }
  }
`);

/** One monitoring: 'Resumo' and the 'Andamento' timeline (newest first). */
export const MonitoringQuery = graphql(`
  query Monitoring($id: ID!, $viewAs: ID) {
    monitoring(id: $id, viewAs: $viewAs) {
      id
      title
      description
      status
      consultancyProvidedId
      sectors {
        id
        name
      }
      createdAt
      lastUpdate
      canWrite
      posts {
        id
        date
        title
        description
        sendByName
        fileUrl
        fileName
        fileType
      }
    }
  }
`);

/** The provided consultancy's property, whose sectors a monitoring may pick. */
export const MonitoringConsultancyQuery = graphql(`
  query MonitoringConsultancy($id: ID!) {
    providedConsultancy(id: $id) {
      id
      property {
        id
        name
      }
    }
  }
`);

export const MonitoringSectorsQuery = graphql(`
  query MonitoringSectors($propertyId: ID!) {
    propertySectors(propertyId: $propertyId) {
      id
      name
      areaName
    }
  }
`);

export const CreateMonitoringMutation = graphql(`
  mutation CreateMonitoring($input: MonitoringInput!) {
    createMonitoring(input: $input) {
      message
      monitoring {
        id
      }
    }
  }
`);
