import { RECOMMENDATION_MESSAGES, todayInSaoPaulo } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';

const FIELDS = `id farmerId name status recurrence recurrenceKind recurrenceRule startDate endDate
  nextOccurrences(count: 3) createdByMe farmerName costs { category tag cost } sectors { id }
  products { name quantity unit }`;
const CREATE = `mutation($input: RecommendationInput!) {
  createRecommendation(input: $input) { message fieldActivity { ${FIELDS} } } }`;
const UPDATE = `mutation($id: ID!, $input: RecommendationInput!) {
  updateRecommendation(id: $id, input: $input) { message fieldActivity { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { fieldActivity(id: $id) { ${FIELDS} } }`;
const OCCURRENCES = `query($start: Date!, $end: Date!) {
  recommendationOccurrences(start: $start, end: $end) { date activityId title farmerId farmerName recurrence status } }`;
const FARMERS = `query { farmers { items { id name createdByMe } } }`;

interface Activity {
  id: string;
  farmerId: string;
  name: string;
  status: string;
  recurrenceKind: string;
  recurrenceRule: string | null;
  startDate: string;
  endDate: string;
  nextOccurrences: string[];
  createdByMe: boolean;
  farmerName: string | null;
  products: { name: string; quantity: number; unit: string }[];
}
interface Harvest {
  _id: string;
  property: { _id: string };
  sectors: { _id: string }[];
}

const DAY = 86_400_000;
const today = () => todayInSaoPaulo();
const plus = (days: number) => new Date(Date.parse(`${today()}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const stack = useStack({ signIn: ['CONSULTANT'] });
let standard: TestClient;
let own: { farmerId: string; name: string; harvest: Harvest };
let served: { farmerId: string; harvest: Harvest } | undefined;

const inputFor = (land: { farmerId: string; harvest: Harvest }, overrides: Record<string, unknown> = {}) => ({
  farmerId: land.farmerId,
  propertyId: land.harvest.property._id,
  harvestId: land.harvest._id,
  type: 'MANAGEMENT',
  title: 'Irrigação',
  recurrence: 'WEEKLY',
  startDate: plus(1),
  endDate: plus(60),
  description: 'Conferir os gotejadores.',
  sectorIds: [land.harvest.sectors[0]!._id],
  status: 'PLANNED',
  products: [{ name: 'Sulfato de zinco', quantity: 2.5, unit: 'kg/ha' }],
  costs: [{ category: 'LABOR', tag: 'Mão de obra', cost: 1350.5 }],
  ...overrides,
});

beforeAll(async () => {
  standard = new TestClient(stack.bff);
  await standard.signIn('padrao@talhao.dev', 'CONSULTANT');
  const rest = await restAs(stack.url, 'CONSULTANT');
  const farmers = dataOf<{ items: { id: string; name: string; createdByMe: boolean }[] }>(
    await stack.consultant.gql(FARMERS),
    'farmers',
  ).items;
  for (const farmer of farmers) {
    const harvests = (await rest.post(`/farmerHarvestApi/filter/${farmer.id}`, {})).body as { items: Harvest[] };
    const harvest = harvests.items.find((h) => h.sectors.length > 0);
    if (!harvest) continue;
    if (farmer.createdByMe && !own) own = { farmerId: farmer.id, name: farmer.name, harvest };
    if (!farmer.createdByMe && !served) served = { farmerId: farmer.id, harvest };
  }
  if (!own) throw new Error('no farmer with a harvest registered by the consultant');
});

describe('createRecommendation', () => {
  it('recommends with the form’s rules: a lookup of the farmer, the POST and the read of the new activity', async () => {
    stack.fixture.resetCalls();
    const result = dataOf<{ message: string; fieldActivity: Activity }>(
      await stack.consultant.gql(CREATE, { input: inputFor(own) }),
      'createRecommendation',
    );
    expect(result.message).toBe('Recomendação criada com sucesso!');
    const calls = stack.fixture.calls();
    expect(calls['POST /farmerFieldActivityApi']).toBe(1);
    expect(calls['GET /farmerFieldActivityApi/:id']).toBe(1);
    expect(Object.values(calls).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(4);
    const activity = result.fieldActivity;
    expect(activity).toMatchObject({
      name: 'Irrigação',
      recurrenceKind: 'WEEKLY',
      createdByMe: true,
      farmerName: own.name,
      startDate: plus(1),
    });
    expect(activity.nextOccurrences).toEqual([plus(1), plus(8), plus(15)]);
    expect(activity.products).toEqual([{ name: 'Sulfato de zinco', quantity: 2.5, unit: 'kg/ha' }]);
    expect(activity.recurrenceRule).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1');
  });

  it('refuses every rule with the form’s text, sending nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: plus(-1) }, RECOMMENDATION_MESSAGES.startBeforeToday],
      [{ endDate: plus(0), startDate: plus(2) }, RECOMMENDATION_MESSAGES.endBeforeStart],
      [{ sectorIds: [] }, 'Selecione pelo menos 1 setor'],
      [{ description: 'a'.repeat(281) }, 'A descrição pode ter no máximo 280 caracteres'],
      [{ title: ' ' }, 'Digite o título'],
      [{ costs: [{ category: 'LABOR', tag: 'Frete', cost: 1.001 }] }, 'O valor pode ter no máximo duas casas decimais'],
      [{ products: [{ name: 'Boro', quantity: 1e308, unit: 'kg/ha' }] }, RECOMMENDATION_MESSAGES.productQuantityRange],
      [{ products: [{ name: ' ', quantity: 1, unit: 'kg/ha' }] }, RECOMMENDATION_MESSAGES.productName],
    ];
    stack.fixture.resetCalls();
    for (const [overrides, message] of cases) {
      const answer = await stack.consultant.gql(CREATE, { input: inputFor(own, overrides) });
      expect(firstError(answer)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(stack.fixture.calls()).toEqual({});
  });

  it('recommends to a farmer the consultant serves but did not register; NOT_FOUND on an invisible one (no POST)', async () => {
    if (!served) throw new Error('the seed has no served farmer with a harvest');
    const answer = await stack.consultant.gql(CREATE, { input: inputFor(served) });
    expect(dataOf<{ fieldActivity: Activity }>(answer, 'createRecommendation').fieldActivity.createdByMe).toBe(true);
    stack.fixture.resetCalls();
    const hidden = await standard.gql(CREATE, { input: inputFor(own) });
    expect(firstError(hidden)).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(stack.fixture.calls()['POST /farmerFieldActivityApi']).toBeUndefined();
  });
});

describe('updateRecommendation', () => {
  it('lets the creator edit (GET then PUT); another consultant’s recommendation is FORBIDDEN with no PUT', async () => {
    const created = dataOf<{ fieldActivity: Activity }>(
      await stack.consultant.gql(CREATE, { input: inputFor(own, { recurrence: 'MONTHLY' }) }),
      'createRecommendation',
    ).fieldActivity;
    stack.fixture.resetCalls();
    const edited = dataOf<{ message: string; fieldActivity: Activity }>(
      await stack.consultant.gql(UPDATE, {
        id: created.id,
        input: inputFor(own, { title: 'Irrigação editada', status: 'IN_PROGRESS', recurrence: 'DAILY' }),
      }),
      'updateRecommendation',
    );
    expect(edited.message).toBe('Recomendação editada com sucesso!');
    expect(edited.fieldActivity).toMatchObject({
      name: 'Irrigação editada',
      status: 'IN_PROGRESS',
      recurrenceKind: 'DAILY',
    });
    expect(stack.fixture.calls()).toMatchObject({
      'GET /farmerFieldActivityApi/:id': 1,
      'PUT /farmerFieldActivityApi/:id': 1,
    });

    // The farmer of a recommendation never changes.
    stack.fixture.resetCalls();
    const moved = await stack.consultant.gql(UPDATE, {
      id: created.id,
      input: { ...inputFor(own), farmerId: served?.farmerId ?? 'fa0000000000000000000999' },
    });
    expect(firstError(moved)).toMatchObject({
      message: RECOMMENDATION_MESSAGES.farmerChanged,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(stack.fixture.calls()['PUT /farmerFieldActivityApi/:id']).toBeUndefined();

    // A recommendation of the same farmer made by someone else.
    const rest = await restAs(stack.url, 'CONSULTANT');
    const me = (await rest.post(`/farmerFieldActivityApi/filter/${own.farmerId}`, {})).body as {
      items: { _id: string; createdBy: string }[];
    };
    const creator = me.items.find((a) => a._id === created.id)!.createdBy;
    const theirs = me.items.find((a) => a.createdBy !== creator);
    if (theirs) {
      stack.fixture.resetCalls();
      const refused = await stack.consultant.gql(UPDATE, { id: theirs._id, input: inputFor(own) });
      expect(firstError(refused)).toMatchObject({
        message: 'Apenas quem criou a recomendação pode editá-la.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(stack.fixture.calls()).toEqual({ 'GET /farmerFieldActivityApi/:id': 1 });
    }
    const hidden = await standard.gql(UPDATE, { id: created.id, input: inputFor(own) });
    expect(firstError(hidden)).toMatchObject({
      message: 'Recomendação não encontrada.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('recommendationOccurrences', () => {
  it('lists the caller’s recurring recommendations in a range from one upstream list, farmers batched', async () => {
    stack.fixture.resetCalls();
    const start = plus(-10);
    const end = plus(20);
    const days = dataOf<{ date: string; activityId: string; farmerName: string | null; status: string }[]>(
      await stack.consultant.gql(OCCURRENCES, { start, end }),
      'recommendationOccurrences',
    );
    expect(days.length).toBeGreaterThan(5);
    expect(days.every((d) => d.date >= start && d.date <= end && d.status !== 'CANCELED')).toBe(true);
    expect(days.every((d) => d.farmerName)).toBe(true);
    expect([...days].map((d) => d.date)).toEqual([...days].map((d) => d.date).sort());
    const calls = stack.fixture.calls();
    expect(calls['POST /farmerFieldActivityApi/created-by-me/filter']).toBe(1);
    // One batched lookup of the farmers, whatever their number.
    expect(Object.values(calls).reduce((a, b) => a + b, 0)).toBe(2);

    const one = await stack.consultant.gql(ONE, { id: days[0]!.activityId });
    expect(one.body.errors).toBeUndefined();
  });

  it('fails alone in the calendar’s request: the works arrive, the markers are null with their error', async () => {
    const CALENDAR = `query($start: Date!, $end: Date!) {
      works(from: $start, to: $end) { id }
      recommendationOccurrences(start: $start, end: $end) { date } }`;
    stack.fixture.setFaults([{ route: 'POST /farmerFieldActivityApi/created-by-me/filter', effect: { status: 503 } }]);
    try {
      const { body } = await stack.consultant.gql(CALENDAR, { start: plus(-10), end: plus(20) });
      const data = body.data as { works: unknown[]; recommendationOccurrences: unknown } | null;
      expect(Array.isArray(data?.works)).toBe(true);
      expect(data?.recommendationOccurrences).toBeNull();
      expect(body.errors?.map((error) => error.path)).toEqual([['recommendationOccurrences']]);
      expect(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_ERROR']).toContain(body.errors?.[0]?.extensions?.code);
    } finally {
      stack.fixture.clearFaults();
    }
  });

  it('refuses a reversed range and one longer than 62 days', async () => {
    expect(firstError(await stack.consultant.gql(OCCURRENCES, { start: plus(5), end: plus(1) }))?.message).toBe(
      'A data final deve ser maior ou igual à data de início.',
    );
    expect(firstError(await stack.consultant.gql(OCCURRENCES, { start: plus(0), end: plus(63) }))?.message).toBe(
      'O intervalo pode ter no máximo 62 dias.',
    );
  });
});
