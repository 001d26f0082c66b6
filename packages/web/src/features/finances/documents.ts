import { graphql } from '@/gql';

/** Profit per bucket of the chosen period (spec 001 §2.10); dates only for CUSTOM. */
export const FinanceQuery = graphql(`
  query FinanceCharts($period: FinancePeriod!, $startDate: Date, $endDate: Date, $viewAs: ID) {
    finance(period: $period, startDate: $startDate, endDate: $endDate, viewAs: $viewAs) {
      period
      startDate
      endDate
      consultancy {
        label
        start
        average
        maximum
        minimum
        count
      }
      training {
        label
        start
        total
        confirmed
        canceled
      }
    }
  }
`);
