import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fieldActivityListSchema, upstreamFieldActivitySchema } from '@talhao/schema/upstream/recommendations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_ACCOUNTS } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { objectId } from '../../store/ids';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { SECTORS } from '../farmers/farmers';
import { visibleFarmerIds } from '../farmers/visibility';
import { HARVESTS } from '../harvests/harvests';
import { REPORTS } from '../reports/reports';
import { FIELD_ACTIVITIES } from './fieldActivities';
import { FIELD_ACTIVITY_HTTP_MESSAGES as M } from './routes';

const DAY = 86_400_000;
const seeded = new Store();
let dir: string;
let server: FixtureServer;
let premium: string;
let standard: string;
let company: string;
let otherCompany: string;
let companyConsultant: string;
const reportId = objectId(FIXED_NOW);

const user = (email: string) => seeded.collection(USERS).find((u) => u.email === email)!;
/** A farmer the consultant registered, with a harvest and its sectors. */
const premiumLand = (email: string = DEMO.premium.email) => {
  const me = user(email);
  const harvest = seeded
    .collection(HARVESTS)
    .find((h) => seeded.collection(USERS).get(h.user)?.createdBy === me._id && h.sectors.length > 0)!;
  return { farmerId: harvest.user, harvest, sectorId: harvest.sectors[0]! };
};

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  const { farmerId } = premiumLand(DEMO.agrovaleConsultant.email);
  seeded.collection(REPORTS).insert({
    _id: reportId,
    title: 'Visita técnica',
    description: '',
    technicalAdvice: '',
    consultancyProvided: 'x',
    user: farmerId,
    createdBy: user(DEMO.agrovaleConsultant.email)._id,
    createdAt: FIXED_NOW.toISOString(),
    updatedAt: FIXED_NOW.toISOString(),
    reportOfFile: [],
    fieldActivityRecommended: [],
  });
  dir = await mkdtemp(path.join(tmpdir(), 'talhao-recommendations-'));
  await writeFile(path.join(dir, 'state.json'), JSON.stringify(seeded.toJSON()));
  server = await startFixture({ dataDir: dir });
  premium = await signIn(server, DEMO.premium.email, 'CONSULTANT');
  standard = await signIn(server, DEMO.standard.email, 'CONSULTANT');
  company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
  otherCompany = await signIn(server, DEMO.terraForte.email, 'ENTERPRISE');
  companyConsultant = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const bodyFor = (overrides: Record<string, unknown> = {}, email: string = DEMO.premium.email) => {
  const { farmerId, harvest, sectorId } = premiumLand(email);
  return {
    user: farmerId,
    property: harvest.property,
    harvest: harvest._id,
    activityType: 'MANAGEMENT',
    name: 'Irrigação semanal',
    description: 'Conferir os gotejadores.',
    recurrence: 7 * DAY,
    startDate: '2026-11-21',
    endDate: '2026-12-31',
    status: 'PLANNED',
    sectors: [sectorId],
    costs: [{ category: 'LABOR', tag: { name: 'Mão de obra' }, cost: 1350.5 }],
    ...overrides,
  };
};

describe('POST farmerFieldActivityApi', () => {
  it('creates (201 {_id}) on a farmer the caller registered, readable by id with its land', async () => {
    const created = await call('POST', '/farmerFieldActivityApi', premium, bodyFor());
    expect(created.statusCode).toBe(201);
    const read = upstreamFieldActivitySchema.parse(
      (await call('GET', `/farmerFieldActivityApi/${created.json()._id}`, premium)).json(),
    );
    const { harvest, sectorId } = premiumLand();
    expect(read).toMatchObject({
      name: 'Irrigação semanal',
      recurrence: 7 * DAY,
      harvest: harvest._id,
      property: { _id: harvest.property },
      sectors: [{ _id: sectorId }],
      areas: [seeded.collection(SECTORS).get(sectorId)!.area],
      tags: ['Mão de obra'],
      createdBy: user(DEMO.premium.email)._id,
    });
  });

  it('refuses another consultant’s farmer (404), a start before São Paulo’s today, a foreign sector, bad days', async () => {
    const standardUser = user(DEMO.standard.email);
    const hidden = [...visibleFarmerIds(seeded, user(DEMO.premium.email))].find(
      (id) => !visibleFarmerIds(seeded, standardUser).has(id),
    );
    expect(hidden).toBeDefined();
    expect((await call('POST', '/farmerFieldActivityApi', standard, bodyFor())).statusCode).toBe(404);
    const past = await call('POST', '/farmerFieldActivityApi', premium, bodyFor({ startDate: '2026-11-20' }));
    expect([past.statusCode, past.json().message]).toEqual([400, M.startBeforeToday]);
    const reversed = await call(
      'POST',
      '/farmerFieldActivityApi',
      premium,
      bodyFor({ startDate: '2026-12-02', endDate: '2026-12-01' }),
    );
    expect([reversed.statusCode, reversed.json().message]).toEqual([400, M.endBeforeStart]);
    const foreign = seeded.collection(SECTORS).find((s) => s.property !== premiumLand().harvest.property)!;
    const land = await call('POST', '/farmerFieldActivityApi', premium, bodyFor({ sectors: [foreign._id] }));
    expect([land.statusCode, land.json().message]).toEqual([400, M.invalidLand]);
    expect(
      (await call('POST', '/farmerFieldActivityApi', premium, bodyFor({ endDate: '2026-02-31' }))).statusCode,
    ).toBe(400);
  });

  it('accepts a visible farmer the caller serves but did not register (a consultancy’s client)', async () => {
    const me = user(DEMO.premium.email);
    const served = [...visibleFarmerIds(seeded, me)].find(
      (id) => seeded.collection(USERS).get(id)?.createdBy !== me._id,
    );
    expect(served).toBeDefined();
    const harvest = seeded.collection(HARVESTS).find((h) => h.user === served && h.sectors.length > 0);
    if (!harvest) throw new Error('the seed has no harvest with sectors for a served farmer');
    const answer = await call(
      'POST',
      '/farmerFieldActivityApi',
      premium,
      bodyFor({ user: served, property: harvest.property, harvest: harvest._id, sectors: harvest.sectors.slice(0, 1) }),
    );
    expect(answer.statusCode).toBe(201);
  });

  it('appends the new id to the caller’s report; the company reads it through enterpriseFieldActivityApi', async () => {
    const agrovale = DEMO.agrovaleConsultant.email;
    const created = await call(
      'POST',
      '/farmerFieldActivityApi',
      companyConsultant,
      bodyFor({ consultancyReport: reportId }, agrovale),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    // The author and the author's company read it through the report; another company does not.
    for (const token of [companyConsultant, company]) {
      const read = await call('GET', `/enterpriseFieldActivityApi/${reportId}/${id}`, token);
      expect([read.statusCode, read.json()._id]).toEqual([200, id]);
    }
    expect((await call('GET', `/enterpriseFieldActivityApi/${reportId}/${id}`, otherCompany)).statusCode).toBe(404);
    // An activity the report does not recommend is 404 even to its author.
    const other = await call('POST', '/farmerFieldActivityApi', companyConsultant, bodyFor({}, agrovale));
    expect(
      (await call('GET', `/enterpriseFieldActivityApi/${reportId}/${other.json()._id}`, companyConsultant)).statusCode,
    ).toBe(404);
    // Someone else's report is ignored: the activity is created, the report does not list it.
    const mine = await call('POST', '/farmerFieldActivityApi', premium, bodyFor({ consultancyReport: reportId }));
    expect(mine.statusCode).toBe(201);
    const notListed = await call(
      'GET',
      `/enterpriseFieldActivityApi/${reportId}/${mine.json()._id}`,
      companyConsultant,
    );
    expect(notListed.statusCode).toBe(404);
  });
});

describe('PUT farmerFieldActivityApi/{id}', () => {
  it('lets only the creator edit (403 otherwise, 404 for an invisible farmer), keeping a past start', async () => {
    const activity = seeded
      .collection(FIELD_ACTIVITIES)
      .find((a) => a.createdBy === user(DEMO.premium.email)._id && a.startDate < '2026-11-21' && a.sectors.length > 0)!;
    const harvest = seeded.collection(HARVESTS).get(activity.harvest!)!;
    const body = bodyFor({
      user: activity.user,
      property: activity.property,
      harvest: harvest._id,
      sectors: activity.sectors,
      startDate: activity.startDate,
      endDate: '2027-01-10',
      status: 'IN-PROGRESS',
      name: 'Editada',
    });
    const edited = await call('PUT', `/farmerFieldActivityApi/${activity._id}`, premium, body);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Editada', status: 'IN-PROGRESS', endDate: '2027-01-10' });
    const moved = await call('PUT', `/farmerFieldActivityApi/${activity._id}`, premium, {
      ...body,
      startDate: '2026-11-01',
    });
    expect(moved.json().message).toBe(M.startBeforeToday);

    const notMine = seeded
      .collection(FIELD_ACTIVITIES)
      .find(
        (a) =>
          a.createdBy !== user(DEMO.premium.email)._id &&
          visibleFarmerIds(seeded, user(DEMO.premium.email)).has(a.user),
      )!;
    const refused = await call('PUT', `/farmerFieldActivityApi/${notMine._id}`, premium, body);
    expect([refused.statusCode, refused.json().message]).toEqual([403, M.notCreator]);
    const invisible = await call('PUT', `/farmerFieldActivityApi/${activity._id}`, standard, body);
    expect(invisible.statusCode).toBe(404);
  });
});

describe('POST farmerFieldActivityApi/created-by-me/filter', () => {
  it('lists the caller’s activities whose period meets the range', async () => {
    const me = user(DEMO.premium.email)._id;
    const range = { startDate: '2026-11-01', endDate: '2026-11-30' };
    const answer = fieldActivityListSchema.parse(
      (await call('POST', '/farmerFieldActivityApi/created-by-me/filter', premium, range)).json(),
    );
    const expected = seeded
      .collection(FIELD_ACTIVITIES)
      .filter(
        (a) =>
          a.createdBy === me &&
          visibleFarmerIds(seeded, user(DEMO.premium.email)).has(a.user) &&
          a.startDate <= range.endDate &&
          a.endDate >= range.startDate,
      );
    expect(answer.items.length).toBeGreaterThanOrEqual(expected.length);
    expect(answer.items.every((a) => a.createdBy === me)).toBe(true);
    expect(answer.items.some((a) => a.recurrence > 0)).toBe(true);
    const bad = await call('POST', '/farmerFieldActivityApi/created-by-me/filter', premium, {
      startDate: '2026-12-01',
      endDate: '2026-11-01',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('seed', () => {
  it('gives every demo consultant and company consultant recurring recommendations of each recurrence', () => {
    const consultants = DEMO_ACCOUNTS.filter((a) => a.role === 'CONSULTANT' || a.role === 'ENTERPRISE_CONSULTANT');
    let covered = 0;
    for (const account of consultants) {
      const mine = seeded.collection(FIELD_ACTIVITIES).filter((a) => a.createdBy === user(account.email)._id);
      const farmers = seeded
        .collection(USERS)
        .filter((u) => u.role === 'USER' && u.createdBy === user(account.email)._id);
      if (farmers.length === 0) continue;
      covered += 1;
      expect(new Set(mine.map((a) => a.recurrence / DAY))).toEqual(new Set([0, 1, 7, 30, 180]));
      expect(new Set(mine.map((a) => a.status)).size).toBe(5);
    }
    expect(covered).toBeGreaterThanOrEqual(3);
  });
});
