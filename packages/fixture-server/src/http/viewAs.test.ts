import { defaultFamilyTable } from '@talhao/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, type DemoAccount } from '../seed/demoAccounts';
import type { FixtureServer } from '../server';
import { bearer, multipart, PNG_BYTES, sampleAddress, signIn, startFixture } from '../testing/harness';
import { familyRouter } from './routing';
import { isReadCall, VIEW_AS_MESSAGES } from './viewAs';

let server: FixtureServer;
let master: string;

/** A probe answering who the guard says the caller is, on a family that admits consultants and companies. */
const whoAmI = async (request: { auth: unknown }) => {
  const auth = request.auth as {
    claims: { sub: string; role: string };
    user: { _id: string };
    viewer: { _id: string } | null;
  };
  return { sub: auth.claims.sub, role: auth.claims.role, user: auth.user._id, viewer: auth.viewer?._id ?? null };
};

beforeEach(async () => {
  server = await startFixture();
  // Routes can be added until the first request; the area families arrive with later issues.
  familyRouter(server.app, defaultFamilyTable, 'consultantFarmerProfileApi')
    .get('/probe', { access: 'bearer' }, whoAmI)
    .post('/filter', { access: 'bearer' }, whoAmI)
    .post('/filter/:id', { access: 'bearer' }, whoAmI)
    .post('/probe', { access: 'bearer' }, whoAmI);
  master = await signIn(server, DEMO.master.email, 'MASTER');
});
afterEach(() => server.close());

const asViewer = (id: string, token = master) => ({ ...bearer(token), 'x-on-behalf-of': id });
const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) =>
  server.app.inject({ method, url, headers: headers as Record<string, string>, payload });

const idOf = async (demo: DemoAccount) => {
  const page = await send('POST', '/masterStoreHouseUsersApi/filter', bearer(master), {
    role: demo.role,
    name: demo.name,
  });
  return (page.json().items as { _id: string; email: string }[]).find((u) => u.email === demo.email)!._id;
};

describe('viewAs: a master reading another user’s area', () => {
  it('answers own-profile reads as the viewed user', async () => {
    const cases = [
      [DEMO.premium, '/consultantProfileApi'],
      [DEMO.agrovale, '/enterpriseProfileApi'],
      [DEMO.agrovaleConsultant, '/enterpriseConsultantProfileApi'],
      [DEMO.farmer, '/farmerProfileApi'],
    ] as const;
    for (const [demo, path] of cases) {
      const id = await idOf(demo);
      const response = await send('GET', path, asViewer(id));
      expect(response.statusCode, path).toBe(200);
      expect(response.json()).toMatchObject({ _id: id, email: demo.email, role: demo.role, name: demo.name });
    }
    // Without the header the master has no consultant profile.
    expect((await send('GET', '/consultantProfileApi', bearer(master))).statusCode).toBe(403);
  });

  it('treats the request as the viewed user’s (id and role), remembering the master', async () => {
    const consultant = await idOf(DEMO.premium);
    const masterId = (await send('GET', '/masterProfileApi', bearer(master))).json()._id;
    const expected = { sub: consultant, role: 'CONSULTANT', user: consultant, viewer: masterId };
    expect((await send('GET', '/consultantFarmerProfileApi/probe', asViewer(consultant))).json()).toEqual(expected);
    // Searches are reads: POST …/filter and POST …/filter/{x}.
    const filter = await send('POST', '/consultantFarmerProfileApi/filter', asViewer(consultant), {});
    expect(filter.statusCode).toBe(200);
    expect(filter.json()).toEqual(expected);
    expect((await send('POST', '/consultantFarmerProfileApi/filter/abc', asViewer(consultant), {})).json()).toEqual(
      expected,
    );
    const company = await idOf(DEMO.agrovale);
    expect((await send('GET', '/consultantFarmerProfileApi/probe', asViewer(company))).json()).toMatchObject({
      role: 'ENTERPRISE',
      sub: company,
    });
  });

  it('refuses every write with 403 "Somente leitura", changing nothing', async () => {
    const id = await idOf(DEMO.premium);
    const readOnly = { statusCode: 403, message: VIEW_AS_MESSAGES.readOnly };
    const upload = multipart('file', PNG_BYTES);
    const writes = [
      send('PUT', '/consultantProfileApi', asViewer(id), {
        name: 'Outro Nome',
        phoneNumber: '+5534998761234',
        address: sampleAddress,
      }),
      send('PATCH', '/consultantProfileApi/password-update', asViewer(id), {
        password: 'x',
        newPassword: 'SenhaNova1',
      }),
      send('POST', '/consultantProfileApi/token-email-update', asViewer(id), {
        email: 'novo@exemplo.com',
        password: 'x',
      }),
      send('DELETE', '/consultantProfileApi', asViewer(id)),
      send('DELETE', '/consultantProfileApi/picture-remove', asViewer(id)),
      server.app.inject({
        method: 'POST',
        url: '/consultantProfileApi/picture-update',
        payload: upload.payload,
        headers: { ...upload.headers, ...asViewer(id) },
      }),
      send('POST', '/consultantFarmerProfileApi/probe', asViewer(id), {}),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(readOnly);
    }
    const profile = (await send('GET', '/consultantProfileApi', asViewer(id))).json();
    expect(profile).toMatchObject({ name: DEMO.premium.name, email: DEMO.premium.email, profilePicture: null });
    // Session calls are not reads either: logout through the viewed user's family would end the master's session.
    expect((await send('GET', '/consultantAuthApi/logout', asViewer(id))).json()).toEqual(readOnly);
    expect((await send('GET', '/masterProfileApi', bearer(master))).statusCode).toBe(200);
  });

  it('refuses the header from any token but a MASTER’s', async () => {
    const id = await idOf(DEMO.standard);
    for (const demo of [DEMO.premium, DEMO.agrovale, DEMO.agrovaleConsultant]) {
      const token = await signIn(server, demo.email, demo.role);
      const response = await send('GET', '/consultantFarmerProfileApi/probe', asViewer(id, token));
      expect(response.statusCode, demo.email).toBe(403);
      expect(response.json().message).toBe(VIEW_AS_MESSAGES.masterOnly);
    }
    const self = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    expect((await send('GET', '/consultantProfileApi', asViewer(await idOf(DEMO.premium), self))).statusCode).toBe(403);
  });

  it('answers 404 for an unknown or deleted user', async () => {
    for (const id of ['0123456789abcdef01234567', 'nao-e-id', '']) {
      const response = await send('GET', '/consultantProfileApi', asViewer(id));
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(VIEW_AS_MESSAGES.unknownUser);
    }
    const id = await idOf(DEMO.expired);
    const token = await signIn(server, DEMO.expired.email, 'CONSULTANT');
    await send('DELETE', '/consultantProfileApi', bearer(token));
    expect((await send('GET', '/consultantProfileApi', asViewer(id))).statusCode).toBe(404);
  });

  it('applies the family’s roles to the viewed user', async () => {
    const consultant = await idOf(DEMO.premium);
    // A master-only family does not admit the consultant the master is reading as.
    const statistics = await send('GET', '/masterSoftwareManagerApi/count-users', asViewer(consultant));
    expect(statistics.statusCode).toBe(403);
    expect(statistics.json().message).toBe('Acesso negado para este tipo de conta');
    expect((await send('GET', '/farmerProfileApi', asViewer(consultant))).statusCode).toBe(403);
    const farmer = await idOf(DEMO.farmer);
    expect((await send('GET', '/consultantFarmerProfileApi/probe', asViewer(farmer))).statusCode).toBe(403);
  });
});

describe('isReadCall', () => {
  it('counts GET, HEAD and POST searches as reads', () => {
    expect(isReadCall('GET', '/consultantConsultancyApi/:id')).toBe(true);
    expect(isReadCall('HEAD', '/consultantConsultancyApi')).toBe(true);
    expect(isReadCall('POST', '/consultantConsultancyApi/filter')).toBe(true);
    expect(isReadCall('POST', '/consultantTrainingApi/filter/:state')).toBe(true);
    expect(isReadCall('POST', '/consultantConsultancyApi')).toBe(false);
    expect(isReadCall('POST', '/consultantConsultancyApi/filtered')).toBe(false);
    expect(isReadCall('PUT', '/consultantConsultancyApi/filter')).toBe(false);
    expect(isReadCall('DELETE', '/consultantConsultancyApi/:id')).toBe(false);
    expect(isReadCall('POST', '/consultantScheduleApi/schedule-work')).toBe(true);
    expect(isReadCall('POST', '/consultantScheduleApi')).toBe(false);
    expect(isReadCall('POST', '/consultantFinanceApi/:consultantId', 'consultantFinanceApi')).toBe(true);
    expect(isReadCall('POST', '/consultantWorkScheduleApi', 'consultantWorkScheduleApi')).toBe(false);
  });
});
