import { BOUNDARY_LIMITS, boundaryAreaHectares, boundarySchema } from '@talhao/schema/forms/boundary';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, fakeJwt, firstError, startBff, startStub, TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';
import { BOUNDARY_TEXTS } from './boundary';

const PROPERTY_FIELDS = 'id name totalArea farmerId boundary boundaryAreaHa';
const FARMERS = `query { farmers { items { id createdByMe } } }`;
const PROPERTIES = `query($farmerId: ID!) { farmerProperties(farmerId: $farmerId) { items { ${PROPERTY_FIELDS} } } }`;
const SET = `mutation($propertyId: ID!, $boundary: JSON) { setPropertyBoundary(propertyId: $propertyId, boundary: $boundary) { ${PROPERTY_FIELDS} } }`;

interface PropertyRow {
  id: string;
  name: string;
  totalArea: number;
  farmerId: string;
  boundary: unknown;
  boundaryAreaHa: number | null;
}

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

/** A ring of `corners` corners (+ the closing position) around Brasília, coordinates with 7 decimals. */
function circle(corners: number) {
  const ring = Array.from({ length: corners }, (_, i) => {
    const angle = (2 * Math.PI * i) / corners;
    return [-47.9123456 + 0.0123456 * Math.cos(angle), -15.8123456 + 0.0123456 * Math.sin(angle)].map(
      (n) => Math.round(n * 1e7) / 1e7,
    );
  });
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}

const stack = useStack({ signIn: ['CONSULTANT', 'MASTER', 'ENTERPRISE'] });

/** The properties of the signed-in consultant's own farmers (createdByMe). */
async function ownProperties(): Promise<PropertyRow[]> {
  const farmers = dataOf<{ items: Array<{ id: string; createdByMe: boolean }> }>(
    await stack.consultant.gql(FARMERS),
    'farmers',
  ).items.filter((f) => f.createdByMe);
  const rows: PropertyRow[] = [];
  for (const farmer of farmers) {
    rows.push(
      ...dataOf<{ items: PropertyRow[] }>(
        await stack.consultant.gql(PROPERTIES, { farmerId: farmer.id }),
        'farmerProperties',
      ).items,
    );
  }
  return rows;
}

describe('Property.boundary and boundaryAreaHa', () => {
  it('reads the seeded boundaries with their area in hectares, computed like the web does', async () => {
    const rows = await ownProperties();
    const bounded = rows.filter((row) => row.boundary);
    expect(bounded.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.boundary === null && row.boundaryAreaHa === null)).toBe(true);
    for (const row of bounded) {
      expect(row.boundaryAreaHa).toBe(boundaryAreaHectares(boundarySchema.parse(row.boundary)));
      expect(Math.abs(row.boundaryAreaHa! - row.totalArea) / row.totalArea).toBeLessThan(0.035);
    }
  });
});

describe('setPropertyBoundary', () => {
  it('sets a boundary with three upstream calls (property, its farmer, the PUT) and clears it with null', async () => {
    const [row] = (await ownProperties()).filter((r) => !r.boundary);
    expect(row).toBeDefined();
    stack.fixture.resetCalls();
    const set = dataOf<PropertyRow>(
      await stack.consultant.gql(SET, { propertyId: row!.id, boundary: square(-40.07, -19.39) }),
      'setPropertyBoundary',
    );
    expect(set.boundary).toEqual(square(-40.07, -19.39));
    expect(set.boundaryAreaHa).toBe(boundaryAreaHectares(boundarySchema.parse(square(-40.07, -19.39))));
    expect(set.boundaryAreaHa).toBeGreaterThan(115);
    expect(stack.fixture.calls()).toEqual({
      'GET /farmerPropertyApi/property/:id': 1,
      'GET /consultantFarmerProfileApi/:id': 1,
      'PUT /farmerPropertyApi/boundary/:id': 1,
    });
    // Stored: the provider answers it on the next read.
    const rest = await restAs(stack.url, 'CONSULTANT');
    expect((await rest.get(`/farmerPropertyApi/property/${row!.id}`)).body).toMatchObject({
      boundary: square(-40.07, -19.39),
    });

    const cleared = dataOf<PropertyRow>(
      await stack.consultant.gql(SET, { propertyId: row!.id, boundary: null }),
      'setPropertyBoundary',
    );
    expect(cleared).toMatchObject({ id: row!.id, boundary: null, boundaryAreaHa: null });
  });

  it('takes the geometry as a literal in the query too', async () => {
    const [row] = await ownProperties();
    const literal = `mutation { setPropertyBoundary(propertyId: "${row!.id}", boundary: {type: "Polygon", coordinates: [[[-40.07, -19.39], [-40.06, -19.39], [-40.06, -19.38], [-40.07, -19.39]]]}) { boundaryAreaHa } }`;
    expect(
      dataOf<PropertyRow>(await stack.consultant.gql(literal), 'setPropertyBoundary').boundaryAreaHa,
    ).toBeGreaterThan(50);
  });

  it.each([
    ['outside Brazil', square(2.35, 48.85), 'O contorno está fora do Brasil'],
    ['a point', { type: 'Point', coordinates: [-40, -19] }, 'O contorno deve ser um polígono'],
    ['a string', 'POLYGON', 'O contorno deve ser um polígono'],
    ['too many points', circle(BOUNDARY_LIMITS.maxVertices), 'O contorno tem pontos demais (máximo de 4.000)'],
  ])('refuses %s with the pt-BR text before any upstream call', async (_label, boundary, message) => {
    const [row] = await ownProperties();
    stack.fixture.resetCalls();
    const error = firstError(await stack.consultant.gql(SET, { propertyId: row!.id, boundary }));
    expect(error.message).toBe(message);
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.fixture.calls()).toEqual({});
  });

  it('takes the largest boundary the rules allow: it fits the request size limit', async () => {
    const [row] = await ownProperties();
    const largest = circle(BOUNDARY_LIMITS.maxVertices - 1);
    const saved = dataOf<PropertyRow>(
      await stack.consultant.gql(SET, { propertyId: row!.id, boundary: largest }),
      'setPropertyBoundary',
    );
    expect((saved.boundary as { coordinates: number[][][] }).coordinates[0]).toHaveLength(BOUNDARY_LIMITS.maxVertices);
    expect(saved.boundaryAreaHa).toBeGreaterThan(100);
  });

  it("answers another consultant's property as not found, without writing", async () => {
    const padrao = new TestClient(stack.bff);
    await padrao.signIn('padrao@talhao.dev', 'CONSULTANT');
    const farmers = dataOf<{ items: Array<{ id: string }> }>(await padrao.gql(FARMERS), 'farmers').items;
    const theirs = dataOf<{ items: PropertyRow[] }>(
      await padrao.gql(PROPERTIES, { farmerId: farmers[0]!.id }),
      'farmerProperties',
    ).items[0]!;
    stack.fixture.resetCalls();
    const error = firstError(
      await stack.consultant.gql(SET, { propertyId: theirs.id, boundary: square(-40.07, -19.39) }),
    );
    expect(error.message).toBe('Propriedade não encontrada.');
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(stack.fixture.calls()).toEqual({ 'GET /farmerPropertyApi/property/:id': 1 });
  });

  it('is refused to the master and the company (they only read farmer data)', async () => {
    const [row] = await ownProperties();
    stack.fixture.resetCalls();
    for (const client of [stack.master, stack.company]) {
      const error = firstError(await client.gql(SET, { propertyId: row!.id, boundary: null }));
      expect(error.extensions?.code).toBe('FORBIDDEN');
    }
    expect(stack.fixture.calls()).toEqual({});
  });
});

describe('setPropertyBoundary on a farmer someone else registered (a provider that shows served farmers)', () => {
  const CONSULTANT_ID = '65a1b2c3d4e5f60718293a4b';
  const JWT = fakeJwt({ sub: CONSULTANT_ID, role: 'CONSULTANT', exp: Math.floor(Date.now() / 1000) + 3600 });
  const PROPERTY = {
    _id: '65a1f0c2e4b0a1b2c3d4e603',
    name: 'Sítio Boa Esperança',
    totalArea: 42.5,
    user: '65a1f0c2e4b0a1b2c3d4e600',
    propertyPicture: null,
    boundary: null,
  };
  let stub: Awaited<ReturnType<typeof startStub>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    stub = await startStub((server) => {
      server.all('/*', async (request, reply) => {
        const key = `${request.method} ${request.url.split('?')[0]}`;
        if (key === 'POST /consultantAuthApi') return { role: 'CONSULTANT', jwtToken: JWT };
        if (key === 'GET /consultantProfileApi')
          return {
            _id: CONSULTANT_ID,
            name: 'Ana',
            email: 'ana@talhao.dev',
            role: 'CONSULTANT',
            permissions: [],
            createdAt: '2026-01-05T21:00:00.000Z',
          };
        if (key === `GET /farmerPropertyApi/property/${PROPERTY._id}`) return PROPERTY;
        if (key === `GET /consultantFarmerProfileApi/${PROPERTY.user}`)
          return { _id: PROPERTY.user, name: 'Joana Souza', createdBy: '65a1b2c3d4e5f60718293fff' };
        return reply.code(500).send({ statusCode: 500, message: 'unexpected' });
      });
    });
    app = await startBff(stub.url, { config: { upstreamRetries: 0 } });
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it('is FORBIDDEN with the pt-BR text, and nothing is sent to the provider', async () => {
    const client = new TestClient(app);
    expect((await client.signIn('ana@talhao.dev', 'CONSULTANT', 'Senha@123')).body.errors).toBeUndefined();
    stub.calls.length = 0;
    const error = firstError(await client.gql(SET, { propertyId: PROPERTY._id, boundary: square(-40.07, -19.39) }));
    expect(error.message).toBe(BOUNDARY_TEXTS.notCreator);
    expect(error.message).toBe('Apenas o consultor que cadastrou o agricultor pode alterar o contorno.');
    expect(error.extensions?.code).toBe('FORBIDDEN');
    expect(stub.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET /farmerPropertyApi/property/${PROPERTY._id}`,
      `GET /consultantFarmerProfileApi/${PROPERTY.user}`,
    ]);
  });
});
