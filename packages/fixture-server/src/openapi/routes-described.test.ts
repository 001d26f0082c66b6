import { Validator } from '@seriousme/openapi-schema-validator';
import { resolveFamilyTable } from '@talhao/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureServer, type FixtureServer } from '../index';

/**
 * Issue 13 §7: the OpenAPI document the fixture server answers lists every route it serves. A route
 * added without its contract in ROUTE_CONTRACTS (packages/schema/src/upstream/routes.ts) fails here,
 * by name.
 */

/** Routes that are no provider family call: the fixture's own dev and health routes, and the public files. */
const NOT_A_FAMILY_CALL = [/^\/__dev\//, /^\/healthz$/, /^\/uploads\/:name$/];

// One family moved off its default prefix: the document must follow the server's own table.
const families = resolveFamilyTable({ masterAdvertsApi: '/v2/adverts' });
let server: FixtureServer;
let document: { openapi: string; paths?: Record<string, Record<string, unknown>> };

beforeAll(async () => {
  server = await createFixtureServer({ families, jwtSecret: 'test-secret' });
  const response = await server.app.inject({ method: 'GET', url: '/__dev/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => server?.close());

const openApiPath = (url: string) => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

describe('GET /__dev/openapi.json', () => {
  it('describes every family route the fixture server serves', () => {
    const familyRoutes = server.servedRoutes.filter((route) => route.meta?.family);
    // The hook did see the routes (a broken collector would make this test pass on nothing).
    expect(familyRoutes.length).toBeGreaterThan(100);
    expect(familyRoutes.some((route) => route.url.startsWith('/v2/adverts'))).toBe(true);

    const missing = familyRoutes
      .filter((route) => !document.paths?.[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.meta?.template} (${route.url})`);
    expect(
      missing,
      `served but not described (add their contracts to ROUTE_CONTRACTS):\n${missing.join('\n')}`,
    ).toEqual([]);
  });

  it('knows every other route it serves by name', () => {
    const unknown = server.servedRoutes
      .filter((route) => !route.meta?.family && !NOT_A_FAMILY_CALL.some((pattern) => pattern.test(route.url)))
      .map((route) => `${route.method} ${route.url}`);
    expect(unknown, 'routes registered without FamilyRouter: give them a family or list them here').toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document whose every $ref resolves', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
