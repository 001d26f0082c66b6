import { describe, expect, it } from 'vitest';
import { dataOf, firstError, useStack } from '../../test/helpers';

const FINANCE = `query($period: FinancePeriod!, $startDate: Date, $endDate: Date, $viewAs: ID) {
  finance(period: $period, startDate: $startDate, endDate: $endDate, viewAs: $viewAs) {
    bucket consultancy { count } training { total } totals { consultancy { total count } training { total } } } }`;
const VIEWER_ID = '{ viewer { profile { id } } }';

type Finance = {
  bucket: string;
  totals: { consultancy: { total: number; count: number }; training: { total: number } };
};

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER'] });

describe('finance: the family of each role', () => {
  it('CONSULTANT: consultantFinanceApi/{id}?__v=', async () => {
    stack.fixture.resetCalls();
    dataOf(await stack.consultant.gql(FINANCE, { period: 'YEAR' }), 'finance');
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantFinanceApi/:consultantId': 1 });
  });

  it('ENTERPRISE: enterpriseStatisticApi/profit-general?period= — all its consultants’ work, one call', async () => {
    stack.fixture.resetCalls();
    const finance = dataOf<Finance>(await stack.company.gql(FINANCE, { period: 'YEAR' }), 'finance');
    expect(stack.fixture.calls()).toEqual({ 'POST /enterpriseStatisticApi/profit-general': 1 });
    expect(finance.bucket).toBe('YEAR');
    expect(finance.totals.consultancy.count).toBeGreaterThan(0);
    expect(finance.totals.training.total).toBeGreaterThan(0);
  });

  it('ENTERPRISE_CONSULTANT has no finances: FORBIDDEN, nothing sent upstream', async () => {
    stack.fixture.resetCalls();
    expect(firstError(await stack.companyConsultant.gql(FINANCE, { period: 'YEAR' }))?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(stack.fixture.calls()).toEqual({});
  });

  it('a MASTER viewing a company reads that company’s figures, the same as the company', async () => {
    const companyId = dataOf<{ profile: { id: string } }>(await stack.company.gql(VIEWER_ID), 'viewer').profile.id;
    const own = dataOf<Finance>(await stack.company.gql(FINANCE, { period: 'YEAR' }), 'finance');
    stack.fixture.resetCalls();
    const viewed = dataOf<Finance>(await stack.master.gql(FINANCE, { period: 'YEAR', viewAs: companyId }), 'finance');
    expect(viewed.totals).toEqual(own.totals);
    // Beside the viewed user's lookup (viewAs), one call of the company's family.
    expect(stack.fixture.calls()).toMatchObject({ 'POST /enterpriseStatisticApi/profit-general': 1 });
  });
});
