import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BATCH_BY_ID_FAMILIES, createFixtureServer, DEMO_ACCOUNTS } from '@talhao/fixture-server';
import type { Role } from '@talhao/schema';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll } from 'vitest';
import { type Config, testConfig } from '../config';
import { SESSION_COOKIE } from '../plugins/session';
import { type BuildDeps, buildServer } from '../server';

export type Fixture = Awaited<ReturnType<typeof createFixtureServer>>;

export const DEMO_PASSWORD = 'Talhao@2026';

/** The demo account of a role (first one listed). */
export function demoAccount(role: Role) {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account;
}

/** A Google client id for tests: with it the BFF forwards Google sign-ins (the fixture accepts test tokens). */
export const TEST_GOOGLE_CLIENT_ID = 'talhao-test.apps.googleusercontent.com';

/** The fixture server in memory (fresh seed) on a random port; a test stack, so it accepts Google test tokens. */
export async function startFixture(): Promise<{ fixture: Fixture; url: string }> {
  const fixture = await createFixtureServer({ googleTestTokens: true });
  const url = await fixture.listen(0, '127.0.0.1');
  return { fixture, url };
}

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const FIXTURE_MAIN = fileURLToPath(new URL('../../../fixture-server/src/main.ts', import.meta.url));

/**
 * The fixture server in a process of its own, as deployed: what this process then measures (CPU,
 * event-loop time) is the BFF's alone.
 */
export function startFixtureProcess(): Promise<{ url: string; close(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE_MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`fixture server exited (${code}) before listening: ${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /em (http:\/\/[\d.:]+)/.exec(output)?.[1];
      if (!url) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({
        url,
        close: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

/**
 * A BFF against `upstreamUrl`, with test config defaults and quick retries. Like the embedded platform,
 * it batches lookups where the fixture server declares it; `config: {batchById: new Set()}` reads as the
 * specification's provider (one GET per id).
 */
export interface BffOptions {
  config?: Partial<Config>;
  fixture?: Fixture;
  schema?: GraphQLSchema;
  deps?: BuildDeps;
}

export function startBff(upstreamUrl: string, options: BffOptions = {}): Promise<FastifyInstance> {
  // Tests sign in far more often than people do; the rate-limit test sets its own budget.
  const config = testConfig({
    upstreamUrl,
    authRateLimitPerMinute: 1000,
    batchById: new Set(BATCH_BY_ID_FAMILIES),
    ...options.config,
  });
  return buildServer(config, { retryBackoffMs: 5, fixture: options.fixture, schema: options.schema, ...options.deps });
}

export interface GqlResponse {
  status: number;
  headers: LightMyRequestResponse['headers'];
  raw: string;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
  };
}

/** A browser stand-in: keeps the session cookie between requests, like a same-origin fetch would. */
export class TestClient {
  cookie: string | undefined;
  /** Every Set-Cookie header seen, for the cookie attribute assertions. */
  readonly setCookies: string[] = [];
  readonly responses: Array<{ headers: LightMyRequestResponse['headers']; raw: string }> = [];

  constructor(
    readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  track(response: LightMyRequestResponse): void {
    this.responses.push({ headers: response.headers, raw: response.payload });
    const header = response.headers['set-cookie'];
    const values = Array.isArray(header) ? header : header ? [header] : [];
    for (const value of values) {
      this.setCookies.push(value);
      const [pair] = value.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (name !== SESSION_COOKIE) continue;
      const content = rest.join('=');
      const expired = /expires=Thu, 01 Jan 1970/i.test(value) || /max-age=0\b/i.test(value) || content === '';
      this.cookie = expired ? undefined : content;
    }
  }

  cookieHeader(): Record<string, string> {
    return this.cookie ? { cookie: `${SESSION_COOKIE}=${this.cookie}` } : {};
  }

  /** A GET with the session cookie (CSV exports, file downloads): status, headers and the body as text. */
  async get(url: string): Promise<{ status: number; headers: LightMyRequestResponse['headers']; raw: string }> {
    const response = await this.app.inject({ method: 'GET', url, headers: this.cookieHeader() });
    this.track(response);
    return { status: response.statusCode, headers: response.headers, raw: response.payload };
  }

  async gql(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GqlResponse> {
    const response = await this.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: this.ip,
      headers: { 'content-type': 'application/json', ...this.cookieHeader(), ...headers },
      payload: JSON.stringify({ query, variables }),
    });
    this.track(response);
    return { status: response.statusCode, headers: response.headers, raw: response.payload, body: response.json() };
  }

  async signIn(email: string, accountType: 'CONSULTANT' | 'ENTERPRISE' | 'MASTER', password = DEMO_PASSWORD) {
    return this.gql(SIGN_IN, { input: { email, password, accountType } });
  }
}

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      viewer {
        role
        homePath
        canDeleteAccount
        profile {
          __typename
          id
          name
          email
          pictureUrl
          plan { marker badge trialDaysLeft }
        }
      }
    }
  }
`;

export const VIEWER = /* GraphQL */ `
  query Viewer {
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
        pictureUrl
        plan { marker badge trialDaysLeft }
        ... on ConsultantProfile { birthDate professionalResume }
        ... on EnterpriseConsultantProfile { professionalResume company { id name } }
        ... on EnterpriseProfile { cnpj }
      }
    }
  }
`;

/** The account type of the sign-in screen that serves a role. */
export const accountTypeFor = (role: Role): 'CONSULTANT' | 'ENTERPRISE' | 'MASTER' =>
  role === 'MASTER' ? 'MASTER' : role === 'CONSULTANT' ? 'CONSULTANT' : 'ENTERPRISE';

/** A signed-in client for a role's demo account. */
export async function signedInClient(app: FastifyInstance, role: Role, ip?: string): Promise<TestClient> {
  const client = new TestClient(app, ip);
  const account = demoAccount(role);
  const result = await client.signIn(account.email, accountTypeFor(role));
  if (result.body.errors) throw new Error(`sign-in failed: ${JSON.stringify(result.body.errors)}`);
  return client;
}

export function firstError(response: GqlResponse) {
  const error = response.body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${response.raw}`);
  return error;
}

export interface StubCall {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A tiny programmable upstream (fastify): tests register the routes they need and read the calls. */
export async function startStub(register: (app: FastifyInstance) => void): Promise<{
  url: string;
  calls: StubCall[];
  close(): Promise<void>;
}> {
  const app = Fastify();
  const calls: StubCall[] = [];
  app.addHook('onRequest', async (request) => {
    calls.push({ method: request.method, url: request.url, headers: request.headers, body: undefined });
  });
  app.addHook('preHandler', async (request) => {
    const last = calls[calls.length - 1];
    if (last) last.body = request.body;
  });
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
    const chunks: Buffer[] = [];
    payload.on('data', (chunk: Buffer) => chunks.push(chunk));
    payload.on('end', () => done(null, Buffer.concat(chunks)));
    payload.on('error', done);
  });
  register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => app.close() };
}

/** A fake JWT with the given claims (the BFF only reads `sub` and `exp`). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** The `data` of one root field, typed by the test; throws (with the raw answer) when it is missing. */
export function dataOf<T>(response: GqlResponse, field: string): T {
  const value = response.body.data?.[field];
  if (value === undefined || value === null) throw new Error(`no data.${field}: ${response.raw}`);
  return value as T;
}

/** The signed-in clients a stack keeps, by the names the tests give the roles. */
const CLIENT_NAMES = {
  consultant: 'CONSULTANT',
  company: 'ENTERPRISE',
  companyConsultant: 'ENTERPRISE_CONSULTANT',
  master: 'MASTER',
} as const satisfies Record<string, Role>;

type ClientName = keyof typeof CLIENT_NAMES;

/** A fresh fixture server, a BFF in front of it and the signed-in clients a test file asked for. */
export type Stack = {
  readonly fixture: Fixture;
  /** The fixture server's URL (the BFF's upstream). */
  readonly url: string;
  readonly bff: FastifyInstance;
  /** GraphQL as the first role signed in. */
  gql: TestClient['gql'];
} & { readonly [name in ClientName]: TestClient };

/**
 * The BFF test setup in one place: registers a beforeAll that starts the fixture server (fresh seed) and a
 * BFF against it, and signs in the demo account of each role in `signIn`; and an afterAll that closes both.
 * Use the returned stack inside tests and hooks (reading it before beforeAll ran throws).
 * `bff`: what startBff takes (a function when it needs what the fixture or earlier hooks prepared);
 * `embedFixture` hands the fixture to the BFF, as the embedded platform does (the dev outbox).
 */
export function useStack(
  options: {
    signIn?: readonly Role[];
    bff?: BffOptions | ((fixture: Fixture) => BffOptions | Promise<BffOptions>);
    embedFixture?: boolean;
  } = {},
): Stack {
  let started: { fixture: Fixture; url: string; bff: FastifyInstance; clients: Map<Role, TestClient> } | undefined;
  const fixtureOnly: { fixture?: Fixture; bff?: FastifyInstance } = {};

  beforeAll(async () => {
    const { fixture, url } = await startFixture();
    fixtureOnly.fixture = fixture;
    const given = typeof options.bff === 'function' ? await options.bff(fixture) : (options.bff ?? {});
    const bff = await startBff(url, { ...given, ...(options.embedFixture ? { fixture } : {}) });
    fixtureOnly.bff = bff;
    const clients = new Map<Role, TestClient>();
    for (const role of options.signIn ?? []) clients.set(role, await signedInClient(bff, role));
    started = { fixture, url, bff, clients };
  });
  afterAll(async () => {
    await fixtureOnly.bff?.close();
    await fixtureOnly.fixture?.close();
  });

  const ready = () => {
    if (!started) throw new Error('useStack: the stack starts in beforeAll; read it inside tests and hooks');
    return started;
  };
  const client = (role: Role) => {
    const found = ready().clients.get(role);
    if (!found) throw new Error(`useStack: ${role} was not signed in (add it to signIn)`);
    return found;
  };
  const stack = {
    get fixture() {
      return ready().fixture;
    },
    get url() {
      return ready().url;
    },
    get bff() {
      return ready().bff;
    },
    gql: (...args: Parameters<TestClient['gql']>) => {
      const first = options.signIn?.[0];
      if (!first) throw new Error('useStack: gql needs a role in signIn');
      return client(first).gql(...args);
    },
  };
  for (const [name, role] of Object.entries(CLIENT_NAMES)) {
    Object.defineProperty(stack, name, { get: () => client(role), enumerable: true });
  }
  return stack as Stack;
}
