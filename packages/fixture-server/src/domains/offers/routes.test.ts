import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, GIF_BYTES, multipart, PNG_BYTES, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { PROVIDED_CONSULTANCIES } from '../provided/provided';
import { OFFERS } from './offers';

let server: FixtureServer;
let consultant: string;
let other: string;
let company: string;
let companyConsultant: string;
let master: string;
/** The same seed as the server's: what the server started with. */
const seeded = new Store();

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  server = await startFixture();
  consultant = await signIn(server, DEMO.premium.email, 'CONSULTANT');
  other = await signIn(server, DEMO.standard.email, 'CONSULTANT');
  company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
  companyConsultant = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
  master = await signIn(server, DEMO.master.email, 'MASTER');
});
afterAll(() => server.close());

const userId = (email: string) => seeded.collection(USERS).find((u) => u.email === email)!._id;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

let counter = 0;
const offer = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    name: `Consultoria de teste ${counter}`,
    format: 'IN-PERSON',
    cultures: ['Soja', 'Milho'],
    price: [150, 300],
    priceType: ['PER_HECTARE', 'PER_VISIT'],
    regionOffered: [
      {
        city: 'Uberlândia',
        stateFrom: 'MG',
        formattedAddress: 'Uberlândia - MG, Brasil',
        coords: { latitude: -18.9186, longitude: -48.2772 },
      },
    ],
    summary: 'Acompanhamento técnico da lavoura.',
    content: '<p>Visitas quinzenais com relatório.</p>',
    ...overrides,
  };
};

describe('consultantConsultancyApi', () => {
  it('filter: the caller’s own offers, newest first, 10 per page, 12+ for a demo consultant', async () => {
    const first = await call('POST', '/consultantConsultancyApi/filter?pageNumber=1', consultant, {});
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.items).toHaveLength(10);
    expect(page.pageSize).toBe(10);
    const mine = userId(DEMO.premium.email);
    const stored = seeded.collection(OFFERS).filter((c) => c.consultant === mine);
    expect(page.total).toBe(stored.length);
    const dates = page.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await call('POST', '/consultantConsultancyApi/filter?pageNumber=2', consultant, {})).json();
    expect(second.items).toHaveLength(page.total - 10);
    const item = page.items[0];
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining(['_id', 'name', 'format', 'cultures', 'price', 'priceType', 'regionOffered', 'content']),
    );
  });

  it('filter by name: accent-insensitive contains', async () => {
    const created = await call(
      'POST',
      '/consultantConsultancyApi',
      consultant,
      offer({ name: 'Nutrição de cafés especiais' }),
    );
    expect(created.statusCode).toBe(201);
    const found = (
      await call('POST', '/consultantConsultancyApi/filter', consultant, { name: 'NUTRICAO DE CAF' })
    ).json();
    expect(found.items.map((i: { name: string }) => i.name)).toContain('Nutrição de cafés especiais');
    const notOthers = (
      await call('POST', '/consultantConsultancyApi/filter', other, { name: 'cafés especiais' })
    ).json();
    expect(notOthers.total).toBe(0);
  });

  it('create 201 {_id}, get 200, another consultant gets 404', async () => {
    const body = offer();
    const created = await call('POST', '/consultantConsultancyApi', consultant, body);
    expect(created.statusCode).toBe(201);
    const { _id } = created.json();
    expect(Object.keys(created.json())).toEqual(['_id']);
    const got = await call('GET', `/consultantConsultancyApi/${_id}`, consultant);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ _id, ...body });
    expect((await call('GET', `/consultantConsultancyApi/${_id}`, other)).statusCode).toBe(404);
    expect((await call('GET', '/consultantConsultancyApi/000000000000000000000000', consultant)).statusCode).toBe(404);
  });

  it('create with AGREED_PRICE and ONLINE: no lines, no regions', async () => {
    const body = offer({ format: 'ONLINE', price: 'AGREED_PRICE', priceType: 'AGREED_PRICE', regionOffered: [] });
    const { _id } = (await call('POST', '/consultantConsultancyApi', consultant, body)).json();
    const got = (await call('GET', `/consultantConsultancyApi/${_id}`, consultant)).json();
    expect(got).toMatchObject({ price: 'AGREED_PRICE', priceType: ['AGREED_PRICE'], regionOffered: [] });
  });

  it('create 409 for the same name (same owner only), 400 with the form’s message', async () => {
    const body = offer();
    expect((await call('POST', '/consultantConsultancyApi', consultant, body)).statusCode).toBe(201);
    expect(
      (await call('POST', '/consultantConsultancyApi', consultant, { ...body, name: body.name.toUpperCase() }))
        .statusCode,
    ).toBe(409);
    expect((await call('POST', '/consultantConsultancyApi', other, body)).statusCode).toBe(201);
    const noName = await call('POST', '/consultantConsultancyApi', consultant, offer({ name: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('Digite o nome da consultoria');
    const noRegion = await call('POST', '/consultantConsultancyApi', consultant, offer({ regionOffered: [] }));
    expect(noRegion.json().message).toBe(
      'Se a modalidade for presencial, é obrigatório inserir a região de atendimento (regionOffered)',
    );
    const noType = await call('POST', '/consultantConsultancyApi', consultant, offer({ priceType: ['PER_HECTARE'] }));
    expect(noType.json().message).toBe('Selecione uma opção (price.1.feeType)');
    const short = await call('POST', '/consultantConsultancyApi', consultant, offer({ content: '<p>curto</p>' }));
    expect(short.json().message).toContain('A descrição da consultoria deve ter pelo menos 8 caracteres');
  });

  it('PUT 200 with the offer; 404 for another owner; 409 on another offer’s name; 400', async () => {
    const a = offer();
    const b = offer();
    const { _id } = (await call('POST', '/consultantConsultancyApi', consultant, a)).json();
    await call('POST', '/consultantConsultancyApi', consultant, b);
    const updated = await call('PUT', `/consultantConsultancyApi/${_id}`, consultant, { ...a, cultures: ['Café'] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ _id, cultures: ['Café'] });
    expect((await call('PUT', `/consultantConsultancyApi/${_id}`, other, a)).statusCode).toBe(404);
    expect((await call('PUT', `/consultantConsultancyApi/${_id}`, consultant, { ...a, name: b.name })).statusCode).toBe(
      409,
    );
    expect((await call('PUT', `/consultantConsultancyApi/${_id}`, consultant, { ...a, format: 'X' })).statusCode).toBe(
      400,
    );
  });

  it('DELETE 200 then 404', async () => {
    const { _id } = (await call('POST', '/consultantConsultancyApi', consultant, offer())).json();
    expect((await call('DELETE', `/consultantConsultancyApi/${_id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/consultantConsultancyApi/${_id}`, consultant)).statusCode).toBe(200);
    expect((await call('DELETE', `/consultantConsultancyApi/${_id}`, consultant)).statusCode).toBe(404);
  });

  it('get-clients (POST): distinct farmers with a provided consultancy of the offer', async () => {
    const provided = seeded.collection(PROVIDED_CONSULTANCIES).all();
    const mine = userId(DEMO.premium.email);
    const offers = seeded.collection(OFFERS).filter((c) => c.consultant === mine);
    const withClients = offers.find((o) => provided.some((p) => p.consultancy === o._id))!;
    const expected = new Set(provided.filter((p) => p.consultancy === withClients._id).map((p) => p.user)).size;
    const answer = await call('POST', `/consultantConsultancyApi/get-clients/${withClients._id}`, consultant);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ count: expected });
    expect(expected).toBeGreaterThan(0);
    expect((await call('POST', `/consultantConsultancyApi/get-clients/${withClients._id}`, other)).statusCode).toBe(
      404,
    );
  });

  it('picture-update: 201 offer with image, 415 for another type, 404 for another owner', async () => {
    const { _id } = (await call('POST', '/consultantConsultancyApi', consultant, offer())).json();
    const upload = (token: string, body = multipart('file', PNG_BYTES, 'capa.png')) =>
      server.app.inject({
        method: 'POST',
        url: `/consultantConsultancyApi/picture-update/${_id}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
    const ok = await upload(consultant);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().image).toEqual({ url: expect.stringMatching(/^\/uploads\/.+\.png$/), originalname: 'capa.png' });
    expect((await upload(consultant, multipart('file', GIF_BYTES))).statusCode).toBe(415);
    expect((await upload(other)).statusCode).toBe(404);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(3 * 1024 * 1024 + 10)]);
    expect((await upload(consultant, multipart('file', big))).statusCode).toBe(413);
  });

  it('a company cannot use the consultant family (403)', async () => {
    expect((await call('POST', '/consultantConsultancyApi/filter', company, {})).statusCode).toBe(403);
  });
});

describe('enterpriseConsultancyApi', () => {
  it('a company lists its own; its consultant reads the same; get-clients by GET', async () => {
    const companyList = (await call('POST', '/enterpriseConsultancyApi/filter', company, {})).json();
    const consultantList = (await call('POST', '/enterpriseConsultancyApi/filter', companyConsultant, {})).json();
    const agrovale = userId(DEMO.agrovale.email);
    expect(companyList.total).toBe(seeded.collection(OFFERS).filter((c) => c.company === agrovale).length);
    expect(consultantList.items).toEqual(companyList.items);
    const id = companyList.items[0]._id;
    expect((await call('GET', `/enterpriseConsultancyApi/${id}`, companyConsultant)).statusCode).toBe(200);
    const clients = await call('GET', `/enterpriseConsultancyApi/get-clients/${id}`, companyConsultant);
    expect(clients.statusCode).toBe(200);
    expect(typeof clients.json().count).toBe('number');
    const terraForte = await signIn(server, DEMO.terraForte.email, 'ENTERPRISE');
    expect((await call('GET', `/enterpriseConsultancyApi/${id}`, terraForte)).statusCode).toBe(404);
  });

  it('only the company writes: create 201, its consultant 403 on create, edit and delete', async () => {
    const created = await call('POST', '/enterpriseConsultancyApi', company, offer());
    expect(created.statusCode).toBe(201);
    const { _id } = created.json();
    expect((await call('POST', '/enterpriseConsultancyApi', companyConsultant, offer())).statusCode).toBe(403);
    expect((await call('PUT', `/enterpriseConsultancyApi/${_id}`, companyConsultant, offer())).statusCode).toBe(403);
    expect((await call('DELETE', `/enterpriseConsultancyApi/${_id}`, companyConsultant)).statusCode).toBe(403);
    expect((await call('DELETE', `/enterpriseConsultancyApi/${_id}`, company)).statusCode).toBe(200);
  });

  it('a MASTER reads a company’s offers under viewAs, but cannot write', async () => {
    const agrovale = userId(DEMO.agrovale.email);
    const headers = { ...bearer(master), 'x-on-behalf-of': agrovale };
    const list = await server.app.inject({
      method: 'POST',
      url: '/enterpriseConsultancyApi/filter',
      headers,
      payload: {},
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThan(0);
    const write = await server.app.inject({
      method: 'POST',
      url: '/enterpriseConsultancyApi',
      headers,
      payload: offer(),
    });
    expect(write.statusCode).toBe(403);
  });
});
