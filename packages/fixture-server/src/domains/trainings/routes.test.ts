import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import {
  bearer,
  FIXED_NOW,
  GIF_BYTES,
  multipart,
  PNG_BYTES,
  sampleAddress,
  signIn,
  startFixture,
} from '../../testing/harness';
import { USERS } from '../account/users';
import { DEMO_TRAININGS_PER_STATE } from './seed';
import { TRAININGS } from './trainings';

let server: FixtureServer;
/** The same data set the server seeds (same seed and date), read directly. */
let seeded: Store;
beforeAll(async () => {
  seeded = new Store();
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
});
let consultant: string;
beforeEach(async () => {
  server = await startFixture(); // now: 2026-11-21T15:00Z (12:00 in São Paulo)
  consultant = await signIn(server, DEMO.premium.email, 'CONSULTANT');
});
afterEach(() => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = consultant, family = 'consultantTrainingApi') =>
  server.app.inject({ method, url: `/${family}${url}`, payload, headers: bearer(token) });
const userId = (email: string) => seeded.collection(USERS).find((u) => u.email === email)!._id;

const draft = {
  title: 'Poda do café conilon',
  date: '2026-12-10T13:00:00.000Z',
  duration: '03:30',
  price: 200,
  format: 'IN-PERSON',
  address: sampleAddress,
  summary: 'Poda programada de ciclo',
  description: '<p>Teoria e prática</p>',
  specificInformation: '<p>Leve luvas</p>',
  availableSpots: 25,
};

describe('seeded demo trainings', () => {
  it('every demo consultant has more than a page of open and held trainings, with crowded participant lists', () => {
    const all = seeded.collection(TRAININGS).all();
    for (const account of [DEMO.premium, DEMO.standard, DEMO.trial, DEMO.expired]) {
      const own = all.filter((t) => t.consultant === userId(account.email));
      const open = own.filter((t) => Date.parse(t.date) > FIXED_NOW.getTime());
      const held = own.filter((t) => Date.parse(t.date) <= FIXED_NOW.getTime());
      expect(open.length, account.email).toBeGreaterThanOrEqual(DEMO_TRAININGS_PER_STATE);
      expect(held.length, account.email).toBeGreaterThanOrEqual(DEMO_TRAININGS_PER_STATE);
      const crowded = open.find((t) => t.participants.pending.length > 10);
      expect(crowded?.participants.confirmed.length).toBeGreaterThan(10);
      expect(crowded?.participants.canceled.length).toBeGreaterThan(10);
      expect(held.some((t) => t.participants.confirmed.length > 10 && t.participants.canceled.length > 10)).toBe(true);
      for (const t of own) expect(t.duration).toMatch(/^\d{2}:\d{2}$/);
    }
  });
});

describe('consultantTrainingApi/filter', () => {
  it('planned: future only, soonest first, paged by 10', async () => {
    const page1 = await call('POST', '/filter?pageNumber=1&trainingState=planned', {});
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.pageSize).toBe(10);
    expect(body.items).toHaveLength(10);
    expect(body.total).toBeGreaterThanOrEqual(12);
    const dates = body.items.map((t: { date: string }) => t.date);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.every((d: string) => d > FIXED_NOW.toISOString())).toBe(true);
    const page2 = (await call('POST', '/filter?pageNumber=2&trainingState=planned', {})).json();
    expect(page2.items.length).toBe(Math.min(10, body.total - 10));
  });

  it('completed: past only, latest first; totalSubscribers counts the confirmed', async () => {
    const body = (await call('POST', '/filter?trainingState=completed', {})).json();
    const dates = body.items.map((t: { date: string }) => t.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.every((d: string) => d <= FIXED_NOW.toISOString())).toBe(true);
    const first = body.items[0];
    const stored = seeded.collection(TRAININGS).get(first._id)!;
    expect(first.totalSubscribers.confirmed).toBe(stored.participants.confirmed.length);
    expect(stored.consultant).toBe(userId(DEMO.premium.email));
  });

  it('400 without a valid trainingState', async () => {
    expect((await call('POST', '/filter?trainingState=open', {})).statusCode).toBe(400);
  });
});

describe('consultantTrainingApi writes', () => {
  it('POST 201, then GET returns it; the same title and date is 409', async () => {
    const created = await call('POST', '', draft);
    expect(created.statusCode).toBe(201);
    const { _id } = created.json();
    const read = await call('GET', `/${_id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ title: draft.title, format: 'IN-PERSON', totalSubscribers: { confirmed: 0 } });
    const again = await call('POST', '', { ...draft, title: 'PODA DO CAFÉ CONILON' });
    expect(again.statusCode).toBe(409);
  });

  it('POST 400: date not after today, IN-PERSON without address, spots < 1', async () => {
    expect((await call('POST', '', { ...draft, date: '2026-11-21T22:00:00.000Z' })).statusCode).toBe(400);
    expect((await call('POST', '', { ...draft, address: undefined })).statusCode).toBe(400);
    expect((await call('POST', '', { ...draft, availableSpots: 0 })).statusCode).toBe(400);
    expect((await call('POST', '', { ...draft, format: 'ONLINE', address: undefined })).statusCode).toBe(201);
  });

  it('PUT 200 on a planned one; 400 once its date passed; 404 for another consultant', async () => {
    const { _id } = (await call('POST', '', draft)).json();
    const updated = await call('PUT', `/${_id}`, { ...draft, title: 'Poda do café arábica', availableSpots: 30 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Poda do café arábica', availableSpots: 30 });
    const held = (await call('POST', '/filter?trainingState=completed', {})).json().items[0];
    expect((await call('PUT', `/${held._id}`, draft)).statusCode).toBe(400);
    const other = await signIn(server, DEMO.standard.email, 'CONSULTANT');
    expect((await call('PUT', `/${_id}`, draft, other)).statusCode).toBe(404);
    expect((await call('GET', `/${_id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/${_id}`, undefined, other)).statusCode).toBe(404);
  });

  it('PUT 409 onto another training of the same owner', async () => {
    await call('POST', '', draft);
    const { _id } = (await call('POST', '', { ...draft, title: 'Outro' })).json();
    expect((await call('PUT', `/${_id}`, draft)).statusCode).toBe(409);
  });

  it('DELETE 200 then 404', async () => {
    const { _id } = (await call('POST', '', draft)).json();
    expect((await call('DELETE', `/${_id}`)).statusCode).toBe(200);
    expect((await call('GET', `/${_id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/${_id}`)).statusCode).toBe(404);
  });

  it('picture-update 201 with the image url; 415 for a GIF; 404 for an unknown id', async () => {
    const { _id } = (await call('POST', '', draft)).json();
    const png = multipart('file', PNG_BYTES);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: `/consultantTrainingApi/picture-update/${_id}`,
      payload: png.payload,
      headers: { ...png.headers, ...bearer(consultant) },
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().image.url).toMatch(/^\/uploads\//);
    const gif = multipart('file', GIF_BYTES, 'a.gif', 'image/gif');
    const refused = await server.app.inject({
      method: 'POST',
      url: `/consultantTrainingApi/picture-update/${_id}`,
      payload: gif.payload,
      headers: { ...gif.headers, ...bearer(consultant) },
    });
    expect(refused.statusCode).toBe(415);
    const missing = await server.app.inject({
      method: 'POST',
      url: '/consultantTrainingApi/picture-update/000000000000000000000000',
      payload: png.payload,
      headers: { ...png.headers, ...bearer(consultant) },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('participants', () => {
  it('pages each state by 10', async () => {
    const planned = (await call('POST', '/filter?trainingState=planned', {})).json();
    const ids: string[] = planned.items.map((t: { _id: string }) => t._id);
    const crowded = seeded
      .collection(TRAININGS)
      .all()
      .find((t) => ids.includes(t._id) && t.participants.pending.length > 10);
    const id =
      crowded?._id ?? (await call('POST', '/filter?pageNumber=2&trainingState=planned', {})).json().items[0]._id;
    const stored = seeded.collection(TRAININGS).get(id)!;
    for (const state of ['confirmed', 'pending', 'canceled'] as const) {
      const page1 = (await call('GET', `/participants/${id}?pageNumber=1&state=${state}`)).json();
      expect(page1.total).toBe(stored.participants[state].length);
      expect(page1.items[0]).toEqual(stored.participants[state][0]);
    }
    expect((await call('GET', `/participants/${id}?state=all`)).statusCode).toBe(400);
  });
});

describe('company trainings (read only)', () => {
  it('the company and its consultants read only the company trainings', async () => {
    const company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    const companyConsultant = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
    const companyId = userId(DEMO.agrovale.email);
    const own = (
      await call('POST', '/filter?trainingState=completed', {}, company, 'enterpriseCompanyTrainingApi')
    ).json();
    expect(own.total).toBeGreaterThan(0);
    const stored = seeded.collection(TRAININGS).get(own.items[0]._id)!;
    expect(stored.company).toBe(companyId);
    const asConsultant = (
      await call('POST', '/filter?trainingState=completed', {}, companyConsultant, 'enterpriseConsultantTrainingApi')
    ).json();
    expect(asConsultant.total).toBe(own.total);
    const id = own.items[0]._id;
    expect(
      (await call('GET', `/${id}`, undefined, companyConsultant, 'enterpriseConsultantTrainingApi')).statusCode,
    ).toBe(200);
    const participants = await call(
      'GET',
      `/participants/${id}?state=confirmed`,
      undefined,
      companyConsultant,
      'enterpriseConsultantTrainingApi',
    );
    expect(participants.json().total).toBe(stored.participants.confirmed.length);
    // Someone else's training is missing for the company; writes are not routes of the company consultant.
    const foreign = (await call('POST', '/filter?trainingState=completed', {})).json().items[0]._id;
    expect((await call('GET', `/${foreign}`, undefined, company, 'enterpriseCompanyTrainingApi')).statusCode).toBe(404);
    expect((await call('POST', '', draft, companyConsultant, 'enterpriseConsultantTrainingApi')).statusCode).toBe(404);
  });
});

describe('company trainings (writes)', () => {
  const companyCall = (method: Method, url: string, token: string, payload?: object) =>
    call(method, url, payload, token, 'enterpriseCompanyTrainingApi');
  const consultantsOf = (companyEmail: string) =>
    seeded
      .collection(USERS)
      .filter((u) => u.role === 'ENTERPRISE_CONSULTANT' && u.companyId === userId(companyEmail))
      .map((u) => u._id);

  it('creates, edits and deletes its trainings with its consultants; 409 on the same title and date', async () => {
    const company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    const [first, second] = consultantsOf(DEMO.agrovale.email);
    const createdAnswer = await companyCall('POST', '', company, { ...draft, consultants: [first] });
    expect(createdAnswer.statusCode, createdAnswer.body).toBe(201);
    const id = createdAnswer.json()._id;
    const stored = (await companyCall('GET', `/${id}`, company)).json();
    expect(stored).toMatchObject({ company: userId(DEMO.agrovale.email), consultants: [first] });
    const twin = await companyCall('POST', '', company, { ...draft, consultants: [second] });
    expect(twin.statusCode).toBe(409);
    const edited = await companyCall('PUT', `/${id}`, company, {
      ...draft,
      title: 'Outro',
      consultants: [first, second],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().consultants).toEqual([first, second]);
    // Its consultants read it through their own family.
    const companyConsultant = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
    expect(
      (await call('GET', `/${id}`, undefined, companyConsultant, 'enterpriseConsultantTrainingApi')).json().title,
    ).toBe('Outro');
    expect((await companyCall('DELETE', `/${id}`, company)).statusCode).toBe(200);
    expect((await companyCall('GET', `/${id}`, company)).statusCode).toBe(404);
  });

  it('refuses no consultant (400), another company’s consultant (404), another company’s training (404)', async () => {
    const agrovale = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    const terraForte = await signIn(server, DEMO.terraForte.email, 'ENTERPRISE');
    const noConsultant = await companyCall('POST', '', agrovale, { ...draft, consultants: [] });
    expect(noConsultant.statusCode).toBe(400);
    expect(noConsultant.json().message).toContain('Selecione pelo menos 1 consultor');
    const [foreign] = consultantsOf(DEMO.terraForte.email);
    expect((await companyCall('POST', '', agrovale, { ...draft, consultants: [foreign] })).statusCode).toBe(404);
    const [own] = consultantsOf(DEMO.agrovale.email);
    const id = (await companyCall('POST', '', agrovale, { ...draft, consultants: [own] })).json()._id;
    expect((await companyCall('PUT', `/${id}`, terraForte, { ...draft, consultants: [foreign] })).statusCode).toBe(404);
    expect((await companyCall('DELETE', `/${id}`, terraForte)).statusCode).toBe(404);
    expect((await companyCall('GET', `/${id}`, agrovale)).statusCode).toBe(200);
    // The company consultant reads only.
    const companyConsultant = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
    expect((await companyCall('DELETE', `/${id}`, companyConsultant)).statusCode).toBe(403);
  });
});
