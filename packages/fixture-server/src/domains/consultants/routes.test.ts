import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, claimsOf, FIXED_NOW, sampleAddress, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { PROVIDED_CONSULTANCIES } from '../provided/provided';
import { CONSULTANT_HTTP_MESSAGES } from './routes';

/** The data set the server seeds (same seed and date), read directly. */
let seeded: Store;
beforeAll(async () => {
  seeded = new Store();
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
});
let server: FixtureServer;
let agrovale: string;
let terraforte: string;
beforeEach(async () => {
  server = await startFixture();
  agrovale = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
  terraforte = await signIn(server, DEMO.terraForte.email, 'ENTERPRISE');
});
afterEach(() => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  server.app.inject({ method, url: `/enterpriseConsultantProfileApi${url}`, payload, headers: bearer(token) });
const users = () => seeded.collection(USERS);
const idOf = (email: string) => users().find((u) => u.email === email)!._id;

const draft = {
  name: 'Larissa Campos',
  email: 'larissa.campos@agrovale.dev',
  password: 'Senha@2026',
  cpf: '52998224725',
  address: sampleAddress,
};

describe('enterpriseConsultantProfileApi: the company manages its consultants', () => {
  it('lists only its own active consultants, paged; {_id} answers those among them unpaged', async () => {
    const companyId = idOf(DEMO.agrovale.email);
    const list = await call('POST', '/filter?pageNumber=1', agrovale, { company: companyId, isDeleted: false });
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.total).toBe(3);
    for (const item of page.items) expect(users().get(item._id)!.companyId).toBe(companyId);
    expect(page.items.map((i: { _id: string }) => i._id)).toContain(idOf(DEMO.agrovaleConsultant.email));
    const foreign = idOf(DEMO.terraForteConsultant.email);
    const batch = (await call('POST', '/filter', agrovale, { _id: [page.items[0]._id, foreign] })).json();
    expect(batch.items.map((i: { _id: string }) => i._id)).toEqual([page.items[0]._id]);
    expect((await call('POST', '/filter', agrovale, { company: idOf(DEMO.terraForte.email) })).statusCode).toBe(403);
  });

  it('GET /:id answers its consultant, 404 for another company’s', async () => {
    const own = idOf(DEMO.agrovaleConsultant.email);
    expect((await call('GET', `/${own}`, agrovale)).json().email).toBe(DEMO.agrovaleConsultant.email);
    expect((await call('GET', `/${own}`, terraforte)).statusCode).toBe(404);
  });

  it('POST creates a verified company consultant who signs in; the same e-mail is 409', async () => {
    const created = await call('POST', '', agrovale, draft);
    expect(created.statusCode, created.body).toBe(201);
    const stored = (await call('GET', `/${created.json()._id}`, agrovale)).json();
    expect(stored).toMatchObject({ role: 'ENTERPRISE_CONSULTANT', cpf: '52998224725', email: draft.email });
    // Verified from the start: it signs in at once, as a consultant of the company.
    const token = await signIn(server, draft.email, 'ENTERPRISE_CONSULTANT', draft.password);
    expect(claimsOf(token).sub).toBe(created.json()._id);
    const profile = await server.app.inject({
      method: 'GET',
      url: '/enterpriseConsultantProfileApi',
      headers: bearer(token),
    });
    expect(profile.json().company._id).toBe(idOf(DEMO.agrovale.email));
    const twin = await call('POST', '', terraforte, { ...draft, cpf: undefined });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(CONSULTANT_HTTP_MESSAGES.duplicate);
    expect((await call('POST', '', agrovale, { ...draft, email: 'x@y.dev', cpf: '12345678900' })).statusCode).toBe(400);
  });

  it('PUT updates its consultant; another company’s is 404 and stays untouched', async () => {
    const own = idOf(DEMO.agrovaleConsultant.email);
    const body = {
      name: 'Consultor Renomeado',
      email: DEMO.agrovaleConsultant.email,
      phoneNumber: '+5511987654321',
      address: sampleAddress,
    };
    const updated = await call('PUT', `/${own}`, agrovale, body);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().name).toBe('Consultor Renomeado');
    expect((await call('PUT', `/${own}`, terraforte, { ...body, name: 'Invasor' })).statusCode).toBe(404);
    expect((await call('GET', `/${own}`, agrovale)).json().name).toBe('Consultor Renomeado');
  });

  it('DELETE is soft: the consultant signs in no more, their token stops working, their work stays', async () => {
    const email = DEMO.agrovaleConsultant.email;
    const id = idOf(email);
    const token = await signIn(server, email, 'ENTERPRISE_CONSULTANT');
    expect((await call('DELETE', `/${id}`, terraforte)).statusCode).toBe(404);
    expect((await call('DELETE', `/${id}`, agrovale)).statusCode).toBe(200);
    const signInAgain = await server.app.inject({
      method: 'POST',
      url: '/enterpriseAuthApi',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(signInAgain.statusCode).toBe(401);
    const own = await server.app.inject({
      method: 'GET',
      url: '/enterpriseConsultantProfileApi',
      headers: bearer(token),
    });
    expect(own.statusCode).toBe(401);
    // Still readable by the company, and their provided consultancies keep naming them.
    const kept = (await call('GET', `/${id}`, agrovale)).json();
    expect(kept.deletedAt).not.toBeNull();
    expect(kept.name).toBe(DEMO.agrovaleConsultant.name);
    const provided = seeded.collection(PROVIDED_CONSULTANCIES).filter((p) => p.consultant === id);
    expect(provided.length).toBeGreaterThan(0);
    const list = (await call('POST', '/filter', agrovale, { isDeleted: false })).json();
    expect(list.items.map((i: { _id: string }) => i._id)).not.toContain(id);
  });

  it('only a company uses these routes; the company consultant keeps its own profile at the root', async () => {
    const consultant = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
    expect((await call('POST', '/filter', consultant, {})).statusCode).toBe(403);
    expect((await call('GET', '', consultant)).json().email).toBe(DEMO.agrovaleConsultant.email);
  });
});

describe('enterpriseConsultantProfileApi/{id}: the company consultant edits their own profile (spec 001 §7)', () => {
  it('PUT at their own id saves the profile form or the résumé; a colleague’s id is missing; GET /:id stays the company’s', async () => {
    const mariana = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
    const own = idOf(DEMO.agrovaleConsultant.email);
    const edit = { name: 'Mariana Figueiredo Souza', phoneNumber: '+5527998760000', address: sampleAddress };
    const saved = await call('PUT', `/${own}`, mariana, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ _id: own, name: 'Mariana Figueiredo Souza', phoneNumber: '+5527998760000' });
    const resume = await call('PUT', `/${own}`, mariana, { professionalResume: '<p>Agrônoma há 12 anos.</p>' });
    expect(resume.json().professionalResume).toBe('<p>Agrônoma há 12 anos.</p>');
    const colleague = users().find(
      (u) => u.role === 'ENTERPRISE_CONSULTANT' && u.companyId === idOf(DEMO.agrovale.email) && u._id !== own,
    )!;
    const refused = await call('PUT', `/${colleague._id}`, mariana, edit);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(CONSULTANT_HTTP_MESSAGES.notFound);
    expect((await call('GET', `/${own}`, mariana)).statusCode).toBe(403);
  });
});
