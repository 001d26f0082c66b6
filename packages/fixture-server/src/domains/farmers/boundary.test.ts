import { boundaryAreaHectares, boundarySchema } from '@talhao/schema/forms/boundary';
import { upstreamPropertySchema } from '@talhao/schema/upstream/farmers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import { createSeedFaker } from '../../seed/random';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { BOUNDARY_HTTP_MESSAGES } from './boundaryRoutes';
import { BOUNDARIES_PER_CONSULTANT, boundaryAround } from './boundarySeed';
import { PROPERTIES } from './farmers';
import { toPropertyPayload } from './payloads';

let server: FixtureServer;
let premium: string;
let standard: string;
const seeded = new Store();

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  server = await startFixture();
  premium = await signIn(server, DEMO.premium.email, 'CONSULTANT');
  standard = await signIn(server, DEMO.standard.email, 'CONSULTANT');
});
afterAll(() => server.close());

const userId = (email: string) => seeded.collection(USERS).find((u) => u.email === email)!._id;
const createdBy = (consultantEmail: string) =>
  new Set(
    seeded
      .collection(USERS)
      .filter((u) => u.role === 'USER' && u.createdBy === userId(consultantEmail))
      .map((u) => u._id),
  );
const propertyOf = (farmers: Set<string>) => seeded.collection(PROPERTIES).find((p) => farmers.has(p.user))!;

const square = (lng: number, lat: number, side = 0.01) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + side, lat],
      [lng + side, lat + side],
      [lng, lat + side],
      [lng, lat],
    ],
  ],
});

const put = (id: string, token: string, payload: object) =>
  server.app.inject({ method: 'PUT', url: `/farmerPropertyApi/boundary/${id}`, headers: bearer(token), payload });
const get = (id: string, token: string) =>
  server.app.inject({ method: 'GET', url: `/farmerPropertyApi/property/${id}`, headers: bearer(token) });

describe('PUT farmerPropertyApi/boundary/:id', () => {
  it("sets the boundary of the creator's property (normalised to 2D) and clears it with null", async () => {
    const property = propertyOf(createdBy(DEMO.premium.email));
    const withAltitude = square(-40.07, -19.39);
    withAltitude.coordinates[0] = withAltitude.coordinates[0]!.map((p) => [...p, 12]);
    const set = await put(property._id, premium, { boundary: withAltitude });
    expect(set.statusCode, set.body).toBe(200);
    const answered = upstreamPropertySchema.parse(set.json());
    expect(answered._id).toBe(property._id);
    expect(answered.boundary).toEqual(square(-40.07, -19.39));
    expect(upstreamPropertySchema.parse((await get(property._id, premium)).json()).boundary).toEqual(
      square(-40.07, -19.39),
    );

    const cleared = await put(property._id, premium, { boundary: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().boundary).toBeNull();
    expect((await get(property._id, premium)).json().boundary).toBeNull();
  });

  it('refuses a geometry outside Brazil, an open ring, a point and a missing body with 400 and the pt-BR text', async () => {
    const property = propertyOf(createdBy(DEMO.premium.email));
    const before = server.changes();
    expect((await put(property._id, premium, { boundary: square(2.35, 48.85) })).json()).toMatchObject({
      statusCode: 400,
      message: 'O contorno está fora do Brasil',
    });
    const open = square(-40.07, -19.39);
    open.coordinates[0]!.pop();
    expect((await put(property._id, premium, { boundary: open })).json().message).toBe(
      'O contorno deve ser fechado (o último ponto igual ao primeiro)',
    );
    expect(
      (await put(property._id, premium, { boundary: { type: 'Point', coordinates: [-40, -19] } })).statusCode,
    ).toBe(400);
    expect((await put(property._id, premium, {})).statusCode).toBe(400);
    expect(server.changes()).toBe(before);
  });

  it('answers 403 to a caller who sees the property but did not register its farmer, 404 to others', async () => {
    // The seed has no consultant serving a farmer someone else registered; the farmer sees their own land.
    const farmerToken = await signIn(server, DEMO.farmer.email, 'USER');
    const own = seeded.collection(PROPERTIES).find((p) => p.user === userId(DEMO.farmer.email))!;
    expect((await get(own._id, farmerToken)).statusCode).toBe(200);
    const before = server.changes();
    const refused = await put(own._id, farmerToken, { boundary: square(-40.07, -19.39) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BOUNDARY_HTTP_MESSAGES.notCreator);
    expect(BOUNDARY_HTTP_MESSAGES.notCreator).toBe(
      'Apenas o consultor que cadastrou o agricultor pode alterar o contorno.',
    );

    const others = propertyOf(createdBy(DEMO.standard.email));
    const hidden = await put(others._id, premium, { boundary: square(-40.07, -19.39) });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Propriedade não encontrada.');
    expect((await put('65a1f0c2e4b0a1b2c3d4e5f6', standard, { boundary: null })).statusCode).toBe(404);
    expect(server.changes()).toBe(before);
  });
});

describe('boundaries seed', () => {
  it("gives each demo consultant's first properties a valid boundary near their location, area within 3%", () => {
    const consultants = [DEMO.premium, DEMO.standard, DEMO.trial, DEMO.agrovaleConsultant];
    for (const consultant of consultants) {
      const farmers = createdBy(consultant.email);
      const withBoundary = seeded.collection(PROPERTIES).filter((p) => farmers.has(p.user) && Boolean(p.boundary));
      expect(withBoundary.length, consultant.email).toBe(BOUNDARIES_PER_CONSULTANT);
      for (const property of withBoundary) {
        const geometry = boundarySchema.parse(property.boundary);
        const hectares = boundaryAreaHectares(geometry);
        expect(Math.abs(hectares - property.totalArea) / property.totalArea).toBeLessThan(0.035);
        const [lng, lat] = geometry.coordinates[0]![0] as number[];
        expect(Math.abs(lat! - property.address!.coords.latitude)).toBeLessThan(0.1);
        expect(Math.abs(lng! - property.address!.coords.longitude)).toBeLessThan(0.1);
        expect(upstreamPropertySchema.parse(toPropertyPayload(property)).boundary).toEqual(property.boundary);
      }
    }
    // Most properties have none: the empty state shows too.
    expect(seeded.collection(PROPERTIES).filter((p) => !p.boundary).length).toBeGreaterThan(10);
  });

  it('draws a polygon of the wanted area', () => {
    const faker = createSeedFaker(1, 'test');
    for (const hectares of [5, 42.5, 2500]) {
      const polygon = boundarySchema.parse(boundaryAround(faker, { latitude: -19.39, longitude: -40.07 }, hectares));
      expect(boundaryAreaHectares(polygon)).toBeCloseTo(hectares, hectares < 10 ? 1 : 0);
    }
  });
});
