import { plantCount } from '@talhao/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataOf,
  fakeJwt,
  firstError,
  type GqlResponse,
  startBff,
  startStub,
  TestClient,
  useStack,
} from '../../test/helpers';
import { ADDRESS_INPUT } from '../../test/master';
import { LAND_TEXTS } from './land-messages';

const FARMERS = `query { farmers { items { id name createdByMe } } }`;
const CULTURES = `query($farmerId: ID!) { farmerCultures(farmerId: $farmerId) { total items { id name } } }`;
const CREATE_PROPERTY = `mutation($farmerId: ID!, $input: PropertyInput!) {
  createProperty(farmerId: $farmerId, input: $input) { message property { id name totalArea areaCount farmerId } } }`;
const UPDATE_PROPERTY = `mutation($id: ID!, $input: PropertyInput!) {
  updateProperty(id: $id, input: $input) { message property { id name totalArea } } }`;
const DELETE_PROPERTY = `mutation($id: ID!) { deleteProperty(id: $id) { message } }`;
const CREATE_AREA = `mutation($input: AreaInput!) { createArea(input: $input) { message area { id name sectorCount } } }`;
const UPDATE_AREA = `mutation($id: ID!, $name: String!) { updateArea(id: $id, name: $name) { message area { id name } } }`;
const DELETE_AREA = `mutation($id: ID!) { deleteArea(id: $id) { message } }`;
const CREATE_SECTORS = `mutation($input: SectorsInput!) { createSectors(input: $input) { message sectors { id name areaId } } }`;
const UPDATE_SECTOR = `mutation($id: ID!, $input: SectorInput!) { updateSector(id: $id, input: $input) { message sector { id name plants cultureName } } }`;
const DELETE_SECTOR = `mutation($id: ID!) { deleteSector(id: $id) { message } }`;
const CREATE_CULTURE = `mutation($farmerId: ID!, $name: String!) { createCulture(farmerId: $farmerId, name: $name) { message culture { id name } } }`;
const SECTOR = `query($id: ID!) { sector(id: $id) { id name plotArea plantingDate cultureId spacingBetweenPlants spacingBetweenStreets plants } }`;
const PROPERTY_PAGE = `query($id: ID!, $page: Int) { property(id: $id) {
  id name totalArea areaCount address { city stateFrom } farmer { id name createdByMe }
  areas(page: $page) { page total hasNextPage items { id name sectorCount
    sectors { id name cultureName plotArea plantingDate spacingBetweenPlants spacingBetweenStreets plants } } } } }`;

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE'] });
let standard: TestClient;
let farmerId: string;
let cultureId: string;

beforeAll(async () => {
  standard = new TestClient(stack.bff);
  const signIn = await standard.signIn('padrao@talhao.dev', 'CONSULTANT');
  if (signIn.body.errors) throw new Error(signIn.raw);
  const farmers = dataOf<{ items: Array<{ id: string; createdByMe: boolean }> }>(
    await stack.consultant.gql(FARMERS),
    'farmers',
  ).items;
  farmerId = farmers.find((f) => f.createdByMe)!.id;
  cultureId = dataOf<{ items: Array<{ id: string }> }>(
    await stack.consultant.gql(CULTURES, { farmerId }),
    'farmerCultures',
  ).items[0]!.id;
});

const propertyInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sítio Lote Dez',
  address: ADDRESS_INPUT,
  totalArea: 120.5,
  ...overrides,
});
const sectorsInput = (areaId: string, overrides: Record<string, unknown> = {}) => ({
  areaId,
  quantity: 2,
  cultureId,
  plotArea: 2.5,
  plantingDate: '2026-03-10',
  spacingBetweenPlants: 0.5,
  spacingBetweenStreets: 3.5,
  ...overrides,
});

async function newProperty(client: TestClient = stack.consultant): Promise<string> {
  const result = await client.gql(CREATE_PROPERTY, { farmerId, input: propertyInput() });
  return dataOf<{ property: { id: string } }>(result, 'createProperty').property.id;
}
async function newArea(propertyId: string, name: string): Promise<string> {
  const result = await stack.consultant.gql(CREATE_AREA, { input: { propertyId, name } });
  return dataOf<{ area: { id: string } }>(result, 'createArea').area.id;
}

const expectError = (response: GqlResponse, code: string, message: string) => {
  const error = firstError(response);
  expect(error.extensions?.code).toBe(code);
  expect(error.message).toBe(message);
};

interface PageSector {
  name: string;
  cultureName: string;
  plotArea: number;
  spacingBetweenPlants: number;
  spacingBetweenStreets: number;
  plants: number;
}
interface PropertyPage {
  areaCount: number;
  farmer: { id: string; createdByMe: boolean };
  areas: {
    total: number;
    hasNextPage: boolean;
    items: Array<{ id: string; name: string; sectorCount: number; sectors: PageSector[] }>;
  };
}

describe('the property page', () => {
  it('property, owner, 10 areas and all their sectors: one request, 4 upstream calls', async () => {
    const created = dataOf<{ message: string; property: { id: string; areaCount: number; farmerId: string } }>(
      await stack.consultant.gql(CREATE_PROPERTY, { farmerId, input: propertyInput({ totalArea: 1350.5 }) }),
      'createProperty',
    );
    expect(created.message).toBe('Propriedade criada com sucesso!');
    expect(created.property).toMatchObject({ areaCount: 0, farmerId });
    const propertyId = created.property.id;
    for (let index = 1; index <= 11; index++) {
      const areaId = await newArea(propertyId, `Talhão ${String(index).padStart(2, '0')}`);
      const sectors = dataOf<{ message: string; sectors: Array<{ name: string }> }>(
        await stack.consultant.gql(CREATE_SECTORS, { input: sectorsInput(areaId) }),
        'createSectors',
      );
      expect(sectors.message).toBe('Setor(es) criado(s) com sucesso!');
      expect(sectors.sectors.map((s) => s.name)).toEqual(['Setor 1', 'Setor 2']);
    }

    stack.fixture.resetCalls();
    const page = dataOf<PropertyPage>(await stack.consultant.gql(PROPERTY_PAGE, { id: propertyId }), 'property');
    expect(page.areaCount).toBe(11);
    expect(page.farmer).toMatchObject({ id: farmerId, createdByMe: true });
    expect(page.areas.total).toBe(11);
    expect(page.areas.hasNextPage).toBe(true);
    expect(page.areas.items).toHaveLength(10);
    for (const area of page.areas.items) {
      expect(area.sectorCount).toBe(2);
      expect(area.sectors.map((s) => s.name)).toEqual(['Setor 1', 'Setor 2']);
    }
    const sector = page.areas.items[0]!.sectors[0]!;
    expect(sector).toMatchObject({ plotArea: 2.5, spacingBetweenPlants: 0.5, spacingBetweenStreets: 3.5 });
    expect(sector.cultureName).toBeTruthy();
    // 2.5 ha = 25,000 m² over 0.5 m × 3.5 m = 14,285 plants.
    expect(sector.plants).toBe(14_285);
    expect(sector.plants).toBe(plantCount(2.5, 0.5, 3.5));
    const calls = stack.fixture.calls();
    expect(Object.values(calls).reduce((a, b) => a + b, 0)).toBe(4);
    expect(calls).toMatchObject({
      'GET /farmerAreaApi/property/:propertyId': 1,
      'POST /farmerSectorApi/filter': 1,
    });

    const second = dataOf<PropertyPage>(
      await stack.consultant.gql(PROPERTY_PAGE, { id: propertyId, page: 2 }),
      'property',
    );
    expect(second.areas.items.map((a) => a.name)).toEqual(['Talhão 11']);
    expect(second.areas.hasNextPage).toBe(false);
  });

  it('more sectors continue the area’s count; one sector takes its name', async () => {
    const propertyId = await newProperty();
    const areaId = await newArea(propertyId, 'Talhão A');
    const named = await stack.consultant.gql(CREATE_SECTORS, {
      input: sectorsInput(areaId, { quantity: 1, name: 'Setor da Mata' }),
    });
    expect(dataOf<{ sectors: Array<{ name: string }> }>(named, 'createSectors').sectors.map((s) => s.name)).toEqual([
      'Setor da Mata',
    ]);
    const three = await stack.consultant.gql(CREATE_SECTORS, { input: sectorsInput(areaId, { quantity: 3 }) });
    expect(dataOf<{ sectors: Array<{ name: string }> }>(three, 'createSectors').sectors.map((s) => s.name)).toEqual([
      'Setor 2',
      'Setor 3',
      'Setor 4',
    ]);
  });
});

describe('rules, on the server with the form’s messages', () => {
  it('refuses before any upstream call', async () => {
    stack.fixture.resetCalls();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [CREATE_PROPERTY, { farmerId, input: propertyInput({ name: 'Sít' }) }, 'O nome deve ter no mínimo 4 caracteres'],
      [
        CREATE_PROPERTY,
        { farmerId, input: propertyInput({ totalArea: 1e308 }) },
        'O valor deve estar entre 0 e 9.999.999',
      ],
      [CREATE_AREA, { input: { propertyId: 'p', name: ' ' } }, 'Digite o nome da área'],
      [UPDATE_AREA, { id: 'a', name: '' }, 'Nome da área é obrigatório'],
      [CREATE_SECTORS, { input: sectorsInput('a', { quantity: 1 }) }, 'Digite o nome do setor'],
      [CREATE_SECTORS, { input: sectorsInput('a', { quantity: 201 }) }, 'A quantidade deve estar entre 1 e 200'],
      [CREATE_SECTORS, { input: sectorsInput('a', { plantingDate: '2026-02-31' }) }, 'Data inválida'],
      [
        CREATE_SECTORS,
        { input: sectorsInput('a', { spacingBetweenPlants: 1.234 }) },
        'O valor pode ter no máximo duas casas decimais',
      ],
      [CREATE_CULTURE, { farmerId, name: '' }, 'Digite a cultura'],
    ];
    for (const [query, variables, message] of cases) {
      expectError(await stack.consultant.gql(query, variables), 'BAD_USER_INPUT', message);
    }
    expect(stack.fixture.calls()).toEqual({});
  });
});

describe('edits and removals', () => {
  it('area, sector, culture and property: success texts, deletes cascade', async () => {
    const propertyId = await newProperty();
    const updated = await stack.consultant.gql(UPDATE_PROPERTY, {
      id: propertyId,
      input: propertyInput({ name: 'Sítio Renomeado', totalArea: 99 }),
    });
    expect(dataOf<{ message: string }>(updated, 'updateProperty').message).toBe('Propriedade atualizada com sucesso!');
    const areaId = await newArea(propertyId, 'Talhão B');
    const renamed = await stack.consultant.gql(UPDATE_AREA, { id: areaId, name: 'Talhão C' });
    expect(dataOf<{ message: string; area: { name: string } }>(renamed, 'updateArea')).toMatchObject({
      message: 'Área editada com sucesso!',
      area: { name: 'Talhão C' },
    });
    const created = dataOf<{ sectors: Array<{ id: string }> }>(
      await stack.consultant.gql(CREATE_SECTORS, { input: sectorsInput(areaId) }),
      'createSectors',
    );
    const sectorId = created.sectors[0]!.id;
    const culture = dataOf<{ message: string; culture: { id: string; name: string } }>(
      await stack.consultant.gql(CREATE_CULTURE, { farmerId, name: 'Maracujá Azedo' }),
      'createCulture',
    );
    expect(culture.message).toBe('Cultura criada com sucesso!');
    const edited = await stack.consultant.gql(UPDATE_SECTOR, {
      id: sectorId,
      input: {
        name: 'Setor Leste',
        cultureId: culture.culture.id,
        plotArea: 1,
        plantingDate: '2026-04-01',
        spacingBetweenPlants: 1,
        spacingBetweenStreets: 4,
      },
    });
    expect(dataOf<{ message: string; sector: object }>(edited, 'updateSector')).toMatchObject({
      message: 'Setor editado com sucesso!',
      sector: { name: 'Setor Leste', plants: 2500, cultureName: 'Maracujá Azedo' },
    });
    expect(
      dataOf<{ plantingDate: string }>(await stack.consultant.gql(SECTOR, { id: sectorId }), 'sector'),
    ).toMatchObject({
      plantingDate: '2026-04-01',
      cultureId: culture.culture.id,
    });
    const removed = await stack.consultant.gql(DELETE_SECTOR, { id: sectorId });
    expect(dataOf<{ message: string }>(removed, 'deleteSector').message).toBe('Setor excluído com sucesso!');
    expect((await stack.consultant.gql(SECTOR, { id: sectorId })).body.data?.sector).toBeNull();

    expect(
      dataOf<{ message: string }>(await stack.consultant.gql(DELETE_AREA, { id: areaId }), 'deleteArea').message,
    ).toBe('Área excluída com sucesso!');
    const deleted = await stack.consultant.gql(DELETE_PROPERTY, { id: propertyId });
    expect(dataOf<{ message: string }>(deleted, 'deleteProperty').message).toBe('Propriedade excluída com sucesso!');
    expect((await stack.consultant.gql(PROPERTY_PAGE, { id: propertyId })).body.data?.property).toBeNull();
  });
});

describe('the properties CSV', () => {
  it('one row per sector, areas without sectors included, pt-BR numbers and dates', async () => {
    const propertyId = await newProperty();
    const withSectors = await newArea(propertyId, 'Talhão Café');
    await newArea(propertyId, 'Talhão Vazio');
    await stack.consultant.gql(CREATE_SECTORS, { input: sectorsInput(withSectors) });
    const response = await stack.consultant.get(
      `/exports/properties.csv?farmerId=${farmerId}&propertyId=${propertyId}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="propriedades-.+-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.raw.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Propriedade;Cidade;Área;Setor;Cultura;Tamanho (ha);Plantio;Espaçamento entre linhas (m);Espaçamento entre plantas (m);Plantas',
    );
    expect(lines.slice(1, -1)).toEqual([
      expect.stringMatching(/^Sítio Lote Dez;Linhares;Talhão Café;Setor 1;[^;]+;2,5;10\/03\/2026;3,5;0,5;14285$/),
      expect.stringMatching(/^Sítio Lote Dez;Linhares;Talhão Café;Setor 2;[^;]+;2,5;10\/03\/2026;3,5;0,5;14285$/),
      'Sítio Lote Dez;Linhares;Talhão Vazio;;;;;;;',
    ]);
  });

  it('another consultant’s farmer: 404 with its text, no file', async () => {
    const response = await standard.get(`/exports/properties.csv?farmerId=${farmerId}`);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.raw)).toEqual({ code: 'NOT_FOUND', message: LAND_TEXTS.farmerNotFound });
  });
});

describe('someone else’s land', () => {
  it('another consultant reads null and writes NOT_FOUND, nothing stored', async () => {
    const propertyId = await newProperty();
    const areaId = await newArea(propertyId, 'Talhão Privado');
    const sectorId = dataOf<{ sectors: Array<{ id: string }> }>(
      await stack.consultant.gql(CREATE_SECTORS, { input: sectorsInput(areaId) }),
      'createSectors',
    ).sectors[0]!.id;

    const before = stack.fixture.changes();
    expect((await standard.gql(PROPERTY_PAGE, { id: propertyId })).body.data?.property).toBeNull();
    expect((await standard.gql(SECTOR, { id: sectorId })).body.data?.sector).toBeNull();
    expectError(await standard.gql(CULTURES, { farmerId }), 'NOT_FOUND', 'Dados não encontrados');
    const writes: Array<[string, Record<string, unknown>, string]> = [
      [CREATE_PROPERTY, { farmerId, input: propertyInput() }, LAND_TEXTS.farmerNotFound],
      [UPDATE_PROPERTY, { id: propertyId, input: propertyInput() }, LAND_TEXTS.propertyNotFound],
      [DELETE_PROPERTY, { id: propertyId }, LAND_TEXTS.propertyNotFound],
      [CREATE_AREA, { input: { propertyId, name: 'Invasão' } }, LAND_TEXTS.propertyNotFound],
      [UPDATE_AREA, { id: areaId, name: 'Invasão' }, LAND_TEXTS.areaNotFound],
      [DELETE_AREA, { id: areaId }, LAND_TEXTS.areaNotFound],
      [CREATE_SECTORS, { input: sectorsInput(areaId) }, LAND_TEXTS.areaNotFound],
      [DELETE_SECTOR, { id: sectorId }, LAND_TEXTS.sectorNotFound],
      [CREATE_CULTURE, { farmerId, name: 'Soja' }, LAND_TEXTS.farmerNotFound],
    ];
    for (const [query, variables, message] of writes)
      expectError(await standard.gql(query, variables), 'NOT_FOUND', message);
    expect(stack.fixture.changes()).toBe(before);
  });

  it('the company reads but never writes', async () => {
    expect(firstError(await stack.company.gql(DELETE_PROPERTY, { id: 'x' })).extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the farmer’s creator rule (a provider that shows someone else’s farmer)', () => {
  const CONSULTANT_ID = '65a1b2c3d4e5f60718290002';
  let stub: Awaited<ReturnType<typeof startStub>>;
  let app: Awaited<ReturnType<typeof startBff>>;
  let client: TestClient;

  beforeAll(async () => {
    const jwt = fakeJwt({ sub: CONSULTANT_ID, role: 'CONSULTANT', exp: Math.floor(Date.now() / 1000) + 3600 });
    stub = await startStub((server) => {
      server.post('/consultantAuthApi', async () => ({ role: 'CONSULTANT', jwtToken: jwt }));
      server.get('/consultantProfileApi', async () => ({
        _id: CONSULTANT_ID,
        name: 'Rafael Lima',
        email: 'rafael@talhao.dev',
        createdAt: '2026-01-01T12:00:00.000Z',
        permissions: ['__premium'],
        role: 'CONSULTANT',
      }));
      server.get('/consultantFarmerProfileApi/:id', async () => ({
        _id: 'f1',
        name: 'João da Silva',
        profilePicture: null,
        createdBy: 'another-consultant',
      }));
      server.get('/farmerPropertyApi/property/:id', async () => ({
        _id: 'p1',
        name: 'Sítio Alheio',
        totalArea: 10,
        user: 'f1',
        propertyPicture: null,
        areas: [],
      }));
    });
    app = await startBff(stub.url, { config: { upstreamRetries: 0, batchById: new Set() } });
    client = new TestClient(app);
    const signIn = await client.signIn('rafael@talhao.dev', 'CONSULTANT');
    if (signIn.body.errors) throw new Error(signIn.raw);
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it('FORBIDDEN with its text, and no write is sent', async () => {
    const before = stub.calls.length;
    expectError(
      await client.gql(CREATE_PROPERTY, { farmerId: 'f1', input: propertyInput() }),
      'FORBIDDEN',
      LAND_TEXTS.notCreator,
    );
    expectError(await client.gql(DELETE_PROPERTY, { id: 'p1' }), 'FORBIDDEN', LAND_TEXTS.notCreator);
    expectError(await client.gql(CREATE_CULTURE, { farmerId: 'f1', name: 'Soja' }), 'FORBIDDEN', LAND_TEXTS.notCreator);
    const sent = stub.calls.slice(before).map((c) => `${c.method} ${c.url}`);
    expect(sent.every((call) => call.startsWith('GET '))).toBe(true);
    expect(sent.filter((call) => call.startsWith('GET /consultantFarmerProfileApi/'))).toHaveLength(3);
  });
});
