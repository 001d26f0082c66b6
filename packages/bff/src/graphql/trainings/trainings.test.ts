import { CATALOGUE, todayInSaoPaulo } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, signedInClient, type TestClient, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';
import { TRAINING_NOT_EDITABLE } from './index';

const FIELDS =
  'id title date duration format price profit summary description specificInformation availableSpots confirmedCount remainingSpots imageUrl editable address { formattedAddress city }';
const LIST = `query($state: TrainingState!, $page: Int, $viewAs: ID) { trainings(state: $state, page: $page, viewAs: $viewAs) { page hasNextPage total items { ${FIELDS} } } }`;
const ONE = `query($id: ID!, $viewAs: ID) { training(id: $id, viewAs: $viewAs) { ${FIELDS} } }`;
const PARTICIPANTS = `query($id: ID!, $state: ParticipantState!, $page: Int) { trainingParticipants(id: $id, state: $state, page: $page) { page hasNextPage total items { name email } } }`;
const CREATE = `mutation($input: TrainingInput!) { createTraining(input: $input) { message training { ${FIELDS} } } }`;
const UPDATE = `mutation($id: ID!, $input: TrainingInput!) { updateTraining(id: $id, input: $input) { message training { ${FIELDS} } } }`;
const DELETE = `mutation($id: ID!) { deleteTraining(id: $id) { message } }`;

interface Training {
  id: string;
  title: string;
  date: string;
  format: string;
  confirmedCount: number;
  remainingSpots: number;
  availableSpots: number;
  editable: boolean;
  description: string;
}
interface Page<T> {
  page: number;
  hasNextPage: boolean;
  total: number;
  items: T[];
}

const DAY = 86_400_000;
let consultantId: string;

const stack = useStack({ signIn: ['CONSULTANT'] });
beforeAll(async () => {
  const rest = await restAs(stack.url, 'CONSULTANT');
  consultantId = JSON.parse(Buffer.from(rest.jwt.split('.')[1] ?? '', 'base64url').toString()).sub;
});

let counter = 0;
function input(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title: `Treinamento de teste ${counter}`,
    date: new Date(Date.now() + 10 * DAY).toISOString(),
    duration: '02:00',
    price: 300,
    format: 'IN_PERSON',
    address: {
      formattedAddress: 'Linhares - ES, Brasil',
      city: 'Linhares',
      stateFrom: 'ES',
      coords: { latitude: -19.39, longitude: -40.07 },
    },
    summary: 'Um resumo',
    description: '<p>Descrição<script>alert(1)</script></p>',
    specificInformation: '<p>Leve caderno</p>',
    availableSpots: 20,
    ...overrides,
  };
}

describe('trainings lists and detail', () => {
  it('PLANNED: future trainings, editable by their owner, paged', async () => {
    const page = dataOf<Page<Training>>(await stack.consultant.gql(LIST, { state: 'PLANNED' }), 'trainings');
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.hasNextPage).toBe(true);
    expect(page.items).toHaveLength(10);
    for (const t of page.items) {
      expect(Date.parse(t.date)).toBeGreaterThan(Date.now());
      expect(t.editable).toBe(true);
      expect(t.remainingSpots).toBe(Math.max(0, t.availableSpots - t.confirmedCount));
      expect(['ONLINE', 'IN_PERSON']).toContain(t.format);
    }
  });

  it('COMPLETED: past trainings, not editable; the detail matches the provider', async () => {
    const page = dataOf<Page<Training>>(await stack.consultant.gql(LIST, { state: 'COMPLETED' }), 'trainings');
    expect(page.total).toBeGreaterThanOrEqual(12);
    const first = page.items[0]!;
    expect(first.editable).toBe(false);
    expect(Date.parse(first.date)).toBeLessThanOrEqual(Date.now());
    const rest = await restAs(stack.url, 'CONSULTANT');
    const upstream = (await rest.get(`/consultantTrainingApi/${first.id}`)).body as {
      totalSubscribers: { confirmed: number };
    };
    const detail = dataOf<Training>(await stack.consultant.gql(ONE, { id: first.id }), 'training');
    expect(detail.confirmedCount).toBe(upstream.totalSubscribers.confirmed);
    expect((await stack.consultant.gql(ONE, { id: '000000000000000000000000' })).body.data?.training).toBeNull();
  });

  it('participants per state, paged by 10', async () => {
    const page = dataOf<Page<Training>>(await stack.consultant.gql(LIST, { state: 'PLANNED' }), 'trainings');
    const rest = await restAs(stack.url, 'CONSULTANT');
    let crowded: string | undefined;
    for (const t of page.items) {
      const pending = (await rest.get(`/consultantTrainingApi/participants/${t.id}?state=pending`)).body as {
        total: number;
      };
      if (pending.total > 10) crowded = t.id;
    }
    const page2 = dataOf<Page<Training>>(await stack.consultant.gql(LIST, { state: 'PLANNED', page: 2 }), 'trainings');
    for (const t of crowded ? [] : page2.items) {
      const pending = (await rest.get(`/consultantTrainingApi/participants/${t.id}?state=pending`)).body as {
        total: number;
      };
      if (pending.total > 10) crowded = t.id;
    }
    expect(crowded).toBeDefined();
    for (const state of ['CONFIRMED', 'PENDING', 'CANCELED']) {
      const list = dataOf<Page<{ name: string }>>(
        await stack.consultant.gql(PARTICIPANTS, { id: crowded, state }),
        'trainingParticipants',
      );
      expect(list.total).toBeGreaterThan(10);
      expect(list.items).toHaveLength(10);
      expect(list.hasNextPage).toBe(true);
    }
  });
});

describe('training writes', () => {
  it('create, update and delete with the catalogue texts; description sanitized', async () => {
    const created = dataOf<{ message: string; training: Training }>(
      await stack.consultant.gql(CREATE, { input: input() }),
      'createTraining',
    );
    expect(created.message).toBe(CATALOGUE.saveTraining.success);
    expect(created.training).toMatchObject({
      format: 'IN_PERSON',
      editable: true,
      confirmedCount: 0,
      remainingSpots: 20,
    });
    expect(created.training.description).toBe('<p>Descrição</p>');
    const updated = dataOf<{ message: string; training: Training }>(
      await stack.consultant.gql(UPDATE, {
        id: created.training.id,
        input: input({ availableSpots: 30, format: 'ONLINE' }),
      }),
      'updateTraining',
    );
    expect(updated.message).toBe('Treinamento atualizado!');
    expect(updated.training).toMatchObject({ availableSpots: 30, format: 'ONLINE' });
    const deleted = dataOf<{ message: string }>(
      await stack.consultant.gql(DELETE, { id: created.training.id }),
      'deleteTraining',
    );
    expect(deleted.message).toBe('Treinamento excluído!');
    expect((await stack.consultant.gql(ONE, { id: created.training.id })).body.data?.training).toBeNull();
  });

  it('409: the same title and date', async () => {
    const same = input();
    await stack.consultant.gql(CREATE, { input: same });
    const error = firstError(await stack.consultant.gql(CREATE, { input: same }));
    expect(error?.message).toBe('Conflito: já existe treinamento com os mesmos dados');
  });

  it('refuses bad input with the form message and field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '' }, 'Digite o nome do treinamento', 'title'],
      [{ date: new Date().toISOString() }, 'A data do treinamento deve ser a partir de amanhã', 'date'],
      [{ duration: '25:00' }, 'Duração inválida', 'duration'],
      [{ availableSpots: 0 }, 'O treinamento deve ter pelo menos 1 vaga', 'availableSpots'],
      [{ address: null }, 'Insira o local', 'address'],
      [{ description: '<p></p>' }, 'Preencha a descrição para salvar o treinamento', 'description'],
    ];
    for (const [patch, message, field] of cases) {
      const error = firstError(await stack.consultant.gql(CREATE, { input: input(patch) }));
      expect(error?.message).toBe(message);
      expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('a held training is not editable', async () => {
    const held = dataOf<Page<Training>>(await stack.consultant.gql(LIST, { state: 'COMPLETED' }), 'trainings')
      .items[0]!;
    const error = firstError(await stack.consultant.gql(UPDATE, { id: held.id, input: input() }));
    expect(error?.message).toBe(TRAINING_NOT_EDITABLE);
  });
});

describe('roles', () => {
  it('ENTERPRISE_CONSULTANT reads its company trainings but cannot create', async () => {
    const companyConsultant = await signedInClient(stack.bff, 'ENTERPRISE_CONSULTANT');
    const page = dataOf<Page<Training>>(await companyConsultant.gql(LIST, { state: 'COMPLETED' }), 'trainings');
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((t) => !t.editable)).toBe(true);
    const error = firstError(await companyConsultant.gql(CREATE, { input: input() }));
    expect(error?.extensions?.code).toBe('FORBIDDEN');
  });

  it('MASTER reads a consultant’s trainings with viewAs, never editable', async () => {
    const master = await signedInClient(stack.bff, 'MASTER');
    const own = dataOf<Page<Training>>(await stack.consultant.gql(LIST, { state: 'PLANNED' }), 'trainings');
    const viewed = dataOf<Page<Training>>(
      await master.gql(LIST, { state: 'PLANNED', viewAs: consultantId }),
      'trainings',
    );
    expect(viewed.items.map((t) => t.id)).toEqual(own.items.map((t) => t.id));
    expect(viewed.items.every((t) => !t.editable)).toBe(true);
    expect(todayInSaoPaulo(new Date(viewed.items[0]!.date)) > todayInSaoPaulo()).toBe(true);
  });
});

describe('POST /uploads/training-image/:id', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const boundary = '----treinamento123';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const upload = (client: TestClient, id: string) =>
    stack.bff.inject({
      method: 'POST',
      url: `/uploads/training-image/${id}`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-talhao-upload': '1',
        ...client.cookieHeader(),
      },
      payload,
    });

  it('stores the image of a saved training; others are refused with the training-image text', async () => {
    const created = dataOf<{ training: Training }>(
      await stack.consultant.gql(CREATE, { input: input() }),
      'createTraining',
    );
    const response = await upload(stack.consultant, created.training.id);
    expect(response.statusCode).toBe(200);
    const imageUrl = response.json().imageUrl as string;
    expect(imageUrl).toContain('/uploads/');
    const detail = dataOf<{ imageUrl: string }>(
      await stack.consultant.gql(ONE, { id: created.training.id }),
      'training',
    );
    expect(detail.imageUrl).toBe(imageUrl);

    const missing = await upload(stack.consultant, '000000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('O treinamento foi salvo, mas a imagem não pôde ser enviada (404).');

    const master = await signedInClient(stack.bff, 'MASTER');
    expect((await upload(master, created.training.id)).statusCode).toBe(403);
  });
});
