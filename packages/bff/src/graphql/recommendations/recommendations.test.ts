import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';

const ROW = `id farmerId name activityType status recurrence startDate endDate completionDate property { id name }
  harvestId sectors { id name } costs { category tag cost } totalCost createdByMe`;
const LIST = `query($farmerId: ID!, $name: String, $status: FieldActivityStatus, $page: Int) {
  fieldActivities(farmerId: $farmerId, name: $name, status: $status, page: $page) {
    page total hasNextPage items { ${ROW} harvest { id cultureName year } } } }`;
const ONE = `query($id: ID!) { fieldActivity(id: $id) { ${ROW} } }`;
const FARMERS = `query { farmers { items { id } } }`;
const VIEWER_ID = `query { viewer { profile { id } } }`;

interface Row {
  id: string;
  farmerId: string;
  name: string;
  status: string;
  harvestId: string | null;
  harvest: { id: string; cultureName: string; year: number } | null;
  costs: { category: string; tag: string; cost: number }[];
  totalCost: number;
  createdByMe: boolean;
}
interface UpstreamActivity {
  _id: string;
  status: string;
  createdBy: string;
  harvest: string | null;
}

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE_CONSULTANT'] });
let farmerId: string;
let standard: TestClient;

beforeAll(async () => {
  standard = new TestClient(stack.bff);
  await standard.signIn('padrao@talhao.dev', 'CONSULTANT');
  const farmers = dataOf<{ items: { id: string }[] }>(await stack.consultant.gql(FARMERS), 'farmers').items;
  const other = await restAs(stack.url, 'CONSULTANT', 'padrao@talhao.dev');
  for (const farmer of farmers) {
    if ((await other.post(`/farmerFieldActivityApi/filter/${farmer.id}`, {})).status === 404) {
      farmerId = farmer.id;
      break;
    }
  }
  if (!farmerId) throw new Error('no farmer only the premium consultant sees');
});

describe('fieldActivities', () => {
  it('a page with each row’s harvest is two upstream calls (the harvests batched per farmer)', async () => {
    stack.fixture.resetCalls();
    const page = dataOf<{ total: number; items: Row[] }>(
      await stack.consultant.gql(LIST, { farmerId }),
      'fieldActivities',
    );
    expect(page.items).toHaveLength(Math.min(10, page.total));
    expect(new Set(page.items.map((row) => row.harvestId)).size).toBeGreaterThan(0);
    expect(stack.fixture.calls()).toEqual({
      'POST /farmerFieldActivityApi/filter/:farmerId': 1,
      'POST /farmerHarvestApi/filter/:farmerId': 1,
    });
    for (const row of page.items) {
      expect(row.harvest?.id).toBe(row.harvestId);
      expect(row.totalCost).toBeCloseTo(
        row.costs.reduce((sum, cost) => sum + cost.cost, 0),
        2,
      );
    }

    const me = dataOf<{ profile: { id: string } }>(await stack.consultant.gql(VIEWER_ID), 'viewer').profile.id;
    const rest = await restAs(stack.url, 'CONSULTANT');
    const upstream = (await rest.post(`/farmerFieldActivityApi/filter/${farmerId}?pageNumber=1`, {})).body as {
      items: UpstreamActivity[];
    };
    expect(page.items.map((row) => [row.id, row.status, row.createdByMe])).toEqual(
      upstream.items.map((a) => [a._id, a.status.replace('-', '_'), a.createdBy === me]),
    );
  });

  it('filters by status (IN_PROGRESS is the provider’s IN-PROGRESS) and by name, accent-insensitive', async () => {
    const rest = await restAs(stack.url, 'CONSULTANT');
    const inProgress = (await rest.post(`/farmerFieldActivityApi/filter/${farmerId}`, { status: 'IN-PROGRESS' }))
      .body as { total: number };
    const page = dataOf<{ total: number; items: Row[] }>(
      await stack.consultant.gql(LIST, { farmerId, status: 'IN_PROGRESS' }),
      'fieldActivities',
    );
    expect(page.total).toBe(inProgress.total);
    expect(page.items.every((row) => row.status === 'IN_PROGRESS')).toBe(true);

    const byName = dataOf<{ items: Row[] }>(
      await stack.consultant.gql(LIST, { farmerId, name: 'aplicacao' }),
      'fieldActivities',
    );
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((row) => row.name.startsWith('Aplicação'))).toBe(true);
  });

  it('fieldActivity(id) is one GET; another consultant’s farmer reads as not found', async () => {
    const row = dataOf<{ items: Row[] }>(await stack.consultant.gql(LIST, { farmerId }), 'fieldActivities').items[0]!;
    stack.fixture.resetCalls();
    const one = dataOf<Row>(await stack.consultant.gql(ONE, { id: row.id }), 'fieldActivity');
    expect(one.id).toBe(row.id);
    expect(stack.fixture.calls()).toEqual({ 'GET /farmerFieldActivityApi/:id': 1 });

    const hidden = await standard.gql(ONE, { id: row.id });
    expect(hidden.body.errors).toBeUndefined();
    expect(hidden.body.data?.fieldActivity).toBeNull();
    const listed = await standard.gql(LIST, { farmerId });
    expect(firstError(listed)).toMatchObject({ extensions: { code: 'NOT_FOUND' }, message: 'Dados não encontrados' });
  });

  it('a company consultant reads the field activities of the farmers they see', async () => {
    const rest = await restAs(stack.url, 'ENTERPRISE_CONSULTANT');
    const farmers = (await rest.post('/consultantFarmerProfileApi/users-registered/filter', {})).body as {
      items: { _id: string }[];
    };
    const visible = farmers.items[0]!._id;
    const page = dataOf<{ total: number }>(
      await stack.companyConsultant.gql(LIST, { farmerId: visible }),
      'fieldActivities',
    );
    expect(page.total).toBeGreaterThan(0);
  });

  it('ProvidedConsultancy.recommendationCount: one call per farmer for a whole page of consultancies', async () => {
    const LIST_PROVIDED = `query { providedConsultancies(page: 1) { items { id farmerId recommendationCount } } }`;
    stack.fixture.resetCalls();
    const page = dataOf<{ items: { id: string; farmerId: string; recommendationCount: number }[] }>(
      await stack.consultant.gql(LIST_PROVIDED),
      'providedConsultancies',
    );
    const farmers = new Set(page.items.map((p) => p.farmerId));
    expect(page.items.length).toBeGreaterThan(1);
    expect(stack.fixture.calls()['POST /farmerFieldActivityApi/filter/:farmerId']).toBe(farmers.size);
    const sample = page.items[0]!;
    const upstream = dataOf<{ total: number }>(
      await stack.consultant.gql('query($farmerId: ID!) { fieldActivities(farmerId: $farmerId) { total } }', {
        farmerId: sample.farmerId,
      }),
      'fieldActivities',
    );
    expect(sample.recommendationCount).toBe(upstream.total);
  });
});
