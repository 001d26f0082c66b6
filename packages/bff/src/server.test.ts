import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { COMMON } from '@talhao/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from './config';
import { BROTLI_QUALITY, defaultLogger, loggedUrl } from './server';
import {
  type Fixture,
  fakeJwt,
  firstError,
  signedInClient,
  startBff,
  startFixture,
  startStub,
  TestClient,
  VIEWER,
} from './test/helpers';

let fixture: Fixture;
let upstreamUrl: string;
let app: FastifyInstance;
let webDist: string;
const BIG_ASSET = `export const linhas = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `talhão ${i}`))};`;

beforeAll(async () => {
  ({ fixture, url: upstreamUrl } = await startFixture());
  webDist = await mkdtemp(join(tmpdir(), 'talhao-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Talhão</title><div id="root"></div>');
  await writeFile(join(webDist, 'assets', 'app-123.js'), 'console.log("talhão")');
  // What the web build writes beside a large asset (vite-plugin-compression2).
  await writeFile(join(webDist, 'assets', 'big-456.js'), BIG_ASSET);
  await writeFile(join(webDist, 'assets', 'big-456.js.br'), brotliCompressSync(BIG_ASSET));
  await writeFile(join(webDist, 'assets', 'big-456.js.gz'), gzipSync(BIG_ASSET));
  app = await startBff(upstreamUrl, {
    fixture,
    config: { webDist, tileUrl: 'https://{s}.tile.exemplo.com.br/{z}/{x}/{y}.png' },
  });
});
afterAll(async () => {
  await app.close();
  await fixture.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('headers', () => {
  it('sends security headers with a CSP that allows self, data:/blob: images and the tile host', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https://*.tile.exemplo.com.br");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('every response carries Server-Timing', async () => {
    for (const url of ['/healthz', '/nao-existe.txt', '/consultor']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['server-timing']).toBe('upstream;dur=0.0;desc="0 calls"');
    }
    const client = await signedInClient(app, 'ENTERPRISE');
    const viewer = await client.gql(VIEWER);
    expect(viewer.headers['server-timing']).toMatch(/^upstream;dur=[\d.]+;desc="1 calls"$/);
  });
});

describe('GraphQL endpoint', () => {
  it('CSRF prevention: a simple cross-site request is refused', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: 'mutation { signOut { message } }' }),
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().errors[0].message).toBe(COMMON.csrfBlocked);
    const get = await app.inject({ method: 'GET', url: '/graphql?query=%7BclientConfig%7BsupportPhone%7D%7D' });
    expect(get.statusCode).toBe(400);
    const preflighted = await app.inject({
      method: 'GET',
      url: '/graphql?query=%7BclientConfig%7BsupportPhone%7D%7D',
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.json()).toEqual({ data: { clientConfig: { supportPhone: '+55 27 3000-4500' } } });
  });

  it('introspection is on outside production and off in production', async () => {
    const open = await new TestClient(app).gql('{ __schema { queryType { name } } }');
    expect(open.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const prod = await startBff(upstreamUrl, { config: { nodeEnv: 'production', isProduction: true } });
    try {
      const closed = await new TestClient(prod).gql('{ __schema { queryType { name } } }');
      expect(closed.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    } finally {
      await prod.close();
    }
  });

  it('the session cookie is Secure exactly when PUBLIC_URL is https (a LAN demo over http keeps its session)', async () => {
    for (const [publicUrl, secure] of [
      ['https://talhao.exemplo.com.br', true],
      ['http://192.168.0.10:3000', false],
    ] as const) {
      const prod = await startBff(upstreamUrl, {
        config: {
          nodeEnv: 'production',
          isProduction: true,
          publicUrl,
          secureCookie: publicUrl.startsWith('https://'),
        },
      });
      try {
        const client = await signedInClient(prod, 'CONSULTANT');
        const cookie = client.setCookies.find((c) => c.startsWith('talhao_session='));
        if (secure) expect(cookie).toMatch(/; Secure/);
        else expect(cookie).not.toMatch(/; Secure/);
      } finally {
        await prod.close();
      }
    }
  });

  it('masks unexpected resolver failures', async () => {
    const prod = await startBff(upstreamUrl, {
      deps: {
        places: {
          search: async () => {
            throw new TypeError('boom at /internal/path');
          },
          reverse: async () => null,
        },
      },
    });
    try {
      const result = await new TestClient(prod).gql('{ places(query: "vitoria") { city } }');
      expect(firstError(result)).toMatchObject({
        message: 'Ocorreu um erro inesperado. Tente novamente.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(result.raw).not.toContain('boom');
    } finally {
      await prod.close();
    }
  });
});

describe('retries through the BFF', () => {
  it('a GET is retried UPSTREAM_RETRIES times, a POST never', async () => {
    const jwt = fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
    const stub = await startStub((server) => {
      server.post('/consultantAuthApi', async () => ({ role: 'CONSULTANT', jwtToken: jwt }));
      server.get('/consultantProfileApi', async (_request, reply) => reply.code(503).send({ statusCode: 503 }));
      server.post('/consultantAuthApi/recovery-account', async (_request, reply) => reply.code(503).send({}));
    });
    const bff = await startBff(stub.url, { config: { upstreamRetries: 1 } });
    try {
      const client = new TestClient(bff);
      const signIn = await client.signIn('ana@talhao.dev', 'CONSULTANT', 'Senha@123');
      expect(firstError(signIn).extensions).toMatchObject({ code: 'UPSTREAM_ERROR', status: 503 });
      expect(stub.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
        'POST /consultantAuthApi',
        'GET /consultantProfileApi',
        'GET /consultantProfileApi',
      ]);
      expect(signIn.headers['server-timing']).toMatch(/desc="3 calls"/);

      stub.calls.length = 0;
      await client.gql(
        'mutation { requestPasswordRecovery(input: {email: "ana@talhao.dev", accountType: CONSULTANT}) { message } }',
      );
      expect(stub.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /consultantAuthApi/recovery-account']);
    } finally {
      await bff.close();
      await stub.close();
    }
  });
});

describe('health', () => {
  it('/healthz always answers, /readyz checks the provider', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready', upstream: 'ok' });
    const closed = await startStub(() => {});
    await closed.close();
    const offline = await startBff(closed.url);
    try {
      expect((await offline.inject({ url: '/healthz' })).statusCode).toBe(200);
      const ready = await offline.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    } finally {
      await offline.close();
    }
  });
});

describe('web app and fallbacks', () => {
  it('serves index.html for SPA routes and assets with long caching', async () => {
    for (const url of ['/', '/consultor/perfil', '/services/confirm-account?token=a&role=CONSULTANT']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.payload).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ url: '/assets/app-123.js' });
    expect(asset.payload).toBe('console.log("talhão")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the pre-compressed asset the browser accepts, and the plain one otherwise', async () => {
    const br = await app.inject({ url: '/assets/big-456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_ASSET);
    const gzip = await app.inject({ url: '/assets/big-456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_ASSET);
    const plain = await app.inject({ url: '/assets/big-456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(BIG_ASSET);
  });

  it('compresses GraphQL answers over 1 KB for browsers that accept it; never inflates request bodies', async () => {
    const client = await signedInClient(app, 'CONSULTANT');
    const query = JSON.stringify({
      query: '{ trainings(state: COMPLETED) { items { id title summary description } } }',
    });
    const headers = { ...client.cookieHeader(), 'content-type': 'application/json', 'apollo-require-preflight': '1' };
    const plain = await app.inject({ method: 'POST', url: '/graphql', headers, payload: query });
    expect(plain.payload.length).toBeGreaterThan(1024);
    const compressed = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'accept-encoding': 'br, gzip' },
      payload: query,
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
    // At the chosen quality: the same bytes as a one-shot brotli of the answer at BROTLI_QUALITY (the plugin's
    // default, 4, gives a larger one).
    const atQuality = (quality: number) =>
      brotliCompressSync(plain.rawPayload, {
        params: {
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
        },
      }).length;
    expect(compressed.rawPayload.length).toBe(atQuality(BROTLI_QUALITY));
    expect(atQuality(4)).toBeGreaterThan(atQuality(BROTLI_QUALITY));
    const inflated = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'content-encoding': 'gzip' },
      payload: gzipSync(query),
    });
    expect(inflated.statusCode).toBeGreaterThanOrEqual(400);
    expect(inflated.statusCode).toBeLessThan(500);
  });

  it('API paths and missing files never fall back to index.html', async () => {
    for (const url of ['/assets/missing.js', '/files', '/uploads/x', '/__dev/nada', '/healthz/x', '/readyz/x']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Conteúdo não encontrado' });
    }
    const post = await app.inject({ method: 'POST', url: '/consultor' });
    expect(post.statusCode).toBe(404);
  });

  it('without a web build there is no fallback', async () => {
    const bare = await startBff(upstreamUrl, { config: { webDist: join(webDist, 'nao-existe') } });
    try {
      expect((await bare.inject({ url: '/consultor' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('dev outbox', () => {
  it('lists the embedded fixture’s e-mails as HTML with links, or JSON', async () => {
    await new TestClient(app).gql(
      'mutation { resendVerification(input: {email: "naoverificado@talhao.dev", accountType: CONSULTANT}) { message } }',
    );
    const html = await app.inject({ url: '/__dev/outbox' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.payload).toContain('<html lang="pt-BR">');
    expect(html.payload).toContain('naoverificado@talhao.dev');
    expect(html.payload).toMatch(/<a href="[^"]*\/services\/confirm-account\?token=[0-9a-f]+&amp;role=CONSULTANT">/);
    const json = await app.inject({ url: '/__dev/outbox?format=json' });
    expect(json.json()[0]).toMatchObject({ to: 'naoverificado@talhao.dev', kind: 'confirm-account' });
  });

  it('does not exist against a real provider', async () => {
    const real = await startBff(upstreamUrl);
    try {
      expect((await real.inject({ url: '/__dev/outbox' })).statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});

describe('log lines', () => {
  it("name a GraphQL GET by its operation only: the URL's variables stay out of the logs", () => {
    const url = `/graphql?operationName=FarmerList&variables=${encodeURIComponent('{"search":"Maria"}')}&extensions=%7B%7D`;
    expect(loggedUrl(url)).toBe('/graphql?operationName=FarmerList');
    expect(loggedUrl(`/graphql?variables=${encodeURIComponent('{"id":"1"}')}`)).toBe('/graphql');
    expect(loggedUrl('/graphql')).toBe('/graphql');
    expect(loggedUrl('/files/a.png?download=1')).toBe('/files/a.png?download=1');
  });

  it('are written with that URL by the production logger', async () => {
    const lines: string[] = [];
    const options = defaultLogger({ nodeEnv: 'production', isProduction: true } as Config) as Record<string, unknown>;
    const app = Fastify({ logger: { ...options, stream: { write: (line: string) => lines.push(line) } } });
    app.get('/graphql', async () => ({ data: null }));
    await app.inject({
      method: 'GET',
      url: `/graphql?operationName=FarmerList&variables=${encodeURIComponent('{"search":"Maria"}')}`,
    });
    await app.close();
    const incoming = lines.map((line) => JSON.parse(line)).find((entry) => entry.req);
    expect(incoming.req.url).toBe('/graphql?operationName=FarmerList');
    expect(lines.join('')).not.toContain('Maria');
  });
});
