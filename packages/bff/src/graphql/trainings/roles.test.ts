import { CATALOGUE, TRAINING_MESSAGES } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, TestClient, useStack } from '../../test/helpers';

const LIST = `query($state: TrainingState!, $viewAs: ID) { trainings(state: $state, viewAs: $viewAs) {
  total items { id title editable consultantIds } } }`;
const ONE = `query($id: ID!) { training(id: $id) { id title editable consultantIds } }`;
const CREATE = `mutation($input: TrainingInput!) { createTraining(input: $input) {
  message training { id title editable consultantIds } } }`;
const UPDATE = `mutation($id: ID!, $input: TrainingInput!) { updateTraining(id: $id, input: $input) {
  message training { id title consultantIds } } }`;
const DELETE = `mutation($id: ID!) { deleteTraining(id: $id) { message } }`;
const CONSULTANTS = '{ companyConsultants { items { id } } }';

type Training = { id: string; title: string; editable: boolean; consultantIds: string[] };

const DAY = 86_400_000;
let counter = 0;
const input = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    title: `Treinamento da empresa ${counter}`,
    date: new Date(Date.now() + 12 * DAY).toISOString(),
    duration: '03:00',
    price: 250,
    format: 'ONLINE',
    summary: 'Manejo integrado de pragas',
    description: '<p>Teoria e prática</p>',
    specificInformation: '<p>Link enviado por e-mail</p>',
    availableSpots: 40,
    ...overrides,
  };
};

const stack = useStack({ signIn: ['ENTERPRISE', 'CONSULTANT', 'ENTERPRISE_CONSULTANT'] });
let terraForte: TestClient;
let ownConsultants: string[];
let foreignConsultants: string[];
beforeAll(async () => {
  terraForte = new TestClient(stack.bff);
  const signIn = await terraForte.signIn('terraforte@talhao.dev', 'ENTERPRISE');
  if (signIn.body.errors) throw new Error(signIn.raw);
  const ids = async (client: TestClient) =>
    dataOf<{ items: Array<{ id: string }> }>(await client.gql(CONSULTANTS), 'companyConsultants').items.map(
      (i) => i.id,
    );
  ownConsultants = await ids(stack.company);
  foreignConsultants = await ids(terraForte);
});

describe('trainings: the family of each role', () => {
  it.each([
    ['CONSULTANT', 'consultant', 'consultantTrainingApi'],
    ['ENTERPRISE', 'company', 'enterpriseCompanyTrainingApi'],
    ['ENTERPRISE_CONSULTANT', 'companyConsultant', 'enterpriseConsultantTrainingApi'],
  ] as const)('%s reads through %s', async (_role, client, family) => {
    stack.fixture.resetCalls();
    dataOf(await stack[client].gql(LIST, { state: 'COMPLETED' }), 'trainings');
    expect(stack.fixture.calls()).toEqual({ [`POST /${family}/filter`]: 1 });
  });

  it('a company creates, edits and deletes through enterpriseCompanyTrainingApi, naming its consultants', async () => {
    stack.fixture.resetCalls();
    const created = dataOf<{ message: string; training: Training }>(
      await stack.company.gql(CREATE, { input: input({ consultantIds: [ownConsultants[0]] }) }),
      'createTraining',
    );
    expect(created.message).toBe(CATALOGUE.saveTraining.success);
    expect(created.training).toMatchObject({ editable: true, consultantIds: [ownConsultants[0]] });
    expect(stack.fixture.calls()).toEqual({
      'POST /enterpriseCompanyTrainingApi': 1,
      'GET /enterpriseCompanyTrainingApi/:id': 1,
    });
    const edited = dataOf<{ training: Training }>(
      await stack.company.gql(UPDATE, {
        id: created.training.id,
        input: input({ consultantIds: ownConsultants.slice(0, 2) }),
      }),
      'updateTraining',
    );
    expect(edited.training.consultantIds).toEqual(ownConsultants.slice(0, 2));
    // Its consultants read it, read-only.
    const seen = dataOf<Training>(await stack.companyConsultant.gql(ONE, { id: created.training.id }), 'training');
    expect(seen).toMatchObject({ id: created.training.id, editable: false });
    stack.fixture.resetCalls();
    const removed = dataOf<{ message: string }>(
      await stack.company.gql(DELETE, { id: created.training.id }),
      'deleteTraining',
    );
    expect(removed.message).toBe(CATALOGUE.deleteTraining.success);
    expect(stack.fixture.calls()).toEqual({ 'DELETE /enterpriseCompanyTrainingApi/:id': 1 });
  });

  it('a company’s training names at least one consultant; a company consultant never writes', async () => {
    stack.fixture.resetCalls();
    const none = await stack.company.gql(CREATE, { input: input({ consultantIds: [] }) });
    expect(firstError(none)?.message).toBe(TRAINING_MESSAGES.consultants);
    const missing = await stack.company.gql(CREATE, { input: input() });
    expect(firstError(missing)?.message).toBe(TRAINING_MESSAGES.consultants);
    const asConsultant = await stack.companyConsultant.gql(CREATE, { input: input({ consultantIds: ownConsultants }) });
    expect(firstError(asConsultant)?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.fixture.calls()).toEqual({});
    // The independent consultant's form keeps its rules (no consultant asked for).
    const own = dataOf<{ training: Training }>(
      await stack.consultant.gql(CREATE, { input: input() }),
      'createTraining',
    );
    expect(own.training.consultantIds).toEqual([]);
  });
});

describe('tenancy: company A never touches company B’s trainings or consultants', () => {
  it('B’s consultant in A’s training is refused (the fixture’s 404), nothing stored', async () => {
    const before = dataOf<{ total: number }>(await stack.company.gql(LIST, { state: 'PLANNED' }), 'trainings').total;
    const answer = await stack.company.gql(CREATE, { input: input({ consultantIds: [foreignConsultants[0]] }) });
    expect(firstError(answer)?.extensions?.code).toBe('NOT_FOUND');
    const after = dataOf<{ total: number }>(await stack.company.gql(LIST, { state: 'PLANNED' }), 'trainings').total;
    expect(after).toBe(before);
  });

  it('B reads A’s training as missing, and cannot edit or delete it', async () => {
    const created = dataOf<{ training: Training }>(
      await stack.company.gql(CREATE, { input: input({ consultantIds: [ownConsultants[0]] }) }),
      'createTraining',
    ).training;
    expect((await terraForte.gql(ONE, { id: created.id })).body.data?.training).toBeNull();
    const edit = await terraForte.gql(UPDATE, {
      id: created.id,
      input: input({ consultantIds: [foreignConsultants[0]] }),
    });
    expect(firstError(edit)?.extensions?.code).toBe('NOT_FOUND');
    expect(firstError(await terraForte.gql(DELETE, { id: created.id }))?.extensions?.code).toBe('NOT_FOUND');
    expect(dataOf<Training>(await stack.company.gql(ONE, { id: created.id }), 'training').title).toBe(created.title);
  });
});
