import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROVIDED_MESSAGES } from '@talhao/schema';
import { providedPageSchema, upstreamProvidedSchema } from '@talhao/schema/upstream/provided';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { STATE_FILE } from '../../store/persistence';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { PROPERTIES } from '../farmers/farmers';
import { OFFERS } from '../offers/offers';
import { WORKS, type WorkRecord } from '../schedule/schedule';
import { PROVIDED_CONSULTANCIES, type ProvidedConsultancyRecord } from './provided';
import { PROVIDED_HTTP_MESSAGES } from './routes';

let server: FixtureServer;
let dataDir: string;
let premium: string;
let standard: string;
/** What the server started with: the default seed plus the records added below. */
const seeded = new Store();

const API = '/consultantConsultancyProvidedApi';
const id = (email: string) => seeded.collection(USERS).find((u) => u.email === email)!._id;
const premiumId = () => id(DEMO.premium.email);
const mineIn = (store: Store) => store.collection(PROVIDED_CONSULTANCIES).filter((p) => p.consultant === premiumId());
const farmersOf = (email: string) =>
  seeded.collection(USERS).filter((u) => u.role === 'USER' && u.deletedAt === null && u.createdBy === id(email));
const propertiesOf = (farmerId: string) => seeded.collection(PROPERTIES).filter((p) => p.user === farmerId);
const offersOf = (email: string) => seeded.collection(OFFERS).filter((c) => c.consultant === id(email));

/** A work of a provided consultancy, to see DELETE take it along. */
const work = (provided: ProvidedConsultancyRecord, suffix: string): WorkRecord => ({
  _id: `${provided._id.slice(0, 20)}${suffix}`,
  consultant: provided.consultant,
  user: provided.user,
  consultancyProvided: provided._id,
  title: 'Visita técnica',
  day: provided.startDate,
  startWork: '08:00',
  endWork: '10:00',
  status: 'PLANNED',
  format: 'IN-PERSON',
  price: null,
  priceCalculated: null,
  sectors: [],
  createdAt: FIXED_NOW.toISOString(),
  updatedAt: FIXED_NOW.toISOString(),
});

/** Premium serves one of the standard consultant's farmers (visible through the provided consultancy only). */
const SERVED_ID = 'aaaaaaaaaaaaaaaaaaaa0001';

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  const served = farmersOf(DEMO.standard.email)[0]!;
  seeded.collection(PROVIDED_CONSULTANCIES).insert({
    _id: SERVED_ID,
    consultancy: offersOf(DEMO.premium.email)[0]!._id,
    consultant: premiumId(),
    company: null,
    user: served._id,
    property: propertiesOf(served._id)[0]!._id,
    fixedPrice: 1200,
    status: 'COMPLETED',
    startDate: '2026-03-02',
    endDate: '2026-04-30',
    createdAt: '2026-02-20T12:00:00.000Z',
    updatedAt: '2026-02-20T12:00:00.000Z',
  });
  const target = mineIn(seeded).find((p) => p.status === 'CANCELED')!;
  seeded.collection(WORKS).insert(work(target, '0001'));
  seeded.collection(WORKS).insert(work(target, '0002'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'talhao-provided-'));
  await writeFile(path.join(dataDir, STATE_FILE), JSON.stringify(seeded.toJSON()));
  server = await startFixture({ dataDir });
  premium = await signIn(server, DEMO.premium.email, 'CONSULTANT');
  standard = await signIn(server, DEMO.standard.email, 'CONSULTANT');
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const page = providedPageSchema;
const LISTED = ['PLANNED', 'IN-PROGRESS', 'COMPLETED', 'CANCELED'];

describe('POST consultantConsultancyProvidedApi/filter', () => {
  it('lists the caller’s PLANNED, IN-PROGRESS, COMPLETED and CANCELED ones, newest start first', async () => {
    const expected = mineIn(seeded).filter((p) => LISTED.includes(p.status));
    const first = page.parse((await call('POST', `${API}/filter?pageNumber=1`, premium, {})).json());
    expect(first.total).toBe(expected.length);
    expect(first.items).toHaveLength(10);
    const all = [...first.items];
    for (let n = 2; n <= Math.ceil(first.total / 10); n++) {
      all.push(...page.parse((await call('POST', `${API}/filter?pageNumber=${n}`, premium, {})).json()).items);
    }
    expect(new Set(all.map((p) => p._id))).toEqual(new Set(expected.map((p) => p._id)));
    const starts = all.map((p) => p.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(all.every((p) => LISTED.includes(p.status) && p.property)).toBe(true);
  });

  it('filters by status, farmer, offer and start range', async () => {
    const rejected = (await call('POST', `${API}/filter`, premium, { status: ['REJECTED'] })).json();
    expect(rejected.total).toBe(mineIn(seeded).filter((p) => p.status === 'REJECTED').length);
    expect(rejected.items.every((p: { status: string }) => p.status === 'REJECTED')).toBe(true);

    const farmer = id(DEMO.farmer.email);
    const byFarmer = (await call('POST', `${API}/filter`, premium, { user: farmer })).json();
    expect(byFarmer.total).toBe(mineIn(seeded).filter((p) => p.user === farmer && LISTED.includes(p.status)).length);

    const offer = mineIn(seeded)[0]!.consultancy;
    const byOffer = (await call('POST', `${API}/filter`, premium, { consultancy: offer, status: LISTED })).json();
    expect(byOffer.items.every((p: { consultancy: string }) => p.consultancy === offer)).toBe(true);

    const inRange = (await call('POST', `${API}/filter`, premium, { startFrom: '2026-05-01', startTo: '2026-07-31' }))
      .json()
      .items.map((p: { startDate: string }) => p.startDate);
    const expected = mineIn(seeded).filter(
      (p) => LISTED.includes(p.status) && p.startDate >= '2026-05-01' && p.startDate <= '2026-07-31',
    );
    expect(inRange).toHaveLength(Math.min(10, expected.length));
    expect(inRange.every((d: string) => d >= '2026-05-01' && d <= '2026-07-31')).toBe(true);

    expect((await call('POST', `${API}/filter`, premium, { status: ['DONE'] })).statusCode).toBe(400);
    expect((await call('POST', `${API}/filter`, premium, { startFrom: '2026-13-01' })).statusCode).toBe(400);
  });

  it('by ids: only the caller’s, every status, in one page', async () => {
    const request = mineIn(seeded).find((p) => p.status === 'REQUESTED')!;
    const listed = mineIn(seeded).find((p) => p.status === 'PLANNED')!;
    const foreign = seeded.collection(PROVIDED_CONSULTANCIES).find((p) => p.consultant === id(DEMO.standard.email))!;
    const response = await call('POST', `${API}/filter?pageNumber=2`, premium, {
      _id: [request._id, listed._id, foreign._id],
    });
    const body = page.parse(response.json());
    expect(new Set(body.items.map((p) => p._id))).toEqual(new Set([request._id, listed._id]));
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 3, total: 2 });
    const single = (await call('POST', `${API}/filter`, premium, { _id: listed._id })).json();
    expect(single.items.map((p: { _id: string }) => p._id)).toEqual([listed._id]);
  });
});

describe('GET consultantConsultancyProvidedApi/{id}', () => {
  it('answers the caller’s own and 404 for another consultant’s', async () => {
    const own = mineIn(seeded)[0]!;
    const response = await call('GET', `${API}/${own._id}`, premium);
    expect(response.statusCode).toBe(200);
    expect(upstreamProvidedSchema.parse(response.json())).toMatchObject({
      _id: own._id,
      consultancy: own.consultancy,
      user: own.user,
      property: own.property,
      status: own.status,
    });
    const foreign = await call('GET', `${API}/${own._id}`, standard);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(PROVIDED_HTTP_MESSAGES.notFound);
  });

  it('a farmer served through a provided consultancy becomes visible with their properties', async () => {
    const served = farmersOf(DEMO.standard.email)[0]!;
    expect((await call('GET', `/consultantFarmerProfileApi/${served._id}`, premium)).statusCode).toBe(200);
    const properties = await call('GET', `/farmerPropertyApi/filter/${served._id}`, premium);
    expect(properties.json().total).toBe(propertiesOf(served._id).length);
  });
});

describe('requests', () => {
  it('lists REQUESTED ones, newest created first', async () => {
    const expected = mineIn(seeded)
      .filter((p) => p.status === 'REQUESTED')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id));
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const response = page.parse((await call('GET', `${API}/requests?pageNumber=1`, premium)).json());
    expect(response.items.map((p) => p._id)).toEqual(expected.slice(0, 10).map((p) => p._id));
  });

  it('accepts (PLANNED), refuses (REJECTED), and 409 once answered', async () => {
    const [first, second] = mineIn(seeded).filter((p) => p.status === 'REQUESTED');
    expect((await call('PUT', `${API}/requests/${first!._id}?res=true`, standard)).statusCode).toBe(404);
    expect((await call('PUT', `${API}/requests/${first!._id}?res=maybe`, premium)).statusCode).toBe(400);

    const accepted = await call('PUT', `${API}/requests/${first!._id}?res=true`, premium);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ _id: first!._id, status: 'PLANNED' });
    const again = await call('PUT', `${API}/requests/${first!._id}?res=false`, premium);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PROVIDED_HTTP_MESSAGES.notRequested);

    const refused = await call('PUT', `${API}/requests/${second!._id}?res=false`, premium);
    expect(refused.json()).toMatchObject({ _id: second!._id, status: 'REJECTED' });
    const requests = (await call('GET', `${API}/requests`, premium)).json().items.map((p: { _id: string }) => p._id);
    expect(requests).not.toContain(first!._id);
    expect(requests).not.toContain(second!._id);
  });
});

describe('POST consultantConsultancyApi/filter by ids (offers named by provided consultancies)', () => {
  it('answers the caller’s offers among the ids in one page; 400 over 100 ids', async () => {
    const token = await signIn(server, DEMO.standard.email, 'CONSULTANT');
    const mine = offersOf(DEMO.standard.email).slice(0, 2);
    const foreign = offersOf(DEMO.premium.email)[0]!;
    const response = await call('POST', '/consultantConsultancyApi/filter?pageNumber=4', token, {
      _id: [...mine.map((o) => o._id), foreign._id],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(new Set(body.items.map((o: { _id: string }) => o._id))).toEqual(new Set(mine.map((o) => o._id)));
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 3, total: 2 });
    const tooMany = Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, '0'));
    expect((await call('POST', '/consultantConsultancyApi/filter', token, { _id: tooMany })).statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('is CONSULTANT only: a company or a farmer gets 403', async () => {
    const company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    const farmer = await signIn(server, DEMO.farmer.email, 'USER');
    expect((await call('POST', `${API}/filter`, company, {})).statusCode).toBe(403);
    expect((await call('GET', `${API}/requests`, farmer)).statusCode).toBe(403);
  });
});

describe('create, edit and delete', () => {
  const farmer = () => farmersOf(DEMO.premium.email)[0]!;
  const valid = () => ({
    consultancy: offersOf(DEMO.premium.email)[0]!._id,
    user: farmer()._id,
    property: propertiesOf(farmer()._id)[0]!._id,
    fixedPrice: 1500,
    status: 'PLANNED',
    startDate: '2026-12-01',
    endDate: '2027-02-28',
  });

  it('400 with the form’s messages, keyed by the provider’s field names', async () => {
    const empty = await call('POST', API, premium, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      statusCode: 400,
      message: PROVIDED_MESSAGES.consultancy,
      fields: {
        consultancy: PROVIDED_MESSAGES.consultancy,
        user: PROVIDED_MESSAGES.farmer,
        property: PROVIDED_MESSAGES.property,
        fixedPrice: PROVIDED_MESSAGES.fixedPrice,
        status: PROVIDED_MESSAGES.status,
        startDate: PROVIDED_MESSAGES.startDate,
      },
    });
    const backwards = await call('POST', API, premium, { ...valid(), endDate: '2026-11-30' });
    expect(backwards.json()).toMatchObject({
      message: PROVIDED_MESSAGES.endBeforeStart,
      fields: { endDate: PROVIDED_MESSAGES.endBeforeStart },
    });
    const canceled = await call('POST', API, premium, { ...valid(), status: 'CANCELED' });
    expect(canceled.json()).toMatchObject({ fields: { status: PROVIDED_MESSAGES.canceledOnCreate } });
    const price = await call('POST', API, premium, { ...valid(), fixedPrice: 'abc' });
    expect(price.json().fields).toEqual({ fixedPrice: PROVIDED_MESSAGES.fixedPrice });
  });

  it('403 for another consultant’s offer or a farmer not visible; 400 for a property of another farmer', async () => {
    const foreignOffer = await call('POST', API, premium, {
      ...valid(),
      consultancy: offersOf(DEMO.standard.email)[0]!._id,
    });
    expect(foreignOffer.statusCode).toBe(403);
    expect(foreignOffer.json().message).toBe(PROVIDED_HTTP_MESSAGES.offerNotYours);
    const hidden = farmersOf(DEMO.standard.email)[1]!;
    const foreignFarmer = await call('POST', API, premium, {
      ...valid(),
      user: hidden._id,
      property: propertiesOf(hidden._id)[0]!._id,
    });
    expect(foreignFarmer.statusCode).toBe(403);
    expect(foreignFarmer.json().message).toBe(PROVIDED_HTTP_MESSAGES.farmerNotVisible);
    const otherFarmer = farmersOf(DEMO.premium.email)[1]!;
    const wrongProperty = await call('POST', API, premium, {
      ...valid(),
      property: propertiesOf(otherFarmer._id)[0]!._id,
    });
    expect(wrongProperty.statusCode).toBe(400);
    expect(wrongProperty.json().message).toBe(PROVIDED_HTTP_MESSAGES.propertyNotOfFarmer);
  });

  it('creates (201 {_id}) then edits with PUT and the _id in the body', async () => {
    const created = await call('POST', API, premium, { ...valid(), fixedPrice: '1250,5' });
    expect(created.statusCode).toBe(201);
    const { _id } = created.json();
    expect(Object.keys(created.json())).toEqual(['_id']);
    const read = (await call('GET', `${API}/${_id}`, premium)).json();
    expect(read).toMatchObject({ ...valid(), fixedPrice: 1250.5, createdAt: FIXED_NOW.toISOString() });

    const edited = await call('PUT', API, premium, { _id, ...valid(), status: 'CANCELED', endDate: null });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ _id, status: 'CANCELED', endDate: null });

    expect((await call('PUT', API, standard, { _id, ...valid() })).statusCode).toBe(404);
    expect((await call('PUT', API, premium, valid())).statusCode).toBe(400);
    const invalid = await call('PUT', API, premium, { _id, ...valid(), startDate: '' });
    expect(invalid.json()).toMatchObject({ statusCode: 400, fields: { startDate: PROVIDED_MESSAGES.startDate } });
    const foreignOffer = await call('PUT', API, premium, {
      _id,
      ...valid(),
      consultancy: offersOf(DEMO.standard.email)[0]!._id,
    });
    expect(foreignOffer.statusCode).toBe(403);
  });

  // Last test of the file: it closes the server to read the state it saved.
  it('DELETE removes it with its works; 404 for another consultant’s', async () => {
    const target = mineIn(seeded).find((p) => p.status === 'CANCELED')!;
    expect((await call('DELETE', `${API}/${target._id}`, standard)).statusCode).toBe(404);
    const removed = await call('DELETE', `${API}/${target._id}`, premium);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `${API}/${target._id}`, premium)).statusCode).toBe(404);
    expect((await call('DELETE', `${API}/${target._id}`, premium)).statusCode).toBe(404);
    await server.close();
    // Works have no read route here: the saved state shows what the server kept.
    const saved = JSON.parse(await readFile(path.join(dataDir, STATE_FILE), 'utf8'));
    const works = (saved.collections[WORKS.name] ?? []) as WorkRecord[];
    expect(works.filter((w) => w.consultancyProvided === target._id)).toHaveLength(0);
    // Two added above, plus any the schedule seed gave it.
    expect(seeded.collection(WORKS).filter((w) => w.consultancyProvided === target._id).length).toBeGreaterThanOrEqual(
      2,
    );
  });
});
