import { todayInSaoPaulo } from '@talhao/schema';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { TRAINING_HTTP_MESSAGES } from './routes';
import { TRAININGS } from './trainings';

let server: FixtureServer;
let seeded: Store;
let premiumId: string;
beforeAll(async () => {
  seeded = new Store();
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  premiumId = seeded.collection(USERS).find((u) => u.email === DEMO.premium.email)!._id;
});
let token: string;
beforeEach(async () => {
  server = await startFixture();
  token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
});
afterEach(() => server.close());

const filter = (query: string, body: object = {}) =>
  server.app.inject({
    method: 'POST',
    url: `/consultantTrainingApi/filter?${query}`,
    payload: body,
    headers: bearer(token),
  });
const own = () => seeded.collection(TRAININGS).filter((t) => t.consultant === premiumId);
const dates = (items: { date: string }[]) => items.map((t) => t.date);

describe('consultantTrainingApi/filter {from, to} and pageSize', () => {
  it('a month by calendar days (São Paulo), without trainingState: every training, soonest first', async () => {
    const month = { from: '2026-11-01', to: '2026-11-30' };
    const expected = own()
      .filter((t) => {
        const day = todayInSaoPaulo(new Date(t.date));
        return day >= month.from && day <= month.to;
      })
      .map((t) => t.date)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const response = await filter('pageSize=100', month);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 100, total: expected.length });
    expect(dates(body.items)).toEqual(expected);
  });

  it('with trainingState, the bounds narrow that state; instants are inclusive', async () => {
    const held = own()
      .filter((t) => Date.parse(t.date) <= FIXED_NOW.getTime())
      .map((t) => t.date)
      .sort()
      .reverse();
    const [latest, second] = held;
    const body = (await filter('trainingState=completed', { from: second, to: latest })).json();
    expect(dates(body.items)).toEqual([latest, second]);
    const only = (await filter('trainingState=completed', { from: latest })).json();
    expect(dates(only.items)).toEqual([latest]);
  });

  it('pageSize pages the list (default 10, at most 100)', async () => {
    const all = own().length;
    const first = (await filter('pageSize=3&pageNumber=2', { from: '2020-01-01' })).json();
    expect(first).toMatchObject({ pageNumber: 2, pageSize: 3, total: all });
    expect(first.items).toHaveLength(3);
    const sorted = own()
      .map((t) => t.date)
      .sort();
    expect(dates(first.items)).toEqual(sorted.slice(3, 6));
    expect((await filter('trainingState=planned')).json().pageSize).toBe(10);
    for (const bad of ['0', '101', 'dez']) {
      const response = await filter(`trainingState=planned&pageSize=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(TRAINING_HTTP_MESSAGES.pageSize);
    }
  });

  it('400 for a bad bound, and without trainingState nor bounds', async () => {
    expect((await filter('trainingState=planned', { from: '21/11/2026' })).statusCode).toBe(400);
    const none = await filter('', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(TRAINING_HTTP_MESSAGES.trainingState);
  });
});
