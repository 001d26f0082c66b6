import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';
import { NO_FARM_DATA_AREA } from './messages';

const HARVEST = `id farmerId cultureName year startDate endDate property { id name } sectors { id name }
  costs { category estimated real } estimatedTotal realTotal realCostsByTag { tag total }`;
const HARVESTS = `query($farmerId: ID!, $search: String, $page: Int, $viewAs: ID) {
  harvests(farmerId: $farmerId, search: $search, page: $page, viewAs: $viewAs) { page total hasNextPage items { ${HARVEST} } } }`;
const ONE = `query($farmerId: ID!, $id: ID!) { harvest(farmerId: $farmerId, id: $id) { ${HARVEST} } }`;
const FARMERS = `query { farmers { items { id } } }`;
const VIEWER_ID = `query { viewer { profile { id } } }`;

interface Harvest {
  id: string;
  farmerId: string;
  cultureName: string;
  year: number;
  startDate: string;
  endDate: string;
  property: { id: string; name: string };
  sectors: { id: string; name: string }[];
  costs: { category: string; estimated: number; real: number }[];
  estimatedTotal: number;
  realTotal: number;
  realCostsByTag: { tag: string; total: number }[];
}
interface UpstreamHarvest {
  _id: string;
  culture: { name: string };
  startDate: string;
  estCostsLabor: number;
  estCostsProduction: number;
  estCostsEquipment: number;
  estCostsOther: number;
  realCostsLabor: number;
  realCostsProduction: number;
  realCostsEquipment: number;
  realCostsOther: number;
  realCostsFieldActivity: { byTag: { _id: { tag: string }; sum: number }[] };
}

const stack = useStack({ signIn: ['CONSULTANT', 'MASTER', 'ENTERPRISE_CONSULTANT'] });
/** A farmer the premium consultant sees and the standard one does not. */
let farmerId: string;

beforeAll(async () => {
  const farmers = dataOf<{ items: { id: string }[] }>(await stack.consultant.gql(FARMERS), 'farmers').items;
  const standard = await restAs(stack.url, 'CONSULTANT', 'padrao@talhao.dev');
  for (const farmer of farmers) {
    if ((await standard.post(`/farmerHarvestApi/filter/${farmer.id}`, {})).status === 404) {
      farmerId = farmer.id;
      break;
    }
  }
  if (!farmerId) throw new Error('no farmer only the premium consultant sees');
});

describe('harvests', () => {
  it('a page of harvests is one upstream call; costs per category and tag are the provider’s numbers', async () => {
    stack.fixture.resetCalls();
    const page = dataOf<{ total: number; hasNextPage: boolean; items: Harvest[] }>(
      await stack.consultant.gql(HARVESTS, { farmerId }),
      'harvests',
    );
    expect(stack.fixture.calls()).toEqual({ 'POST /farmerHarvestApi/filter/:farmerId': 1 });
    const rest = await restAs(stack.url, 'CONSULTANT');
    const upstream = (await rest.post(`/farmerHarvestApi/filter/${farmerId}?pageNumber=1`, {})).body as {
      items: UpstreamHarvest[];
      total: number;
    };
    expect(page.total).toBe(upstream.total);
    expect(page.items.map((h) => h.id)).toEqual(upstream.items.map((h) => h._id));
    const [first] = page.items;
    const source = upstream.items[0]!;
    expect(first!.cultureName).toBe(source.culture.name);
    expect(first!.year).toBe(Number(source.startDate.slice(0, 4)));
    expect(first!.costs).toEqual([
      { category: 'LABOR', estimated: source.estCostsLabor, real: source.realCostsLabor },
      { category: 'PRODUCTION', estimated: source.estCostsProduction, real: source.realCostsProduction },
      { category: 'EQUIPMENT', estimated: source.estCostsEquipment, real: source.realCostsEquipment },
      { category: 'OTHER', estimated: source.estCostsOther, real: source.realCostsOther },
    ]);
    expect(first!.realTotal).toBeCloseTo(
      first!.costs.reduce((sum, c) => sum + c.real, 0),
      2,
    );
    expect(first!.realCostsByTag.reduce((sum, t) => sum + t.total, 0)).toBeCloseTo(first!.realTotal, 2);
    expect(first!.realCostsByTag).toEqual(
      source.realCostsFieldActivity.byTag.map((t) => ({ tag: t._id.tag, total: t.sum })),
    );

    // The search is the culture's name ('search by product'); a blank one is no filter.
    const byCulture = dataOf<{ items: Harvest[] }>(
      await stack.consultant.gql(HARVESTS, { farmerId, search: first!.cultureName.toUpperCase() }),
      'harvests',
    );
    expect(byCulture.items.length).toBeGreaterThan(0);
    expect(byCulture.items.every((h) => h.cultureName === first!.cultureName)).toBe(true);
    const blank = dataOf<{ total: number }>(
      await stack.consultant.gql(HARVESTS, { farmerId, search: ' ' }),
      'harvests',
    );
    expect(blank.total).toBe(page.total);
  });

  it('harvest(farmerId, id) is one call; another consultant’s farmer reads as not found', async () => {
    const list = dataOf<{ items: Harvest[] }>(await stack.consultant.gql(HARVESTS, { farmerId }), 'harvests');
    const wanted = list.items[0]!;
    stack.fixture.resetCalls();
    const one = dataOf<Harvest>(await stack.consultant.gql(ONE, { farmerId, id: wanted.id }), 'harvest');
    expect(one).toEqual(wanted);
    expect(stack.fixture.calls()).toEqual({ 'POST /farmerHarvestApi/filter/:farmerId': 1 });

    const standard = new TestClient(stack.bff);
    await standard.signIn('padrao@talhao.dev', 'CONSULTANT');
    const hidden = await standard.gql(ONE, { farmerId, id: wanted.id });
    expect(hidden.body.errors).toBeUndefined();
    expect(hidden.body.data?.harvest).toBeNull();
    const listed = await standard.gql(HARVESTS, { farmerId });
    expect(firstError(listed)).toMatchObject({ extensions: { code: 'NOT_FOUND' }, message: 'Dados não encontrados' });
  });

  it('a master reads them only through viewAs', async () => {
    const premiumId = dataOf<{ profile: { id: string } }>(await stack.consultant.gql(VIEWER_ID), 'viewer').profile.id;
    const refused = await stack.master.gql(HARVESTS, { farmerId });
    expect(firstError(refused)).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: NO_FARM_DATA_AREA });
    const viewed = dataOf<{ total: number }>(
      await stack.master.gql(HARVESTS, { farmerId, viewAs: premiumId }),
      'harvests',
    );
    expect(viewed.total).toBeGreaterThan(0);
  });
});

describe('GET /exports/harvests.csv', () => {
  it('one row per harvest: label, property, days, estimated and real costs per category, totals (pt-BR)', async () => {
    const page = dataOf<{ total: number; items: Harvest[] }>(
      await stack.consultant.gql(HARVESTS, { farmerId }),
      'harvests',
    );
    stack.fixture.resetCalls();
    const response = await stack.consultant.get(`/exports/harvests.csv?farmerId=${farmerId}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="custos-das-safras-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.raw.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Safra;Propriedade;Início;Fim;Mão de obra (estimado);Produção (estimado);Equipamentos (estimado);Outros (estimado);' +
        'Mão de obra (real);Produção (real);Equipamentos (real);Outros (real);Total estimado;Total real',
    );
    expect(lines.slice(1, -1)).toHaveLength(page.total);
    const first = page.items[0]!;
    const decimal = (value: number) => String(value).replace('.', ',');
    const day = (value: string) => value.split('-').reverse().join('/');
    expect(lines[1]).toBe(
      [
        `Safra de ${first.cultureName} ${first.year} - ${day(first.startDate).slice(0, 5)} a ${day(first.endDate).slice(0, 5)}`,
        first.property.name,
        day(first.startDate),
        day(first.endDate),
        ...first.costs.map((cost) => decimal(cost.estimated)),
        ...first.costs.map((cost) => decimal(cost.real)),
        decimal(first.estimatedTotal),
        decimal(first.realTotal),
      ].join(';'),
    );
    expect(stack.fixture.calls()['POST /farmerHarvestApi/filter/:farmerId']).toBe(
      Math.max(1, Math.ceil(page.total / 10)),
    );
  });

  it('refuses a missing farmer and another consultant’s farmer before the first row', async () => {
    const missing = await stack.consultant.get('/exports/harvests.csv');
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.raw)).toEqual({ code: 'BAD_USER_INPUT', message: 'Informe o agricultor' });
    const standard = new TestClient(stack.bff);
    await standard.signIn('padrao@talhao.dev', 'CONSULTANT');
    const hidden = await standard.get(`/exports/harvests.csv?farmerId=${farmerId}`);
    expect(hidden.status).toBe(404);
    expect(JSON.parse(hidden.raw)).toMatchObject({ code: 'NOT_FOUND', message: 'Dados não encontrados' });
  });
});
