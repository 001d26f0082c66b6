import { farmerPageSchema, upstreamFarmerSchema } from '@talhao/schema/upstream/farmers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, sampleAddress, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { FARMER_HTTP_MESSAGES } from './profileRoutes';
import { FARM_HTTP_MESSAGES } from './routes';
import { visibleFarmerIds } from './visibility';

let server: FixtureServer;
let premium: string;
let standard: string;
let company: string;
let employee: string;
/** The seed the server started with (records created by the tests are read through the API). */
const seeded = new Store();

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  server = await startFixture();
  premium = await signIn(server, DEMO.premium.email, 'CONSULTANT');
  standard = await signIn(server, DEMO.standard.email, 'CONSULTANT');
  company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
  employee = await signIn(server, DEMO.agrovaleConsultant.email, 'ENTERPRISE_CONSULTANT');
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const users = () => seeded.collection(USERS);
const idOf = (email: string) => users().find((u) => u.email === email)!._id;

const newFarmer = (n: number) => ({
  name: 'Joana Pereira',
  email: `joana.${n}@exemplo.com.br`,
  phoneNumber: `+55279880000${String(n).padStart(2, '0')}`,
  address: sampleAddress,
});

describe('consultantFarmerProfileApi writes', () => {
  it('POST registers a farmer created by the caller (201 {_id}), password optional; the caller then sees them', async () => {
    const response = await call('POST', '/consultantFarmerProfileApi', premium, newFarmer(1));
    expect(response.statusCode).toBe(201);
    const { _id } = response.json();
    const read = await call('GET', `/consultantFarmerProfileApi/${_id}`, premium);
    expect(upstreamFarmerSchema.parse(read.json())).toMatchObject({
      _id,
      name: 'Joana Pereira',
      createdBy: idOf(DEMO.premium.email),
      properties: [],
    });
    expect((await call('GET', `/consultantFarmerProfileApi/${_id}`, standard)).statusCode).toBe(404);

    const withPassword = await call('POST', '/consultantFarmerProfileApi', premium, {
      ...newFarmer(2),
      password: 'segredo',
    });
    expect(withPassword.statusCode).toBe(201);
  });

  it('POST answers 409 for a taken e-mail or mobile, 400 with the form message for a bad body', async () => {
    const taken = users().find((u) => u.email === DEMO.farmer.email)!;
    const byEmail = await call('POST', '/consultantFarmerProfileApi', premium, { ...newFarmer(3), email: taken.email });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().message).toBe(FARMER_HTTP_MESSAGES.conflict);
    const byPhone = await call('POST', '/consultantFarmerProfileApi', premium, {
      ...newFarmer(4),
      phoneNumber: taken.phoneNumber,
    });
    expect(byPhone.statusCode).toBe(409);
    const bad = await call('POST', '/consultantFarmerProfileApi', premium, { ...newFarmer(5), name: 'Zé' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('O nome deve ter no mínimo 4 caracteres');
  });

  it('PUT edits only a farmer the caller registered: 200, 403 for a served farmer, 404 for an invisible one', async () => {
    const created = (await call('POST', '/consultantFarmerProfileApi', premium, newFarmer(6))).json()._id as string;
    const edit = { ...newFarmer(6), name: 'Joana Pereira Lima', birthDate: '1980-05-17' };
    const ok = await call('PUT', `/consultantFarmerProfileApi/${created}`, premium, edit);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ _id: created, name: 'Joana Pereira Lima', birthDate: '1980-05-17' });

    const premiumId = idOf(DEMO.premium.email);
    const premiumUser = users().get(premiumId)!;
    const notMine = [...visibleFarmerIds(seeded, premiumUser)]
      .map((id) => users().get(id)!)
      .find((f) => f.createdBy !== premiumId);
    expect(notMine).toBeTruthy();
    const refused = await call('PUT', `/consultantFarmerProfileApi/${notMine!._id}`, premium, edit);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(FARMER_HTTP_MESSAGES.notCreator);

    const hidden = await call('PUT', `/consultantFarmerProfileApi/${created}`, standard, edit);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(FARM_HTTP_MESSAGES.farmerNotFound);

    const taken = users().find((u) => u.email === DEMO.farmer.email)!;
    const clash = await call('PUT', `/consultantFarmerProfileApi/${created}`, premium, { ...edit, email: taken.email });
    expect(clash.statusCode).toBe(409);
  });
});

describe('enterpriseFarmerProfileApi', () => {
  it('serves the company and its consultant the farmers visibility.ts gives them', async () => {
    for (const token of [company, employee]) {
      const response = await call(
        'POST',
        '/enterpriseFarmerProfileApi/users-registered/filter?pageNumber=1',
        token,
        {},
      );
      expect(response.statusCode).toBe(200);
      const page = farmerPageSchema.parse(response.json());
      expect(page.total).toBeGreaterThan(0);
      const one = await call('GET', `/enterpriseFarmerProfileApi/${page.items[0]!._id}`, token);
      expect(one.statusCode).toBe(200);
    }
    const premiumsFarmer = idOf(DEMO.farmer.email);
    expect((await call('GET', `/enterpriseFarmerProfileApi/${premiumsFarmer}`, employee)).statusCode).toBe(404);
  });

  it('lets the company consultant register and edit their own farmers', async () => {
    const response = await call('POST', '/enterpriseFarmerProfileApi', employee, newFarmer(7));
    expect(response.statusCode).toBe(201);
    const id = response.json()._id as string;
    const read = await call('GET', `/enterpriseFarmerProfileApi/${id}`, employee);
    expect(read.json().createdBy).toBe(idOf(DEMO.agrovaleConsultant.email));
    const edited = await call('PUT', `/enterpriseFarmerProfileApi/${id}`, employee, {
      ...newFarmer(7),
      name: 'Joana Lima',
    });
    expect(edited.statusCode).toBe(200);
    // The company reads the farmers its consultants registered (visibility.ts) but never writes farm data: 403.
    expect((await call('GET', `/enterpriseFarmerProfileApi/${id}`, company)).statusCode).toBe(200);
    expect((await call('PUT', `/enterpriseFarmerProfileApi/${id}`, company, newFarmer(7))).statusCode).toBe(403);
    expect((await call('POST', '/enterpriseFarmerProfileApi', company, newFarmer(8))).statusCode).toBe(403);
    expect(users().find((u) => u.email === newFarmer(8).email)).toBeUndefined();
  });
});
