import { graphql } from '@/gql';

/**
 * What the calendar and the day list show of a work (time, format, title, farmer, status, 'Cancelar'). Nothing
 * more: the calendar's answer crosses a slow link, and each provided-consultancy field would add a wave of
 * upstream lookups (issue 17 §5). The activities table and the company calendar ask for the consultancy apart.
 */
export const ScheduleWorkFields = graphql(`
  fragment ScheduleWorkFields on Work {
    id
    title
    day
    startWork
    endWork
    status
    format
    cancellable
    farmer {
      id
      name
    }
  }
`);

export const ScheduleWorkScheduleFields = graphql(`
  fragment ScheduleWorkScheduleFields on WorkSchedule {
    days
    startTime
    endTime
  }
`);

export const ScheduleWorkScheduleQuery = graphql(`
  query ScheduleWorkSchedule($viewAs: ID) {
    workSchedule(viewAs: $viewAs) {
      ...ScheduleWorkScheduleFields
    }
  }
`);

/**
 * The calendar page's one request: the month's works, the work schedule (its header and work days) and the caller's
 * recommendations happening in the range (issue 15's markers). recommendationOccurrences is nullable and the page
 * reads partial answers, so its failure leaves the works on screen.
 */
export const CalendarWorksQuery = graphql(`
  query CalendarWorks($from: Date!, $to: Date!, $viewAs: ID) {
    works(from: $from, to: $to, viewAs: $viewAs) {
      ...ScheduleWorkFields
    }
    workSchedule(viewAs: $viewAs) {
      ...ScheduleWorkScheduleFields
    }
    recommendationOccurrences(start: $from, end: $to, viewAs: $viewAs) {
      date
      activityId
      title
      farmerName
    }
  }
`);

/** The company calendar (spec 002 /empresa/calendario): every consultant's works of the month, with who. */
export const CompanyCalendarWorksQuery = graphql(`
  query CompanyCalendarWorks($from: Date!, $to: Date!, $viewAs: ID) {
    companyWorks(from: $from, to: $to, viewAs: $viewAs) {
      ...ScheduleWorkFields
      providedConsultancy {
        id
      }
      consultant {
        id
        name
      }
    }
  }
`);

/** The works already on a day, so the scheduling form refuses an overlapping time before it sends it. */
export const ActivityDayWorksQuery = graphql(`
  query ActivityDayWorks($day: Date!, $viewAs: ID) {
    works(from: $day, to: $day, viewAs: $viewAs) {
      id
      title
      startWork
      endWork
      status
    }
  }
`);

export const ScheduleCreateWorkScheduleMutation = graphql(`
  mutation ScheduleCreateWorkSchedule($input: WorkScheduleInput!) {
    createWorkSchedule(input: $input) {
      message
      workSchedule {
        ...ScheduleWorkScheduleFields
      }
    }
  }
`);

export const ScheduleUpdateWorkScheduleMutation = graphql(`
  mutation ScheduleUpdateWorkSchedule($input: WorkScheduleInput!) {
    updateWorkSchedule(input: $input) {
      message
      workSchedule {
        ...ScheduleWorkScheduleFields
      }
    }
  }
`);

export const ActivityListQuery = graphql(`
  query ActivityList($providedConsultancyId: ID, $search: String, $page: Int!, $viewAs: ID) {
    activities(providedConsultancyId: $providedConsultancyId, search: $search, page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        ...ScheduleWorkFields
        providedConsultancy {
          id
          offer {
            id
            name
          }
        }
      }
    }
  }
`);

export const ActivityCancelMutation = graphql(`
  mutation ActivityCancel($id: ID!) {
    cancelActivity(id: $id) {
      message
      work {
        ...ScheduleWorkFields
      }
    }
  }
`);

export const ActivityScheduleMutation = graphql(`
  mutation ActivitySchedule($input: ActivityInput!) {
    scheduleActivity(input: $input) {
      message
      work {
        ...ScheduleWorkFields
      }
    }
  }
`);

/** A provided consultancy as the scheduling form needs it (name, start, farmer, property). */
export const ActivityProvidedFields = graphql(`
  fragment ActivityProvidedFields on ProvidedConsultancy {
    id
    farmerId
    status
    startDate
    offer {
      id
      name
    }
    farmer {
      id
      name
      pictureUrl
    }
    property {
      id
      name
    }
  }
`);

export const ActivityProvidedConsultanciesQuery = graphql(`
  query ActivityProvidedConsultancies($farmerId: ID!, $viewAs: ID) {
    providedConsultancies(farmerId: $farmerId, page: 1, viewAs: $viewAs) {
      page
      hasNextPage
      items {
        ...ActivityProvidedFields
      }
    }
  }
`);

export const ActivityProvidedConsultancyQuery = graphql(`
  query ActivityProvidedConsultancy($id: ID!, $viewAs: ID) {
    providedConsultancy(id: $id, viewAs: $viewAs) {
      ...ActivityProvidedFields
    }
  }
`);

export const ActivitySectorsQuery = graphql(`
  query ActivitySectors($propertyId: ID!, $viewAs: ID) {
    propertySectors(propertyId: $propertyId, viewAs: $viewAs) {
      id
      name
      areaId
      areaName
      cultureName
    }
  }
`);
