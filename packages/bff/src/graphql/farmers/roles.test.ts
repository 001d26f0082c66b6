import { FARMER_MESSAGES, LAND_MESSAGES } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, type Stack, TestClient, useStack } from '../../test/helpers';
import { ADDRESS_INPUT, restAs } from '../../test/master';
import { FARMER_NOT_FOUND, NOT_FARMER_CREATOR } from './messages';

/**
 * Issue 16: the same farmer fields serve a consultant, a company (read-only) and a company consultant, each
 * through its role's family (FARMER_FAMILIES: consultantFarmerProfileApi / enterpriseFarmerProfileApi; land through
 * the farmer* families); a company reads only its own consultants' farmers, writes none, and a company consultant
 * writes only the farmers they registered.
 */

const FARMERS = `query($name: String) { farmers(name: $name) { total items { id name createdByMe propertyCount } } }`;
const FARMER = `query($id: ID!, $viewAs: ID) { farmer(id: $id, viewAs: $viewAs) { id name createdByMe } }`;
const PROPERTIES = `query($farmerId: ID!, $viewAs: ID) { farmerProperties(farmerId: $farmerId, viewAs: $viewAs) {
  total items { id name farmerId } } }`;
const SECTORS = `query($propertyId: ID!) { propertySectors(propertyId: $propertyId) { id name areaName } }`;
const PROPERTY = `query($id: ID!) { property(id: $id) { id name farmer { id createdByMe }
  areas { total items { id name sectors { id name cultureName plotArea spacingBetweenPlants spacingBetweenStreets } } } } }`;
const CREATE = `mutation($input: FarmerCreateInput!) { createFarmer(input: $input) { message farmer { id createdByMe } } }`;
const UPDATE = `mutation($id: ID!, $input: FarmerUpdateInput!) { updateFarmer(id: $id, input: $input) { message } }`;
const CREATE_PROPERTY = `mutation($farmerId: ID!, $input: PropertyInput!) {
  createProperty(farmerId: $farmerId, input: $input) { message property { id } } }`;
const CREATE_AREA = `mutation($input: AreaInput!) { createArea(input: $input) { area { id } } }`;
const BOUNDARY = `mutation($id: ID!, $boundary: JSON) { setPropertyBoundary(propertyId: $id, boundary: $boundary) { id } }`;
const VIEWER_ID = `query { viewer { profile { id } } }`;

interface FarmerRow {
  id: string;
  name: string;
  createdByMe: boolean;
  propertyCount: number;
}

const farmerInput = (n: number) => ({
  name: 'Helena Duarte',
  email: `helena.roles.${n}@exemplo.com.br`,
  phoneNumber: `+55279981000${String(n).padStart(2, '0')}`,
  address: ADDRESS_INPUT,
});
const editInput = (n: number) => ({ ...farmerInput(n), name: 'Helena Duarte Lima', birthDate: '1981-04-09' });
const propertyInput = { name: 'Fazenda Boa Esperança', address: ADDRESS_INPUT, totalArea: 48.5 };

const stack: Stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER'] });
let otherCompany: TestClient;
let otherCompanyConsultant: TestClient;
/** A farmer the company consultant registered, with one property that has an area. */
let ownFarmerId: string;
let ownPropertyId: string;

const total = (calls: Record<string, number>) => Object.values(calls).reduce((a, b) => a + b, 0);
const list = async (client: TestClient) => dataOf<{ items: FarmerRow[] }>(await client.gql(FARMERS), 'farmers').items;

beforeAll(async () => {
  otherCompany = new TestClient(stack.bff);
  otherCompanyConsultant = new TestClient(stack.bff);
  for (const [client, email] of [
    [otherCompany, 'terraforte@talhao.dev'],
    [otherCompanyConsultant, 'consultor.terraforte@talhao.dev'],
  ] as const) {
    const signIn = await client.signIn(email, 'ENTERPRISE');
    if (signIn.body.errors) throw new Error(signIn.raw);
  }
  ownFarmerId = dataOf<{ farmer: { id: string } }>(
    await stack.companyConsultant.gql(CREATE, { input: farmerInput(1) }),
    'createFarmer',
  ).farmer.id;
  ownPropertyId = dataOf<{ property: { id: string } }>(
    await stack.companyConsultant.gql(CREATE_PROPERTY, { farmerId: ownFarmerId, input: propertyInput }),
    'createProperty',
  ).property.id;
  dataOf(
    await stack.companyConsultant.gql(CREATE_AREA, { input: { propertyId: ownPropertyId, name: 'Talhão 1' } }),
    'createArea',
  );
});

const FAMILY_BY_ROLE = [
  ['consultant', 'consultantFarmerProfileApi'],
  ['company', 'enterpriseFarmerProfileApi'],
  ['companyConsultant', 'enterpriseFarmerProfileApi'],
] as const;

describe('farmers: each role reads through its own family', () => {
  it.each(FAMILY_BY_ROLE)('the farmers list of the %s: ONE call to %s', async (name, family) => {
    stack.fixture.resetCalls();
    const items = await list(stack[name]);
    expect(items.length).toBeGreaterThan(0);
    expect(stack.fixture.calls()).toEqual({ [`POST /${family}/users-registered/filter`]: 1 });
  });

  it.each(FAMILY_BY_ROLE)('one farmer of the %s by id: through %s only', async (name, family) => {
    const first = (await list(stack[name]))[0]!;
    stack.fixture.resetCalls();
    const farmer = dataOf<FarmerRow>(await stack[name].gql(FARMER, { id: first.id }), 'farmer');
    expect(farmer.id).toBe(first.id);
    const calls = Object.keys(stack.fixture.calls());
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.includes(` /${family}/`))).toBe(true);
  });

  it.each(['consultant', 'company', 'companyConsultant'] as const)(
    'the properties and sectors of a farmer of the %s: farmerPropertyApi and farmerSectorApi',
    async (name) => {
      const farmers = await list(stack[name]);
      const withLand = farmers.find((farmer) => farmer.propertyCount > 0)!;
      stack.fixture.resetCalls();
      const properties = dataOf<{ items: Array<{ id: string; farmerId: string }> }>(
        await stack[name].gql(PROPERTIES, { farmerId: withLand.id }),
        'farmerProperties',
      ).items;
      expect(properties.length).toBe(Math.min(withLand.propertyCount, 10));
      expect(properties.every((property) => property.farmerId === withLand.id)).toBe(true);
      expect(stack.fixture.calls()).toEqual({ 'POST /farmerPropertyApi/filter/:farmerId': 1 });

      stack.fixture.resetCalls();
      const sectors = await stack[name].gql(SECTORS, { propertyId: properties[0]!.id });
      expect(sectors.body.errors).toBeUndefined();
      expect(stack.fixture.calls()['POST /farmerSectorApi/filter']).toBe(1);
    },
  );

  it("the company reads the farmers its consultants registered, with their land, never as 'mine'", async () => {
    const farmer = dataOf<FarmerRow>(await stack.company.gql(FARMER, { id: ownFarmerId }), 'farmer');
    expect(farmer).toMatchObject({ id: ownFarmerId, createdByMe: false });
    const property = dataOf<{ id: string; farmer: { createdByMe: boolean }; areas: { total: number } }>(
      await stack.company.gql(PROPERTY, { id: ownPropertyId }),
      'property',
    );
    expect(property).toMatchObject({ id: ownPropertyId, farmer: { createdByMe: false }, areas: { total: 1 } });
  });

  it("a master visiting the company reads the same farmers through the company's family", async () => {
    const companyId = dataOf<{ profile: { id: string } }>(await stack.company.gql(VIEWER_ID), 'viewer').profile.id;
    stack.fixture.resetCalls();
    const viewed = dataOf<FarmerRow>(await stack.master.gql(FARMER, { id: ownFarmerId, viewAs: companyId }), 'farmer');
    expect(viewed.id).toBe(ownFarmerId);
    expect(Object.keys(stack.fixture.calls()).some((call) => call.includes('/enterpriseFarmerProfileApi/'))).toBe(true);
  });
});

describe('farmers: tenancy between companies', () => {
  it("company B reads none of company A's farmers or their land: null, and not in its list", async () => {
    expect((await otherCompany.gql(FARMER, { id: ownFarmerId })).body.data?.farmer).toBeNull();
    expect((await otherCompanyConsultant.gql(FARMER, { id: ownFarmerId })).body.data?.farmer).toBeNull();
    expect((await otherCompany.gql(PROPERTY, { id: ownPropertyId })).body.data?.property).toBeNull();
    const theirs = await list(otherCompany);
    const ours = await list(stack.company);
    const ourIds = new Set(ours.map((farmer) => farmer.id));
    expect(theirs.some((farmer) => ourIds.has(farmer.id))).toBe(false);
    // The provider says the same: 404 for the other company's farmer.
    const rest = await restAs(stack.url, 'ENTERPRISE', 'terraforte@talhao.dev');
    expect((await rest.get(`/enterpriseFarmerProfileApi/${ownFarmerId}`)).status).toBe(404);
  });

  it("company B's consultant cannot edit company A's farmer: not found, no PUT sent", async () => {
    stack.fixture.resetCalls();
    const response = await otherCompanyConsultant.gql(UPDATE, { id: ownFarmerId, input: editInput(1) });
    expect(firstError(response)).toMatchObject({ message: FARMER_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    expect(stack.fixture.calls()['PUT /enterpriseFarmerProfileApi/:id']).toBeUndefined();
  });
});

describe('farmers: who writes', () => {
  it("the company consultant edits the farmer they registered ('Agricultor atualizado com sucesso!')", async () => {
    stack.fixture.resetCalls();
    const edited = dataOf<{ message: string }>(
      await stack.companyConsultant.gql(UPDATE, {
        id: ownFarmerId,
        input: editInput(1),
      }),
      'updateFarmer',
    );
    expect(edited.message).toBe(FARMER_MESSAGES.updated);
    expect(edited.message).toBe('Agricultor atualizado com sucesso!');
    expect(stack.fixture.calls()['PUT /enterpriseFarmerProfileApi/:id']).toBe(1);
  });

  it('the company consultant may not edit a farmer a colleague registered: FORBIDDEN, no write sent', async () => {
    const colleagues = (await list(stack.companyConsultant)).filter((farmer) => !farmer.createdByMe);
    expect(colleagues.length).toBeGreaterThan(0);
    const farmer = colleagues[0]!;
    stack.fixture.resetCalls();
    const response = await stack.companyConsultant.gql(UPDATE, { id: farmer.id, input: editInput(2) });
    expect(firstError(response)).toMatchObject({ message: NOT_FARMER_CREATOR, extensions: { code: 'FORBIDDEN' } });
    expect(stack.fixture.calls()['PUT /enterpriseFarmerProfileApi/:id']).toBeUndefined();

    stack.fixture.resetCalls();
    const property = await stack.companyConsultant.gql(CREATE_PROPERTY, { farmerId: farmer.id, input: propertyInput });
    expect(firstError(property)).toMatchObject({
      message: LAND_MESSAGES.notCreator,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(stack.fixture.calls()['POST /farmerPropertyApi/:farmerId']).toBeUndefined();
    // The provider refuses the same write (403).
    const rest = await restAs(stack.url, 'ENTERPRISE_CONSULTANT');
    expect((await rest.post(`/farmerPropertyApi/${farmer.id}`, propertyInput)).status).toBe(403);
  });

  it('the company writes no farm data: FORBIDDEN before any upstream call, and the provider answers 403', async () => {
    const writes: Array<[string, Record<string, unknown>]> = [
      [CREATE, { input: farmerInput(3) }],
      [UPDATE, { id: ownFarmerId, input: editInput(1) }],
      [CREATE_PROPERTY, { farmerId: ownFarmerId, input: propertyInput }],
      [CREATE_AREA, { input: { propertyId: ownPropertyId, name: 'Talhão 2' } }],
      [BOUNDARY, { id: ownPropertyId, boundary: null }],
    ];
    for (const [mutation, variables] of writes) {
      stack.fixture.resetCalls();
      const response = await stack.company.gql(mutation, variables);
      expect(firstError(response).extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect(total(stack.fixture.calls())).toBe(0);
    }
    const rest = await restAs(stack.url, 'ENTERPRISE');
    expect((await rest.post('/enterpriseFarmerProfileApi', farmerInput(4))).status).toBe(403);
    expect((await rest.put(`/enterpriseFarmerProfileApi/${ownFarmerId}`, farmerInput(1))).status).toBe(403);
    expect((await rest.post(`/farmerPropertyApi/${ownFarmerId}`, propertyInput)).status).toBe(403);
    expect((await rest.put(`/farmerPropertyApi/boundary/${ownPropertyId}`, { boundary: null })).status).toBe(403);
  });
});
