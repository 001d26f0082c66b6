import { graphql } from '@/gql';

/** One provided consultancy's reports, a page at a time, searched by title. */
export const ReportsQuery = graphql(`
  query Reports($providedConsultancyId: ID!, $title: String, $page: Int!, $viewAs: ID) {
    reports(providedConsultancyId: $providedConsultancyId, title: $title, page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        id
        title
        description
        createdAt
      }
    }
  }
`);

export const ReportFields = graphql(`
  fragment ReportFields on Report {
    id
    title
    description
    technicalAdvice
    providedConsultancyId
    farmerId
    createdAt
    createdByMe
    items {
      index
      title
      description
      fileUrl
      fileName
      fileType
    }
    recommendedActivityIds
    capabilities {
      canEdit
      canEditTechnicalAdvice
      canAddTechnicalAdvice
      canAddItems
      canEditItems
      canRecommend
      canEditRecommendations
      canDelete
    }
  }
`);

/** One report with its farmer and the field activities recommended from it (one browser request). */
export const ReportQuery = graphql(`
  query Report($id: ID!, $viewAs: ID) {
    report(id: $id, viewAs: $viewAs) {
      ...ReportFields
      farmer {
        id
        name
        address {
          city
          stateFrom
        }
      }
      recommendedActivities {
        id
        name
        activityType
        startDate
        endDate
        description
        sectors {
          id
          name
        }
        createdByMe
      }
    }
  }
`);

export const CreateReportMutation = graphql(`
  mutation CreateReport($input: ReportInput!) {
    createReport(input: $input) {
      message
      report {
        ...ReportFields
      }
    }
  }
`);

export const UpdateReportMutation = graphql(`
  mutation UpdateReport($id: ID!, $input: ReportUpdateInput!) {
    updateReport(id: $id, input: $input) {
      message
      report {
        ...ReportFields
      }
    }
  }
`);

export const InsertTechnicalAdviceMutation = graphql(`
  mutation InsertTechnicalAdvice($id: ID!, $technicalAdvice: String!) {
    insertTechnicalAdvice(id: $id, technicalAdvice: $technicalAdvice) {
      message
      report {
        ...ReportFields
      }
    }
  }
`);

export const DeleteReportMutation = graphql(`
  mutation DeleteReport($id: ID!) {
    deleteReport(id: $id) {
      message
      next
      providedConsultancyId
      farmerId
    }
  }
`);

export const UpdateReportItemMutation = graphql(`
  mutation UpdateReportItem($reportId: ID!, $index: Int!, $input: ReportItemInput!) {
    updateReportItem(reportId: $reportId, index: $index, input: $input) {
      message
      report {
        ...ReportFields
      }
    }
  }
`);

export const RemoveReportItemPhotoMutation = graphql(`
  mutation RemoveReportItemPhoto($reportId: ID!, $index: Int!) {
    removeReportItemPhoto(reportId: $reportId, index: $index) {
      message
      report {
        ...ReportFields
      }
    }
  }
`);

export const DeleteReportItemMutation = graphql(`
  mutation DeleteReportItem($reportId: ID!, $index: Int!) {
    deleteReportItem(reportId: $reportId, index: $index) {
      message
      report {
        ...ReportFields
      }
    }
  }
`);
