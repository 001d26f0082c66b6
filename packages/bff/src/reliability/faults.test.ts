import { randomBytes } from 'node:crypto';
import type { FaultEffect, FaultRule } from '@talhao/fixture-server';
import { COMMON } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  dataOf,
  type Fixture,
  firstError,
  type GqlResponse,
  startBff,
  startFixture,
  TestClient,
} from '../test/helpers';

/**
 * Issue 5: the BFF against the REAL fixture server with injected faults. Small budgets keep the file
 * fast: 300 ms per attempt, 2 retries for GETs, backoff 5 ms then 10 ms (startBff's retryBackoffMs).
 */
// Long enough that a loaded 2-core machine answers a 100 ms latency inside it (one attempt), short enough for hangs.
const TIMEOUT_MS = 1_000;
const RETRIES = 2;
const BACKOFF_MS = 5 + 10;
/** Scheduling slack on top of every budget: generous, so a busy machine does not fail the file. */
const SLACK_MS = 1200;
/** Worst case of one GET: every attempt times out. */
const GET_BUDGET_MS = TIMEOUT_MS * (RETRIES + 1) + BACKOFF_MS + SLACK_MS;
/** Writes get one attempt. */
const WRITE_BUDGET_MS = TIMEOUT_MS + SLACK_MS;

const OFFER_ROUTE = 'GET /consultantConsultancyApi/:id';
const CREATE_ROUTE = 'POST /consultantConsultancyApi';
const PROFILE_ROUTE = 'GET /consultantProfileApi';

const OFFER = /* GraphQL */ `
  query Offer($id: ID!) {
    offeredConsultancy(id: $id) { id name }
  }
`;
/** Two nullable root fields served by different families. */
const VIEWER_AND_OFFER = /* GraphQL */ `
  query ViewerAndOffer($id: ID!) {
    viewer { profile { name email } }
    offeredConsultancy(id: $id) { id name }
  }
`;
const CREATE_OFFER = /* GraphQL */ `
  mutation CreateOffer($input: OfferedConsultancyInput!) {
    createOfferedConsultancy(input: $input) { message offer { id name } }
  }
`;
const OFFER_NAMES = /* GraphQL */ `
  query OfferNames {
    offeredConsultancies { total items { id name } }
  }
`;

let fixture: Fixture;
let upstreamUrl: string;
let app: FastifyInstance;
let consultant: TestClient;
let offer: { id: string; name: string };
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  ({ fixture, url: upstreamUrl } = await startFixture());
  const sessionKeys = [randomBytes(32)];
  app = await startBff(upstreamUrl, {
    config: { upstreamTimeoutMs: TIMEOUT_MS, upstreamRetries: RETRIES, sessionKeys },
  });
  // Signing in verifies a password hash on the provider, which may take longer than this file's
  // tight budget: a twin BFF with the default timeout and the same session key signs in.
  const signer = await startBff(upstreamUrl, { config: { sessionKeys } });
  try {
    const signerClient = new TestClient(signer);
    const signIn = await signerClient.signIn('premium@talhao.dev', 'CONSULTANT');
    expect(signIn.body.errors).toBeUndefined();
    consultant = new TestClient(app);
    consultant.cookie = signerClient.cookie;
  } finally {
    await signer.close();
  }
  const list = dataOf<{ items: Array<{ id: string; name: string }> }>(
    await consultant.gql(OFFER_NAMES),
    'offeredConsultancies',
  );
  const first = list.items[0];
  if (!first) throw new Error('the premium consultant has no seeded offer');
  offer = first;
  fixture.resetCalls();
});

afterEach(() => {
  fixture.clearFaults();
  fixture.resetCalls();
});

afterAll(async () => {
  await app.close();
  await fixture.close();
  process.off('unhandledRejection', onUnhandled);
  // Nothing the faults caused escaped as an unhandled rejection.
  expect(unhandled).toEqual([]);
});

async function timed(run: () => Promise<GqlResponse>): Promise<{ response: GqlResponse; ms: number }> {
  const started = performance.now();
  const response = await run();
  return { response, ms: performance.now() - started };
}

const queryOffer = () => consultant.gql(OFFER, { id: offer.id });

/** Upstream details (address, port, paths) never reach the browser. */
function expectNoUpstreamDetails(response: GqlResponse) {
  const { host } = new URL(upstreamUrl);
  expect(response.raw).not.toContain(host);
  expect(response.raw).not.toContain('/consultantConsultancyApi');
  expect(response.raw).not.toMatch(/ECONNRESET|other side closed|timeout|stack/i);
}

function offerInput(name: string) {
  return {
    name,
    format: 'IN_PERSON',
    cultures: ['Soja'],
    agreedPrice: false,
    prices: [{ amount: 150, feeType: 'PER_HECTARE' }],
    regions: [
      {
        formattedAddress: 'Uberlândia - MG, Brasil',
        city: 'Uberlândia',
        stateFrom: 'MG',
        coords: { latitude: -18.9186, longitude: -48.2772 },
      },
    ],
    summary: 'Acompanhamento técnico quinzenal.',
    content: '<p>Visitas técnicas.</p>',
  };
}

interface ReadCase {
  name: string;
  rule: Omit<FaultRule, 'route'>;
  code: string;
  message: string;
  status: number;
  attempts: number;
}

const UNAVAILABLE = { code: 'UPSTREAM_UNAVAILABLE', message: COMMON.upstreamUnavailable, status: 503 };
const INVALID = { code: 'UPSTREAM_INVALID_RESPONSE', message: COMMON.upstreamInvalid, status: 502 };
// The provider answered with a status: the catalogue's text for the operation (rule 5), here §8's load error.
const providerStatus = (status: number) => ({ code: 'UPSTREAM_ERROR', message: 'Erro ao carregar os dados', status });

const READ_CASES: ReadCase[] = [
  { name: 'a hang past the timeout', rule: { effect: 'hang' }, ...UNAVAILABLE, attempts: RETRIES + 1 },
  { name: 'latency past the timeout', rule: { latencyMs: 3_000 }, ...UNAVAILABLE, attempts: RETRIES + 1 },
  { name: 'a connection reset', rule: { effect: 'reset' }, ...UNAVAILABLE, attempts: RETRIES + 1 },
  { name: 'a 502', rule: { effect: { status: 502 } }, ...providerStatus(502), attempts: RETRIES + 1 },
  { name: 'a 503', rule: { effect: { status: 503 } }, ...providerStatus(503), attempts: RETRIES + 1 },
  // A 500 is the provider failing this request, not being away: retrying would not help.
  { name: 'a 500', rule: { effect: { status: 500 } }, ...providerStatus(500), attempts: 1 },
  { name: 'a malformed JSON body', rule: { effect: 'malformed-json' }, ...INVALID, attempts: 1 },
  { name: 'a body that breaks the schema', rule: { effect: 'schema-break' }, ...INVALID, attempts: 1 },
];

describe('a GET-backed query under each fault', () => {
  it.each(READ_CASES)('answers $name within budget with $code after $attempts attempt(s)', async (item) => {
    fixture.setFaults([{ route: OFFER_ROUTE, ...item.rule }]);
    const { response, ms } = await timed(queryOffer);

    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ offeredConsultancy: null });
    expect(response.body.errors).toHaveLength(1);
    const error = firstError(response);
    expect(error.message).toBe(item.message);
    expect(error.path).toEqual(['offeredConsultancy']);
    expect(error.extensions).toMatchObject({ code: item.code, status: item.status });
    expect(fixture.calls()).toEqual({ [OFFER_ROUTE]: item.attempts });
    expect(ms).toBeLessThan(GET_BUDGET_MS);
    if (item.rule.effect === 'hang' || item.rule.latencyMs) {
      // Each attempt waited its full timeout before giving up.
      expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS * (RETRIES + 1) - 30);
    }
    expectNoUpstreamDetails(response);
  });

  it('rides out latency under the timeout with a single attempt', async () => {
    fixture.setFaults([{ route: OFFER_ROUTE, latencyMs: 100 }]);
    const { response, ms } = await timed(queryOffer);
    expect(response.body.errors).toBeUndefined();
    expect(dataOf(response, 'offeredConsultancy')).toEqual(offer);
    expect(fixture.calls()).toEqual({ [OFFER_ROUTE]: 1 });
    expect(ms).toBeGreaterThanOrEqual(95);
    expect(ms).toBeLessThan(100 + SLACK_MS);
  });

  it.each([
    ['hang', 'hang'],
    ['reset', 'reset'],
    ['503', { status: 503 }],
  ] as Array<[string, FaultEffect]>)(
    'recovers when a %s lasts fewer attempts than the retries',
    async (_name, effect) => {
      fixture.setFaults([{ route: OFFER_ROUTE, effect, times: RETRIES }]);
      const { response, ms } = await timed(queryOffer);
      expect(response.body.errors).toBeUndefined();
      expect(dataOf(response, 'offeredConsultancy')).toEqual(offer);
      expect(fixture.calls()).toEqual({ [OFFER_ROUTE]: RETRIES + 1 });
      expect(ms).toBeLessThan(GET_BUDGET_MS);
    },
  );
});

interface WriteCase {
  name: string;
  effect: FaultEffect;
  code: string;
  message: string;
  status: number;
}

const WRITE_CASES: WriteCase[] = [
  { name: 'a 502', effect: { status: 502 }, code: 'UPSTREAM_ERROR', message: 'Erro: 502', status: 502 },
  { name: 'a 503', effect: { status: 503 }, code: 'UPSTREAM_ERROR', message: 'Erro: 503', status: 503 },
  { name: 'a connection reset', effect: 'reset', ...UNAVAILABLE },
  { name: 'a hang past the timeout', effect: 'hang', ...UNAVAILABLE },
];

describe('a create under each fault', () => {
  it.each(WRITE_CASES)('is sent exactly once under $name and answers $code', async (item) => {
    const name = `Consultoria sob falha ${String(item.name)}`;
    fixture.setFaults([{ route: CREATE_ROUTE, effect: item.effect }]);
    const { response, ms } = await timed(() => consultant.gql(CREATE_OFFER, { input: offerInput(name) }));

    expect(response.body.data).toBeNull();
    const error = firstError(response);
    expect(error.message).toBe(item.message);
    expect(error.path).toEqual(['createOfferedConsultancy']);
    expect(error.extensions).toMatchObject({ code: item.code, status: item.status });
    // Never retried: a second POST could create the offer twice.
    expect(fixture.calls()).toEqual({ [CREATE_ROUTE]: 1 });
    expect(ms).toBeLessThan(WRITE_BUDGET_MS);
    expectNoUpstreamDetails(response);

    fixture.clearFaults();
    const names = dataOf<{ items: Array<{ name: string }> }>(await consultant.gql(OFFER_NAMES), 'offeredConsultancies');
    expect(names.items.map((item) => item.name)).not.toContain(name);
  });
});

describe('partial data', () => {
  it('keeps the viewer when the offers family fails', async () => {
    fixture.setFaults([{ family: 'consultantConsultancyApi', effect: { status: 503 } }]);
    const response = await consultant.gql(VIEWER_AND_OFFER, { id: offer.id });
    expect(response.body.data).toEqual({
      viewer: { profile: { name: 'Ana Paula Ribeiro', email: 'premium@talhao.dev' } },
      offeredConsultancy: null,
    });
    expect(response.body.errors).toHaveLength(1);
    expect(firstError(response)).toMatchObject({
      message: 'Erro ao carregar os dados',
      path: ['offeredConsultancy'],
      extensions: { code: 'UPSTREAM_ERROR', status: 503 },
    });
    expect(fixture.calls()).toEqual({ [PROFILE_ROUTE]: 1, [OFFER_ROUTE]: RETRIES + 1 });
  });

  it('keeps the offer when the profile family hangs, within the GET budget', async () => {
    fixture.setFaults([{ family: 'consultantProfileApi', effect: 'hang' }]);
    const { response, ms } = await timed(() => consultant.gql(VIEWER_AND_OFFER, { id: offer.id }));
    expect(response.body.data).toEqual({ viewer: null, offeredConsultancy: offer });
    expect(response.body.errors).toHaveLength(1);
    expect(firstError(response)).toMatchObject({
      message: COMMON.upstreamUnavailable,
      path: ['viewer'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE', status: 503 },
    });
    expect(fixture.calls()).toEqual({ [PROFILE_ROUTE]: RETRIES + 1, [OFFER_ROUTE]: 1 });
    expect(ms).toBeLessThan(GET_BUDGET_MS);
    // A provider that does not answer is not a rejected token: the session survives.
    fixture.clearFaults();
    const after = await consultant.gql(VIEWER_AND_OFFER, { id: offer.id });
    expect(after.body.errors).toBeUndefined();
    expect(dataOf<{ profile: { email: string } }>(after, 'viewer').profile.email).toBe('premium@talhao.dev');
  });
});

describe('after a storm of faults', () => {
  it('keeps serving: 20 hangs and 20 resets at once, then the same query succeeds quickly', async () => {
    const CONCURRENT = 20;
    fixture.setFaults([{ route: OFFER_ROUTE, effect: 'hang' }]);
    const hangs = timed(async () => {
      const all = await Promise.all(Array.from({ length: CONCURRENT }, queryOffer));
      return all[all.length - 1] as GqlResponse;
    });
    const hung = await hangs;
    expect(hung.ms).toBeLessThan(GET_BUDGET_MS);
    expect(fixture.calls()).toEqual({ [OFFER_ROUTE]: CONCURRENT * (RETRIES + 1) });

    fixture.resetCalls();
    fixture.setFaults([{ route: OFFER_ROUTE, effect: 'reset' }]);
    const resets = await Promise.all(Array.from({ length: CONCURRENT }, queryOffer));
    for (const response of [hung.response, ...resets]) {
      expect(firstError(response).extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    }
    expect(fixture.calls()).toEqual({ [OFFER_ROUTE]: CONCURRENT * (RETRIES + 1) });

    fixture.clearFaults();
    fixture.resetCalls();
    const { response, ms } = await timed(queryOffer);
    expect(response.body.errors).toBeUndefined();
    expect(dataOf(response, 'offeredConsultancy')).toEqual(offer);
    expect(fixture.calls()).toEqual({ [OFFER_ROUTE]: 1 });
    expect(ms).toBeLessThan(TIMEOUT_MS);
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready', upstream: 'ok' });
  });
});
