import { providedPageSchema, upstreamProvidedSchema } from '@talhao/schema/upstream/provided';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { PROPERTIES } from '../farmers/farmers';
import { OFFERS } from '../offers/offers';
import { PROVIDED_CONSULTANCIES } from './provided';
import { COMPANY_CONSULTANT_STATUSES, COMPANY_REQUESTS } from './seed';

/** enterpriseConsultancyProvidedApi (issue 16): the company reads its consultants' records, each consultant their own. */
const API = '/enterpriseConsultancyProvidedApi';
const seeded = new Store();
let server: FixtureServer;
let agrovale: string;
let terraforte: string;
let consultant: string;
let colleague: string;

const user = (email: string) => seeded.collection(USERS).find((u) => u.email === email)!;
const provided = () => seeded.collection(PROVIDED_CONSULTANCIES).all();

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  server = await startFixture();
  agrovale = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
  terraforte = await signIn(server, DEMO.terraForte.email, 'ENTERPRISE');
  consultant = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
  colleague = await signIn(server, 'consultor2.agrovale@talhao.dev', 'ENTERPRISE_CONSULTANT');
});
afterAll(async () => {
  await server.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('the seed of the companies', () => {
  it('every company consultant has deliveries in every status, and every company pending requests', () => {
    const consultants = seeded
      .collection(USERS)
      .filter((u) => u.role === 'ENTERPRISE_CONSULTANT' && u.deletedAt === null);
    expect(consultants.length).toBeGreaterThanOrEqual(6);
    for (const c of consultants) {
      const statuses = new Set(
        provided()
          .filter((p) => p.consultant === c._id)
          .map((p) => p.status),
      );
      for (const status of COMPANY_CONSULTANT_STATUSES) expect(statuses, `${c.email} ${status}`).toContain(status);
    }
    for (const company of [user(DEMO.agrovale.email), user(DEMO.terraForte.email)]) {
      const pending = provided().filter((p) => p.company === company._id && p.status === 'REQUESTED');
      expect(pending.length).toBeGreaterThanOrEqual(COMPANY_REQUESTS);
      expect(pending.every((p) => p.property !== null)).toBe(true);
    }
  });
});

describe('POST enterpriseConsultancyProvidedApi/filter', () => {
  it("a company lists every consultant's records of its own, with the consultant populated", async () => {
    const company = user(DEMO.agrovale.email)._id;
    const body = providedPageSchema.parse((await call('POST', `${API}/filter?pageNumber=1`, agrovale, {})).json());
    const expected = provided().filter(
      (p) => p.company === company && ['PLANNED', 'IN-PROGRESS', 'COMPLETED', 'CANCELED'].includes(p.status),
    );
    expect(body.total).toBe(expected.length);
    expect(new Set(body.items.map((p) => p.consultant?._id)).size).toBeGreaterThan(1);
    const ids = new Set(expected.map((p) => p._id));
    expect(body.items.every((p) => ids.has(p._id) && p.consultant?.name)).toBe(true);
  });

  it('a company consultant lists their own only; the consultant family refuses the role (403)', async () => {
    const me = user(DEMO.agrovaleConsultant.email)._id;
    const body = providedPageSchema.parse(
      (await call('POST', `${API}/filter`, consultant, { status: COMPANY_CONSULTANT_STATUSES })).json(),
    );
    expect(body.total).toBe(provided().filter((p) => p.consultant === me && p.status !== 'REQUESTED').length);
    expect(body.items.every((p) => p.consultant?._id === me)).toBe(true);
    expect((await call('POST', '/consultantConsultancyProvidedApi/filter', consultant, {})).statusCode).toBe(403);
  });
});

describe('GET enterpriseConsultancyProvidedApi/:id', () => {
  it("answers 404 for another company's record and a colleague's", async () => {
    const mine = provided().find((p) => p.consultant === user(DEMO.agrovaleConsultant.email)._id)!;
    expect(upstreamProvidedSchema.parse((await call('GET', `${API}/${mine._id}`, agrovale)).json())._id).toBe(mine._id);
    expect((await call('GET', `${API}/${mine._id}`, consultant)).statusCode).toBe(200);
    expect((await call('GET', `${API}/${mine._id}`, terraforte)).statusCode).toBe(404);
    expect((await call('GET', `${API}/${mine._id}`, colleague)).statusCode).toBe(404);
  });
});

describe('requests', () => {
  it('the company lists its pending requests (GET and POST), answers them; a company consultant may not (403)', async () => {
    const company = user(DEMO.agrovale.email)._id;
    const viaGet = providedPageSchema.parse((await call('GET', `${API}/requests`, agrovale)).json());
    const viaPost = providedPageSchema.parse((await call('POST', `${API}/requests`, agrovale, {})).json());
    expect(viaPost).toEqual(viaGet);
    expect(viaGet.total).toBe(provided().filter((p) => p.company === company && p.status === 'REQUESTED').length);
    const [first, second] = viaGet.items;
    expect((await call('PUT', `${API}/requests/${first!._id}?res=true`, consultant)).statusCode).toBe(403);
    expect((await call('PUT', `${API}/requests/${first!._id}?res=true`, terraforte)).statusCode).toBe(404);
    const accepted = await call('PUT', `${API}/requests/${first!._id}?res=true`, agrovale);
    expect(accepted.json().status).toBe('PLANNED');
    const refused = await call('PUT', `${API}/requests/${second!._id}?res=false`, agrovale);
    expect(refused.json().status).toBe('REJECTED');
    expect((await call('PUT', `${API}/requests/${second!._id}?res=true`, agrovale)).statusCode).toBe(409);
  });
});

describe('writes', () => {
  const body = () => {
    const me = user(DEMO.agrovaleConsultant.email);
    const farmer = seeded
      .collection(USERS)
      .find((u) => u.createdBy === me._id && seeded.collection(PROPERTIES).filter((p) => p.user === u._id).length > 0)!;
    const property = seeded.collection(PROPERTIES).find((p) => p.user === farmer._id)!;
    const offer = seeded.collection(OFFERS).find((o) => o.company === me.companyId)!;
    return {
      consultancy: offer._id,
      user: farmer._id,
      property: property._id,
      fixedPrice: 900,
      status: 'PLANNED',
      startDate: '2026-12-01',
    };
  };

  it('a company consultant creates one for their company, edits and deletes it; the company may not write (403)', async () => {
    expect((await call('POST', API, agrovale, body())).statusCode).toBe(403);
    const created = await call('POST', API, consultant, body());
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    const stored = (await call('GET', `${API}/${id}`, agrovale)).json();
    expect(stored.consultant._id).toBe(user(DEMO.agrovaleConsultant.email)._id);
    expect((await call('PUT', API, colleague, { ...body(), _id: id })).statusCode).toBe(404);
    const edited = await call('PUT', API, consultant, { ...body(), _id: id, fixedPrice: 1100 });
    expect(edited.json().fixedPrice).toBe(1100);
    expect((await call('DELETE', `${API}/${id}`, agrovale)).statusCode).toBe(403);
    expect((await call('DELETE', `${API}/${id}`, colleague)).statusCode).toBe(404);
    expect((await call('DELETE', `${API}/${id}`, consultant)).statusCode).toBe(200);
  });

  it("refuses another company's offer (403)", async () => {
    const foreign = seeded.collection(OFFERS).find((o) => o.company === user(DEMO.terraForte.email)._id)!;
    expect((await call('POST', API, consultant, { ...body(), consultancy: foreign._id })).statusCode).toBe(403);
  });
});
