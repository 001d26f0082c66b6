import { randomBytes } from 'node:crypto';
import { GOOGLE_TEST_TOKEN_PREFIX } from '@talhao/fixture-server';
import { MENU_COLLAPSED_COOKIE } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/session';
import {
  accountTypeFor,
  DEMO_PASSWORD,
  demoAccount,
  firstError,
  signedInClient,
  startBff,
  TEST_GOOGLE_CLIENT_ID,
  TestClient,
  useStack,
  VIEWER,
} from '../../test/helpers';

const key = randomBytes(32);

const stack = useStack({ bff: { config: { sessionKeys: [key], googleClientId: TEST_GOOGLE_CLIENT_ID } } });

/** The JWT inside a sealed cookie (only the server can open it). */
function jwtOf(server: FastifyInstance, cookie: string | undefined): string {
  const session = cookie ? server.decodeSecureSession(decodeURIComponent(cookie)) : null;
  const jwt = session?.get('jwt');
  if (!jwt) throw new Error('no session');
  return jwt;
}

describe('sign-in per role', () => {
  const cases = [
    { role: 'CONSULTANT', type: 'ConsultantProfile', home: '/consultor', canDelete: true },
    { role: 'ENTERPRISE', type: 'EnterpriseProfile', home: '/empresa', canDelete: true },
    {
      role: 'ENTERPRISE_CONSULTANT',
      type: 'EnterpriseConsultantProfile',
      home: '/consultor-empresarial',
      canDelete: false,
    },
    { role: 'MASTER', type: 'MasterProfile', home: '/master', canDelete: false },
  ] as const;

  for (const { role, type, home, canDelete } of cases) {
    it(`${role} signs in through the ${accountTypeFor(role)} account type`, async () => {
      const account = demoAccount(role);
      const client = new TestClient(stack.bff);
      const signIn = await client.signIn(account.email, accountTypeFor(role));
      expect(signIn.body.errors).toBeUndefined();
      const viewer = (signIn.body.data?.signIn as { viewer: Record<string, unknown> } | undefined)?.viewer ?? {};
      expect(viewer).toMatchObject({ role, homePath: home, canDeleteAccount: canDelete });
      expect(viewer.profile).toMatchObject({ __typename: type, email: account.email, name: account.name });
      if (role === 'MASTER') expect((viewer.profile as { plan: unknown }).plan).toBeNull();

      // The cookie: sealed, httpOnly, SameSite=Lax, whole site, not Secure outside production.
      const cookie = client.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).not.toMatch(/; Secure/i);

      const again = await client.gql(VIEWER);
      expect(again.body.data?.viewer).toMatchObject({ role, homePath: home });

      // The JWT is in the sealed cookie only: never in a body, never in another header.
      const jwt = jwtOf(stack.bff, client.cookie);
      expect(jwt.split('.')).toHaveLength(3);
      for (const response of client.responses) {
        expect(response.raw).not.toContain(jwt);
        expect(response.raw).not.toContain('eyJhbGci');
        const { 'set-cookie': _sealed, ...otherHeaders } = response.headers;
        expect(JSON.stringify(otherHeaders)).not.toContain(jwt);
        expect(String(_sealed ?? '')).not.toContain(jwt);
      }
    });
  }

  it('a MASTER account signing in as Consultor gets no session (the role must match the account type)', async () => {
    // The master is not in consultantAuthApi: the provider answers 401.
    const client = new TestClient(stack.bff);
    const result = await client.signIn(demoAccount('MASTER').email, 'CONSULTANT');
    expect(firstError(result)).toMatchObject({
      message: 'Email ou senha incorreto(s)',
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
    expect(client.cookie).toBeUndefined();
  });
});

/** What the web's sign-in mutations select: the Viewer query's whole selection (app/session.tsx). */
const SESSION_VIEWER = /* GraphQL */ `
  viewer {
    role
    homePath
    canDeleteAccount
    profile {
      __typename
      id
      role
      name
      email
      phoneNumber
      createdAt
      pictureUrl
      address { formattedAddress city stateFrom coords { latitude longitude } }
      plan { marker badge trialDaysLeft }
      ... on ConsultantProfile { birthDate professionalResume }
      ... on EnterpriseConsultantProfile { birthDate professionalResume company { id name } }
      ... on EnterpriseProfile { cnpj }
      ... on FarmerProfile { cpf }
    }
  }
`;

describe('the sign-in answer carries the viewer (the web then needs no Viewer request)', () => {
  it('signIn: the full viewer for the upstream sign-in plus one profile call, as the viewer query costs', async () => {
    const account = demoAccount('CONSULTANT');
    const client = new TestClient(stack.bff);
    stack.fixture.resetCalls();
    const result = await client.gql(`mutation($input: SignInInput!) { signIn(input: $input) { ${SESSION_VIEWER} } }`, {
      input: { email: account.email, password: DEMO_PASSWORD, accountType: 'CONSULTANT' },
    });
    expect(result.body.errors).toBeUndefined();
    expect(stack.fixture.calls()).toEqual({ 'POST /consultantAuthApi': 1, 'GET /consultantProfileApi': 1 });
    expect(result.headers['server-timing']).toMatch(/desc="2 calls"$/);
    const signedIn = (result.body.data?.signIn as { viewer: Record<string, unknown> } | undefined)?.viewer ?? {};

    // The same viewer the Viewer query answers afterwards, field for field.
    const viewer = await client.gql(`{ ${SESSION_VIEWER} }`);
    expect(viewer.body.data?.viewer).toEqual(signedIn);
    expect(signedIn).toMatchObject({ role: 'CONSULTANT', homePath: '/consultor', canDeleteAccount: true });
    expect(signedIn.profile).toMatchObject({ __typename: 'ConsultantProfile', name: account.name });
  });

  it('signInWithGoogle: the full viewer for the upstream Google sign-in plus one profile call', async () => {
    const account = demoAccount('ENTERPRISE');
    stack.fixture.resetCalls();
    const result = await new TestClient(stack.bff).gql(
      `mutation($t: String!) { signInWithGoogle(input: {accessToken: $t, accountType: ENTERPRISE}) { ${SESSION_VIEWER} } }`,
      { t: `${GOOGLE_TEST_TOKEN_PREFIX}${account.email}` },
    );
    expect(result.body.errors).toBeUndefined();
    expect(stack.fixture.calls()).toEqual({ 'POST /enterpriseAuthApi/googleauth': 1, 'GET /enterpriseProfileApi': 1 });
    expect((result.body.data?.signInWithGoogle as { viewer: unknown } | undefined)?.viewer).toMatchObject({
      role: 'ENTERPRISE',
      homePath: '/empresa',
      canDeleteAccount: true,
      profile: { __typename: 'EnterpriseProfile', email: account.email, cnpj: expect.any(String) },
    });
  });
});

describe('the session cookie', () => {
  it('a tampered cookie reads as signed out', async () => {
    const client = await signedInClient(stack.bff, 'CONSULTANT');
    const cookie = client.cookie ?? '';
    const flipped = cookie.slice(0, 10) + (cookie[10] === 'A' ? 'B' : 'A') + cookie.slice(11);
    client.cookie = flipped;
    const result = await client.gql(VIEWER);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.viewer).toBeNull();
  });

  it('a cookie sealed with another key reads as signed out', async () => {
    const other = await startBff(stack.url, { config: { sessionKeys: [randomBytes(32)] } });
    try {
      const foreign = await signedInClient(other, 'CONSULTANT');
      const client = new TestClient(stack.bff);
      client.cookie = foreign.cookie;
      const result = await client.gql(VIEWER);
      expect(result.body.data?.viewer).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('rotation: a new first key still opens cookies sealed with the old one, and reseals them', async () => {
    const rotated = await startBff(stack.url, { config: { sessionKeys: [randomBytes(32), key] } });
    try {
      const old = await signedInClient(stack.bff, 'ENTERPRISE');
      const client = new TestClient(rotated);
      client.cookie = old.cookie;
      const result = await client.gql(VIEWER);
      expect(result.body.data?.viewer).toMatchObject({ role: 'ENTERPRISE' });
      expect(client.cookie).not.toBe(old.cookie);
    } finally {
      await rotated.close();
    }
  });

  it('an expired session reads as signed out and is cleared', async () => {
    const client = new TestClient(stack.bff);
    const session = stack.bff.createSecureSession({
      jwt: 'a.b.c',
      role: 'CONSULTANT',
      userId: 'x',
      expiresAt: Date.now() - 1000,
    });
    client.cookie = encodeURIComponent(stack.bff.encodeSecureSession(session));
    const result = await client.gql(VIEWER);
    expect(result.body.data?.viewer).toBeNull();
    expect(client.cookie).toBeUndefined();
  });

  it('a session the provider no longer accepts (401) is cleared and viewer is null', async () => {
    const client = new TestClient(stack.bff);
    const session = stack.bff.createSecureSession({
      jwt: 'not.a.validtoken',
      role: 'CONSULTANT',
      userId: 'x',
      expiresAt: Date.now() + 60_000,
    });
    client.cookie = encodeURIComponent(stack.bff.encodeSecureSession(session));
    const result = await client.gql(VIEWER);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.viewer).toBeNull();
    expect(client.cookie).toBeUndefined();
  });

  it('a session holding a farmer (USER) role is destroyed', async () => {
    const client = new TestClient(stack.bff);
    client.cookie = encodeURIComponent(
      stack.bff.encodeSecureSession(
        stack.bff.createSecureSession({ jwt: 'a.b.c', role: 'USER', userId: 'x', expiresAt: Date.now() + 60_000 }),
      ),
    );
    const calls = stack.fixture.calls();
    const result = await client.gql(VIEWER);
    expect(result.body.data?.viewer).toBeNull();
    expect(client.cookie).toBeUndefined();
    expect(stack.fixture.calls()).toEqual(calls);
  });

  it('signOut calls the provider logout and clears the cookie; the token stops working', async () => {
    const client = await signedInClient(stack.bff, 'CONSULTANT');
    const jwt = jwtOf(stack.bff, client.cookie);
    const before = stack.fixture.calls()['GET /consultantAuthApi/logout'] ?? 0;
    const result = await client.gql('mutation { signOut { message } }');
    expect(result.body.data?.signOut).toEqual({ message: 'Operação realizada com sucesso!' });
    expect(client.cookie).toBeUndefined();
    expect(stack.fixture.calls()['GET /consultantAuthApi/logout']).toBe(before + 1);
    expect((await client.gql(VIEWER)).body.data?.viewer).toBeNull();
    // Replaying the old cookie's token against the provider fails: logout revoked it.
    const response = await fetch(`${stack.url}/consultantProfileApi`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(response.status).toBe(401);
  });
  it("signOut also clears the side menu's cookie that the server render of a home reads", async () => {
    const client = await signedInClient(stack.bff, 'CONSULTANT');
    const response = await stack.bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        cookie: `${client.cookieHeader().cookie}; ${MENU_COLLAPSED_COOKIE}=1`,
      },
      payload: { query: 'mutation { signOut { message } }' },
    });
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    expect(cookies.find((cookie) => cookie.startsWith(`${MENU_COLLAPSED_COOKIE}=;`))).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    );
  });
});

describe('viewer', () => {
  it('costs exactly one upstream profile call per request, however often it is selected', async () => {
    const client = await signedInClient(stack.bff, 'CONSULTANT');
    stack.fixture.resetCalls();
    const result = await client.gql(`{
      a: viewer { role profile { name } }
      b: viewer { homePath profile { email plan { badge } } }
      c: viewer { canDeleteAccount }
    }`);
    expect(result.body.errors).toBeUndefined();
    expect(stack.fixture.calls()).toEqual({ 'GET /consultantProfileApi': 1 });
    expect(result.headers['server-timing']).toMatch(/^upstream;dur=\d+(\.\d+)?;desc="1 calls"$/);
  });

  it('is null for a visitor, without any upstream call', async () => {
    stack.fixture.resetCalls();
    const result = await new TestClient(stack.bff).gql(VIEWER);
    expect(result.body.data?.viewer).toBeNull();
    expect(stack.fixture.calls()).toEqual({});
    expect(result.headers['server-timing']).toBe('upstream;dur=0.0;desc="0 calls"');
  });
});
