import { todayInSaoPaulo } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';

const DAY = 86_400_000;
const day = (offset: number) => todayInSaoPaulo(new Date(Date.now() + offset * DAY));

const FIELDS = 'id title message periodicity startDate endDate lastPush audience';
const LIST = `query($page: Int) { pushNotifications(page: $page) { page hasNextPage total items { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { pushNotification(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation($input: PushNotificationInput!) { createPushNotification(input: $input) { message notification { ${FIELDS} } } }`;
const UPDATE = `mutation($id: ID!, $input: PushNotificationInput!) { updatePushNotification(id: $id, input: $input) { message notification { ${FIELDS} } } }`;
const DELETE = 'mutation($id: ID!) { deletePushNotification(id: $id) { message } }';

interface UpstreamNotification {
  _id: string;
  title: string;
  message: string;
  notificationPeriodicity: number;
  startDate: string;
  endDate: string;
  lastPush?: string;
  role: string[];
}

let rest: Awaited<ReturnType<typeof restAs>>;

const stack = useStack({ signIn: ['MASTER'] });
beforeAll(async () => {
  rest = await restAs(stack.url, 'MASTER');
});

let counter = 0;
function notificationInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title: `Aviso de teste ${counter}`,
    message: `Mensagem do aviso ${counter}.`,
    periodicity: 0,
    startDate: day(2),
    endDate: day(2),
    audience: ['USER'],
    ...overrides,
  };
}

async function upstreamPage(page = 1) {
  return (await rest.post(`/masterNotificationApi/filter?pageNumber=${page}`, {})).body as {
    items: UpstreamNotification[];
    total: number;
  };
}

describe('pushNotifications and pushNotification', () => {
  it('pages of the provider’s list, mapped to the GraphQL names', async () => {
    const upstream = await upstreamPage();
    expect(upstream.total).toBeGreaterThan(10);
    stack.fixture.resetCalls();
    const result = await stack.master.gql(LIST);
    expect(stack.fixture.calls()).toEqual({ 'POST /masterNotificationApi/filter': 1 });
    const page = result.body.data?.pushNotifications as { items: unknown[] };
    expect(page).toMatchObject({ page: 1, hasNextPage: true, total: upstream.total });
    expect(page.items).toEqual(
      upstream.items.map((n) => ({
        id: n._id,
        title: n.title,
        message: n.message,
        periodicity: n.notificationPeriodicity,
        startDate: n.startDate,
        endDate: n.endDate,
        lastPush: n.lastPush ?? null,
        audience: n.role,
      })),
    );
    const second = await stack.master.gql(LIST, { page: 2 });
    expect(second.body.data?.pushNotifications).toMatchObject({ page: 2, hasNextPage: false });
  });

  it('one notification by id; an unknown id is null', async () => {
    const [first] = (await upstreamPage()).items;
    const result = await stack.master.gql(ONE, { id: first?._id });
    expect(result.body.data?.pushNotification).toMatchObject({ id: first?._id, title: first?.title });
    expect((await stack.master.gql(ONE, { id: 'ffffffffffffffffffffffff' })).body).toEqual({
      data: { pushNotification: null },
    });
  });
});

describe('create, edit and delete', () => {
  it('creates (201), refuses a duplicate (409) and applies the form’s rules', async () => {
    const input = notificationInput({ audience: ['USER', 'ENTERPRISE'] });
    stack.fixture.resetCalls();
    const created = await stack.master.gql(CREATE, { input });
    expect(stack.fixture.calls()).toEqual({ 'POST /masterNotificationApi': 1 });
    expect(created.body.data?.createPushNotification).toEqual({
      message: 'Notificação salva com sucesso!',
      notification: { id: expect.any(String), ...input, lastPush: null },
    });
    const duplicate = await stack.master.gql(CREATE, { input: { ...input, audience: ['USER'] } });
    expect(firstError(duplicate)).toMatchObject({
      message: 'Já existe uma notificação com os mesmos dados',
      extensions: { code: 'CONFLICT', status: 409 },
    });

    stack.fixture.resetCalls();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ message: 'm'.repeat(106) }, 'A mensagem pode ter no máximo 105 caracteres', 'message'],
      [{ startDate: day(-2), endDate: day(-2) }, 'A data de início não pode estar no passado', 'startDate'],
      [{ endDate: day(5) }, 'Para envio único, a data de término é igual à de início', 'endDate'],
      [
        { periodicity: 3 * DAY, endDate: day(2) },
        'A data de término deve ser pelo menos um dia depois do início',
        'endDate',
      ],
      [{ periodicity: 3 * DAY, startDate: '2026-02-30' }, 'Data inválida', 'startDate'],
      [{ audience: [] }, 'Selecione pelo menos uma categoria de usuário', 'audience'],
    ];
    for (const [change, message, field] of cases) {
      const result = await stack.master.gql(CREATE, { input: notificationInput(change) });
      expect([change, firstError(result)]).toMatchObject([
        change,
        { message, extensions: { code: 'BAD_USER_INPUT', field } },
      ]);
    }
    expect(stack.fixture.calls()).toEqual({});
    const at105 = await stack.master.gql(CREATE, { input: notificationInput({ message: 'm'.repeat(105) }) });
    expect(at105.body.errors).toBeUndefined();
  });

  it('an edit keeps a stored start that is already in the past', async () => {
    const past = (await upstreamPage()).items.find((n) => n.startDate < day(0) && n.notificationPeriodicity > 0);
    if (!past) throw new Error('the seed has running notifications');
    const input = {
      title: past.title,
      message: `${past.message.slice(0, 90)} (editado)`,
      periodicity: past.notificationPeriodicity,
      startDate: past.startDate,
      endDate: day(20),
      audience: past.role,
    };
    stack.fixture.resetCalls();
    const result = await stack.master.gql(UPDATE, { id: past._id, input });
    expect(result.body.data?.updatePushNotification).toMatchObject({
      message: 'Notificação salva com sucesso!',
      notification: { id: past._id, message: input.message, startDate: past.startDate, endDate: day(20) },
    });
    expect(stack.fixture.calls()).toEqual({ 'GET /masterNotificationApi/:id': 1, 'PUT /masterNotificationApi/:id': 1 });
    const moved = await stack.master.gql(UPDATE, { id: past._id, input: { ...input, startDate: day(-1) } });
    expect(firstError(moved)).toMatchObject({ message: 'A data de início não pode estar no passado' });
    const missing = await stack.master.gql(UPDATE, { id: 'ffffffffffffffffffffffff', input: notificationInput() });
    expect(firstError(missing)).toMatchObject({
      message: 'Notificação não encontrada.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('deletes, then the notification is gone; deleting it again is 404', async () => {
    const created = await stack.master.gql(CREATE, { input: notificationInput() });
    const id = dataOf<{ notification: { id: string } }>(created, 'createPushNotification').notification.id;
    const deleted = await stack.master.gql(DELETE, { id });
    expect(deleted.body.data?.deletePushNotification).toEqual({ message: 'Notificação excluída!' });
    expect((await stack.master.gql(ONE, { id })).body.data?.pushNotification).toBeNull();
    const again = await stack.master.gql(DELETE, { id });
    expect(firstError(again)).toMatchObject({
      message: 'Notificação não encontrada.',
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
  });
});
