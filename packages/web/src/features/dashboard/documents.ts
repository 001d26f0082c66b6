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
