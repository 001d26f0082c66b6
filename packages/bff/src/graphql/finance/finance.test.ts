import { FINANCE_MESSAGES, todayInSaoPaulo } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataOf,
  type Fixture,
  firstError,
  signedInClient,
  startBff,
  startFixture,
  type TestClient,
} from '../../test/helpers';
import { restAs } from '../../test/master';
import { NO_SCHEDULE_AREA } from '../schedule/access';
import { addDays } from '../schedule/dates';

const FINANCE = /* GraphQL */ `
  query($period: FinancePeriod!, $startDate: Date, $endDate: Date, $viewAs: ID) {
    finance(period: $period, startDate: $startDate, endDate: $endDate, viewAs: $viewAs) {
      period startDate endDate
      consultancy { label start average maximum minimum count }
      training { label start total confirmed canceled }
    }
  }
`;

interface Finance {
  period: string;
  startDate: string;
  endDate: string;
  consultancy: Array<{
    label: string;
    start: string;
    average: number;
    maximum: number;
    minimum: number;
    count: number;
  }>;
  training: Array<{ label: string; start: string; total: number; confirmed: number; canceled: number }>;
}
interface RestFinance {
  consultancyProvided: Array<{
    _id: { startDay?: number; startMonth?: number; startYear: number; status: string };
    count: number;
    maximum: number;
  }>;
  training: Array<{ _id: { day?: number; month?: number; year: number }; totalProfit: number }>;
}

let fixture: Fixture;
let url: string;
let app: FastifyInstance;
let consultant: TestClient;
let consultantId: string;

beforeAll(async () => {
  ({ fixture, url } = await startFixture());
  app = await startBff(url);
  consultant = await signedInClient(app, 'CONSULTANT');
  consultantId = dataOf<{ profile: { id: string } }>(await consultant.gql('{ viewer { profile { id } } }'), 'viewer')
    .profile.id;
});
afterAll(async () => {
  await app.close();
  await fixture.close();
});

const PROFIT = ['PLANNED', 'IN-PROGRESS', 'COMPLETED'];

describe('finance', () => {
  it('defaults CUSTOM to the last 60 days: 61 daily points, zero-filled, in one call', async () => {
    const today = todayInSaoPaulo();
    fixture.resetCalls();
    const result = await consultant.gql(FINANCE, { period: 'CUSTOM' });
    expect(fixture.calls()).toEqual({ 'POST /consultantFinanceApi/:consultantId': 1 });
    const finance = dataOf<Finance>(result, 'finance');
    expect(finance).toMatchObject({ period: 'CUSTOM', startDate: addDays(today, -60), endDate: today });
    expect(finance.consultancy).toHaveLength(61);
    expect(finance.training).toHaveLength(61);
    expect(finance.consultancy[0]?.start).toBe(addDays(today, -60));
    expect(finance.consultancy[60]?.label).toBe(`${today.slice(8, 10)}/${today.slice(5, 7)}`);

    const rest = await restAs(url, 'CONSULTANT');
    const answer = (
      await rest.post(`/consultantFinanceApi/${consultantId}?__v=custom`, {
        startDate: finance.startDate,
        endDate: finance.endDate,
      })
    ).body as RestFinance;
    const profitRows = answer.consultancyProvided.filter((r) => PROFIT.includes(r._id.status));
    const counted = finance.consultancy.reduce((sum, p) => sum + p.count, 0);
    expect(counted).toBe(profitRows.reduce((sum, r) => sum + r.count, 0));
    const busyDays = new Set(
      profitRows.map(
        (r) =>
          `${r._id.startYear}-${String(r._id.startMonth).padStart(2, '0')}-${String(r._id.startDay).padStart(2, '0')}`,
      ),
    );
    for (const point of finance.consultancy) {
      if (!busyDays.has(point.start)) expect(point).toMatchObject({ average: 0, maximum: 0, minimum: 0, count: 0 });
    }
    const trainingTotal = finance.training.reduce((sum, p) => sum + Math.round(p.total * 100), 0);
    expect(trainingTotal).toBe(answer.training.reduce((sum, r) => sum + Math.round(r.totalProfit * 100), 0));
  });

  it('has 6 monthly points (MM/yyyy) for MONTH and 5 yearly points for YEAR, each starting its bucket', async () => {
    const today = todayInSaoPaulo();
    const months = dataOf<Finance>(await consultant.gql(FINANCE, { period: 'MONTH' }), 'finance');
    expect(months.consultancy).toHaveLength(6);
    expect(months.training).toHaveLength(6);
    expect(months.consultancy[5]).toMatchObject({
      label: `${today.slice(5, 7)}/${today.slice(0, 4)}`,
      start: `${today.slice(0, 7)}-01`,
    });
    expect(months.startDate).toBe(months.consultancy[0]?.start);
    expect(months.endDate).toBe(today);

    const years = dataOf<Finance>(await consultant.gql(FINANCE, { period: 'YEAR' }), 'finance');
    const year = Number(today.slice(0, 4));
    expect(years.consultancy.map((p) => [p.label, p.start])).toEqual(
      [4, 3, 2, 1, 0].map((back) => [String(year - back), `${year - back}-01-01`]),
    );
    expect(years.startDate).toBe(`${year - 4}-01-01`);
  });

  it('reads a chosen CUSTOM range day by day', async () => {
    const finance = dataOf<Finance>(
      await consultant.gql(FINANCE, { period: 'CUSTOM', startDate: '2026-01-25', endDate: '2026-02-03' }),
      'finance',
    );
    expect(finance.consultancy.map((p) => p.label)).toEqual([
      '25/01',
      '26/01',
      '27/01',
      '28/01',
      '29/01',
      '30/01',
      '31/01',
      '01/02',
      '02/02',
      '03/02',
    ]);
  });

  it('refuses an incomplete or reversed custom period with the dialog’s text, before calling the provider', async () => {
    fixture.resetCalls();
    const onlyStart = await consultant.gql(FINANCE, { period: 'CUSTOM', startDate: '2026-01-01' });
    expect(firstError(onlyStart)).toMatchObject({
      message: 'Insira a data de início e de fim para salvar',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
    const reversed = await consultant.gql(FINANCE, {
      period: 'CUSTOM',
      startDate: '2026-02-01',
      endDate: '2026-01-01',
    });
    expect(firstError(reversed)).toMatchObject({ message: FINANCE_MESSAGES.endBeforeStart });
    const tooLong = await consultant.gql(FINANCE, { period: 'CUSTOM', startDate: '2024-01-01', endDate: '2026-01-01' });
    expect(firstError(tooLong)).toMatchObject({ message: 'O período pode ter no máximo 366 dias' });
    expect(fixture.calls()).toEqual({});
  });

  it('is refused to a master without viewAs', async () => {
    const master = await signedInClient(app, 'MASTER');
    expect(firstError(await master.gql(FINANCE, { period: 'YEAR' }))).toMatchObject({
      message: NO_SCHEDULE_AREA,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
