import { AUTH_FAMILY, type Role } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, demoAccount, fakeJwt, startBff, startStub, TestClient } from './helpers';

/**
 * Direct REST calls to the fixture server with a role's own token: tests compare the BFF's answers
 * with what the provider says, and set up state the BFF does not expose.
 */
export async function restAs(baseUrl: string, role: Role, email = demoAccount(role).email) {
  const signIn = await fetch(`${baseUrl}/${AUTH_FAMILY[role]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (signIn.status !== 200) throw new Error(`REST sign-in failed: ${signIn.status}`);
  const { jwtToken } = (await signIn.json()) as { jwtToken: string };
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${jwtToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  return {
    jwt: jwtToken,
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body: unknown) => call('POST', path, body),
    put: (path: string, body: unknown) => call('PUT', path, body),
  };
}

/** A pickable address (what the place search answers). */
export const ADDRESS_INPUT = {
  formattedAddress: 'Linhares - ES, Brasil',
  city: 'Linhares',
  stateFrom: 'ES',
  country: 'Brasil',
  coords: { latitude: -19.3911, longitude: -40.0722 },
};

export const STUB_MASTER = {
  _id: '65a1b2c3d4e5f60718290001',
  name: 'Helena Duarte',
  email: 'master@talhao.dev',
  createdAt: '2026-01-01T12:00:00.000Z',
  permissions: ['__master'],
  role: 'MASTER',
};

/**
 * A programmable provider that signs a MASTER in (any credentials) and whatever routes the test
 * registers, plus a BFF in front of it and a signed-in master client. Upstream retries are off.
 */
export async function startMasterStub(register: (app: FastifyInstance) => void) {
  const jwt = fakeJwt({ sub: STUB_MASTER._id, role: 'MASTER', exp: Math.floor(Date.now() / 1000) + 3600 });
  const stub = await startStub((server) => {
    server.post('/masterAuthApi', async () => ({ role: 'MASTER', jwtToken: jwt }));
    server.get('/masterProfileApi', async () => STUB_MASTER);
    register(server);
  });
  const app = await startBff(stub.url, { config: { upstreamRetries: 0 } });
  const client = new TestClient(app);
  const signIn = await client.signIn(STUB_MASTER.email, 'MASTER');
  if (signIn.body.errors) throw new Error(`stub sign-in failed: ${signIn.raw}`);
  return {
    stub,
    app,
    client,
    /** Upstream calls after sign-in, as `METHOD /path`. */
    calls: () =>
      stub.calls
        .filter((c) => !['/masterAuthApi', '/masterProfileApi'].includes(c.url))
        .map((c) => `${c.method} ${c.url}`),
    async close() {
      await app.close();
      await stub.close();
    },
  };
}
