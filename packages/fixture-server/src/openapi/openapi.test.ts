import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureServer, type FixtureServer } from '../index';

/** The dev routes' key header (http/dev.ts), spelled out so this test does not follow that file's moves. */
const DEV_KEY_HEADER = 'x-talhao-dev-key';

let server: FixtureServer;
afterEach(() => server?.close());

describe('GET /__dev/openapi.json', () => {
  it('answers this machine an OpenAPI 3.1 document, never cached', async () => {
    server = await createFixtureServer({ jwtSecret: 'test-secret' });
    const response = await server.app.inject({ method: 'GET', url: '/__dev/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Talhão — provider REST API' } });
  });

  it('is guarded like the other dev routes: another machine needs the dev key', async () => {
    server = await createFixtureServer({ jwtSecret: 'test-secret', devKey: 'k'.repeat(32) });
    const remote = { method: 'GET' as const, url: '/__dev/openapi.json', remoteAddress: '203.0.113.9' };
    expect((await server.app.inject(remote)).statusCode).toBe(404);
    const wrong = await server.app.inject({ ...remote, headers: { [DEV_KEY_HEADER]: 'x'.repeat(32) } });
    expect(wrong.statusCode).toBe(404);
    const keyed = await server.app.inject({ ...remote, headers: { [DEV_KEY_HEADER]: 'k'.repeat(32) } });
    expect(keyed.statusCode).toBe(200);
    expect(keyed.json().openapi).toBe('3.1.0');
  });

  it('is not counted as a provider call', async () => {
    server = await createFixtureServer({ jwtSecret: 'test-secret' });
    await server.app.inject({ method: 'GET', url: '/__dev/openapi.json' });
    expect(server.calls()).toEqual({});
  });
});
