import { beforeAll, describe, expect, it } from 'vitest';
import { firstError, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';
import { earningsWindow } from './months';

const STATISTICS = /* GraphQL */ `
  query Dashboard {
    masterStatistics {
      farmers companies consultants enterpriseConsultants
      devices { platform count }
      consultanciesProvided enterpriseConsultanciesProvided trainings enterpriseTrainings
      monthTransactions
      earningsByMonth { month consultancy training }
    }
  }
`;
const PER_PLACE =
  'query($kind: UserKind!, $groupBy: StatisticsGrouping!) { usersPerPlace(kind: $kind, groupBy: $groupBy) { label city stateFrom count } }';

type Rest = Awaited<ReturnType<typeof restAs>>;
interface Earnings {
  profit_consultancy_total: number;
  profit_training_total: number;
  byMonth: Array<{ month: string; profit_consultancy_total: number; profit_training_total: number }>;
}

let rest: Rest;

const stack = useStack({ signIn: ['MASTER'] });
beforeAll(async () => {
  rest = await restAs(stack.url, 'MASTER');
});

describe('earningsWindow', () => {
  it('covers six São Paulo months, oldest first, ending with the current one', () => {
    expect(earningsWindow(new Date('2026-03-15T12:00:00Z'))).toEqual({
      months: ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'],
      current: '2026-03',
      startDate: '2025-10-01',
      endDate: '2026-03-31',
    });
  });

  it('uses the São Paulo month at the turn of a month (UTC is already in the next one)', () => {
    expect(earningsWindow(new Date('2026-03-01T02:30:00Z'))).toMatchObject({
      current: '2026-02',
      startDate: '2025-09-01',
      endDate: '2026-02-28',
    });
    expect(earningsWindow(new Date('2028-02-10T12:00:00Z')).endDate).toBe('2028-02-29');
  });
});

describe('masterStatistics', () => {
  it('equals the provider’s figures, with one call per statistic (four) and no more', async () => {
    stack.fixture.resetCalls();
    const result = await stack.master.gql(STATISTICS);
    expect(result.body.errors).toBeUndefined();
    expect(stack.fixture.calls()).toEqual({
      'GET /masterSoftwareManagerApi/count-users': 1,
      'GET /masterSoftwareManagerApi/app-info': 1,
      'GET /masterSoftwareManagerApi/count-services': 1,
      'GET /masterSoftwareManagerApi/earnings-services': 1,
    });
    expect(result.headers['server-timing']).toMatch(/desc="4 calls"/);

    const window = earningsWindow(new Date());
    const [users, apps, services, earnings] = await Promise.all([
      rest.get('/masterSoftwareManagerApi/count-users'),
      rest.get('/masterSoftwareManagerApi/app-info'),
      rest.get('/masterSoftwareManagerApi/count-services'),
      rest.get(`/masterSoftwareManagerApi/earnings-services?startDate=${window.startDate}&endDate=${window.endDate}`),
    ]);
    const u = users.body as Record<string, number>;
    const s = services.body as Record<string, number>;
    const e = earnings.body as Earnings;
    const statistics = result.body.data?.masterStatistics as Record<string, unknown>;
    expect(statistics).toMatchObject({
      farmers: u.farmers,
      companies: u.companies,
      consultants: u.consultants,
      enterpriseConsultants: u.enterpriseConsultants,
      devices: (apps.body as { devices: Array<{ id: string; count: number }> }).devices.map((d) => ({
        platform: d.id,
        count: d.count,
      })),
      consultanciesProvided: s.consultancyProvided,
      enterpriseConsultanciesProvided: s.enterpiseConsultancyProvided,
      trainings: s.training,
      enterpriseTrainings: s.enterpriseTraining,
    });
    // Real data, not zeros: the seed has users, installs, services and revenue.
    expect(u.farmers).toBeGreaterThan(0);
    expect((statistics.devices as Array<{ count: number }>).every((d) => d.count > 0)).toBe(true);

    // Six months, oldest first, each equal to the provider's month; the total matches its sum.
    const byMonth = statistics.earningsByMonth as Array<{ month: string; consultancy: number; training: number }>;
    expect(byMonth.map((m) => m.month)).toEqual(window.months);
    for (const month of byMonth) {
      const upstream = e.byMonth.find((m) => m.month === month.month);
      expect(month).toEqual({
        month: month.month,
        consultancy: upstream?.profit_consultancy_total ?? 0,
        training: upstream?.profit_training_total ?? 0,
      });
    }
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(byMonth.reduce((sum, m) => sum + m.consultancy, 0))).toBe(cents(e.profit_consultancy_total));
    expect(cents(byMonth.reduce((sum, m) => sum + m.training, 0))).toBe(cents(e.profit_training_total));
    expect(byMonth.some((m) => m.consultancy > 0)).toBe(true);

    // The month's transactions: the provider's own total for just the current month.
    const lastDay = window.endDate;
    const month = await rest.get(
      `/masterSoftwareManagerApi/earnings-services?startDate=${window.current}-01&endDate=${lastDay}`,
    );
    const current = month.body as Earnings;
    expect(cents(statistics.monthTransactions as number)).toBe(
      cents(current.profit_consultancy_total + current.profit_training_total),
    );
  });

  it('the dashboard (statistics + one chart) is one request with one upstream call per statistic', async () => {
    stack.fixture.resetCalls();
    const result = await stack.master.gql(`
      query {
        masterStatistics { farmers monthTransactions }
        usersPerPlace(kind: FARMER, groupBy: CITY) { label count }
      }
    `);
    expect(result.body.errors).toBeUndefined();
    expect(Object.values(stack.fixture.calls()).every((n) => n === 1)).toBe(true);
    expect(Object.keys(stack.fixture.calls()).sort()).toEqual([
      'GET /masterSoftwareManagerApi/app-info',
      'GET /masterSoftwareManagerApi/count-services',
      'GET /masterSoftwareManagerApi/count-users',
      'GET /masterSoftwareManagerApi/count-users-by-city',
      'GET /masterSoftwareManagerApi/earnings-services',
    ]);
  });
});

describe('usersPerPlace', () => {
  it('by city: the provider’s counts with the city as label, most users first', async () => {
    for (const [kind, role] of [
      ['FARMER', 'USER'],
      ['CONSULTANT', 'CONSULTANT'],
      ['ENTERPRISE', 'ENTERPRISE'],
    ] as const) {
      stack.fixture.resetCalls();
      const result = await stack.master.gql(PER_PLACE, { kind, groupBy: 'CITY' });
      expect(stack.fixture.calls()).toEqual({ 'GET /masterSoftwareManagerApi/count-users-by-city': 1 });
      const upstream = (await rest.get(`/masterSoftwareManagerApi/count-users-by-city?role=${role}`)).body as Array<{
        city: string;
        stateFrom: string;
        count: number;
      }>;
      const places = result.body.data?.usersPerPlace as Array<{ label: string; count: number }>;
      expect(places.length).toBeGreaterThan(0);
      expect([...places].sort((a, b) => a.label.localeCompare(b.label))).toEqual(
        upstream
          .map((p) => ({ label: p.city, city: p.city, stateFrom: p.stateFrom, count: p.count }))
          .sort((a, b) => a.label.localeCompare(b.label)),
      );
      const counts = places.map((p) => p.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
  });

  it('by state: the cities summed per UF in the BFF', async () => {
    const upstream = (await rest.get('/masterSoftwareManagerApi/count-users-by-city?role=USER')).body as Array<{
      stateFrom: string;
      count: number;
    }>;
    const expected = new Map<string, number>();
    for (const p of upstream) expected.set(p.stateFrom, (expected.get(p.stateFrom) ?? 0) + p.count);

    stack.fixture.resetCalls();
    const result = await stack.master.gql(PER_PLACE, { kind: 'FARMER', groupBy: 'STATE' });
    expect(stack.fixture.calls()).toEqual({ 'GET /masterSoftwareManagerApi/count-users-by-city': 1 });
    const places = result.body.data?.usersPerPlace as Array<{
      label: string;
      city: string | null;
      stateFrom: string;
      count: number;
    }>;
    expect(places.length).toBe(expected.size);
    for (const place of places) {
      expect(place).toEqual({
        label: place.stateFrom,
        city: null,
        stateFrom: place.stateFrom,
        count: expected.get(place.stateFrom),
      });
    }
    expect(places.map((p) => p.count)).toEqual([...places.map((p) => p.count)].sort((a, b) => b - a));
    const total = (await stack.master.gql(PER_PLACE, { kind: 'FARMER', groupBy: 'CITY' })).body.data
      ?.usersPerPlace as Array<{
      count: number;
    }>;
    expect(places.reduce((sum, p) => sum + p.count, 0)).toBe(total.reduce((sum, p) => sum + p.count, 0));
  });

  it('company consultants are not a chart option', async () => {
    stack.fixture.resetCalls();
    const result = await stack.master.gql(PER_PLACE, { kind: 'ENTERPRISE_CONSULTANT', groupBy: 'CITY' });
    expect(firstError(result)).toMatchObject({
      message: 'Escolha agricultores, consultores ou empresas.',
      extensions: { code: 'BAD_USER_INPUT', field: 'kind' },
    });
    expect(stack.fixture.calls()).toEqual({});
  });
});
