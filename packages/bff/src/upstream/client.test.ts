import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultFamilyTable, okBodySchema, upstreamProfileSchema } from '@talhao/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCode } from '../errors';
import { startStub } from '../test/helpers';
import { UpstreamClient } from './client';
import { UpstreamMetrics } from './metrics';
import { ExchangeRecorder } from './recorder';

const silent = { warn() {}, error() {}, debug() {} };
let stub: Awaited<ReturnType<typeof startStub>>;
let statuses: number[] = [];
let delayMs = 0;

beforeAll(async () => {
  stub = await startStub((app) => {
    app.all('/*', async (_request, reply) => {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const status = statuses.shift() ?? 200;
      return reply.code(status).send(status === 200 ? { message: 'ok' } : { statusCode: status });
    });
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.calls.length = 0;
  statuses = [];
  delayMs = 0;
});

const client = (options: Partial<ConstructorParameters<typeof UpstreamClient>[0]> = {}) =>
  new UpstreamClient({
    baseUrl: stub.url,
    families: defaultFamilyTable,
    timeoutMs: 2000,
    retries: 2,
    logger: silent,
    retryBackoffMs: 1,
    ...options,
  });

const callError = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as { message: string; extensions: Record<string, unknown> };
  }
  throw new Error('expected a rejection');
};

describe('retries', () => {
  it('retries a GET on 502/503/504 at most UPSTREAM_RETRIES times', async () => {
    statuses = [503, 502, 504, 200];
    const upstream = client({ retries: 2 });
    const metrics = new UpstreamMetrics();
    const error = await callError(
      upstream.call({ family: 'consultantProfileApi', schema: okBodySchema, operation: 'loadProfile', metrics }),
    );
    expect(stub.calls).toHaveLength(3);
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', status: 504 });
    expect(error.message).toBe('Erro ao carregar os dados');
    expect(metrics.calls).toBe(3);
    await upstream.close();
  });

  it('a GET that recovers within the budget succeeds', async () => {
    statuses = [503, 200];
    const upstream = client();
    await expect(
      upstream.call({ family: 'consultantProfileApi', schema: okBodySchema, operation: 'loadProfile' }),
    ).resolves.toEqual({ message: 'ok' });
    expect(stub.calls).toHaveLength(2);
    await upstream.close();
  });

  it('never retries a write', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      stub.calls.length = 0;
      statuses = [503, 200];
      const upstream = client({ retries: 2 });
      const error = await callError(
        upstream.call({
          family: 'consultantProfileApi',
          method,
          body: {},
          schema: okBodySchema,
          operation: 'updateProfile',
        }),
      );
      expect(error.extensions).toMatchObject({ status: 503 });
      expect(stub.calls).toHaveLength(1);
      await upstream.close();
    }
  });

  it('retries a POST search (a read) but not a POST create of the same family', async () => {
    statuses = [503, 503, 200];
    const upstream = client({ retries: 2 });
    await upstream.call({
      family: 'consultantConsultancyApi',
      method: 'POST',
      path: '/consultancy/filter',
      body: {},
      schema: okBodySchema,
      operation: 'loadProfile',
    });
    expect(stub.calls).toHaveLength(3);
    stub.calls.length = 0;
    statuses = [503, 200];
    const error = await callError(
      upstream.call({
        family: 'consultantConsultancyApi',
        method: 'POST',
        path: '/consultancy',
        body: {},
        schema: okBodySchema,
        operation: 'saveOffer',
      }),
    );
    expect(error.extensions).toMatchObject({ status: 503 });
    expect(stub.calls).toHaveLength(1);
    await upstream.close();
  });

  it('does not retry 4xx or 500', async () => {
    statuses = [500, 200];
    const upstream = client();
    await callError(upstream.call({ family: 'consultantProfileApi', schema: okBodySchema, operation: 'loadProfile' }));
    expect(stub.calls).toHaveLength(1);
    await upstream.close();
  });

  it('retries a GET on network errors, then answers UPSTREAM_UNAVAILABLE', async () => {
    const closed = await startStub(() => {});
    await closed.close();
    const upstream = new UpstreamClient({
      baseUrl: closed.url,
      families: defaultFamilyTable,
      timeoutMs: 500,
      retries: 2,
      logger: silent,
      retryBackoffMs: 1,
    });
    const metrics = new UpstreamMetrics();
    const error = await callError(
      upstream.call({ family: 'consultantProfileApi', schema: okBodySchema, operation: 'loadProfile', metrics }),
    );
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(error.message).toBe('O serviço está indisponível no momento. Tente novamente em instantes.');
    expect(metrics.calls).toBe(3);
    await upstream.close();
  });

  it('times out a slow answer (and retries it when it is a GET)', async () => {
    // An answer far slower than the bound below: only the timeouts can end the call in time.
    delayMs = 10_000;
    const upstream = client({ timeoutMs: 100, retries: 1 });
    const started = Date.now();
    const error = await callError(
      upstream.call({ family: 'consultantProfileApi', schema: okBodySchema, operation: 'loadProfile' }),
    );
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(stub.calls).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5_000);
    await upstream.close();
  });

  it('retries share the request deadline: a hanging provider answers by the deadline, not timeout × attempts', async () => {
    delayMs = 30_000;
    // Alone, three attempts of 5 s would take 15 s; the request is due in 1 s.
    const upstream = client({ timeoutMs: 5000, retries: 2 });
    const metrics = new UpstreamMetrics();
    const started = performance.now();
    const error = await callError(
      upstream.call({
        family: 'consultantProfileApi',
        schema: okBodySchema,
        operation: 'loadProfile',
        metrics,
        deadline: started + 1000,
      }),
    );
    const took = performance.now() - started;
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    // One attempt cut at the deadline; no retry started that could not finish before it.
    expect(metrics.calls).toBe(1);
    expect(took).toBeGreaterThanOrEqual(990);
    expect(took).toBeLessThan(4000);
    await upstream.close();
  });

  it('a call that starts after its deadline is not sent', async () => {
    const upstream = client();
    const error = await callError(
      upstream.call({
        family: 'consultantProfileApi',
        schema: okBodySchema,
        operation: 'loadProfile',
        deadline: performance.now() - 1,
      }),
    );
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(stub.calls).toHaveLength(0);
    await upstream.close();
  });
});

describe('requests and responses', () => {
  it('sends the bearer token, JSON body and query; parses with the schema', async () => {
    const upstream = client();
    await upstream.call({
      family: 'consultantAuthApi',
      path: '/confirm-account',
      query: { token: 'abc', skip: undefined },
      jwt: 'jwt-value',
      schema: okBodySchema,
      operation: 'confirmAccount',
    });
    await upstream.call({
      family: 'masterAuthApi',
      method: 'POST',
      body: { a: 1 },
      schema: okBodySchema,
      operation: 'signIn',
    });
    expect(stub.calls[0]).toMatchObject({ method: 'GET', url: '/consultantAuthApi/confirm-account?token=abc' });
    expect(stub.calls[0]?.headers.authorization).toBe('Bearer jwt-value');
    expect(stub.calls[1]).toMatchObject({ method: 'POST', url: '/masterAuthApi', body: { a: 1 } });
    expect(stub.calls[1]?.headers.authorization).toBeUndefined();
    await upstream.close();
  });

  it('honours a base path and an overridden family prefix', async () => {
    const upstream = client({
      baseUrl: `${stub.url}/api/v2`,
      families: { ...defaultFamilyTable, consultantProfileApi: '/consultor/perfil' },
    });
    await upstream.call({ family: 'consultantProfileApi', schema: okBodySchema, operation: 'loadProfile' });
    expect(stub.calls[0]?.url).toBe('/api/v2/consultor/perfil');
    await upstream.close();
  });

  it('a body that breaks the schema is UPSTREAM_INVALID_RESPONSE, logged with family and path', async () => {
    const logged: object[] = [];
    const upstream = client({ logger: { ...silent, error: (obj: object) => logged.push(obj) } });
    const error = await callError(
      upstream.call({ family: 'consultantProfileApi', schema: upstreamProfileSchema, operation: 'loadProfile' }),
    );
    expect(errorCode(error)).toBe('UPSTREAM_INVALID_RESPONSE');
    expect(logged[0]).toMatchObject({ family: 'consultantProfileApi', path: '/consultantProfileApi' });
    await upstream.close();
  });

  it('records exchanges into a cassette with secrets redacted', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'talhao-cassette-'));
    try {
      const recorder = new ExchangeRecorder(dir, { scenario: 'client', baseUrl: stub.url });
      const upstream = client({ recorder });
      await upstream.call({
        family: 'consultantAuthApi',
        method: 'POST',
        body: { email: 'a@b.com', password: 'segredo123' },
        schema: z.object({ message: z.string() }),
        operation: 'signIn',
      });
      await upstream.call({
        family: 'consultantAuthApi',
        path: '/confirm-account',
        query: { token: 'tok123' },
        schema: okBodySchema,
        operation: 'confirmAccount',
      });
      await recorder.flush();
      expect(await readdir(dir)).toEqual(['client.json']);
      const text = await readFile(join(dir, 'client.json'), 'utf8');
      const { exchanges } = JSON.parse(text);
      expect(exchanges).toEqual([
        {
          request: {
            method: 'POST',
            family: 'consultantAuthApi',
            path: '',
            query: {},
            body: { email: 'a@b.com', password: '[redacted]' },
          },
          response: { status: 200, body: { message: 'ok' } },
        },
        {
          request: {
            method: 'GET',
            family: 'consultantAuthApi',
            path: '/confirm-account',
            query: { token: '[redacted]' },
          },
          response: { status: 200, body: { message: 'ok' } },
        },
      ]);
      expect(text).not.toContain('segredo123');
      expect(text).not.toContain('tok123');
      await upstream.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
