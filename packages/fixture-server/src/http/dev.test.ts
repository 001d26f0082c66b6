import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demoAccounts';
import type { FixtureServer } from '../server';
import { bearer, signIn, startFixture } from '../testing/harness';

let server: FixtureServer;
afterEach(() => server?.close());

describe('dev routes', () => {
  it('answers the health check', async () => {
    server = await startFixture();
    const response = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('lists the outbox newest first, filters it and empties it', async () => {
    server = await startFixture();
    const recover = (email: string, family: string) =>
      server.app.inject({ method: 'POST', url: `/${family}/recovery-account`, payload: { email } });
    await recover(DEMO.premium.email, 'consultantAuthApi');
    await recover(DEMO.agrovale.email, 'enterpriseAuthApi');
    const list = (await server.app.inject({ method: 'GET', url: '/__dev/outbox' })).json();
    expect(list.map((m: { to: string }) => m.to)).toEqual([DEMO.agrovale.email, DEMO.premium.email]);
    expect(Object.keys(list[0]).sort()).toEqual(['createdAt', 'id', 'kind', 'link', 'role', 'subject', 'text', 'to']);
    expect(list).toEqual(server.outbox());
    const filtered = (await server.app.inject({ method: 'GET', url: `/__dev/outbox?to=${DEMO.premium.email}` })).json();
    expect(filtered).toHaveLength(1);
    expect((await server.app.inject({ method: 'GET', url: '/__dev/outbox?kind=email-update' })).json()).toEqual([]);

    expect((await server.app.inject({ method: 'DELETE', url: '/__dev/outbox' })).statusCode).toBe(204);
    expect(server.outbox()).toEqual([]);
  });

  it('counts provider calls per route template, not dev routes, until reset', async () => {
    server = await startFixture();
    const master = await signIn(server, DEMO.master.email, 'MASTER');
    const ids = ['0123456789abcdef01234567', '76543210fedcba9876543210'];
    for (const id of ids) {
      await server.app.inject({ method: 'GET', url: `/masterStoreHouseUsersApi/${id}`, headers: bearer(master) });
    }
    await server.app.inject({ method: 'GET', url: '/__dev/outbox' });
    await server.app.inject({ method: 'GET', url: '/healthz' });
    await server.app.inject({ method: 'GET', url: '/masterProfileApi' }); // 401 still counts: the call was made
    const expected = { 'POST /masterAuthApi': 1, 'GET /masterStoreHouseUsersApi/:id': 2, 'GET /masterProfileApi': 1 };
    expect(server.calls()).toEqual(expected);
    expect((await server.app.inject({ method: 'GET', url: '/__dev/calls' })).json()).toEqual(expected);

    expect((await server.app.inject({ method: 'DELETE', url: '/__dev/calls' })).statusCode).toBe(204);
    expect(server.calls()).toEqual({});
    await server.app.inject({ method: 'GET', url: '/masterProfileApi', headers: bearer(master) });
    server.resetCalls();
    expect(server.calls()).toEqual({});
  });

  it('listens on a free local port and answers over HTTP', async () => {
    server = await startFixture();
    const url = await server.listen();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${url}/consultantAuthApi`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.premium.email, password: DEMO.premium.password }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { role: string }).role).toBe('CONSULTANT');
  });
});

describe('JSON bodies', () => {
  it('accepts an empty JSON body and answers 400 to malformed JSON', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    const empty = await server.app.inject({
      method: 'DELETE',
      url: '/consultantProfileApi/picture-remove',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(200);
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/consultantAuthApi',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ statusCode: 400, message: 'JSON inválido no corpo da requisição' });
  });
});
