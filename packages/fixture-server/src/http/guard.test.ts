import { FAMILY_ROLES, PROFILE_FAMILIES, PROFILE_FAMILY, type Role, resolveFamilyTable } from '@talhao/schema';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../seed/demoAccounts';
import type { FixtureServer } from '../server';
import { bearer, FIXED_NOW, HOUR_MS, sampleAddress, signIn, startFixture, testClock } from '../testing/harness';

let server: FixtureServer;
afterEach(() => server?.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

const SIGNED_IN = [DEMO.master, DEMO.agrovale, DEMO.agrovaleConsultant, DEMO.premium, DEMO.farmer] as const;

describe('role enforcement per family', () => {
  it('lets each role read only its own profile family: 403 for every other role', async () => {
    server = await startFixture();
    for (const demo of SIGNED_IN) {
      const token = await signIn(server, demo.email, demo.role);
      for (const family of PROFILE_FAMILIES) {
        const expected = PROFILE_FAMILY[demo.role] === family ? 200 : 403;
        const response = await get(`/${family}`, bearer(token));
        expect(response.statusCode, `${demo.role} GET /${family}`).toBe(expected);
        if (expected === 403)
          expect(response.json()).toEqual({ statusCode: 403, message: 'Acesso negado para este tipo de conta' });
      }
    }
  });

  it('refuses tokens whose role the family does not accept (logout, store-house)', async () => {
    server = await startFixture();
    const consultant = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    const company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    expect(FAMILY_ROLES.masterStoreHouseUsersApi).not.toContain('CONSULTANT');
    expect((await get('/masterStoreHouseUsersApi/0123456789abcdef01234567', bearer(consultant))).statusCode).toBe(403);
    expect((await get('/farmerAuthApi/logout', bearer(consultant))).statusCode).toBe(403);
    expect((await get('/enterpriseAuthApi/logout', bearer(company))).statusCode).toBe(200);
  });

  it('keeps master registrations to MASTER even where the family admits the role', async () => {
    server = await startFixture();
    const company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    const payload = {
      name: 'Nova Empresa Agro',
      cnpj: '11222333000181',
      address: sampleAddress,
      email: 'nova@exemplo.com.br',
      password: 'SenhaForte1',
    };
    const response = await server.app.inject({
      method: 'POST',
      url: '/enterpriseProfileApi',
      payload,
      headers: bearer(company),
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a token or with a bad one', async () => {
    server = await startFixture();
    const wrongSecret = await new SignJWT({ role: 'CONSULTANT' satisfies Role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('0123456789abcdef01234567')
      .setIssuedAt()
      .setExpirationTime('1h')
      .setJti('x')
      .sign(new TextEncoder().encode('other-secret'));
    const missing = await get('/consultantProfileApi');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ statusCode: 401, message: 'Token de acesso ausente' });
    for (const authorization of ['Basic abc', 'Bearer', 'Bearer não-é-jwt', `Bearer ${wrongSecret}`]) {
      expect((await get('/consultantProfileApi', { authorization })).statusCode, authorization).toBe(401);
    }
  });

  it('expires tokens 12 hours after issue, by the server clock', async () => {
    const clock = testClock();
    server = await startFixture({ now: clock.now });
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    clock.advance(12 * HOUR_MS - 1000);
    expect((await get('/consultantProfileApi', bearer(token))).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await get('/consultantProfileApi', bearer(token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Sessão expirada. Entre novamente.');
  });

  it('stops accepting a deleted account’s tokens', async () => {
    server = await startFixture();
    const first = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    const second = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
    expect(
      (await server.app.inject({ method: 'DELETE', url: '/enterpriseProfileApi', headers: bearer(first) })).statusCode,
    ).toBe(200);
    expect((await get('/enterpriseProfileApi', bearer(second))).statusCode).toBe(401);
    expect((await get('/enterpriseAuthApi/logout', bearer(second))).statusCode).toBe(401);
  });
});

describe('family table', () => {
  it('registers routes under the prefixes of an overridden table and counts calls by family name', async () => {
    const families = resolveFamilyTable({
      consultantAuthApi: '/v2/consultores/auth',
      consultantProfileApi: '/v2/consultores/perfil/',
    });
    server = await startFixture({ families, now: () => FIXED_NOW });
    const response = await server.app.inject({
      method: 'POST',
      url: '/v2/consultores/auth',
      payload: { email: DEMO.premium.email, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const token = response.json().jwtToken as string;
    expect((await get('/v2/consultores/perfil', bearer(token))).statusCode).toBe(200);
    expect((await get('/consultantProfileApi', bearer(token))).statusCode).toBe(404);
    expect(server.calls()).toEqual({
      'POST /consultantAuthApi': 1,
      'GET /consultantProfileApi': 1,
      'GET /consultantProfileApi (sem rota)': 1,
    });
  });
});
