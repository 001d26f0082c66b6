import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, firstError, useStack } from '../../test/helpers';
import { restAs, startMasterStub } from '../../test/master';

const CHANGE_PLAN = `mutation($id: ID!, $plan: String!) {
  changeUserPlan(id: $id, plan: $plan) { changed message profile { id role plan { marker badge } } }
}`;

type Rest = Awaited<ReturnType<typeof restAs>>;
interface UpstreamUser {
  _id: string;
  role: string;
  permissions: string[];
}

let rest: Rest;

const stack = useStack({ signIn: ['MASTER'] });
beforeAll(async () => {
  rest = await restAs(stack.url, 'MASTER');
});

async function userByEmail(role: string, email: string): Promise<UpstreamUser> {
  for (let page = 1; ; page++) {
    const { body } = await rest.post(`/masterStoreHouseUsersApi/filter?pageNumber=${page}`, { role });
    const { items } = body as { items: Array<UpstreamUser & { email?: string }> };
    const found = items.find((u) => u.email === email);
    if (found) return found;
    if (items.length === 0) throw new Error(`no ${role} ${email}`);
  }
}
const permissionsOf = async (id: string) =>
  ((await rest.get(`/masterStoreHouseUsersApi/${id}`)).body as UpstreamUser).permissions;

describe('changeUserPlan with the fixture server', () => {
  it('the plan the user already holds: nothing is written and the dialog can just close', async () => {
    const standard = await userByEmail('CONSULTANT', 'padrao@talhao.dev');
    expect(standard.permissions.at(-1)).toBe('__std');
    stack.fixture.resetCalls();
    const result = await stack.master.gql(CHANGE_PLAN, { id: standard._id, plan: '__std' });
    expect(result.body.data?.changeUserPlan).toEqual({
      changed: false,
      message: 'O usuário já possui esse plano.',
      profile: { id: standard._id, role: 'CONSULTANT', plan: { marker: '__std', badge: 'Padrão' } },
    });
    expect(stack.fixture.calls()).toEqual({ 'GET /masterStoreHouseUsersApi/:id': 1 });
  });

  it('removes the current plan, then inserts the chosen one, and answers the new profile', async () => {
    const trial = await userByEmail('CONSULTANT', 'teste@talhao.dev');
    const before = trial.permissions;
    expect(before.at(-1)).toBe('__freetrial');
    stack.fixture.resetCalls();
    const result = await stack.master.gql(CHANGE_PLAN, { id: trial._id, plan: '__std' });
    expect(result.body.data?.changeUserPlan).toEqual({
      changed: true,
      message: 'Plano alterado com sucesso!',
      profile: { id: trial._id, role: 'CONSULTANT', plan: { marker: '__std', badge: 'Padrão' } },
    });
    expect(stack.fixture.calls()).toEqual({
      'GET /masterStoreHouseUsersApi/:id': 1,
      'PUT /masterUserAccessControllApi/remove-permission': 1,
      'PUT /masterUserAccessControllApi/insert-permission': 1,
    });
    const index = before.lastIndexOf('__freetrial');
    expect(await permissionsOf(trial._id)).toEqual([...before.slice(0, index), ...before.slice(index + 1), '__std']);
  });

  it('skips the insert when removing the current plan already leaves the chosen one last', async () => {
    const farmer = await userByEmail('USER', demoAccount('USER').email);
    // Make the history end in [..., '__freetrial', '__std']: choosing free trial only needs the remove.
    if (farmer.permissions.at(-1) !== '__freetrial') {
      await rest.put('/masterUserAccessControllApi/insert-permission', {
        id: farmer._id,
        role: 'USER',
        permission: '__freetrial',
      });
    }
    await rest.put('/masterUserAccessControllApi/insert-permission', {
      id: farmer._id,
      role: 'USER',
      permission: '__std',
    });
    const before = await permissionsOf(farmer._id);
    expect(before.slice(-2)).toEqual(['__freetrial', '__std']);

    stack.fixture.resetCalls();
    const result = await stack.master.gql(CHANGE_PLAN, { id: farmer._id, plan: '__freetrial' });
    expect(result.body.data?.changeUserPlan).toMatchObject({
      changed: true,
      message: 'Plano alterado com sucesso!',
      profile: { plan: { marker: '__freetrial' } },
    });
    expect(stack.fixture.calls()).toEqual({
      'GET /masterStoreHouseUsersApi/:id': 1,
      'PUT /masterUserAccessControllApi/remove-permission': 1,
    });
    expect(await permissionsOf(farmer._id)).toEqual(before.slice(0, -1));
  });

  it('404 for an unknown user, with no write', async () => {
    stack.fixture.resetCalls();
    const result = await stack.master.gql(CHANGE_PLAN, { id: 'ffffffffffffffffffffffff', plan: '__std' });
    expect(firstError(result)).toMatchObject({
      message: 'Usuário não encontrado!',
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
    expect(stack.fixture.calls()).toEqual({ 'GET /masterStoreHouseUsersApi/:id': 1 });
  });

  it('only standard and free trial can be chosen; company consultants have no plan of their own', async () => {
    const trial = await userByEmail('CONSULTANT', 'teste@talhao.dev');
    stack.fixture.resetCalls();
    for (const plan of ['__premium', '__master', '']) {
      const result = await stack.master.gql(CHANGE_PLAN, { id: trial._id, plan });
      expect(firstError(result)).toMatchObject({
        message: 'Escolha um plano válido: Padrão ou Teste Gratuito.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(stack.fixture.calls()).toEqual({});

    const employee = await userByEmail('ENTERPRISE_CONSULTANT', demoAccount('ENTERPRISE_CONSULTANT').email);
    stack.fixture.resetCalls();
    const refused = await stack.master.gql(CHANGE_PLAN, { id: employee._id, plan: '__std' });
    expect(firstError(refused)).toMatchObject({
      message: 'Este tipo de usuário não possui plano próprio.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(stack.fixture.calls()).toEqual({ 'GET /masterStoreHouseUsersApi/:id': 1 });
  });
});

describe('changeUserPlan call order (stub provider)', () => {
  const USER_ID = '65a1b2c3d4e5f60718290002';
  const profile = (permissions: string[]) => ({
    _id: USER_ID,
    name: 'Carlos Eduardo Lima',
    createdAt: '2026-01-01T12:00:00.000Z',
    role: 'CONSULTANT',
    permissions,
  });

  it('remove strictly before insert, with {id, role, permission}', async () => {
    const stubbed = await startMasterStub((server) => {
      server.get(`/masterStoreHouseUsersApi/${USER_ID}`, async () => profile(['__freetrial']));
      server.put('/masterUserAccessControllApi/remove-permission', async () => {
        // A slow remove: an insert sent in parallel would arrive first.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return profile([]);
      });
      server.put('/masterUserAccessControllApi/insert-permission', async () => profile(['__std']));
    });
    try {
      const result = await stubbed.client.gql(CHANGE_PLAN, { id: USER_ID, plan: '__std' });
      expect(result.body.data?.changeUserPlan).toMatchObject({ changed: true, profile: { plan: { marker: '__std' } } });
      expect(stubbed.calls()).toEqual([
        `GET /masterStoreHouseUsersApi/${USER_ID}`,
        'PUT /masterUserAccessControllApi/remove-permission',
        'PUT /masterUserAccessControllApi/insert-permission',
      ]);
      const bodies = stubbed.stub.calls.filter((c) => c.method === 'PUT').map((c) => c.body);
      expect(bodies).toEqual([
        { id: USER_ID, role: 'CONSULTANT', permission: '__freetrial' },
        { id: USER_ID, role: 'CONSULTANT', permission: '__std' },
      ]);
      expect(stubbed.stub.calls.find((c) => c.method === 'PUT')?.headers.authorization).toMatch(/^Bearer /);
    } finally {
      await stubbed.close();
    }
  });

  it('a user without any plan gets only the insert', async () => {
    const stubbed = await startMasterStub((server) => {
      server.get(`/masterStoreHouseUsersApi/${USER_ID}`, async () => profile([]));
      server.put('/masterUserAccessControllApi/insert-permission', async () => profile(['__freetrial']));
    });
    try {
      const result = await stubbed.client.gql(CHANGE_PLAN, { id: USER_ID, plan: '__freetrial' });
      expect(result.body.data?.changeUserPlan).toMatchObject({ changed: true });
      expect(stubbed.calls()).toEqual([
        `GET /masterStoreHouseUsersApi/${USER_ID}`,
        'PUT /masterUserAccessControllApi/insert-permission',
      ]);
    } finally {
      await stubbed.close();
    }
  });

  it('409 on insert: the conflict message, as a warning', async () => {
    const stubbed = await startMasterStub((server) => {
      server.get(`/masterStoreHouseUsersApi/${USER_ID}`, async () => profile(['__std']));
      server.put('/masterUserAccessControllApi/remove-permission', async () => profile([]));
      server.put('/masterUserAccessControllApi/insert-permission', async (request, reply) =>
        (request.body as { permission: string }).permission === '__freetrial'
          ? reply.code(409).send({ statusCode: 409 })
          : profile(['__std']),
      );
    });
    try {
      const result = await stubbed.client.gql(CHANGE_PLAN, { id: USER_ID, plan: '__freetrial' });
      expect(firstError(result)).toMatchObject({
        message: 'Conflito: o usuário já possui essa permissão!',
        extensions: { code: 'CONFLICT', status: 409, severity: 'warning' },
      });
    } finally {
      await stubbed.close();
    }
  });

  it('another status: "Erro: {status}", and the removed plan is inserted back', async () => {
    const stubbed = await startMasterStub((server) => {
      server.get(`/masterStoreHouseUsersApi/${USER_ID}`, async () => profile(['__std']));
      server.put('/masterUserAccessControllApi/remove-permission', async () => profile([]));
      server.put('/masterUserAccessControllApi/insert-permission', async (request, reply) =>
        (request.body as { permission: string }).permission === '__freetrial'
          ? reply.code(500).send({ statusCode: 500 })
          : profile(['__std']),
      );
    });
    try {
      const result = await stubbed.client.gql(CHANGE_PLAN, { id: USER_ID, plan: '__freetrial' });
      expect(firstError(result)).toMatchObject({ message: 'Erro: 500', extensions: { status: 500 } });
      expect(stubbed.calls()).toEqual([
        `GET /masterStoreHouseUsersApi/${USER_ID}`,
        'PUT /masterUserAccessControllApi/remove-permission',
        'PUT /masterUserAccessControllApi/insert-permission',
        'PUT /masterUserAccessControllApi/insert-permission',
      ]);
      expect(stubbed.stub.calls.at(-1)?.body).toEqual({ id: USER_ID, role: 'CONSULTANT', permission: '__std' });
    } finally {
      await stubbed.close();
    }
  });

  it('a failing remove stops before any insert; loading the user reads "Erro: {status}" too', async () => {
    const stubbed = await startMasterStub((server) => {
      server.get(`/masterStoreHouseUsersApi/${USER_ID}`, async () => profile(['__std']));
      server.get('/masterStoreHouseUsersApi/65a1b2c3d4e5f60718290009', async (_request, reply) =>
        reply.code(500).send({ statusCode: 500 }),
      );
      server.put('/masterUserAccessControllApi/remove-permission', async (_request, reply) =>
        reply.code(404).send({ statusCode: 404 }),
      );
    });
    try {
      const result = await stubbed.client.gql(CHANGE_PLAN, { id: USER_ID, plan: '__freetrial' });
      expect(firstError(result)).toMatchObject({
        message: 'Usuário não encontrado!',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(stubbed.calls()).toEqual([
        `GET /masterStoreHouseUsersApi/${USER_ID}`,
        'PUT /masterUserAccessControllApi/remove-permission',
      ]);
      const load = await stubbed.client.gql(CHANGE_PLAN, { id: '65a1b2c3d4e5f60718290009', plan: '__std' });
      expect(firstError(load)).toMatchObject({ message: 'Erro: 500', extensions: { status: 500 } });
    } finally {
      await stubbed.close();
    }
  });
});
