import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../../seed/index';
import type { FixtureServer } from '../../../server';
import { Store } from '../../../store/store';
import { bearer, FIXED_NOW, sampleAddress, signIn, startFixture } from '../../../testing/harness';
import { USERS, type UserRecord } from '../../account/users';
import { PROVIDED_CONSULTANCIES } from '../../provided/provided';
import { TRAININGS } from '../../trainings/trainings';

let server: FixtureServer;
let master: string;
/** The same data set the server seeds (same seed and date), read directly for independent sums. */
let store: Store;

beforeAll(async () => {
  store = new Store();
  await seedStore(store, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
});
beforeEach(async () => {
  server = await startFixture();
  master = await signIn(server, DEMO.master.email, 'MASTER');
});
afterEach(() => server.close());

const get = async (path: string, token = master) => {
  const response = await server.app.inject({
    method: 'GET',
    url: `/masterSoftwareManagerApi${path}`,
    headers: bearer(token),
  });
  return { status: response.statusCode, body: response.json() };
};

const users = () => store.collection(USERS).all();
const counted = (role: UserRecord['role']) => users().filter((u) => u.role === role && u.verified && !u.deletedAt);
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('masterSoftwareManagerApi', () => {
  it('count-users counts active, verified accounts per role', async () => {
    const { status, body } = await get('/count-users');
    expect(status).toBe(200);
    expect(body).toEqual({
      farmers: counted('USER').length,
      companies: counted('ENTERPRISE').length,
      consultants: counted('CONSULTANT').length,
      enterpriseConsultants: counted('ENTERPRISE_CONSULTANT').length,
    });
    // The unverified sign-up is not counted.
    expect(body).toEqual({ farmers: 48, companies: 2, consultants: 4, enterpriseConsultants: 6 });
  });

  it('count-users follows registrations and deletions (no constant)', async () => {
    const before = (await get('/count-users')).body;
    const created = await server.app.inject({
      method: 'POST',
      url: '/farmerProfileApi',
      headers: bearer(master),
      payload: { name: 'Sebastião Moura', cpf: '11144477735', phoneNumber: '+5527998761234', address: sampleAddress },
    });
    expect(created.statusCode).toBe(201);
    const consultant = await signIn(server, DEMO.standard.email, 'CONSULTANT');
    await server.app.inject({ method: 'DELETE', url: '/consultantProfileApi', headers: bearer(consultant) });
    expect((await get('/count-users')).body).toEqual({
      ...before,
      farmers: before.farmers + 1,
      consultants: before.consultants - 1,
    });
    const colatina = (await get('/count-users-by-city?role=USER')).body.find(
      (c: { city: string }) => c.city === 'Colatina',
    );
    const expected = counted('USER').filter((u) => u.address?.city === 'Colatina').length + 1;
    expect(colatina).toEqual({ city: 'Colatina', stateFrom: 'ES', count: expected });
  });

  it('count-users-by-city groups each role by city, most populous first', async () => {
    for (const role of ['USER', 'CONSULTANT', 'ENTERPRISE'] as const) {
      const { status, body } = await get(`/count-users-by-city?role=${role}`);
      expect(status).toBe(200);
      const expected = new Map<string, number>();
      for (const user of counted(role)) {
        const key = `${user.address?.city}/${user.address?.stateFrom}`;
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
      const rows = body as { city: string; stateFrom: string; count: number }[];
      expect(new Map(rows.map((r) => [`${r.city}/${r.stateFrom}`, r.count]))).toEqual(expected);
      expect(rows.map((r) => r.count)).toEqual([...rows.map((r) => r.count)].sort((a, b) => b - a));
      expect(sum(rows.map((r) => r.count))).toBe(counted(role).length);
    }
    expect((await get('/count-users-by-city?role=USER')).body.length).toBeGreaterThanOrEqual(20);
  });

  it('count-users-by-city answers 400 without a valid role', async () => {
    expect((await get('/count-users-by-city')).status).toBe(400);
    expect((await get('/count-users-by-city?role=MASTER')).status).toBe(400);
    expect((await get('/count-users-by-city?role=ENTERPRISE_CONSULTANT')).status).toBe(400);
  });

  it('app-info counts farmers per app platform', async () => {
    const { status, body } = await get('/app-info');
    expect(status).toBe(200);
    const farmers = counted('USER');
    expect(body).toEqual({
      devices: [
        { id: 'Android', count: farmers.filter((f) => f.device === 'Android').length },
        { id: 'iOS', count: farmers.filter((f) => f.device === 'iOS').length },
      ],
    });
    expect(body.devices[0].count).toBeGreaterThan(body.devices[1].count);
    expect(body.devices[1].count).toBeGreaterThan(0);
  });

  it('count-services counts consultancies taken on and trainings held, independent vs company', async () => {
    const { status, body } = await get('/count-services');
    expect(status).toBe(200);
    const provided = store
      .collection(PROVIDED_CONSULTANCIES)
      .all()
      .filter((r) => ['PLANNED', 'IN-PROGRESS', 'COMPLETED'].includes(r.status));
    const held = store
      .collection(TRAININGS)
      .all()
      .filter((t) => new Date(t.date) <= FIXED_NOW);
    expect(body).toEqual({
      consultancyProvided: provided.filter((r) => r.company === null).length,
      enterpiseConsultancyProvided: provided.filter((r) => r.company !== null).length,
      training: held.filter((t) => t.company === null).length,
      enterpriseTraining: held.filter((t) => t.company !== null).length,
    });
    for (const value of Object.values(body)) expect(value).toBeGreaterThan(5);
  });

  it('earnings-services sums completed consultancies by start date and training profit, per month', async () => {
    const { status, body } = await get('/earnings-services?startDate=2026-05-01&endDate=2026-11-30');
    expect(status).toBe(200);
    const months = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
    expect(body.byMonth.map((m: { month: string }) => m.month)).toEqual(months);
    const completed = store
      .collection(PROVIDED_CONSULTANCIES)
      .all()
      .filter((r) => r.status === 'COMPLETED');
    const trainings = store.collection(TRAININGS).all();
    for (const entry of body.byMonth) {
      expect(entry.profit_consultancy_total).toBe(
        sum(completed.filter((r) => r.startDate.startsWith(entry.month)).map((r) => r.fixedPrice)),
      );
      // Seeded trainings sit at 08:00–18:00 in Brazil, so the UTC day is São Paulo's day.
      expect(entry.profit_training_total).toBe(
        sum(trainings.filter((t) => t.date.startsWith(entry.month)).map((t) => t.profit)),
      );
      // Every month of the data set has revenue of both kinds.
      expect(entry.profit_consultancy_total).toBeGreaterThan(0);
      expect(entry.profit_training_total).toBeGreaterThan(0);
    }
    expect(body.profit_consultancy_total).toBe(
      sum(body.byMonth.map((m: { profit_consultancy_total: number }) => m.profit_consultancy_total)),
    );
    expect(body.profit_training_total).toBe(
      sum(body.byMonth.map((m: { profit_training_total: number }) => m.profit_training_total)),
    );
  });

  it('earnings-services honours day boundaries and lists empty months', async () => {
    const completed = store
      .collection(PROVIDED_CONSULTANCIES)
      .all()
      .filter((r) => r.status === 'COMPLETED');
    const day = completed[0]!.startDate;
    const oneDay = (await get(`/earnings-services?startDate=${day}&endDate=${day}`)).body;
    expect(oneDay.profit_consultancy_total).toBe(
      sum(completed.filter((r) => r.startDate === day).map((r) => r.fixedPrice)),
    );
    expect(oneDay.byMonth).toHaveLength(1);
    const empty = (await get('/earnings-services?startDate=2020-11-15&endDate=2021-02-10')).body;
    expect(empty).toEqual({
      profit_consultancy_total: 0,
      profit_training_total: 0,
      byMonth: ['2020-11', '2020-12', '2021-01', '2021-02'].map((month) => ({
        month,
        profit_consultancy_total: 0,
        profit_training_total: 0,
      })),
    });
  });

  it('earnings-services answers 400 to missing, malformed or reversed dates', async () => {
    expect((await get('/earnings-services')).status).toBe(400);
    expect((await get('/earnings-services?startDate=2026-01-01')).status).toBe(400);
    expect((await get('/earnings-services?startDate=01/01/2026&endDate=2026-02-01')).status).toBe(400);
    expect((await get('/earnings-services?startDate=2026-02-30&endDate=2026-03-01')).status).toBe(400);
    const reversed = await get('/earnings-services?startDate=2026-03-01&endDate=2026-02-01');
    expect(reversed).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'endDate deve ser igual ou posterior a startDate' },
    });
  });

  it('changes with the data set: another seed gives other figures', async () => {
    const other = await startFixture({ seed: 7 });
    try {
      const token = await signIn(other, DEMO.master.email, 'MASTER');
      const read = async (s: FixtureServer, t: string, path: string) =>
        (await s.app.inject({ method: 'GET', url: `/masterSoftwareManagerApi${path}`, headers: bearer(t) })).json();
      const range = '/earnings-services?startDate=2025-12-01&endDate=2026-11-30';
      expect(await read(other, token, range)).not.toEqual(await read(server, master, range));
      expect(await read(other, token, '/count-services')).not.toEqual(await read(server, master, '/count-services'));
    } finally {
      await other.close();
    }
  });

  it('is MASTER-only', async () => {
    const consultant = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    const company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    const employee = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
    for (const path of ['/count-users', '/count-users-by-city?role=USER', '/app-info', '/count-services']) {
      for (const token of [consultant, company, employee]) expect((await get(path, token)).status).toBe(403);
    }
    const anonymous = await server.app.inject({ method: 'GET', url: '/masterSoftwareManagerApi/count-users' });
    expect(anonymous.statusCode).toBe(401);
  });
});
