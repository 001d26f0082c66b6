import { graphql } from '@/gql';

/**
 * Profit per bucket of the chosen period and the period's totals (spec 001 §2.10), in one request;
 * dates only for CUSTOM.
 */
export const FinanceQuery = graphql(`
  query FinanceCharts($period: FinancePeriod!, $startDate: Date, $endDate: Date, $viewAs: ID) {
    finance(period: $period, startDate: $startDate, endDate: $endDate, viewAs: $viewAs) {
      period
      bucket
      startDate
      endDate
      consultancy {
        label
        start
        end
        average
        maximum
        minimum
        count
      }
      training {
        label
        start
        end
        total
        confirmed
        canceled
      }
      totals {
        consultancy {
          total
          count
          average
          maximum
          minimum
        }
        training {
          total
          confirmed
          canceled
        }
      }
    }
  }
`);
