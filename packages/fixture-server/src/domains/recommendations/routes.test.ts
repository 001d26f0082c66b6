import { fieldActivityPageSchema, upstreamFieldActivitySchema } from '@talhao/schema/upstream/recommendations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { visibleFarmerIds } from '../farmers/visibility';
import { FIELD_ACTIVITIES } from './fieldActivities';
import { FIELD_ACTIVITY_HTTP_MESSAGES } from './routes';

let server: FixtureServer;
let premium: string;
let standard: string;
const seeded = new Store();

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  server = await startFixture();
  premium = await signIn(server, DEMO.premium.email, 'CONSULTANT');
  standard = await signIn(server, DEMO.standard.email, 'CONSULTANT');
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const user = (email: string) => seeded.collection(USERS).find((u) => u.email === email)!;
const visible = (email: string) => visibleFarmerIds(seeded, user(email));
/** A farmer the premium consultant sees and the standard one does not. */
const premiumOnlyFarmer = () => {
  const other = visible(DEMO.standard.email);
  return [...visible(DEMO.premium.email)].find((id) => !other.has(id))!;
};

describe('farmerFieldActivityApi', () => {
  it('filters by name (accent-insensitive), status and creator', async () => {
    const farmerId = premiumOnlyFarmer();
    const all = seeded.collection(FIELD_ACTIVITIES).filter((a) => a.user === farmerId);
    const first = fieldActivityPageSchema.parse(
      (await call('POST', `/farmerFieldActivityApi/filter/${farmerId}?pageNumber=1`, premium, {})).json(),
    );
    expect(first.total).toBe(all.length);

    const planned = (
      await call('POST', `/farmerFieldActivityApi/filter/${farmerId}`, premium, { status: 'IN-PROGRESS' })
    ).json();
    expect(planned.total).toBe(all.filter((a) => a.status === 'IN-PROGRESS').length);
    expect(planned.items.every((a: { status: string }) => a.status === 'IN-PROGRESS')).toBe(true);

    const applications = all.filter((a) => a.name.startsWith('Aplicação'));
    const byName = (
      await call('POST', `/farmerFieldActivityApi/filter/${farmerId}`, premium, { name: 'APLICACAO' })
    ).json();
    expect(byName.total).toBe(applications.length);

    const creator = all[0]!.createdBy;
    const mine = (
      await call('POST', `/farmerFieldActivityApi/filter/${farmerId}`, premium, { createdBy: creator })
    ).json();
    expect(mine.total).toBe(all.filter((a) => a.createdBy === creator).length);

    const wrong = await call('POST', `/farmerFieldActivityApi/filter/${farmerId}`, premium, { status: 'DONE' });
    expect(wrong.statusCode).toBe(400);
  });

  it('GET /{id} answers a visible activity and 404 for someone else’s', async () => {
    const activity = seeded.collection(FIELD_ACTIVITIES).find((a) => a.user === premiumOnlyFarmer())!;
    const mine = await call('GET', `/farmerFieldActivityApi/${activity._id}`, premium);
    expect(mine.statusCode).toBe(200);
    expect(upstreamFieldActivitySchema.parse(mine.json())).toMatchObject({ _id: activity._id, name: activity.name });
    const theirs = await call('GET', `/farmerFieldActivityApi/${activity._id}`, standard);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(FIELD_ACTIVITY_HTTP_MESSAGES.notFound);
    const listed = await call('POST', `/farmerFieldActivityApi/filter/${activity.user}`, standard, {});
    expect(listed.statusCode).toBe(404);
  });

  it('answers a batch by id: those activities of the farmer, unpaged, ignoring other farmers’ ids', async () => {
    const farmerId = premiumOnlyFarmer();
    const own = seeded
      .collection(FIELD_ACTIVITIES)
      .filter((a) => a.user === farmerId)
      .slice(0, 3);
    const foreign = seeded.collection(FIELD_ACTIVITIES).find((a) => a.user !== farmerId)!;
    const ids = [...own.map((a) => a._id), foreign._id];
    const page = fieldActivityPageSchema.parse(
      (await call('POST', `/farmerFieldActivityApi/filter/${farmerId}`, premium, { _id: ids })).json(),
    );
    expect(page.items.map((a) => a._id).sort()).toEqual(own.map((a) => a._id).sort());
    expect(page.pageSize).toBe(ids.length);
    const one = (
      await call('POST', `/farmerFieldActivityApi/filter/${farmerId}`, premium, { _id: own[0]!._id })
    ).json();
    expect(one.items.map((a: { _id: string }) => a._id)).toEqual([own[0]!._id]);
  });
});
