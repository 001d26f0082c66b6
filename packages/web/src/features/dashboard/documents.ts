import { graphql } from '@/gql';

/** The /consultor dashboard: the month's four figures and the next works (spec 001 §2.2). */
export const DashboardConsultantQuery = graphql(`
  query DashboardConsultant($viewAs: ID) {
    consultantDashboard(viewAs: $viewAs) {
      month
      revenue
      jobs
      providedConsultancies
      trainings
      agenda {
        id
        day
        startWork
        endWork
        title
        status
        format
        farmer {
          id
          name
        }
        providedConsultancy {
          id
          property {
            id
            name
          }
          offer {
            id
            name
          }
        }
      }
    }
  }
`);

/** The /empresa home (issue 16): the month across its consultants, the next works of each, requests, each one's month. */
export const DashboardCompanyQuery = graphql(`
  query DashboardCompany($viewAs: ID) {
    companyDashboard(viewAs: $viewAs) {
      month
      revenue
      jobs
      activeConsultancies
      trainings
      pendingRequests
      agenda {
        id
        day
        startWork
        endWork
        title
        status
        format
        consultant {
          id
          name
        }
        farmer {
          id
          name
        }
        providedConsultancy {
          id
          property {
            id
            name
          }
          offer {
            id
            name
          }
        }
      }
      consultants {
        consultant {
          id
          name
        }
        done
        planned
        revenue
      }
    }
  }
`);
