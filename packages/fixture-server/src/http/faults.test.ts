import http from 'node:http';
import { loginResponseSchema, upstreamProfileSchema } from '@talhao/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demoAccounts';
import type { FixtureServer } from '../server';
import { bearer, signIn, startFixture } from '../testing/harness';
import { FaultTable } from './faults';

let server: FixtureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const PROFILE = 'GET /consultantProfileApi';

async function profile(fixture: FixtureServer, token: string) {
  return fixture.app.inject({ method: 'GET', url: '/consultantProfileApi', headers: bearer(token) });
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

/**
 * A GET over its own connection (no pool: a pooled client may keep spare sockets open and make
 * `close()` wait for them), resolving with the status or with how it failed.
 */
function rawGet(url: string, headers: Record<string, string> = {}, timeoutMs?: number): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(`answered ${response.statusCode}`));
      response.on('error', (error) => resolve(`${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}`));
    });
    if (timeoutMs !== undefined) request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout do cliente')));
    request.on('error', (error) => resolve(`${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}`));
  });
}

describe('FaultTable', () => {
  it('matches by family and by call-counter route, spending `times` per applied request', () => {
    const table = new FaultTable([
      { family: 'consultantProfileApi', effect: { status: 503 }, times: 2 },
      { route: 'POST /consultantAuthApi', latencyMs: 40 },
    ]);
    expect(table.take('consultantAuthApi', 'POST /consultantAuthApi')).toEqual({ latencyMs: 40, effect: null });
    expect(table.take('farmerSectorApi', 'GET /farmerSectorApi')).toBeNull();
    expect(table.take('consultantProfileApi', PROFILE)).toEqual({ latencyMs: 0, effect: { status: 503 } });
    expect(table.list()[0]?.times).toBe(1);
    expect(table.take('consultantProfileApi', PROFILE)).toEqual({ latencyMs: 0, effect: { status: 503 } });
    expect(table.take('consultantProfileApi', PROFILE)).toBeNull();
    expect(table.list()).toEqual([{ route: 'POST /consultantAuthApi', latencyMs: 40 }]);
  });

  it('adds every matching latency and applies only the first matching effect', () => {
    const table = new FaultTable([
      { latencyMs: 10 },
      { family: 'consultantProfileApi', effect: 'reset', latencyMs: 5, times: 1 },
      { route: PROFILE, effect: 'hang', latencyMs: 1000, times: 1 },
    ]);
    expect(table.take('consultantProfileApi', PROFILE)).toEqual({ latencyMs: 15, effect: 'reset' });
    // The losing effect rule was neither applied nor spent.
    expect(table.take('consultantProfileApi', PROFILE)).toEqual({ latencyMs: 1010, effect: 'hang' });
    expect(table.list()).toEqual([{ latencyMs: 10 }]);
  });

  it('keeps its own copy of the rules', () => {
    const rules = [{ family: 'consultantProfileApi', times: 1, latencyMs: 1 }];
    const table = new FaultTable(rules);
    table.take('consultantProfileApi', PROFILE);
    expect(rules[0]?.times).toBe(1);
    expect(table.list()).toEqual([]);
  });
});

describe('fault injection on provider routes', () => {
  it('adds latency before the matching route only, and still answers with the route', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    server.setFaults([{ family: 'consultantProfileApi', latencyMs: 150 }]);

    const slow = await timed(() => profile(server as FixtureServer, token));
    expect(slow.ms).toBeGreaterThanOrEqual(140);
    expect(slow.result.statusCode).toBe(200);
    expect(slow.result.json().email).toBe(DEMO.premium.email);

    // Another family is not delayed: with a minute of latency on the profile family, a sign-in still answers
    // far inside it (a wall-clock bound close to the latency would fail on a busy machine).
    server.setFaults([{ family: 'consultantProfileApi', latencyMs: 60_000 }]);
    const other = await timed(() => signIn(server as FixtureServer, DEMO.premium.email, 'CONSULTANT'));
    expect(other.ms).toBeLessThan(30_000);
    server.clearFaults();
  });

  it.each([
    [500, 'Erro interno do servidor'],
    [502, 'Bad Gateway'],
    [503, 'Serviço indisponível'],
  ] as const)('answers %i with the provider error body instead of the route', async (status, message) => {
    server = await startFixture();
    server.setFaults([{ route: 'POST /consultantAuthApi', effect: { status } }]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/consultantAuthApi',
      payload: { email: DEMO.premium.email, password: DEMO.premium.password },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ statusCode: status, message });
    // A faulted call still counts: tests read how many times the client tried.
    expect(server.calls()).toEqual({ 'POST /consultantAuthApi': 1 });
  });

  it('does not run the route under an effect (a faulted create creates nothing)', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    server.setFaults([{ route: 'PUT /consultantProfileApi', effect: { status: 503 } }]);
    const update = await server.app.inject({
      method: 'PUT',
      url: '/consultantProfileApi',
      headers: bearer(token),
      payload: { name: 'Nome que não pode ficar' },
    });
    expect(update.statusCode).toBe(503);
    expect((await profile(server, token)).json().name).toBe(DEMO.premium.name);
  });

  it('answers malformed JSON with a JSON content type', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    server.setFaults([{ route: PROFILE, effect: 'malformed-json' }]);
    const response = await profile(server, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.length).toBeGreaterThan(0);
    expect(() => JSON.parse(response.body)).toThrow(SyntaxError);
  });

  it('answers valid JSON that breaks the payload schemas', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    server.setFaults([{ route: PROFILE, effect: 'schema-break' }]);
    const response = await profile(server, token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(upstreamProfileSchema.safeParse(body).success).toBe(false);
    expect(loginResponseSchema.safeParse(body).success).toBe(false);
    expect(Array.isArray(body)).toBe(false);
  });

  it('applies a rule `times` times and then serves normally', async () => {
    server = await startFixture();
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    server.setFaults([{ family: 'consultantProfileApi', effect: { status: 502 }, times: 2 }]);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await profile(server, token)).statusCode);
    expect(statuses).toEqual([502, 502, 200]);
    expect(server.calls()[PROFILE]).toBe(3);
  });

  it('never faults dev or health routes, nor unknown paths', async () => {
    server = await startFixture({ faults: [{ effect: { status: 500 } }] });
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/__dev/calls' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/__dev/faults' })).json()).toEqual({
      rules: [{ effect: { status: 500 } }],
    });
    expect((await server.app.inject({ method: 'GET', url: '/nada/aqui' })).statusCode).toBe(404);
    const signInCall = await server.app.inject({ method: 'POST', url: '/consultantAuthApi', payload: {} });
    expect(signInCall.statusCode).toBe(500);
  });
});

describe('fault injection over real sockets', () => {
  it('resets the connection without an answer, then keeps serving', async () => {
    server = await startFixture({ faults: [{ route: PROFILE, effect: 'reset', times: 1 }] });
    const url = await server.listen();
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    const failure = await rawGet(`${url}/consultantProfileApi`, bearer(token));
    expect(failure).toMatch(/^ECONNRESET /);
    expect(await rawGet(`${url}/consultantProfileApi`, bearer(token))).toBe('answered 200');
    expect(server.calls()[PROFILE]).toBe(2);
  });

  it('hangs until the client gives up, and the server keeps serving others', async () => {
    server = await startFixture({ faults: [{ route: PROFILE, effect: 'hang' }] });
    const url = await server.listen();
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    const hung = await timed(() => rawGet(`${url}/consultantProfileApi`, bearer(token), 200));
    expect(hung.result).toBe(' timeout do cliente');
    expect(hung.ms).toBeGreaterThanOrEqual(190);
    expect(await rawGet(`${url}/healthz`)).toBe('answered 200');
  });

  it('closes without waiting for hung or delayed requests, destroying their sockets', async () => {
    server = await startFixture({
      faults: [
        { route: PROFILE, effect: 'hang' },
        { route: 'GET /consultantProfileApi/email-update', latencyMs: 60_000 },
      ],
    });
    const url = await server.listen();
    const token = await signIn(server, DEMO.premium.email, 'CONSULTANT');
    const hung = Array.from({ length: 5 }, () => rawGet(`${url}/consultantProfileApi`, bearer(token)));
    const delayed = rawGet(`${url}/consultantProfileApi/email-update?token=x`);
    await expect.poll(() => server?.calls()[PROFILE]).toBe(5);
    await expect.poll(() => server?.calls()['GET /consultantProfileApi/email-update']).toBe(1);

    const closing = await timed(() => (server as FixtureServer).close());
    // Far below the hang (forever) and the 60 s latency, and far above a busy machine's scheduling noise.
    expect(closing.ms).toBeLessThan(10_000);
    for (const failure of [...(await Promise.all(hung)), await delayed]) {
      expect(failure).toBe('ECONNRESET socket hang up');
    }
  });
});

describe('/__dev/faults', () => {
  it('lists, replaces and clears the rules', async () => {
    server = await startFixture();
    const inject = (method: 'GET' | 'PUT' | 'DELETE', payload?: object) =>
      (server as FixtureServer).app.inject({ method, url: '/__dev/faults', ...(payload ? { payload } : {}) });

    expect((await inject('GET')).json()).toEqual({ rules: [] });
    const rules = [
      { family: 'consultantProfileApi', effect: 'hang', times: 3 },
      { route: 'POST /consultantAuthApi', effect: { status: 503 } },
      { latencyMs: 25 },
    ];
    const put = await inject('PUT', { rules });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ rules });
    expect((await inject('GET')).json()).toEqual({ rules });

    // The rules take effect at once.
    const signInCall = await server.app.inject({ method: 'POST', url: '/consultantAuthApi', payload: {} });
    expect(signInCall.statusCode).toBe(503);

    const cleared = await inject('DELETE');
    expect(cleared.statusCode).toBe(204);
    expect((await inject('GET')).json()).toEqual({ rules: [] });
    await signIn(server, DEMO.premium.email, 'CONSULTANT');
  });

  it.each([
    [
      { rules: [{ effect: 'explode' }] },
      'Efeito de falha inválido: use hang, reset, malformed-json, schema-break ou { "status": 500 | 502 | 503 } (rules.0.effect)',
    ],
    [
      { rules: [{ effect: { status: 404 } }] },
      'Efeito de falha inválido: use hang, reset, malformed-json, schema-break ou { "status": 500 | 502 | 503 } (rules.0.effect)',
    ],
    [{ rules: [{ family: 'semFamiliaApi' }] }, 'Família desconhecida na regra de falha (rules.0.family)'],
    [
      { rules: [{ route: 'consultantProfileApi' }] },
      'A rota deve ter a forma "MÉTODO /família/caminho" (rules.0.route)',
    ],
    [{ rules: [{ latencyMs: -5 }] }, 'A latência não pode ser negativa (rules.0.latencyMs)'],
    [{ rules: [{ times: 0 }] }, 'A quantidade de vezes deve ser maior que zero (rules.0.times)'],
    [
      { rules: [{ effect: 'hang', when: 'sempre' }] },
      'Cada regra de falha deve ser um objeto só com family, route, latencyMs, effect e times (rules.0)',
    ],
    [{ regras: [] }, 'Informe as regras de falha em "rules" (uma lista) (rules)'],
  ])('refuses %j with a 400 and keeps the current rules', async (payload, message) => {
    server = await startFixture({ faults: [{ latencyMs: 1 }] });
    const response = await server.app.inject({ method: 'PUT', url: '/__dev/faults', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message });
    expect((await server.app.inject({ method: 'GET', url: '/__dev/faults' })).json()).toEqual({
      rules: [{ latencyMs: 1 }],
    });
  });
});
