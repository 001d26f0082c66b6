import { upstreamProfileSchema } from '@talhao/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { foldText } from '../../../http/text';
import { DEMO, DEMO_PASSWORD } from '../../../seed/demoAccounts';
import type { FixtureServer } from '../../../server';
import { bearer, FIXED_NOW, sampleAddress, signIn, startFixture } from '../../../testing/harness';

let server: FixtureServer;
let master: string;
beforeEach(async () => {
  server = await startFixture();
  master = await signIn(server, DEMO.master.email, 'MASTER');
});
afterEach(() => server.close());

const post = (url: string, payload: object, token = master) =>
  server.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
const get = (url: string, token = master) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
const filter = (payload: object, pageNumber?: number | string) =>
  post(`/masterStoreHouseUsersApi/filter${pageNumber === undefined ? '' : `?pageNumber=${pageNumber}`}`, payload);

const company = {
  name: 'Cerrado Vivo Consultoria',
  cnpj: '11222333000181',
  address: sampleAddress,
  email: 'contato@cerradovivo.com.br',
  password: 'SenhaForte1',
};
const consultant = {
  name: 'Beatriz Nogueira',
  cpf: '52998224725',
  address: sampleAddress,
  email: 'beatriz@exemplo.com.br',
  password: 'SenhaForte1',
};
const farmer = { name: 'Sebastião Moura', cpf: '11144477735', phoneNumber: '+5527998761234', address: sampleAddress };

describe('master registrations', () => {
  it('registers a company (201 {_id}); it signs in without a confirmation e-mail', async () => {
    const response = await post('/enterpriseProfileApi', company);
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json())).toEqual(['_id']);
    expect(server.outbox()).toHaveLength(0);
    const token = await signIn(server, company.email, 'ENTERPRISE', company.password);
    const profile = (await get('/enterpriseProfileApi', token)).json();
    expect(profile).toMatchObject({
      _id: response.json()._id,
      cnpj: company.cnpj,
      permissions: ['__freetrial'],
      createdAt: FIXED_NOW.toISOString(),
    });
  });

  it('answers 409 to a duplicate e-mail or CNPJ and 400 to invalid data', async () => {
    const duplicateEmail = await post('/enterpriseProfileApi', { ...company, email: DEMO.terraForte.email });
    expect(duplicateEmail.statusCode).toBe(409);
    expect(duplicateEmail.json().message).toBe('Já existe empresa com os mesmos dados');
    expect((await post('/enterpriseProfileApi', company)).statusCode).toBe(201);
    expect((await post('/enterpriseProfileApi', { ...company, email: 'outra@exemplo.com.br' })).statusCode).toBe(409);
    expect((await post('/enterpriseProfileApi', { ...company, cnpj: '123' })).statusCode).toBe(400);
    expect((await post('/enterpriseProfileApi', { ...company, address: null })).statusCode).toBe(400);
  });

  it('registers a consultant; 409 for a CPF in use; 400 for invalid data', async () => {
    const response = await post('/consultantProfileApi', consultant);
    expect(response.statusCode).toBe(201);
    const created = (await get(`/masterStoreHouseUsersApi/${response.json()._id}`)).json();
    expect(created).toMatchObject({ role: 'CONSULTANT', name: consultant.name, permissions: ['__freetrial'] });
    const duplicate = await post('/consultantProfileApi', { ...consultant, email: 'outra@exemplo.com.br' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Já existe consultor com os mesmos dados');
    expect((await post('/consultantProfileApi', { ...consultant, password: '1234567' })).statusCode).toBe(400);
  });

  it('registers a farmer without e-mail or password, created by the master', async () => {
    const response = await post('/farmerProfileApi', farmer);
    expect(response.statusCode).toBe(201);
    const created = (await get(`/masterStoreHouseUsersApi/${response.json()._id}`)).json();
    const masterId = (await get('/masterProfileApi')).json()._id;
    expect(created).toMatchObject({ role: 'USER', email: null, cpf: farmer.cpf, createdBy: masterId });
    const withEmail = await post('/farmerProfileApi', {
      ...farmer,
      cpf: '52998224725',
      phoneNumber: '+5527998760000',
      email: 'sebastiao@exemplo.com.br',
      password: '1234',
    });
    expect(withEmail.statusCode).toBe(201);
    await signIn(server, 'sebastiao@exemplo.com.br', 'USER', '1234');
  });

  it('answers 409 to a farmer whose phone, e-mail or CPF is in use, 400 to a bad phone', async () => {
    expect((await post('/farmerProfileApi', farmer)).statusCode).toBe(201);
    const phone = await post('/farmerProfileApi', { ...farmer, cpf: '52998224725' });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().message).toBe('Conflito: celular ou email já cadastrado(s)');
    const email = await post('/farmerProfileApi', {
      ...farmer,
      cpf: '52998224725',
      phoneNumber: '+5527998760000',
      email: DEMO.farmer.email,
    });
    expect(email.statusCode).toBe(409);
    expect((await post('/farmerProfileApi', { ...farmer, phoneNumber: '+55279987612' })).statusCode).toBe(400);
  });

  it('is for the master only', async () => {
    const consultantToken = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    expect((await post('/consultantProfileApi', consultant, consultantToken)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'POST', url: '/farmerProfileApi', payload: farmer })).statusCode).toBe(
      401,
    );
  });
});

describe('store-house users', () => {
  it('loads any active user by id, 404 otherwise', async () => {
    const agrovale = (await filter({ role: 'ENTERPRISE', name: 'agrovale' })).json().items[0];
    const response = await get(`/masterStoreHouseUsersApi/${agrovale._id}`);
    expect(response.statusCode).toBe(200);
    expect(upstreamProfileSchema.parse(response.json())).toMatchObject({
      name: 'Agrovale Consultoria',
      role: 'ENTERPRISE',
    });
    expect((await get('/masterStoreHouseUsersApi/0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await get('/masterStoreHouseUsersApi/nao-e-id')).statusCode).toBe(404);

    const token = await signIn(server, DEMO.expired.email, 'CONSULTANT');
    const expired = (await get('/consultantProfileApi', token)).json();
    await server.app.inject({ method: 'DELETE', url: '/consultantProfileApi', headers: bearer(token) });
    expect((await get(`/masterStoreHouseUsersApi/${expired._id}`)).statusCode).toBe(404);
  });

  it('pages users of a role, 10 per page, sorted by name', async () => {
    const first = await filter({ role: 'USER' });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ pageNumber: 1, pageSize: 10, total: 48 });
    expect(page1.items).toHaveLength(10);
    const names: string[] = page1.items.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(page1.items.every((u: { role: string }) => u.role === 'USER')).toBe(true);

    const page5 = (await filter({ role: 'USER' }, 5)).json();
    expect(page5).toMatchObject({ pageNumber: 5, total: 48 });
    expect(page5.items).toHaveLength(8);
    expect((await filter({ role: 'USER' }, 6)).json().items).toEqual([]);

    const consultants = (await filter({ role: 'ENTERPRISE_CONSULTANT' })).json();
    expect(consultants.total).toBe(6);
    expect(consultants.items.every((u: { company?: { name: string } }) => u.company?.name)).toBe(true);
    expect((await filter({ role: 'CONSULTANT' })).json().total).toBe(5);
  });

  it('filters by name (accent- and case-insensitive, contains) and by _id', async () => {
    const byName = (await filter({ role: 'USER', name: 'JOSE carlos' })).json();
    expect(byName.items.map((u: { email: string }) => u.email)).toContain(DEMO.farmer.email);
    expect(byName.items.every((u: { name: string }) => foldText(u.name).includes('jose carlos'))).toBe(true);
    expect((await filter({ role: 'ENTERPRISE', name: 'agronegocios' })).json().items[0].name).toBe(
      'Terra Forte Agronegócios',
    );
    expect((await filter({ role: 'CONSULTANT', name: 'Agrovale' })).json().total).toBe(0);

    const one = (await filter({ role: 'USER' })).json().items[3];
    const byId = (await filter({ role: 'USER', _id: one._id })).json();
    expect(byId).toMatchObject({ total: 1, items: [{ _id: one._id }] });
    expect((await filter({ role: 'CONSULTANT', _id: one._id })).json().total).toBe(0);
  });

  it('answers 400 to a bad role or page number', async () => {
    expect((await filter({ role: 'MASTER' })).statusCode).toBe(400);
    expect((await filter({})).statusCode).toBe(400);
    expect((await filter({ role: 'USER' }, 0)).statusCode).toBe(400);
    expect((await filter({ role: 'USER' }, 'abc')).statusCode).toBe(400);
  });

  it('no longer lists deleted users', async () => {
    const token = await signIn(server, DEMO.standard.email, 'CONSULTANT', DEMO_PASSWORD);
    await server.app.inject({ method: 'DELETE', url: '/consultantProfileApi', headers: bearer(token) });
    expect((await filter({ role: 'CONSULTANT' })).json().total).toBe(4);
  });
});

describe('master edits a user profile (PUT masterStoreHouseUsersApi/{id})', () => {
  const put = (id: string, payload: object, token = master) =>
    server.app.inject({ method: 'PUT', url: `/masterStoreHouseUsersApi/${id}`, payload, headers: bearer(token) });
  const edit = { name: 'José Carlos Pereira Filho', phoneNumber: '+5527998761111', address: sampleAddress };
  const farmerId = async () => (await filter({ role: 'USER', name: 'José Carlos Pereira' })).json().items[0]._id;

  it('saves name, phone, address and birth date and answers the profile', async () => {
    const id = await farmerId();
    const response = await put(id, { ...edit, birthDate: '1970-04-12' });
    expect(response.statusCode).toBe(200);
    expect(upstreamProfileSchema.parse(response.json())).toMatchObject({
      _id: id,
      ...edit,
      birthDate: '1970-04-12',
      email: DEMO.farmer.email,
    });
    expect((await get(`/masterStoreHouseUsersApi/${id}`)).json()).toMatchObject({ ...edit, birthDate: '1970-04-12' });
  });

  it('keeps birth dates only for roles that have one', async () => {
    const company = (await filter({ role: 'ENTERPRISE', name: 'agrovale' })).json().items[0];
    const response = await put(company._id, { ...edit, name: 'Agrovale Consultoria Ltda', birthDate: '1990-01-01' });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Agrovale Consultoria Ltda');
    expect(response.json().birthDate).toBeUndefined();
    const consultant = (await filter({ role: 'CONSULTANT', name: 'Ana Paula' })).json().items[0];
    expect(
      (await put(consultant._id, { ...edit, name: 'Ana Paula Ribeiro', birthDate: '1985-06-30' })).json(),
    ).toMatchObject({ birthDate: '1985-06-30' });
  });

  it('answers 400 to invalid data and a future birth date, 404 to an unknown user', async () => {
    const id = await farmerId();
    for (const payload of [
      { ...edit, name: 'Zé' },
      { ...edit, phoneNumber: '+55279987611' },
      { ...edit, address: null },
      { ...edit, birthDate: '2026-11-22' },
      {},
    ]) {
      expect((await put(id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const future = await put(id, { ...edit, birthDate: '2027-01-01' });
    expect(future.json().message).toBe('A data de nascimento não pode estar no futuro');
    const missing = await put('0123456789abcdef01234567', edit);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Usuário não encontrado!');
  });

  it('is for the master only', async () => {
    const company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    expect((await put(await farmerId(), edit, company)).statusCode).toBe(403);
  });
});
