import { PROVIDED_MESSAGES } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';
import { REMOVED_OFFER_NAME } from '../offers/messages';
import { NO_CONSULTANT_AREA, REQUEST_ACCEPTED, REQUEST_REFUSED } from './messages';

const ROW =
  'id status startDate endDate fixedPrice createdAt farmer { id name } property { id name } offer { id name }';
const LIST = `query($page: Int, $providedConsultancyId: ID, $farmerId: ID, $viewAs: ID) {
  providedConsultancies(page: $page, providedConsultancyId: $providedConsultancyId, farmerId: $farmerId, viewAs: $viewAs) {
    page total hasNextPage items { ${ROW} } } }`;
const DETAIL = `query($id: ID!, $viewAs: ID) { providedConsultancy(id: $id, viewAs: $viewAs) { ${ROW}
  farmer { email phoneNumber address { city stateFrom } createdByMe } property { totalArea farmerId } } }`;
const REQUESTS = `query($page: Int) { consultancyRequests(page: $page) { total items { ${ROW} } } }`;
const ANSWER = `mutation($id: ID!, $accept: Boolean!) { answerConsultancyRequest(id: $id, accept: $accept) { message providedConsultancy { id status } } }`;
const CREATE = `mutation($input: ProvidedConsultancyInput!) { createProvidedConsultancy(input: $input) { message providedConsultancy { ${ROW} } } }`;
const UPDATE = `mutation($id: ID!, $input: ProvidedConsultancyInput!) { updateProvidedConsultancy(id: $id, input: $input) { message providedConsultancy { ${ROW} } } }`;
const DELETE = `mutation($id: ID!) { deleteProvidedConsultancy(id: $id) { message } }`;
const FARMERS = `query($name: String, $page: Int) { farmers(name: $name, page: $page) { page total hasNextPage items { id name createdByMe } } }`;
const FARMER = `query($id: ID!) { farmer(id: $id) { id name createdByMe } }`;
const PROPERTIES = `query($farmerId: ID!) { farmerProperties(farmerId: $farmerId) { total items { id name farmerId totalArea } } }`;
const SECTORS = `query($propertyId: ID!) { propertySectors(propertyId: $propertyId) { id name areaId areaName cultureName plotArea } }`;
const OFFERS = `query { offeredConsultancies { items { id name } } }`;
const VIEWER_ID = `query { viewer { profile { id } } }`;

interface Row {
  id: string;
  status: string;
  startDate: string;
  endDate: string | null;
  fixedPrice: number;
  farmer: { id: string; name: string };
  property: { id: string; name: string } | null;
  offer: { id: string; name: string };
}
interface RowPage {
  page: number;
  total: number;
  hasNextPage: boolean;
  items: Row[];
}
interface UpstreamProvided {
  _id: string;
  consultancy: string;
  user: string;
  property: string | null;
  status: string;
  endDate?: string | null;
}

let standard: TestClient;

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'MASTER'] });
beforeAll(async () => {
  standard = new TestClient(stack.bff);
  const signIn = await standard.signIn('padrao@talhao.dev', 'CONSULTANT');
  if (signIn.body.errors) throw new Error(signIn.raw);
});

const viewerId = async (client: TestClient) =>
  dataOf<{ profile: { id: string } }>(await client.gql(VIEWER_ID), 'viewer').profile.id;

/** A valid create input built from the consultant's own offer, farmer and that farmer's property. */
async function validInput(overrides: Record<string, unknown> = {}) {
  const offer = dataOf<{ items: Array<{ id: string }> }>(await stack.consultant.gql(OFFERS), 'offeredConsultancies')
    .items[0]!;
  const farmers = dataOf<{ items: Array<{ id: string }> }>(await stack.consultant.gql(FARMERS), 'farmers').items;
  for (const farmer of farmers) {
    const properties = dataOf<{ items: Array<{ id: string }> }>(
      await stack.consultant.gql(PROPERTIES, { farmerId: farmer.id }),
      'farmerProperties',
    ).items;
    if (properties[0]) {
      return {
        offerId: offer.id,
        farmerId: farmer.id,
        propertyId: properties[0].id,
        fixedPrice: 1500.5,
        status: 'PLANNED',
        startDate: '2026-12-01',
        endDate: '2027-02-28',
        ...overrides,
      };
    }
  }
  throw new Error('no farmer with a property in the seed');
}

describe('providedConsultancies (the table)', () => {
  it('a full page naming farmer, property and offer costs one upstream call per resource kind', async () => {
    stack.fixture.resetCalls();
    const page = dataOf<RowPage>(await stack.consultant.gql(LIST, { page: 1 }), 'providedConsultancies');
    expect(page.items).toHaveLength(10);
    expect(page.hasNextPage).toBe(page.total > 10);
    expect(stack.fixture.calls()).toEqual({
      'POST /consultantConsultancyProvidedApi/filter': 1,
      'POST /consultantFarmerProfileApi/users-registered/filter': 1,
      'POST /farmerPropertyApi/filter': 1,
      'POST /consultantConsultancyApi/filter': 1,
    });

    const rest = await restAs(stack.url, 'CONSULTANT');
    const upstream = (await rest.post('/consultantConsultancyProvidedApi/filter?pageNumber=1', {})).body as {
      items: UpstreamProvided[];
      total: number;
    };
    expect(page.total).toBe(upstream.total);
    expect(page.items.map((row) => row.id)).toEqual(upstream.items.map((row) => row._id));
    for (const [index, row] of page.items.entries()) {
      const source = upstream.items[index]!;
      expect(row.farmer.id).toBe(source.user);
      expect(row.offer.id).toBe(source.consultancy);
      expect(row.property?.id ?? null).toBe(source.property ?? null);
      expect(row.status).toBe(source.status === 'IN-PROGRESS' ? 'IN_PROGRESS' : source.status);
      expect(['REQUESTED', 'REJECTED']).not.toContain(row.status);
      expect(row.farmer.name).not.toBe('');
      expect(row.offer.name).not.toBe('');
    }
    const firstFarmer = (await rest.get(`/consultantFarmerProfileApi/${page.items[0]!.farmer.id}`)).body as {
      name: string;
    };
    expect(page.items[0]!.farmer.name).toBe(firstFarmer.name);
  });

  it('filters by farmerId and by providedConsultancyId; blank search params mean no filter', async () => {
    const first = dataOf<RowPage>(await stack.consultant.gql(LIST), 'providedConsultancies').items[0]!;
    const byFarmer = dataOf<RowPage>(
      await stack.consultant.gql(LIST, { farmerId: first.farmer.id, providedConsultancyId: '' }),
      'providedConsultancies',
    );
    expect(byFarmer.items.length).toBeGreaterThan(0);
    expect(byFarmer.items.every((row) => row.farmer.id === first.farmer.id)).toBe(true);
    const byId = dataOf<RowPage>(
      await stack.consultant.gql(LIST, { providedConsultancyId: first.id, farmerId: '' }),
      'providedConsultancies',
    );
    expect(byId.items.map((row) => row.id)).toEqual([first.id]);
  });

  it('viewAs: a MASTER reads a consultant’s (or a company’s) table; without viewAs, or as another consultant, FORBIDDEN', async () => {
    const consultantId = await viewerId(stack.consultant);
    const own = dataOf<RowPage>(await stack.consultant.gql(LIST), 'providedConsultancies');
    const viewed = dataOf<RowPage>(await stack.master.gql(LIST, { viewAs: consultantId }), 'providedConsultancies');
    expect(viewed).toEqual(own);

    const noViewAs = firstError(await stack.master.gql(LIST));
    expect(noViewAs.message).toBe(NO_CONSULTANT_AREA);
    expect(noViewAs.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(firstError(await standard.gql(LIST, { viewAs: consultantId })).extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    // Issue 16: the company reads its consultants' deliveries, and a master's visit reads the same table.
    const companyId = await viewerId(stack.company);
    const company = dataOf<RowPage>(await stack.company.gql(LIST), 'providedConsultancies');
    expect(company.total).toBeGreaterThan(0);
    expect(dataOf<RowPage>(await stack.master.gql(LIST, { viewAs: companyId }), 'providedConsultancies')).toEqual(
      company,
    );
  });
});

describe('providedConsultancy (detail)', () => {
  it('answers the record with its farmer and property; another consultant’s id is null', async () => {
    const row = dataOf<RowPage>(await stack.consultant.gql(LIST), 'providedConsultancies').items[0]!;
    stack.fixture.resetCalls();
    const detail = dataOf<Row & { farmer: { createdByMe: boolean }; property: { farmerId: string } }>(
      await stack.consultant.gql(DETAIL, { id: row.id }),
      'providedConsultancy',
    );
    expect(detail).toMatchObject(row);
    expect(detail.property?.farmerId).toBe(row.farmer.id);
    expect(stack.fixture.calls()).toMatchObject({
      'GET /consultantConsultancyProvidedApi/:id': 1,
      'POST /consultantFarmerProfileApi/users-registered/filter': 1,
    });

    const rest = await restAs(stack.url, 'CONSULTANT');
    const farmer = (await rest.get(`/consultantFarmerProfileApi/${row.farmer.id}`)).body as {
      createdBy?: string | null;
    };
    expect(detail.farmer.createdByMe).toBe(farmer.createdBy === (await viewerId(stack.consultant)));

    const foreign = await standard.gql(DETAIL, { id: row.id });
    expect(foreign.body.errors).toBeUndefined();
    expect(foreign.body.data?.providedConsultancy).toBeNull();
  });
});

describe('consultancyRequests', () => {
  it('lists REQUESTED ones; Aceitar → PLANNED, Recusar → REJECTED; a second answer is refused', async () => {
    const requests = dataOf<RowPage>(await stack.consultant.gql(REQUESTS), 'consultancyRequests');
    expect(requests.items.length).toBeGreaterThanOrEqual(2);
    expect(requests.items.every((row) => row.status === 'REQUESTED')).toBe(true);
    const [toAccept, toRefuse] = requests.items as [Row, Row];

    stack.fixture.resetCalls();
    const accepted = dataOf<{ message: string; providedConsultancy: { id: string; status: string } }>(
      await stack.consultant.gql(ANSWER, { id: toAccept.id, accept: true }),
      'answerConsultancyRequest',
    );
    expect(accepted).toEqual({
      message: REQUEST_ACCEPTED,
      providedConsultancy: { id: toAccept.id, status: 'PLANNED' },
    });
    expect(stack.fixture.calls()).toEqual({ 'PUT /consultantConsultancyProvidedApi/requests/:id': 1 });

    const refused = dataOf<{ message: string; providedConsultancy: { status: string } }>(
      await stack.consultant.gql(ANSWER, { id: toRefuse.id, accept: false }),
      'answerConsultancyRequest',
    );
    expect(refused).toEqual({ message: REQUEST_REFUSED, providedConsultancy: { id: toRefuse.id, status: 'REJECTED' } });

    const rest = await restAs(stack.url, 'CONSULTANT');
    expect((await rest.get(`/consultantConsultancyProvidedApi/${toAccept.id}`)).body).toMatchObject({
      status: 'PLANNED',
    });
    expect((await rest.get(`/consultantConsultancyProvidedApi/${toRefuse.id}`)).body).toMatchObject({
      status: 'REJECTED',
    });
    const again = firstError(await stack.consultant.gql(ANSWER, { id: toAccept.id, accept: true }));
    expect(again.message).toBe('Esta solicitação já foi respondida');
    expect(again.extensions).toMatchObject({ code: 'CONFLICT', status: 409 });

    const after = dataOf<RowPage>(await stack.consultant.gql(REQUESTS), 'consultancyRequests');
    expect(after.total).toBe(requests.total - 2);
    expect(firstError(await stack.master.gql(ANSWER, { id: toRefuse.id, accept: true })).extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('create, edit and delete', () => {
  it('create: POST then the stored record; edit: PUT with _id (IN_PROGRESS ↔ IN-PROGRESS); delete', async () => {
    const input = await validInput();
    stack.fixture.resetCalls();
    const created = dataOf<{ message: string; providedConsultancy: Row }>(
      await stack.consultant.gql(CREATE, { input }),
      'createProvidedConsultancy',
    );
    expect(created.message).toBe('Consultoria criada com sucesso!');
    expect(created.providedConsultancy).toMatchObject({
      status: 'PLANNED',
      fixedPrice: 1500.5,
      startDate: '2026-12-01',
      endDate: '2027-02-28',
      farmer: { id: input.farmerId },
      property: { id: input.propertyId },
      offer: { id: input.offerId },
    });
    expect(stack.fixture.calls()).toMatchObject({
      'POST /consultantConsultancyProvidedApi': 1,
      'GET /consultantConsultancyProvidedApi/:id': 1,
    });
    const id = created.providedConsultancy.id;

    stack.fixture.resetCalls();
    const updated = dataOf<{ message: string; providedConsultancy: Row }>(
      await stack.consultant.gql(UPDATE, {
        id,
        input: { ...input, status: 'IN_PROGRESS', endDate: null, fixedPrice: 900 },
      }),
      'updateProvidedConsultancy',
    );
    expect(updated.message).toBe('Consultoria prestada editada!');
    expect(updated.providedConsultancy).toMatchObject({ id, status: 'IN_PROGRESS', endDate: null, fixedPrice: 900 });
    expect(stack.fixture.calls()['PUT /consultantConsultancyProvidedApi']).toBe(1);
    const rest = await restAs(stack.url, 'CONSULTANT');
    const stored = (await rest.get(`/consultantConsultancyProvidedApi/${id}`)).body as UpstreamProvided;
    expect(stored).toMatchObject({ status: 'IN-PROGRESS', fixedPrice: 900 });
    expect(stored.endDate ?? null).toBeNull();

    const canceled = await stack.consultant.gql(UPDATE, { id, input: { ...input, status: 'CANCELED' } });
    expect(dataOf<{ providedConsultancy: Row }>(canceled, 'updateProvidedConsultancy').providedConsultancy.status).toBe(
      'CANCELED',
    );

    const deleted = await stack.consultant.gql(DELETE, { id });
    expect(dataOf<{ message: string }>(deleted, 'deleteProvidedConsultancy').message).toBe(
      'Consultoria prestada excluída!',
    );
    const gone = await stack.consultant.gql(DETAIL, { id });
    expect(gone.body.errors).toBeUndefined();
    expect(gone.body.data?.providedConsultancy).toBeNull();
    expect(firstError(await stack.consultant.gql(DELETE, { id })).message).toBe('Consultoria prestada não encontrada.');
  });

  it('a row whose offer was deleted still lists, with a stand-in offer (no get-clients call)', async () => {
    const offer = dataOf<{ offer: { id: string } }>(
      await stack.consultant.gql(
        `mutation($input: OfferedConsultancyInput!) { createOfferedConsultancy(input: $input) { offer { id } } }`,
        {
          input: {
            name: 'Oferta que será excluída',
            format: 'ONLINE',
            cultures: ['Soja'],
            agreedPrice: true,
            prices: [],
            regions: [],
            content: '<p>Conteúdo da oferta.</p>',
          },
        },
      ),
      'createOfferedConsultancy',
    ).offer;
    const input = await validInput({ offerId: offer.id });
    const created = dataOf<{ providedConsultancy: Row }>(
      await stack.consultant.gql(CREATE, { input }),
      'createProvidedConsultancy',
    );
    expect(created.providedConsultancy.offer).toEqual({ id: offer.id, name: 'Oferta que será excluída' });
    await stack.consultant.gql(`mutation($id: ID!) { deleteOfferedConsultancy(id: $id) { message } }`, {
      id: offer.id,
    });
    stack.fixture.resetCalls();
    const rows = await stack.consultant.gql(
      `query($id: ID) { providedConsultancies(providedConsultancyId: $id) { items { id offer { id name clientCount } } } }`,
      { id: created.providedConsultancy.id },
    );
    expect(rows.body.errors).toBeUndefined();
    expect(dataOf<{ items: unknown[] }>(rows, 'providedConsultancies').items).toEqual([
      { id: created.providedConsultancy.id, offer: { id: offer.id, name: REMOVED_OFFER_NAME, clientCount: 0 } },
    ]);
    expect(stack.fixture.calls()).toEqual({
      'POST /consultantConsultancyProvidedApi/filter': 1,
      'POST /consultantConsultancyApi/filter': 1,
    });
  });

  it.each([
    ['create', { offerId: '' }, PROVIDED_MESSAGES.consultancy, 'offerId'],
    ['create', { farmerId: ' ' }, PROVIDED_MESSAGES.farmer, 'farmerId'],
    ['create', { propertyId: '' }, PROVIDED_MESSAGES.property, 'propertyId'],
    ['create', { fixedPrice: -1 }, PROVIDED_MESSAGES.fixedPrice, 'fixedPrice'],
    ['create', { startDate: '' }, PROVIDED_MESSAGES.startDate, 'startDate'],
    ['create', { endDate: '2026-11-30' }, PROVIDED_MESSAGES.endBeforeStart, 'endDate'],
    ['create', { status: 'CANCELED' }, PROVIDED_MESSAGES.canceledOnCreate, 'status'],
    ['create', { status: 'REQUESTED' }, PROVIDED_MESSAGES.status, 'status'],
    ['edit', { status: 'REJECTED' }, PROVIDED_MESSAGES.status, 'status'],
    ['edit', { endDate: '2026-01-01' }, PROVIDED_MESSAGES.endBeforeStart, 'endDate'],
  ])('%s refuses %j with its exact message before calling the provider', async (mode, overrides, message, field) => {
    const input = await validInput(overrides);
    stack.fixture.resetCalls();
    const response =
      mode === 'create'
        ? await stack.consultant.gql(CREATE, { input })
        : await stack.consultant.gql(UPDATE, { id: '65a1b2c3d4e5f60718290abc', input });
    const error = firstError(response);
    expect(error.message).toBe(message);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(stack.fixture.calls()).toEqual({});
  });

  it('403 (offer not mine) and 400 (property of another farmer) from the provider: the specification’s text', async () => {
    const input = await validInput();
    const standardOffers = dataOf<{ items: Array<{ id: string }> }>(await standard.gql(OFFERS), 'offeredConsultancies');
    const foreignOffer = standardOffers.items[0]?.id ?? '65a1b2c3d4e5f60718290abc';
    const forbidden = firstError(await stack.consultant.gql(CREATE, { input: { ...input, offerId: foreignOffer } }));
    expect(forbidden.message).toBe('Dados inválidos: Insira os dados corretamente.');
    expect(forbidden.extensions).toMatchObject({ status: 403 });

    const farmers = dataOf<{ items: Array<{ id: string }> }>(await stack.consultant.gql(FARMERS), 'farmers').items;
    const other = farmers.find((farmer) => farmer.id !== input.farmerId)!;
    const badRequest = firstError(await stack.consultant.gql(CREATE, { input: { ...input, farmerId: other.id } }));
    expect(badRequest.message).toBe('Dados inválidos: Insira os dados corretamente.');
    expect(badRequest.extensions).toMatchObject({ status: 400 });

    const row = dataOf<RowPage>(await stack.consultant.gql(LIST), 'providedConsultancies').items[0]!;
    const editForbidden = firstError(
      await stack.consultant.gql(UPDATE, { id: row.id, input: { ...input, offerId: foreignOffer } }),
    );
    expect(editForbidden.message).toBe('Dados inválidos: Insira os dados corretamente.');
    const notMine = firstError(await standard.gql(UPDATE, { id: row.id, input }));
    expect(notMine.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('farmer, property and sector lookups', () => {
  it('farmers: paged, searchable, createdByMe from createdBy; farmer(id) through the batch loader', async () => {
    const page = dataOf<{ total: number; items: Array<{ id: string; name: string; createdByMe: boolean }> }>(
      await stack.consultant.gql(FARMERS),
      'farmers',
    );
    expect(page.items.length).toBeGreaterThan(0);
    const rest = await restAs(stack.url, 'CONSULTANT');
    const upstream = (await rest.post('/consultantFarmerProfileApi/users-registered/filter?pageNumber=1', {})).body as {
      items: Array<{ _id: string; createdBy?: string | null }>;
    };
    const me = await viewerId(stack.consultant);
    expect(page.items.map((f) => [f.id, f.createdByMe])).toEqual(
      upstream.items.map((f) => [f._id, f.createdBy === me]),
    );
    const first = page.items[0]!;
    const search = first.name.split(' ')[0]!.toUpperCase();
    const found = dataOf<{ items: Array<{ id: string }> }>(
      await stack.consultant.gql(FARMERS, { name: search }),
      'farmers',
    );
    expect(found.items.map((f) => f.id)).toContain(first.id);

    stack.fixture.resetCalls();
    expect(dataOf<{ id: string }>(await stack.consultant.gql(FARMER, { id: first.id }), 'farmer')).toEqual(first);
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantFarmerProfileApi/users-registered/filter': 1 });

    // A farmer the other consultant neither registered nor serves loads as null for them.
    const other = await restAs(stack.url, 'CONSULTANT', 'padrao@talhao.dev');
    let hidden: string | undefined;
    for (const farmer of page.items) {
      if ((await other.get(`/consultantFarmerProfileApi/${farmer.id}`)).status === 404) {
        hidden = farmer.id;
        break;
      }
    }
    expect(hidden).toBeDefined();
    const foreign = await standard.gql(FARMER, { id: hidden });
    expect(foreign.body.errors).toBeUndefined();
    expect(foreign.body.data?.farmer).toBeNull();
  });

  it('farmerProperties and propertySectors (area names from the property’s areas)', async () => {
    const input = await validInput();
    const properties = dataOf<{ items: Array<{ id: string; farmerId: string }> }>(
      await stack.consultant.gql(PROPERTIES, { farmerId: input.farmerId }),
      'farmerProperties',
    );
    expect(properties.items.every((p) => p.farmerId === input.farmerId)).toBe(true);

    stack.fixture.resetCalls();
    const sectors = dataOf<Array<{ id: string; areaId: string; areaName: string }>>(
      await stack.consultant.gql(SECTORS, { propertyId: input.propertyId }),
      'propertySectors',
    );
    expect(sectors.length).toBeGreaterThan(0);
    const calls = stack.fixture.calls();
    expect(calls['POST /farmerSectorApi/filter']).toBe(1);
    const rest = await restAs(stack.url, 'CONSULTANT');
    const areas = (await rest.get(`/farmerAreaApi/property/${input.propertyId}?pageNumber=1`)).body as {
      items: Array<{ _id: string; name: string }>;
      total: number;
    };
    // Area names come embedded in the sector payload when the provider sends them, else from the areas' pages.
    const payload = (await rest.post('/farmerSectorApi/filter', { property: input.propertyId })).body as {
      items: Array<{ areaName?: string }>;
    };
    const embedded = payload.items.every((sector) => typeof sector.areaName === 'string');
    expect(calls['GET /farmerAreaApi/property/:propertyId'] ?? 0).toBe(
      embedded ? 0 : Math.max(1, Math.ceil(areas.total / 10)),
    );
    const areaNames = new Map(areas.items.map((a) => [a._id, a.name]));
    for (let n = 2; n <= Math.ceil(areas.total / 10); n += 1) {
      const next = (await rest.get(`/farmerAreaApi/property/${input.propertyId}?pageNumber=${n}`)).body as {
        items: Array<{ _id: string; name: string }>;
      };
      for (const area of next.items) areaNames.set(area._id, area.name);
    }
    for (const sector of sectors) {
      expect(sector.areaName).toBe(areaNames.get(sector.areaId));
    }
  });
});
