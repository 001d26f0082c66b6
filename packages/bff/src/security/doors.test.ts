import { BOUND_MESSAGES, COMMON } from '@talhao/schema';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../plugins/session';
import { REQUEST_BODY_LIMIT_BYTES } from '../server';
import { startBff, startStub, TestClient, useStack } from '../test/helpers';

/**
 * The doors a deployment must not leave open (issue: probing `npm start` from another machine):
 * the developer outbox, /files as a proxy, oversized bodies, English framework errors, a dead
 * cookie that lingers, timings for every visitor, browser features nobody uses.
 */

const LAN_PEER = '192.168.0.23';
const DEV_KEY = 'f'.repeat(32);

const stack = useStack({ bff: { deps: { devKey: DEV_KEY } }, embedFixture: true });

describe('the developer outbox of the embedded fixture server', () => {
  it('answers this machine, never cached', async () => {
    const local = await stack.bff.inject({ url: '/__dev/outbox?format=json', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['cache-control']).toBe('no-store');
    const html = await stack.bff.inject({ url: '/__dev/outbox', remoteAddress: '::1' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['cache-control']).toBe('no-store');
  });

  it('is the plain 404 for another machine, and for a local proxy forwarding someone else', async () => {
    await new TestClient(stack.bff).gql(
      'mutation { requestPasswordRecovery(input: {email: "premium@talhao.dev", accountType: CONSULTANT}) { message } }',
    );
    for (const request of [
      { url: '/__dev/outbox?format=json', remoteAddress: LAN_PEER },
      { url: '/__dev/outbox', remoteAddress: LAN_PEER },
      { url: `/__dev/outbox?format=json&key=${'0'.repeat(32)}`, remoteAddress: LAN_PEER },
      { url: '/__dev/outbox?format=json&key=curta', remoteAddress: LAN_PEER },
      { url: '/__dev/outbox?format=json', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': LAN_PEER } },
    ]) {
      const answer = await stack.bff.inject(request);
      expect(answer.statusCode, request.url).toBe(404);
      expect(answer.json()).toEqual({ code: 'NOT_FOUND', message: COMMON.notFoundTitle });
      expect(answer.payload).not.toContain('premium@talhao.dev');
    }
  });

  it('opens to another machine with the per-start key (query or header)', async () => {
    const byQuery = await stack.bff.inject({
      url: `/__dev/outbox?format=json&key=${DEV_KEY}`,
      remoteAddress: LAN_PEER,
    });
    expect(byQuery.statusCode).toBe(200);
    const byHeader = await stack.bff.inject({
      url: '/__dev/outbox?format=json',
      remoteAddress: LAN_PEER,
      headers: { 'x-talhao-dev-key': DEV_KEY },
    });
    expect(byHeader.statusCode).toBe(200);
  });

  it('the fixture server answers its own /__dev routes on loopback only', async () => {
    for (const url of ['/__dev/outbox', '/__dev/calls', '/__dev/faults']) {
      const remote = await stack.fixture.app.inject({ url, remoteAddress: LAN_PEER });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.headers['cache-control']).toBe('no-store');
      expect((await stack.fixture.app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode, url).toBe(200);
    }
  });
});

describe('/files streams the provider’s files and nothing else', () => {
  it('refuses every path outside the allow-list without a request upstream', async () => {
    const stub = await startStub((upstream) => {
      upstream.get('/*', async (_request, reply) => reply.type('image/png').send(Buffer.from([0x89, 0x50])));
    });
    const bff = await startBff(stub.url);
    try {
      for (const url of [
        '/files/__dev/outbox',
        '/files/__dev/outbox?format=json',
        '/files/__dev/calls',
        '/files/__dev/faults',
        '/files/healthz',
        '/files/consultantProfileApi',
        '/files/admin',
        '/files/uploads',
        '/files/uploads/',
      ]) {
        const answer = await bff.inject({ url, remoteAddress: LAN_PEER });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json(), url).toEqual({ code: 'NOT_FOUND', message: COMMON.loadNotFound });
      }
      expect(stub.calls).toEqual([]);
      // A provider file needs a session too (issue 15: farm files are private; the session's token is forwarded).
      const picture = await bff.inject({ url: '/files/uploads/foto.png', remoteAddress: LAN_PEER });
      expect(picture.statusCode).toBe(404);
      expect(stub.calls).toEqual([]);
    } finally {
      await bff.close();
      await stub.close();
    }
  });
});

describe('requests that are too large or malformed are refused in pt-BR', () => {
  it('a GraphQL body over the limit says so (not the upload text), before any work', async () => {
    stack.fixture.resetCalls();
    const query = `query($q: String!) { places(query: $q) { city } }`;
    const answer = await stack.bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables: { q: 'a'.repeat(REQUEST_BODY_LIMIT_BYTES) } }),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ code: 'BAD_USER_INPUT', message: COMMON.requestTooLarge });
    expect(stack.fixture.calls()).toEqual({});
  });

  it('the place search takes at most 100 characters', async () => {
    const client = new TestClient(stack.bff);
    const refused = await client.gql('query($q: String!) { places(query: $q) { city } }', { q: 'Vitória '.repeat(13) });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: BOUND_MESSAGES.textTooLong(100),
      extensions: { code: 'BAD_USER_INPUT', field: 'query' },
    });
    const accepted = await client.gql('query($q: String!) { places(query: $q) { city } }', { q: 'Vitória' });
    expect(accepted.body.errors).toBeUndefined();
  });

  it('framework refusals read in pt-BR, with no schema detail in production', async () => {
    const prod = await startBff(stack.url, { config: { nodeEnv: 'production', isProduction: true } });
    try {
      const client = new TestClient(prod);
      const cases: Array<[string, string, Record<string, unknown> | undefined, string]> = [
        ['introspection', '{ __schema { types { name } } }', undefined, COMMON.introspectionDisabled],
        ['unknown field', '{ clientConfig { segredo } }', undefined, COMMON.badRequest],
        ['syntax', '{ clientConfig { ', undefined, COMMON.badRequest],
        ['variable type', 'query($q: String!) { places(query: $q) { city } }', { q: 42 }, COMMON.badRequest],
        ['missing variable', 'query($q: String!) { places(query: $q) { city } }', {}, COMMON.badRequest],
        [
          'impossible date',
          'query($d: Date!) { works(from: $d, to: $d) { id } }',
          { d: '2026-02-31' },
          BOUND_MESSAGES.invalidDate,
        ],
        [
          'two operations',
          'query A { clientConfig { supportPhone } } query B { clientConfig { supportPhone } }',
          undefined,
          COMMON.badRequest,
        ],
      ];
      for (const [name, query, variables, message] of cases) {
        const answer = await client.gql(query, variables);
        const errors = answer.body.errors ?? [];
        expect(errors.length, name).toBeGreaterThan(0);
        for (const error of errors) {
          expect(error.message, name).toBe(message);
          expect(error.extensions?.detail, name).toBeUndefined();
        }
        expect(answer.raw, name).not.toMatch(
          /Cannot query|Syntax Error|Variable "|introspection is not allowed|Expected/,
        );
      }
    } finally {
      await prod.close();
    }
  });
});

describe('headers and cookies', () => {
  it('a session cookie that cannot be opened is cleared on the same answer', async () => {
    for (const cookie of ['lixo', 'a'.repeat(200), '']) {
      const answer = await stack.bff.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${cookie}` },
        payload: JSON.stringify({ query: '{ viewer { role } }' }),
      });
      expect(answer.json()).toEqual({ data: { viewer: null } });
      const setCookie = String(answer.headers['set-cookie'] ?? '');
      if (cookie === '') continue;
      expect(setCookie, cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
      expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970/i);
    }
  });

  it('Server-Timing is a development aid: production answers do not carry it', async () => {
    const query = JSON.stringify({ query: '{ clientConfig { supportPhone } }' });
    const headers = { 'content-type': 'application/json' };
    const dev = await stack.bff.inject({ method: 'POST', url: '/graphql', headers, payload: query });
    expect(dev.headers['server-timing']).toMatch(/desc="0 calls"/);
    const prod = await startBff(stack.url, {
      config: { nodeEnv: 'production', isProduction: true, serverTiming: false },
    });
    try {
      for (const url of ['/graphql', '/healthz', '/files/uploads/x.png']) {
        const answer =
          url === '/graphql'
            ? await prod.inject({ method: 'POST', url, headers, payload: query })
            : await prod.inject({ url });
        expect(answer.headers['server-timing'], url).toBeUndefined();
      }
    } finally {
      await prod.close();
    }
  });

  it('every answer says which browser features the app may use', async () => {
    for (const url of ['/healthz', '/nao-existe', '/files/uploads/x.png']) {
      const answer = await stack.bff.inject({ url });
      expect(answer.headers['permissions-policy'], url).toMatch(/camera=\(\)/);
      expect(answer.headers['permissions-policy'], url).toMatch(/geolocation=\(self\)/);
    }
  });
});
