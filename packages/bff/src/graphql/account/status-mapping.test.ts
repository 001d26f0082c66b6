import { CATALOGUE, NOT_VERIFIED_MARKER } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeJwt,
  firstError,
  startBff,
  startStub,
  TEST_GOOGLE_CLIENT_ID,
  TestClient,
  VIEWER,
} from '../../test/helpers';

/**
 * Every upstream status of the account operations → the GraphQL error's code, status, severity
 * and the catalogue's exact text. A stub provider answers whatever status a case asks for.
 */
const overrides = new Map<string, { status: number; body?: unknown }>();
let stub: Awaited<ReturnType<typeof startStub>>;
let app: FastifyInstance;

const PROFILE = {
  _id: '65a1b2c3d4e5f60718293a4b',
  name: 'Ana Paula Ribeiro',
  email: 'ana@talhao.dev',
  createdAt: '2026-01-05T21:00:00.000Z',
  permissions: ['__premium'],
  role: 'CONSULTANT',
};
const JWT = fakeJwt({ sub: PROFILE._id, role: 'CONSULTANT', exp: Math.floor(Date.now() / 1000) + 3600 });
const ADDRESS = {
  formattedAddress: 'Vitória - ES, Brasil',
  city: 'Vitória',
  stateFrom: 'ES',
  coords: { latitude: -20.3, longitude: -40.3 },
};

beforeAll(async () => {
  stub = await startStub((server) => {
    server.all('/*', async (request, reply) => {
      const key = `${request.method} ${request.url.split('?')[0]}`;
      const override = overrides.get(key);
      if (override)
        return reply.code(override.status).send(override.body ?? { statusCode: override.status, message: 'x' });
      if (key === 'POST /consultantAuthApi') return { role: 'CONSULTANT', jwtToken: JWT };
      if (key === 'GET /consultantProfileApi') return PROFILE;
      if (key === 'PUT /consultantProfileApi' || key === 'DELETE /consultantProfileApi/picture-remove') return PROFILE;
      return reply.code(200).send({ message: 'ok' });
    });
  });
  app = await startBff(stub.url, { config: { upstreamRetries: 0, googleClientId: TEST_GOOGLE_CLIENT_ID } });
});
afterAll(async () => {
  await app.close();
  await stub.close();
});
beforeEach(() => overrides.clear());

async function signedIn() {
  const client = new TestClient(app);
  const result = await client.signIn('ana@talhao.dev', 'CONSULTANT', 'Senha@123');
  expect(result.body.errors).toBeUndefined();
  return client;
}

const SIGN_IN_VARS = { input: { email: 'ana@talhao.dev', password: 'Senha@123', accountType: 'CONSULTANT' } };
const RECOVERY_VARS = { input: { email: 'ana@talhao.dev', accountType: 'CONSULTANT' } };

interface Case {
  operation: string;
  route: string;
  status: number;
  body?: unknown;
  signedIn?: boolean;
  query: string;
  variables?: Record<string, unknown>;
  expected: { message: string; code: string; severity?: 'error' | 'warning' };
}

const cases: Case[] = [
  // sign-in
  ...[
    { status: 401, message: 'Email ou senha incorreto(s)', code: 'UNAUTHENTICATED' },
    { status: 403, message: 'Ocorreu um erro ao realizar o login: 403', code: 'FORBIDDEN' },
    { status: 500, message: 'Erro ao logar', code: 'UPSTREAM_ERROR' },
  ].map(({ status, message, code }) => ({
    operation: 'signIn',
    route: 'POST /consultantAuthApi',
    status,
    query: 'mutation($input: SignInInput!) { signIn(input: $input) { viewer { role } } }',
    variables: SIGN_IN_VARS,
    expected: { message, code },
  })),
  {
    operation: 'signIn (not-verified marker)',
    route: 'POST /consultantAuthApi',
    status: 403,
    body: { statusCode: 403, message: 'não verificado', code: NOT_VERIFIED_MARKER },
    query: 'mutation($input: SignInInput!) { signIn(input: $input) { viewer { role } } }',
    variables: SIGN_IN_VARS,
    expected: { message: CATALOGUE.signInNotVerified.byStatus[403], code: 'ACCOUNT_NOT_VERIFIED' },
  },
  ...[
    { status: 404, message: 'Erro: usuário não encontrado', code: 'NOT_FOUND' },
    { status: 401, message: 'Erro ao logar', code: 'UNAUTHENTICATED' },
  ].map(({ status, message, code }) => ({
    operation: 'signInWithGoogle',
    route: 'POST /consultantAuthApi/googleauth',
    status,
    query: 'mutation { signInWithGoogle(input: {accessToken: "tok", accountType: CONSULTANT}) { viewer { role } } }',
    expected: { message, code },
  })),
  ...(['requestPasswordRecovery', 'resendVerification'] as const).flatMap((operation) =>
    [
      { status: 404, message: 'Email não cadastrado ou tipo de conta incorreta', code: 'NOT_FOUND' },
      {
        status: 409,
        message:
          operation === 'resendVerification'
            ? 'Essa conta já está verificada.'
            : 'Ocorreu um erro ao solicitar a recuperação de conta: 409',
        code: 'CONFLICT',
      },
      { status: 500, message: 'Ocorreu um erro ao solicitar a recuperação de conta: 500', code: 'UPSTREAM_ERROR' },
    ].map(({ status, message, code }) => ({
      operation,
      route:
        operation === 'requestPasswordRecovery'
          ? 'POST /consultantAuthApi/recovery-account'
          : 'POST /consultantAuthApi/resend-token-email',
      status,
      query: `mutation($input: RecoveryInput!) { ${operation}(input: $input) { message } }`,
      variables: RECOVERY_VARS,
      expected: { message, code },
    })),
  ),
  ...[
    { status: 400, message: 'Dados inválidos', code: 'BAD_USER_INPUT' },
    { status: 409, message: 'Essa conta já está verificada.', code: 'CONFLICT' },
    { status: 410, message: 'Código expirado', code: 'GONE' },
    { status: 500, message: 'Ocorreu um erro.', code: 'UPSTREAM_ERROR' },
  ].map(({ status, message, code }) => ({
    operation: 'confirmAccount',
    route: 'GET /consultantAuthApi/confirm-account',
    status,
    query: 'mutation { confirmAccount(token: "abc", role: CONSULTANT) { message } }',
    expected: { message, code },
  })),
  ...[
    { status: 400, message: 'Dados inválidos', code: 'BAD_USER_INPUT' },
    { status: 500, message: 'Ocorreu um erro.', code: 'UPSTREAM_ERROR' },
  ].map(({ status, message, code }) => ({
    operation: 'confirmEmailUpdate',
    route: 'GET /enterpriseProfileApi/email-update',
    status,
    query: 'mutation { confirmEmailUpdate(token: "abc", role: ENTERPRISE) { message } }',
    expected: { message, code },
  })),
  ...[
    { status: 409, message: 'Conflito: usuário já existe', code: 'CONFLICT' },
    { status: 400, message: 'Parece que ocorreu um erro ao registrar!', code: 'BAD_USER_INPUT' },
  ].map(({ status, message, code }) => ({
    operation: 'signUp',
    route: 'POST /enterpriseAuthApi/sign-up',
    status,
    query: 'mutation($input: SignUpInput!) { signUp(input: $input) { message } }',
    variables: {
      input: {
        role: 'ENTERPRISE',
        email: 'nova@empresa.com.br',
        password: 'Senha@123',
        name: 'Nova Empresa',
        cnpj: '11222333000181',
        address: ADDRESS,
      },
    },
    expected: { message, code },
  })),
  ...[
    { status: 403, message: 'Senha incorreta', code: 'FORBIDDEN', severity: 'warning' as const },
    {
      status: 409,
      message: 'Este email já está cadastrado em outra conta',
      code: 'CONFLICT',
      severity: 'warning' as const,
    },
    { status: 500, message: 'Erro ao realizar a operação: 500', code: 'UPSTREAM_ERROR', severity: 'error' as const },
  ].map(({ status, message, code, severity }) => ({
    operation: 'requestEmailChange',
    route: 'POST /consultantProfileApi/token-email-update',
    status,
    signedIn: true,
    query: 'mutation { requestEmailChange(input: {email: "novo@talhao.dev", password: "Senha@123"}) { message } }',
    expected: { message, code, severity },
  })),
  ...[
    { status: 403, message: 'Senha incorreta', code: 'FORBIDDEN', severity: 'warning' as const },
    { status: 500, message: 'Erro ao realizar a operação: 500', code: 'UPSTREAM_ERROR', severity: 'error' as const },
  ].map(({ status, message, code, severity }) => ({
    operation: 'changePassword',
    route: 'PATCH /consultantProfileApi/password-update',
    status,
    signedIn: true,
    query: 'mutation { changePassword(input: {password: "Senha@123", newPassword: "Senha@456"}) { message } }',
    expected: { message, code, severity },
  })),
  ...[
    { status: 404, message: 'Não foi possível encontrar o usuário', code: 'NOT_FOUND', severity: 'warning' as const },
    { status: 500, message: 'Erro ao realizar a operação: 500', code: 'UPSTREAM_ERROR', severity: 'error' as const },
  ].map(({ status, message, code, severity }) => ({
    operation: 'deleteAccount',
    route: 'DELETE /consultantProfileApi',
    status,
    signedIn: true,
    query: 'mutation { deleteAccount(phrase: "Quero excluir a minha conta") { message } }',
    expected: { message, code, severity },
  })),
  {
    operation: 'updateProfile',
    route: 'PUT /consultantProfileApi',
    status: 400,
    signedIn: true,
    query: `mutation($address: AddressInput!) {
      updateProfile(input: {name: "Ana Paula", phoneNumber: "+5527998765432", address: $address}) { id }
    }`,
    variables: { address: ADDRESS },
    expected: { message: 'Erro ao realizar a operação: 400', code: 'BAD_USER_INPUT' },
  },
  {
    operation: 'removeProfilePicture',
    route: 'DELETE /consultantProfileApi/picture-remove',
    status: 502,
    signedIn: true,
    query: 'mutation { removeProfilePicture { id } }',
    expected: { message: 'Erro ao realizar a operação: 502', code: 'UPSTREAM_ERROR' },
  },
];

describe('upstream status → GraphQL error', () => {
  for (const c of cases) {
    it(`${c.operation}: ${c.status} → ${c.expected.code} '${c.expected.message}'`, async () => {
      const client = c.signedIn ? await signedIn() : new TestClient(app);
      overrides.set(c.route, { status: c.status, body: c.body });
      const result = await client.gql(c.query, c.variables);
      expect(firstError(result)).toMatchObject({
        message: c.expected.message,
        extensions: { code: c.expected.code, status: c.status, severity: c.expected.severity ?? 'error' },
      });
      // Upstream details never reach the client.
      expect(result.raw).not.toContain(stub.url);
      expect(result.raw).not.toContain('stacktrace');
    });
  }

  it('a 401 on a call made with the session ends the session', async () => {
    const client = await signedIn();
    overrides.set('PATCH /consultantProfileApi/password-update', { status: 401 });
    const result = await client.gql(
      'mutation { changePassword(input: {password: "Senha@123", newPassword: "Senha@456"}) { message } }',
    );
    expect(firstError(result)).toMatchObject({
      message: 'Sua sessão expirou. Entre novamente.',
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
    expect(client.cookie).toBeUndefined();
  });

  it('a sign-in whose profile cannot be loaded leaves no session', async () => {
    overrides.set('GET /consultantProfileApi', { status: 500 });
    const client = new TestClient(app);
    const result = await client.signIn('ana@talhao.dev', 'CONSULTANT', 'Senha@123');
    expect(firstError(result)).toMatchObject({ message: 'Erro ao carregar os dados', extensions: { status: 500 } });
    expect(client.cookie).toBeUndefined();
  });

  it('a body that breaks its schema becomes UPSTREAM_INVALID_RESPONSE', async () => {
    const client = await signedIn();
    overrides.set('GET /consultantProfileApi', { status: 200, body: { _id: 1, name: null } });
    const result = await client.gql(VIEWER);
    expect(firstError(result)).toMatchObject({
      message: 'Recebemos uma resposta inesperada do servidor. Tente novamente em instantes.',
      extensions: { code: 'UPSTREAM_INVALID_RESPONSE' },
    });
  });

  it('validation runs before the upstream: BAD_USER_INPUT with the form message and field', async () => {
    const client = await signedIn();
    const calls = stub.calls.length;
    const result = await client.gql(
      'mutation { requestEmailChange(input: {email: "ana@talhao.dev", password: "Senha@123"}) { message } }',
    );
    expect(firstError(result)).toMatchObject({
      message: 'Insira um email diferente do atualmente cadastrado',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    // Only the profile read (for the current e-mail) went upstream.
    expect(stub.calls.slice(calls).map((c) => `${c.method} ${c.url}`)).toEqual(['GET /consultantProfileApi']);
  });
});

describe('provider unreachable', () => {
  it('answers UPSTREAM_UNAVAILABLE with the common text', async () => {
    const closed = await startStub(() => {});
    const url = closed.url;
    await closed.close();
    const offline = await startBff(url, { config: { upstreamRetries: 0 } });
    try {
      const result = await new TestClient(offline).gql(
        'mutation($input: SignInInput!) { signIn(input: $input) { viewer { role } } }',
        SIGN_IN_VARS,
      );
      expect(firstError(result)).toMatchObject({
        message: 'O serviço está indisponível no momento. Tente novamente em instantes.',
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
      expect(result.raw).not.toContain(url);
    } finally {
      await offline.close();
    }
  });
});
