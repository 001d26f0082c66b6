import { CATALOGUE, FARMER_MESSAGES } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, TestClient, useStack } from '../../test/helpers';
import { FARMER_NOT_FOUND, NOT_FARMER_CREATOR } from './messages';

const FARMERS = `query($name: String, $page: Int) { farmers(name: $name, page: $page) {
  page total hasNextPage items { id name createdByMe propertyCount address { city stateFrom } pictureUrl } } }`;
const FARMER = `query($id: ID!) { farmer(id: $id) { id name email phoneNumber birthDate createdByMe propertyCount
  completedVisitCount address { city } } }`;
const PROPERTIES = `query($farmerId: ID!) { farmerProperties(farmerId: $farmerId) { total items { id name areaCount } } }`;
const CREATE = `mutation($input: FarmerCreateInput!) { createFarmer(input: $input) { message farmer { id name createdByMe propertyCount } } }`;
const UPDATE = `mutation($id: ID!, $input: FarmerUpdateInput!) { updateFarmer(id: $id, input: $input) { message farmer { id name birthDate } } }`;

interface FarmerRow {
  id: string;
  name: string;
  createdByMe: boolean;
  propertyCount: number;
}

const address = {
  formattedAddress: 'Rio Verde - GO, Brasil',
  city: 'Rio Verde',
  stateFrom: 'GO',
  country: 'Brasil',
  coords: { latitude: -17.7923, longitude: -50.9192 },
};
const input = (n: number) => ({
  name: 'Joana Pereira',
  email: `joana.bff.${n}@exemplo.com.br`,
  phoneNumber: `+55649970000${String(n).padStart(2, '0')}`,
  address,
});
const editInput = (n: number) => ({ ...input(n), name: 'Joana Pereira Lima', birthDate: '1980-05-17' });

let standard: TestClient;
const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER'] });
beforeAll(async () => {
  standard = new TestClient(stack.bff);
  const signIn = await standard.signIn('padrao@talhao.dev', 'CONSULTANT');
  if (signIn.body.errors) throw new Error(signIn.raw);
});

const listOf = async (client: TestClient, variables: Record<string, unknown> = {}) =>
  dataOf<{ total: number; hasNextPage: boolean; items: FarmerRow[] }>(await client.gql(FARMERS, variables), 'farmers');

/** Every farmer the client sees (all pages). */
async function allFarmers(client: TestClient): Promise<FarmerRow[]> {
  const rows: FarmerRow[] = [];
  for (let page = 1; page <= 10; page++) {
    const list = await listOf(client, { page });
    rows.push(...list.items);
    if (!list.hasNextPage) break;
  }
  return rows;
}

describe('farmers (Meus Agricultores)', () => {
  it('a page of 10 farmers with their property counts is ONE upstream call', async () => {
    stack.fixture.resetCalls();
    const list = await listOf(stack.consultant);
    expect(list.items).toHaveLength(10);
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantFarmerProfileApi/users-registered/filter': 1 });
    expect(list.items.every((f) => f.propertyCount >= 1 && f.propertyCount <= 3)).toBe(true);
  });

  it('lists farmers the consultant registered and farmers they only serve', async () => {
    const rows = await allFarmers(stack.consultant);
    expect(rows.some((f) => f.createdByMe)).toBe(true);
    expect(rows.some((f) => !f.createdByMe)).toBe(true);
  });

  it('the company and its consultant read through the enterprise family', async () => {
    for (const client of [stack.company, stack.companyConsultant]) {
      stack.fixture.resetCalls();
      const list = await listOf(client);
      expect(list.total).toBeGreaterThan(0);
      expect(stack.fixture.calls()).toEqual({ 'POST /enterpriseFarmerProfileApi/users-registered/filter': 1 });
    }
  });

  it("the farmer's page: one farmer call, one properties call with area counts, one visits call", async () => {
    const [farmer] = (await listOf(stack.consultant)).items;
    stack.fixture.resetCalls();
    const detail = dataOf<{ id: string; propertyCount: number; completedVisitCount: number }>(
      await stack.consultant.gql(FARMER, { id: farmer!.id }),
      'farmer',
    );
    expect(detail).toMatchObject({ id: farmer!.id, propertyCount: farmer!.propertyCount });
    expect(detail.completedVisitCount).toBeGreaterThanOrEqual(0);
    const properties = dataOf<{ items: Array<{ areaCount: number }> }>(
      await stack.consultant.gql(PROPERTIES, { farmerId: farmer!.id }),
      'farmerProperties',
    );
    expect(properties.items).toHaveLength(farmer!.propertyCount);
    expect(properties.items.every((p) => p.areaCount >= 1 && p.areaCount <= 4)).toBe(true);
    const calls = stack.fixture.calls();
    const farmerCalls = Object.entries(calls).filter(([key]) => key.includes('/consultantFarmerProfileApi/'));
    expect(farmerCalls.reduce((sum, [, n]) => sum + n, 0)).toBe(1);
    expect(calls['POST /consultantWorkScheduleApi/filter']).toBe(1);
    expect(calls['POST /farmerPropertyApi/filter/:farmerId']).toBe(1);
    expect(Object.values(calls).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it("another consultant's farmer reads as not found (null)", async () => {
    const mine = (await allFarmers(stack.consultant)).find((f) => f.createdByMe)!;
    const response = await standard.gql(FARMER, { id: mine.id });
    expect(response.body.data?.farmer).toBeNull();
  });
});

describe('createFarmer / updateFarmer', () => {
  it('creates a farmer registered by the caller, with the success text', async () => {
    const response = await stack.consultant.gql(CREATE, { input: input(1) });
    const result = dataOf<{ message: string; farmer: FarmerRow }>(response, 'createFarmer');
    expect(result.message).toBe('Agricultor criado com sucesso!');
    expect(result.farmer).toMatchObject({ name: 'Joana Pereira', createdByMe: true, propertyCount: 0 });
  });

  it('answers 409 with the conflict text, and refuses bad values with the form message before any call', async () => {
    await stack.consultant.gql(CREATE, { input: input(2) });
    const again = await stack.consultant.gql(CREATE, { input: { ...input(3), email: input(2).email } });
    expect(firstError(again)).toMatchObject({ message: 'Conflito: celular ou email já cadastrado(s)' });

    stack.fixture.resetCalls();
    const invalid = await stack.consultant.gql(CREATE, { input: { ...input(4), name: 'Zé', phoneNumber: '+55' } });
    expect(firstError(invalid)?.message).toMatch(/O nome deve ter no mínimo 4 caracteres|Celular Inválido/);
    expect(stack.fixture.calls()).toEqual({});
  });

  it('edits a farmer the caller registered (one read, one PUT)', async () => {
    const id = dataOf<{ farmer: { id: string } }>(
      await stack.consultant.gql(CREATE, { input: input(5) }),
      'createFarmer',
    ).farmer.id;
    stack.fixture.resetCalls();
    const result = dataOf<{ message: string; farmer: { name: string; birthDate: string } }>(
      await stack.consultant.gql(UPDATE, { id, input: editInput(5) }),
      'updateFarmer',
    );
    expect(result).toEqual({
      message: CATALOGUE.updateFarmer.success,
      farmer: { id, name: 'Joana Pereira Lima', birthDate: '1980-05-17' },
    });
    expect(stack.fixture.calls()['PUT /consultantFarmerProfileApi/:id']).toBe(1);
  });

  it("refuses to edit a served farmer the caller did not register (FORBIDDEN) without calling the provider's PUT", async () => {
    const served = (await allFarmers(stack.consultant)).find((f) => !f.createdByMe)!;
    stack.fixture.resetCalls();
    const response = await stack.consultant.gql(UPDATE, { id: served.id, input: editInput(6) });
    expect(firstError(response)).toMatchObject({
      message: NOT_FARMER_CREATOR,
      extensions: { code: 'FORBIDDEN' },
    });
    const calls = stack.fixture.calls();
    expect(calls['PUT /consultantFarmerProfileApi/:id']).toBeUndefined();
    expect(Object.values(calls).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it("another consultant's farmer is not found for the edit", async () => {
    const mine = (await allFarmers(stack.consultant)).find((f) => f.createdByMe)!;
    const response = await standard.gql(UPDATE, { id: mine.id, input: editInput(7) });
    expect(firstError(response)).toMatchObject({ message: FARMER_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
  });

  it("the company consultant's edit says 'atualizado'; the company itself may not write", async () => {
    const created = dataOf<{ farmer: { id: string } }>(
      await stack.companyConsultant.gql(CREATE, { input: input(8) }),
      'createFarmer',
    );
    const edited = dataOf<{ message: string }>(
      await stack.companyConsultant.gql(UPDATE, { id: created.farmer.id, input: editInput(8) }),
      'updateFarmer',
    );
    expect(edited.message).toBe(FARMER_MESSAGES.updated);
    const refused = await stack.company.gql(CREATE, { input: input(9) });
    expect(firstError(refused)?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('farmers CSV export', () => {
  it('exports every farmer of the list, one upstream call per page, in the pt-BR spreadsheet format', async () => {
    const total = (await listOf(stack.consultant)).total;
    stack.fixture.resetCalls();
    const response = await stack.consultant.get('/exports/farmers.csv');
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="agricultores-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.raw.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Nome;E-mail;Celular;Cidade;Estado;Propriedades;Cadastrado por mim');
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).some((line) => line.endsWith(';Sim'))).toBe(true);
    expect(lines.slice(1).some((line) => line.endsWith(';Não'))).toBe(true);
    expect(lines.slice(1).every((line) => /;\(\d{2}\) \d{5}-\d{4};/.test(line) || line.includes(';;'))).toBe(true);
    expect(stack.fixture.calls()).toEqual({
      'POST /consultantFarmerProfileApi/users-registered/filter': Math.ceil(total / 10),
    });
  });

  it('narrows by name, and is refused to a master outside a visit', async () => {
    const response = await stack.consultant.get('/exports/farmers.csv?name=Joana');
    const lines = response.raw.slice(1).split('\r\n').filter(Boolean);
    expect(lines.slice(1).every((line) => line.startsWith('Joana'))).toBe(true);
    expect((await stack.master.get('/exports/farmers.csv')).status).toBe(403);
  });
});
