import { makeExecutableSchema } from '@graphql-tools/schema';
import { COMMON, type Role, WEB_ROLES } from '@talhao/schema';
import { typeDefs } from '@talhao/schema/sdl';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_AS_ARG, VIEW_AS_MESSAGES } from '../graphql/view-as';
import { dataOf, type Fixture, type GqlResponse, startBff, startFixture, TestClient } from '../test/helpers';
import { ADDRESS_INPUT } from '../test/master';
import { admits, fieldRules, operationFor } from './operations';

/**
 * Cross-user access (issue 5). Consultant A (premium@) asks for consultant B's (padrao@) records by
 * id — provided consultancies and requests, farmers, properties, sectors, offers, trainings and
 * activities — and tries every by-id mutation on them (update, delete, answer, cancel) and every
 * create that names B's records. Companies do the same across companies (agrovale@ and its
 * consultant vs terraforte@). Each answer must be the one a missing record gets (NOT_FOUND, FORBIDDEN
 * or null/empty, byte for byte the same as for an id that does not exist: no existence oracle), no
 * value of B's may appear in it, and B's records read back unchanged afterwards.
 * Reports have no GraphQL field yet, so there is nothing of B's to ask for there; add them when they land.
 * Last, `viewAs` from every role but MASTER is refused before any upstream call, on every field that takes it.
 */

const UNKNOWN_ID = 'ffffffffffffffffffffffff';
const DAY_MS = 86_400_000;

let fixture: Fixture;
let app: FastifyInstance;
const clients = {} as Record<'a' | 'b' | 'agrovale' | 'agrovaleConsultant' | 'terraforte', TestClient>;

async function signIn(email: string, accountType: 'CONSULTANT' | 'ENTERPRISE'): Promise<TestClient> {
  const client = new TestClient(app);
  const result = await client.signIn(email, accountType);
  if (result.body.errors) throw new Error(result.raw);
  return client;
}

const ROW = `id status fixedPrice startDate endDate createdAt
  farmer { id name email phoneNumber address { formattedAddress } createdByMe }
  property { id name totalArea farmerId } offer { id name }`;
const OFFER = `id name format cultures summary content imageUrl clientCount prices { amount feeType }
  regions { formattedAddress }`;
const TRAINING = `id title date duration price profit format summary description specificInformation
  availableSpots confirmedCount remainingSpots imageUrl editable address { formattedAddress }`;
const WORK = 'id title day startWork endWork status format price priceCalculated cancellable';

interface ProvidedRow {
  id: string;
  status: string;
  fixedPrice: number;
  startDate: string;
  endDate: string | null;
  farmer: { id: string; name: string; email: string | null };
  property: { id: string; name: string } | null;
  offer: { id: string; name: string };
}
interface WorkRow {
  id: string;
  title: string;
  status: string;
  cancellable: boolean;
}

/** B's records the attacks aim at, and the values of B's that must never show up in A's answers. */
interface Victim {
  provided: ProvidedRow;
  request: ProvidedRow;
  farmer: { id: string; name: string; email: string | null };
  property: { id: string; name: string };
  sectorIds: string[];
  offer: { id: string; name: string };
  training: { id: string; title: string };
  work: WorkRow & { providedConsultancyId: string };
  secrets: string[];
}
let victim: Victim;
/** Terra Forte's records, for the company attacks. */
let rival: { offer: { id: string; name: string }; training: { id: string; title: string }; secrets: string[] };

async function read<T>(client: TestClient, query: string, field: string, variables?: Record<string, unknown>) {
  return dataOf<T>(await client.gql(query, variables), field);
}

async function collectVictim(): Promise<Victim> {
  const b = clients.b;
  const provided = await read<{ items: ProvidedRow[] }>(
    b,
    `{ providedConsultancies { items { ${ROW} } } }`,
    'providedConsultancies',
  );
  const requests = await read<{ items: ProvidedRow[] }>(
    b,
    `{ consultancyRequests { items { ${ROW} } } }`,
    'consultancyRequests',
  );
  const ownFarmers = await read<{ items: Array<{ id: string }> }>(
    clients.a,
    '{ farmers(page: 1) { items { id } } a: farmers(page: 2) { items { id } } }',
    'farmers',
  );
  const seenByA = new Set(ownFarmers.items.map((f) => f.id));
  // A row of B's whose farmer A does not serve and that has a property (so sectors can be asked too).
  const row = provided.items.find((p) => p.property && !seenByA.has(p.farmer.id) && p.status === 'PLANNED');
  const request = requests.items[0];
  if (!row?.property || !request) throw new Error('seed without a PLANNED row or a request for padrao@');
  const sectors = await read<Array<{ id: string }>>(
    b,
    'query($id: ID!) { propertySectors(propertyId: $id) { id } }',
    'propertySectors',
    { id: row.property.id },
  );
  const offers = await read<{ items: Array<{ id: string; name: string }> }>(
    b,
    '{ offeredConsultancies { items { id name } } }',
    'offeredConsultancies',
  );
  const trainings = await read<{ items: Array<{ id: string; title: string }> }>(
    b,
    '{ trainings(state: PLANNED) { items { id title } } }',
    'trainings',
  );
  const works = await read<{ items: Array<WorkRow & { providedConsultancy: { id: string } | null }> }>(
    b,
    `{ activities { items { ${WORK} providedConsultancy { id } } } }`,
    'activities',
  );
  const work = works.items.find((w) => w.cancellable && w.providedConsultancy);
  const [offer] = offers.items;
  const [training] = trainings.items;
  if (!work?.providedConsultancy || !offer || !training || sectors.length === 0) {
    throw new Error('seed without an offer, a planned training, a cancellable work or sectors for padrao@');
  }
  const { providedConsultancy, ...workRow } = work;
  const secrets = [
    row.id,
    row.farmer.id,
    row.farmer.name,
    row.property.id,
    request.id,
    request.farmer.id,
    request.farmer.name,
    offer.id,
    training.id,
    training.title,
    work.id,
    work.title,
    providedConsultancy.id,
    ...sectors.map((s) => s.id),
    ...(row.farmer.email ? [row.farmer.email] : []),
  ];
  return {
    provided: row,
    request,
    farmer: row.farmer,
    property: row.property,
    sectorIds: sectors.map((s) => s.id),
    offer,
    training,
    work: { ...workRow, providedConsultancyId: providedConsultancy.id },
    secrets,
  };
}

async function collectRival() {
  const t = clients.terraforte;
  const [offer] = (
    await read<{ items: Array<{ id: string; name: string }> }>(
      t,
      '{ offeredConsultancies { items { id name } } }',
      'offeredConsultancies',
    )
  ).items;
  const [training] = (
    await read<{ items: Array<{ id: string; title: string }> }>(
      t,
      '{ trainings(state: PLANNED) { items { id title } } }',
      'trainings',
    )
  ).items;
  if (!offer || !training) throw new Error('seed without an offer or a planned training for terraforte@');
  return { offer, training, secrets: [offer.id, training.id] };
}

/** Everything of B's (or Terra Forte's) the attacks could change, read as its owner. */
async function ownerSnapshot() {
  const b = clients.b;
  const t = clients.terraforte;
  const one = (client: TestClient, query: string, variables: Record<string, unknown>) =>
    client.gql(query, variables).then((r) => r.body);
  return {
    provided: await one(b, `query($id: ID!) { providedConsultancy(id: $id) { ${ROW} } }`, { id: victim.provided.id }),
    request: await one(b, `query($id: ID!) { providedConsultancy(id: $id) { ${ROW} } }`, { id: victim.request.id }),
    providedTotal: await one(b, '{ providedConsultancies { total } consultancyRequests { total } }', {}),
    offer: await one(b, `query($id: ID!) { offeredConsultancy(id: $id) { ${OFFER} } }`, { id: victim.offer.id }),
    training: await one(b, `query($id: ID!) { training(id: $id) { ${TRAINING} } }`, { id: victim.training.id }),
    works: await one(b, `query($id: ID) { activities(providedConsultancyId: $id) { total items { ${WORK} } } }`, {
      id: victim.work.providedConsultancyId,
    }),
    rivalOffer: await one(t, `query($id: ID!) { offeredConsultancy(id: $id) { ${OFFER} } }`, { id: rival.offer.id }),
    rivalTraining: await one(t, `query($id: ID!) { training(id: $id) { ${TRAINING} } }`, { id: rival.training.id }),
    rivalOffers: await one(t, '{ offeredConsultancies { total } }', {}),
    // A's own list: a create that named B's records must not have landed on A's side either.
    attackerTotals: await one(clients.a, '{ providedConsultancies { total } consultancyRequests { total } }', {}),
  };
}

/** An attack: an operation naming someone else's records; `ids` are swapped for UNKNOWN_ID in the control run. */
interface Attack {
  label: string;
  query: string;
  variables: () => Record<string, unknown>;
  /** Ids of the victim's records the variables name. */
  ids: () => string[];
}

const swapIds = (value: unknown, ids: readonly string[]): unknown => {
  let text = JSON.stringify(value);
  for (const id of ids) text = text.split(id).join(UNKNOWN_ID);
  return JSON.parse(text);
};

const ALLOWED_CODES = ['NOT_FOUND', 'FORBIDDEN'];

/**
 * Runs an attack and the same operation with the victim's ids swapped for an id nobody has. The two
 * answers must be the same, refused or empty, and free of the victim's values.
 */
async function expectLikeMissing(client: TestClient, attack: Attack, secrets: readonly string[]) {
  const result = await client.gql(attack.query, attack.variables());
  const control = await client.gql(attack.query, swapIds(attack.variables(), attack.ids()) as Record<string, unknown>);
  const label = `${attack.label}: ${result.raw}`;
  expect(swapIds(result.body, attack.ids()), label).toEqual(control.body);
  for (const error of result.body.errors ?? []) {
    expect(ALLOWED_CODES, label).toContain(error.extensions?.code);
    // The domain's not-found text ('Treinamento não encontrado.'), never a bare status ('Erro: 404').
    expect(error.message, label).not.toMatch(/\b40[34]\b/);
  }
  if (!result.body.errors) expect(isEmptyAnswer(result), label).toBe(true);
  for (const secret of secrets) expect(result.raw.includes(secret), `${label} contém ${secret}`).toBe(false);
}

/** A query that answered without an error answered nothing: null fields, empty pages. */
function isEmptyAnswer(result: GqlResponse): boolean {
  return Object.values(result.body.data ?? {}).every(
    (value) =>
      value === null ||
      (Array.isArray(value) && value.length === 0) ||
      (typeof value === 'object' &&
        (value as { total?: number }).total === 0 &&
        ((value as { items?: unknown[] }).items ?? []).length === 0),
  );
}

beforeAll(async () => {
  let url: string;
  ({ fixture, url } = await startFixture());
  app = await startBff(url);
  clients.a = await signIn('premium@talhao.dev', 'CONSULTANT');
  clients.b = await signIn('padrao@talhao.dev', 'CONSULTANT');
  clients.agrovale = await signIn('agrovale@talhao.dev', 'ENTERPRISE');
  clients.agrovaleConsultant = await signIn('consultor.agrovale@talhao.dev', 'ENTERPRISE');
  clients.terraforte = await signIn('terraforte@talhao.dev', 'ENTERPRISE');
  victim = await collectVictim();
  rival = await collectRival();
});
afterAll(async () => {
  await app.close();
  await fixture.close();
});

const offerInput = () => ({
  name: 'Consultoria tomada de outro consultor',
  format: 'IN_PERSON',
  cultures: ['Soja'],
  agreedPrice: false,
  prices: [{ amount: 1, feeType: 'PER_HECTARE' }],
  regions: [ADDRESS_INPUT],
  summary: 'Resumo',
  content: '<p>Conteúdo</p>',
});
const trainingInput = () => ({
  title: 'Treinamento tomado de outro',
  date: new Date(Date.now() + 20 * DAY_MS).toISOString(),
  duration: '02:00',
  price: 1,
  format: 'ONLINE',
  summary: 'Resumo',
  description: '<p>Descrição</p>',
  specificInformation: '<p>Informações</p>',
  availableSpots: 1,
});
const providedInput = (row: ProvidedRow) => ({
  offerId: row.offer.id,
  farmerId: row.farmer.id,
  propertyId: row.property?.id,
  fixedPrice: 1,
  status: 'IN_PROGRESS',
  startDate: row.startDate,
  endDate: row.endDate,
});

/** Reads of B's records by id, as consultant A. */
const consultantReads = (): Attack[] => [
  {
    label: 'providedConsultancy(B)',
    query: `query($id: ID!) { providedConsultancy(id: $id) { ${ROW} } }`,
    variables: () => ({ id: victim.provided.id }),
    ids: () => [victim.provided.id],
  },
  {
    label: 'providedConsultancy(pedido de B)',
    query: `query($id: ID!) { providedConsultancy(id: $id) { ${ROW} } }`,
    variables: () => ({ id: victim.request.id }),
    ids: () => [victim.request.id],
  },
  {
    label: 'providedConsultancies filtradas pela consultoria e pelo agricultor de B',
    query: `query($id: ID, $farmer: ID) { byId: providedConsultancies(providedConsultancyId: $id) { total items { id } }
      byFarmer: providedConsultancies(farmerId: $farmer) { total items { id } } }`,
    variables: () => ({ id: victim.provided.id, farmer: victim.farmer.id }),
    ids: () => [victim.provided.id, victim.farmer.id],
  },
  {
    label: 'farmer(B)',
    query: 'query($id: ID!) { farmer(id: $id) { id name email phoneNumber birthDate address { city } createdByMe } }',
    variables: () => ({ id: victim.farmer.id }),
    ids: () => [victim.farmer.id],
  },
  {
    label: 'farmerProperties(agricultor de B)',
    query: 'query($id: ID!) { farmerProperties(farmerId: $id) { total items { id name totalArea } } }',
    variables: () => ({ id: victim.farmer.id }),
    ids: () => [victim.farmer.id],
  },
  {
    label: 'propertySectors(propriedade de B)',
    query: 'query($id: ID!) { propertySectors(propertyId: $id) { id name areaName } }',
    variables: () => ({ id: victim.property.id }),
    ids: () => [victim.property.id],
  },
  {
    label: 'activities(consultoria prestada de B)',
    query: `query($id: ID) { activities(providedConsultancyId: $id) { total items { ${WORK} } } }`,
    variables: () => ({ id: victim.work.providedConsultancyId }),
    ids: () => [victim.work.providedConsultancyId],
  },
];

/** Offer and training reads by id: every company-side or consultant attacker against every other owner's record. */
const offerAndTrainingReads = (offer: () => string, training: () => string, owner: string): Attack[] => [
  {
    label: `offeredConsultancy(${owner})`,
    query: `query($id: ID!) { offeredConsultancy(id: $id) { ${OFFER} } }`,
    variables: () => ({ id: offer() }),
    ids: () => [offer()],
  },
  {
    label: `training(${owner})`,
    query: `query($id: ID!) { training(id: $id) { ${TRAINING} } }`,
    variables: () => ({ id: training() }),
    ids: () => [training()],
  },
  ...(['CONFIRMED', 'PENDING', 'CANCELED'] as const).map((state) => ({
    label: `trainingParticipants(${owner}, ${state})`,
    query:
      'query($id: ID!, $state: ParticipantState!) { trainingParticipants(id: $id, state: $state) { total items { name email } } }',
    variables: () => ({ id: training(), state }),
    ids: () => [training()],
  })),
];

const offerWrites = (offer: () => string, owner: string): Attack[] => [
  {
    label: `updateOfferedConsultancy(${owner})`,
    query: `mutation($id: ID!, $input: OfferedConsultancyInput!) { updateOfferedConsultancy(id: $id, input: $input) { message offer { ${OFFER} } } }`,
    variables: () => ({ id: offer(), input: offerInput() }),
    ids: () => [offer()],
  },
  {
    label: `deleteOfferedConsultancy(${owner})`,
    query: 'mutation($id: ID!) { deleteOfferedConsultancy(id: $id) { message } }',
    variables: () => ({ id: offer() }),
    ids: () => [offer()],
  },
];

/** Every by-id mutation on B's records, and every create that names them, as consultant A. */
const consultantWrites = (): Attack[] => [
  {
    label: 'updateProvidedConsultancy(B)',
    query: `mutation($id: ID!, $input: ProvidedConsultancyInput!) { updateProvidedConsultancy(id: $id, input: $input) { message providedConsultancy { ${ROW} } } }`,
    variables: () => ({ id: victim.provided.id, input: providedInput(victim.provided) }),
    ids: () => [victim.provided.id, victim.provided.offer.id, victim.provided.farmer.id, victim.property.id],
  },
  {
    label: 'answerConsultancyRequest(pedido de B, aceitar)',
    query: `mutation($id: ID!) { answerConsultancyRequest(id: $id, accept: true) { message providedConsultancy { ${ROW} } } }`,
    variables: () => ({ id: victim.request.id }),
    ids: () => [victim.request.id],
  },
  {
    label: 'answerConsultancyRequest(pedido de B, recusar)',
    query: `mutation($id: ID!) { answerConsultancyRequest(id: $id, accept: false) { message providedConsultancy { ${ROW} } } }`,
    variables: () => ({ id: victim.request.id }),
    ids: () => [victim.request.id],
  },
  {
    label: 'deleteProvidedConsultancy(B)',
    query: 'mutation($id: ID!) { deleteProvidedConsultancy(id: $id) { message } }',
    variables: () => ({ id: victim.provided.id }),
    ids: () => [victim.provided.id],
  },
  {
    label: 'createProvidedConsultancy com a oferta, o agricultor e a propriedade de B',
    query: `mutation($input: ProvidedConsultancyInput!) { createProvidedConsultancy(input: $input) { message providedConsultancy { ${ROW} } } }`,
    variables: () => ({ input: { ...providedInput(victim.provided), status: 'PLANNED' } }),
    ids: () => [victim.provided.offer.id, victim.provided.farmer.id, victim.property.id],
  },
  {
    label: 'scheduleActivity na consultoria prestada de B',
    query: `mutation($input: ActivityInput!) { scheduleActivity(input: $input) { message work { ${WORK} } } }`,
    variables: () => ({
      input: {
        farmerId: victim.provided.farmer.id,
        providedConsultancyId: victim.provided.id,
        title: 'Visita tomada',
        format: 'IN_PERSON',
        sectorIds: victim.sectorIds.slice(0, 1),
        day: new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10),
        startWork: '09:00',
        endWork: '10:00',
      },
    }),
    ids: () => [victim.provided.farmer.id, victim.provided.id, ...victim.sectorIds.slice(0, 1)],
  },
  {
    label: 'cancelActivity(B)',
    query: `mutation($id: ID!) { cancelActivity(id: $id) { message work { ${WORK} } } }`,
    variables: () => ({ id: victim.work.id }),
    ids: () => [victim.work.id],
  },
  ...offerWrites(() => victim.offer.id, 'B'),
  {
    label: 'updateTraining(B)',
    query: `mutation($id: ID!, $input: TrainingInput!) { updateTraining(id: $id, input: $input) { message training { ${TRAINING} } } }`,
    variables: () => ({ id: victim.training.id, input: trainingInput() }),
    ids: () => [victim.training.id],
  },
  {
    label: 'deleteTraining(B)',
    query: 'mutation($id: ID!) { deleteTraining(id: $id) { message } }',
    variables: () => ({ id: victim.training.id }),
    ids: () => [victim.training.id],
  },
];

describe('consultant A against consultant B', () => {
  it.each(consultantReads().map((attack) => [attack.label, attack] as const))(
    'reading %s answers as for a missing record',
    async (_label, attack) => {
      await expectLikeMissing(clients.a, attack, victim.secrets);
    },
  );

  it.each(
    offerAndTrainingReads(
      () => victim.offer.id,
      () => victim.training.id,
      'B',
    ).map((a) => [a.label, a] as const),
  )('reading %s answers as for a missing record', async (_label, attack) => {
    await expectLikeMissing(clients.a, attack, victim.secrets);
  });

  it('every by-id mutation and every create naming B’s records is refused and changes nothing of B’s', async () => {
    const before = await ownerSnapshot();
    for (const attack of consultantWrites()) await expectLikeMissing(clients.a, attack, victim.secrets);
    expect(await ownerSnapshot()).toEqual(before);
    // The snapshot is not vacuous: B's records are there and the work could still be cancelled.
    expect(before.provided).toMatchObject({ data: { providedConsultancy: { id: victim.provided.id } } });
    expect(before.request).toMatchObject({ data: { providedConsultancy: { status: 'REQUESTED' } } });
    expect(before.works).toMatchObject({ data: { activities: { items: expect.arrayContaining([victim.work]) } } });
  });
});

describe('across companies (Agrovale and its consultant against Terra Forte, and consultants against companies)', () => {
  const attackers = () =>
    [
      ['agrovale@', clients.agrovale],
      ['consultor.agrovale@', clients.agrovaleConsultant],
      ['premium@', clients.a],
    ] as const;

  it.each(
    offerAndTrainingReads(
      () => rival.offer.id,
      () => rival.training.id,
      'Terra Forte',
    ).map((a) => [a.label, a] as const),
  )('reading %s answers as for a missing record, for every other area', async (_label, attack) => {
    for (const [, client] of attackers()) await expectLikeMissing(client, attack, rival.secrets);
  });

  it.each(
    offerAndTrainingReads(
      () => victim.offer.id,
      () => victim.training.id,
      'B',
    ).map((a) => [a.label, a] as const),
  )('a company and its consultant reading %s answer as for a missing record', async (_label, attack) => {
    for (const client of [clients.agrovale, clients.agrovaleConsultant]) {
      await expectLikeMissing(client, attack, victim.secrets);
    }
  });

  it('another company cannot edit or delete Terra Forte’s offers; nothing changes', async () => {
    const before = await ownerSnapshot();
    for (const attack of offerWrites(() => rival.offer.id, 'Terra Forte')) {
      await expectLikeMissing(clients.agrovale, attack, rival.secrets);
      await expectLikeMissing(clients.a, attack, rival.secrets);
    }
    expect(await ownerSnapshot()).toEqual(before);
    expect(before.rivalOffer).toMatchObject({ data: { offeredConsultancy: { id: rival.offer.id } } });
  });
});

describe('viewAs from anyone but a MASTER, on every field that takes it', () => {
  const sdlSchema = makeExecutableSchema({ typeDefs });
  const viewAsFields = fieldRules(sdlSchema).filter(
    (rule) =>
      rule.typeName === 'Query' &&
      sdlSchema
        .getQueryType()
        ?.getFields()
        [rule.fieldName]?.args.some((arg) => arg.name === VIEW_AS_ARG),
  );

  it('the walk finds the area fields', () => {
    expect(viewAsFields.map((rule) => rule.coordinate)).toEqual(
      expect.arrayContaining(['Query.areaOwner', 'Query.providedConsultancies', 'Query.trainings', 'Query.finance']),
    );
  });

  it.each(viewAsFields.map((rule) => [rule.coordinate, rule] as const))(
    '%s: refused before any upstream call',
    async (_coordinate, rule) => {
      const viewedId = (await read<{ profile: { id: string } }>(clients.b, '{ viewer { profile { id } } }', 'viewer'))
        .profile.id;
      const byRole: Array<[Role | null, TestClient]> = [
        ['CONSULTANT', clients.a],
        ['ENTERPRISE', clients.agrovale],
        ['ENTERPRISE_CONSULTANT', clients.agrovaleConsultant],
        [null, new TestClient(app)],
      ];
      // Every web role but MASTER, and a visitor.
      expect(byRole.map(([role]) => role ?? 'visitante').sort()).toEqual(
        [...WEB_ROLES.filter((r) => r !== 'MASTER'), 'visitante'].sort(),
      );
      for (const [role, client] of byRole) {
        const operation = operationFor(sdlSchema, rule, { extraArgs: { [VIEW_AS_ARG]: JSON.stringify(viewedId) } });
        fixture.resetCalls();
        const result = await client.gql(operation.query);
        const expected =
          role === null
            ? { message: COMMON.sessionExpired, code: 'UNAUTHENTICATED', status: 401 }
            : admits(rule, role)
              ? { message: VIEW_AS_MESSAGES.masterOnly, code: 'FORBIDDEN', status: 403 }
              : { message: COMMON.forbidden, code: 'FORBIDDEN', status: 403 };
        const label = `${rule.coordinate} como ${role ?? 'visitante'}: ${result.raw}`;
        expect(result.body.errors, label).toEqual([
          expect.objectContaining({
            message: expected.message,
            path: operation.path,
            extensions: expect.objectContaining({ code: expected.code, status: expected.status }),
          }),
        ]);
        expect(result.body.data?.[rule.fieldName] ?? null, label).toBeNull();
        expect(fixture.calls(), label).toEqual({});
      }
    },
  );
});
