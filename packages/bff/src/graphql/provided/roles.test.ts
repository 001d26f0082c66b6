import { COMMON } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';

/**
 * Issue 16: the same provided-consultancy fields serve the consultant (consultantConsultancyProvidedApi), the
 * company and its consultants (enterpriseConsultancyProvidedApi), with the company's tenancy.
 */
const LIST = `query($page: Int) { providedConsultancies(page: $page) {
  total items { id status consultant { id name pictureUrl } } } }`;
const DETAIL = `query($id: ID!) { providedConsultancy(id: $id) { id status consultant { id name } } }`;
const REQUESTS = `query { consultancyRequests { total items { id status consultant { id name } } } }`;
const ANSWER = `mutation($id: ID!, $accept: Boolean!) {
  answerConsultancyRequest(id: $id, accept: $accept) { message providedConsultancy { id status } } }`;
const DELETE = `mutation($id: ID!) { deleteProvidedConsultancy(id: $id) { message } }`;
const CREATE = `mutation($input: ProvidedConsultancyInput!) {
  createProvidedConsultancy(input: $input) { message providedConsultancy { id status consultant { id } } } }`;
const UPDATE = `mutation($id: ID!, $input: ProvidedConsultancyInput!) {
  updateProvidedConsultancy(id: $id, input: $input) { providedConsultancy { id fixedPrice } } }`;

interface Row {
  id: string;
  status: string;
  consultant: { id: string; name: string; pictureUrl?: string | null } | null;
}
interface RowPage {
  total: number;
  items: Row[];
}
interface UpstreamRow {
  _id: string;
  status: string;
  consultant?: { _id: string; name: string };
}

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'] });
let otherCompany: TestClient;
let colleague: TestClient;

beforeAll(async () => {
  otherCompany = new TestClient(stack.bff);
  const company = await otherCompany.signIn('terraforte@talhao.dev', 'ENTERPRISE');
  if (company.body.errors) throw new Error(company.raw);
  colleague = new TestClient(stack.bff);
  const ec = await colleague.signIn('consultor2.agrovale@talhao.dev', 'ENTERPRISE');
  if (ec.body.errors) throw new Error(ec.raw);
});

const list = async (client: TestClient) =>
  dataOf<RowPage>(await client.gql(LIST, { page: 1 }), 'providedConsultancies');
const requests = async (client: TestClient) => dataOf<RowPage>(await client.gql(REQUESTS), 'consultancyRequests');

describe('each role reaches its own family', () => {
  it('the list: the consultant through consultantConsultancyProvidedApi, the company and its consultant through enterpriseConsultancyProvidedApi, consultant names in the same one call', async () => {
    stack.fixture.resetCalls();
    expect((await list(stack.consultant)).items.length).toBeGreaterThan(0);
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantConsultancyProvidedApi/filter': 1 });

    for (const client of [stack.company, stack.companyConsultant]) {
      stack.fixture.resetCalls();
      const page = await list(client);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((row) => row.consultant !== null && row.consultant.name.length > 0)).toBe(true);
      expect(stack.fixture.calls()).toEqual({ 'POST /enterpriseConsultancyProvidedApi/filter': 1 });
    }
  });

  it("the company's and its consultant's table page (consultant, farmer, property, offer) costs one call per kind", async () => {
    const PAGE = `query { providedConsultancies(page: 1) { items { id consultant { name } offer { name } farmer { name }
      property { name } } } }`;
    for (const client of [stack.company, stack.companyConsultant]) {
      stack.fixture.resetCalls();
      const page = dataOf<{ items: Array<Record<string, { name: string } | null>> }>(
        await client.gql(PAGE),
        'providedConsultancies',
      );
      expect(page.items.length).toBeGreaterThan(1);
      for (const row of page.items) {
        for (const field of ['consultant', 'offer', 'farmer', 'property'])
          expect(row[field]?.name).toEqual(expect.any(String));
      }
      expect(stack.fixture.calls()).toEqual({
        'POST /enterpriseConsultancyProvidedApi/filter': 1,
        'POST /enterpriseConsultancyApi/filter': 1,
        'POST /enterpriseFarmerProfileApi/users-registered/filter': 1,
        'POST /farmerPropertyApi/filter': 1,
      });
    }
  });

  it('the detail: each role by id through its family', async () => {
    const cases = [
      [stack.consultant, 'GET /consultantConsultancyProvidedApi/:id'],
      [stack.company, 'GET /enterpriseConsultancyProvidedApi/:id'],
      [stack.companyConsultant, 'GET /enterpriseConsultancyProvidedApi/:id'],
    ] as const;
    for (const [client, call] of cases) {
      const first = (await list(client)).items[0]!;
      stack.fixture.resetCalls();
      const detail = dataOf<Row>(await client.gql(DETAIL, { id: first.id }), 'providedConsultancy');
      expect(detail.id).toBe(first.id);
      expect(detail.consultant?.name).toBe(first.consultant?.name);
      expect(stack.fixture.calls()).toEqual({ [call]: 1 });
    }
  });

  it('requests: the consultant GETs its family, the company POSTs its own (spec 002 §7)', async () => {
    stack.fixture.resetCalls();
    await requests(stack.consultant);
    expect(stack.fixture.calls()).toEqual({ 'GET /consultantConsultancyProvidedApi/requests': 1 });
    stack.fixture.resetCalls();
    const page = await requests(stack.company);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items.every((row) => row.status === 'REQUESTED' && row.consultant !== null)).toBe(true);
    expect(stack.fixture.calls()).toEqual({ 'POST /enterpriseConsultancyProvidedApi/requests': 1 });
  });
});

describe('the company sees its consultants only', () => {
  it("company A's list names only its consultants; company B reads none of A's records (null, fixture 404)", async () => {
    const a = await list(stack.company);
    const b = await list(otherCompany);
    const aIds = new Set(a.items.map((row) => row.id));
    expect(b.items.some((row) => aIds.has(row.id))).toBe(false);

    const rowOfA = a.items[0]!;
    const response = await otherCompany.gql(DETAIL, { id: rowOfA.id });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.providedConsultancy).toBeNull();
    const rest = await restAs(stack.url, 'ENTERPRISE', 'terraforte@talhao.dev');
    expect((await rest.get(`/enterpriseConsultancyProvidedApi/${rowOfA.id}`)).status).toBe(404);
  });

  it("company B cannot answer company A's request (NOT_FOUND, fixture 404) and A's request stays pending", async () => {
    const request = (await requests(stack.company)).items[0]!;
    const response = await otherCompany.gql(ANSWER, { id: request.id, accept: true });
    expect(firstError(response)?.extensions?.code).toBe('NOT_FOUND');
    const rest = await restAs(stack.url, 'ENTERPRISE', 'terraforte@talhao.dev');
    expect(
      (await rest.put(`/enterpriseConsultancyProvidedApi/requests/${request.id}?res=true`, undefined)).status,
    ).toBe(404);
    expect((await requests(stack.company)).items.map((row) => row.id)).toContain(request.id);
  });

  it("a company consultant reads their own deliveries, never a colleague's (null, fixture 404)", async () => {
    const mine = await list(stack.companyConsultant);
    const theirs = await list(colleague);
    const me = mine.items[0]!.consultant!.id;
    expect(mine.items.every((row) => row.consultant?.id === me)).toBe(true);
    const colleagueRow = theirs.items[0]!;
    expect(colleagueRow.consultant?.id).not.toBe(me);
    const response = await stack.companyConsultant.gql(DETAIL, { id: colleagueRow.id });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.providedConsultancy).toBeNull();
    const rest = await restAs(stack.url, 'ENTERPRISE_CONSULTANT');
    expect((await rest.get(`/enterpriseConsultancyProvidedApi/${colleagueRow.id}`)).status).toBe(404);
  });
});

describe('who answers and who writes', () => {
  it('a company consultant answering a request is FORBIDDEN with no upstream call; the fixture refuses it too (403)', async () => {
    const request = (await requests(stack.company)).items[0]!;
    stack.fixture.resetCalls();
    const response = await stack.companyConsultant.gql(ANSWER, { id: request.id, accept: true });
    expect(firstError(response)?.extensions?.code).toBe('FORBIDDEN');
    expect(firstError(response)?.message).toBe(COMMON.forbidden);
    expect(stack.fixture.calls()).toEqual({});
    const rest = await restAs(stack.url, 'ENTERPRISE_CONSULTANT');
    expect(
      (await rest.put(`/enterpriseConsultancyProvidedApi/requests/${request.id}?res=true`, undefined)).status,
    ).toBe(403);
  });

  it('the company deleting a delivery is FORBIDDEN with no upstream call; the fixture answers 403', async () => {
    const row = (await list(stack.company)).items[0]!;
    stack.fixture.resetCalls();
    const response = await stack.company.gql(DELETE, { id: row.id });
    expect(firstError(response)?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.fixture.calls()).toEqual({});
    expect(firstError(response)?.message).toBe(COMMON.forbidden);
    const { jwt } = await restAs(stack.url, 'ENTERPRISE');
    const upstream = await fetch(`${stack.url}/enterpriseConsultancyProvidedApi/${row.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(upstream.status).toBe(403);
    expect((await list(stack.company)).items.map((item) => item.id)).toContain(row.id);
  });

  it('the company accepts its request through its family (PLANNED) and refuses another (REJECTED)', async () => {
    const [first, second] = (await requests(stack.company)).items;
    stack.fixture.resetCalls();
    const accepted = dataOf<{ providedConsultancy: Row }>(
      await stack.company.gql(ANSWER, { id: first!.id, accept: true }),
      'answerConsultancyRequest',
    );
    expect(accepted.providedConsultancy.status).toBe('PLANNED');
    expect(stack.fixture.calls()).toEqual({ 'PUT /enterpriseConsultancyProvidedApi/requests/:id': 1 });
    const refused = dataOf<{ providedConsultancy: Row }>(
      await stack.company.gql(ANSWER, { id: second!.id, accept: false }),
      'answerConsultancyRequest',
    );
    expect(refused.providedConsultancy.status).toBe('REJECTED');
    // Answered requests leave the company's list.
    const left = (await requests(stack.company)).items.map((row) => row.id);
    expect(left).not.toContain(first!.id);
    expect(left).not.toContain(second!.id);
  });
});

describe('a company consultant delivers through the enterprise family', () => {
  it('creates (POST + GET), edits and deletes their own; a colleague gets NOT_FOUND', async () => {
    const ec = stack.companyConsultant;
    // An offer, farmer and property of their own, as an existing delivery names them (the form's option lists
    // for properties are the farmers domain's).
    const rest = await restAs(stack.url, 'ENTERPRISE_CONSULTANT');
    const existing = (
      (await rest.post('/enterpriseConsultancyProvidedApi/filter?pageNumber=1', {})).body as {
        items: Array<{ consultancy: string; user: string; property: string }>;
      }
    ).items[0];
    const input = existing && {
      offerId: existing.consultancy,
      farmerId: existing.user,
      propertyId: existing.property,
      fixedPrice: 1350.5,
      status: 'PLANNED',
      startDate: '2026-12-10',
    };
    if (!input) throw new Error('no farmer with a property for the company consultant');
    stack.fixture.resetCalls();
    const created = dataOf<{ providedConsultancy: Row }>(await ec.gql(CREATE, { input }), 'createProvidedConsultancy');
    expect(stack.fixture.calls()).toEqual({
      'POST /enterpriseConsultancyProvidedApi': 1,
      'GET /enterpriseConsultancyProvidedApi/:id': 1,
    });
    const id = created.providedConsultancy.id;
    const me = (await list(ec)).items[0]!.consultant!.id;
    expect(created.providedConsultancy.consultant?.id).toBe(me);

    expect(firstError(await colleague.gql(UPDATE, { id, input })).extensions?.code).toBe('NOT_FOUND');
    stack.fixture.resetCalls();
    const updated = dataOf<{ providedConsultancy: { fixedPrice: number } }>(
      await ec.gql(UPDATE, { id, input: { ...input, fixedPrice: 2000 } }),
      'updateProvidedConsultancy',
    );
    expect(updated.providedConsultancy.fixedPrice).toBe(2000);
    expect(stack.fixture.calls()).toEqual({ 'PUT /enterpriseConsultancyProvidedApi': 1 });

    expect(firstError(await colleague.gql(DELETE, { id })).extensions?.code).toBe('NOT_FOUND');
    stack.fixture.resetCalls();
    expect(dataOf<{ message: string }>(await ec.gql(DELETE, { id }), 'deleteProvidedConsultancy').message).toEqual(
      expect.any(String),
    );
    expect(stack.fixture.calls()).toEqual({ 'DELETE /enterpriseConsultancyProvidedApi/:id': 1 });
  });
});

describe('the payload carries the consultant', () => {
  it('both families populate `consultant` {_id, name}', async () => {
    for (const [role, family] of [
      ['CONSULTANT', 'consultantConsultancyProvidedApi'],
      ['ENTERPRISE', 'enterpriseConsultancyProvidedApi'],
    ] as const) {
      const rest = await restAs(stack.url, role);
      const body = (await rest.post(`/${family}/filter?pageNumber=1`, {})).body as { items: UpstreamRow[] };
      expect(body.items[0]?.consultant?.name).toEqual(expect.any(String));
    }
  });
});
