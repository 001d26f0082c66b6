import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstError, startBff, startStub, TestClient } from '../../test/helpers';
import { gazetteerPlaces, nominatimPlaces } from './service';

const silent = { warn() {} };

describe('places through GraphQL (offline gazetteer)', () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    stub = await startStub(() => {});
    app = await startBff(stub.url);
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it('searches municipalities without a session or upstream call', async () => {
    const result = await new TestClient(app).gql(
      '{ places(query: "vitoria es", limit: 3) { formattedAddress city stateFrom country ibgeCode coords { latitude longitude } } }',
    );
    const places = result.body.data?.places as Array<Record<string, unknown>>;
    expect(places[0]).toMatchObject({
      formattedAddress: 'Vitória - ES, Brasil',
      city: 'Vitória',
      stateFrom: 'ES',
      country: 'Brasil',
      ibgeCode: '3205309',
    });
    expect(places.length).toBeLessThanOrEqual(3);
    expect(stub.calls).toHaveLength(0);
    expect(result.headers['server-timing']).toContain('desc="0 calls"');
  });

  it('finds the nearest municipality to a point and validates coordinates', async () => {
    const near = await new TestClient(app).gql(
      '{ reversePlace(latitude: -20.3194, longitude: -40.3378) { city stateFrom } }',
    );
    expect(near.body.data?.reversePlace).toEqual({ city: 'Vitória', stateFrom: 'ES' });
    const bad = await new TestClient(app).gql('{ reversePlace(latitude: -120, longitude: 0) { city } }');
    expect(firstError(bad).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'latitude' });
  });
});

describe('Nominatim adapter', () => {
  let geocoder: Awaited<ReturnType<typeof startStub>>;
  let mode: 'ok' | 'down' | 'abroad' = 'ok';
  beforeAll(async () => {
    geocoder = await startStub((server) => {
      server.get('/search', async (_request, reply) => {
        if (mode === 'down') return reply.code(503).send();
        return [
          {
            lat: '-20.3222',
            lon: '-40.3381',
            display_name: 'Vitória, Região Metropolitana da Grande Vitória, Espírito Santo, Brasil',
            address: { city: 'Vitória', state: 'Espírito Santo', 'ISO3166-2-lvl4': 'BR-ES', country: 'Brasil' },
          },
          { lat: '-19', lon: '-40', display_name: 'Espírito Santo, Brasil', address: { state: 'Espírito Santo' } },
        ];
      });
      server.get('/reverse', async () =>
        mode === 'abroad'
          ? {
              lat: '-34.6',
              lon: '-58.4',
              display_name: 'Buenos Aires',
              address: { city: 'Buenos Aires', state: 'CABA', country_code: 'ar' },
            }
          : {
              lat: '-20.67',
              lon: '-40.5',
              display_name: 'Guarapari, Espírito Santo, Brasil',
              address: { town: 'Guarapari', 'ISO3166-2-lvl4': 'BR-ES', country_code: 'br' },
            },
      );
    });
  });
  afterAll(() => geocoder.close());
  beforeEach(() => {
    mode = 'ok';
    geocoder.calls.length = 0;
  });

  const adapter = () =>
    nominatimPlaces({
      baseUrl: geocoder.url,
      timeoutMs: 1000,
      userAgent: 'Talhao-teste',
      fallback: gazetteerPlaces(),
      log: silent,
    });

  it('asks for Brazil only and maps results to places (dropping non-municipalities)', async () => {
    const places = await adapter().search('vitoria', 5);
    expect(places).toEqual([
      {
        formattedAddress: 'Vitória, Região Metropolitana da Grande Vitória, Espírito Santo, Brasil',
        city: 'Vitória',
        stateFrom: 'ES',
        country: 'Brasil',
        coords: { latitude: -20.3222, longitude: -40.3381 },
        ibgeCode: null,
      },
    ]);
    const url = new URL(geocoder.calls[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: 'vitoria',
      countrycodes: 'br',
      limit: '5',
      format: 'jsonv2',
    });
    expect(geocoder.calls[0]?.headers['user-agent']).toBe('Talhao-teste');
  });

  it('falls back to the gazetteer when the geocoder fails', async () => {
    mode = 'down';
    const places = await adapter().search('vitoria es', 1);
    expect(places[0]).toMatchObject({ city: 'Vitória', ibgeCode: '3205309' });
  });

  it('reverse geocodes within Brazil and answers null abroad', async () => {
    expect(await adapter().reverse(-20.67, -40.5)).toMatchObject({ city: 'Guarapari', stateFrom: 'ES' });
    mode = 'abroad';
    expect(await adapter().reverse(-34.6, -58.4)).toBeNull();
  });
});
