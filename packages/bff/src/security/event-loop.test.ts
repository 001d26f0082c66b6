import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REQUEST_BODY_LIMIT_BYTES } from '../server';
import { signedInClient, startBff, startFixtureProcess, type TestClient } from '../test/helpers';

/**
 * No request may hold the event loop: one BFF process serves everybody, so a request that burns
 * seconds of CPU (a 600 KB place search once took 7 s and /healthz waited behind it) stops every
 * user. The worst inputs each endpoint can be sent — at the body limit, at every cap, nested as
 * deep as JSON allows — must each cost under 50 ms of CPU, measured per request, and /healthz
 * must answer promptly while they run.
 */

/** CPU one request may use (issue 11). */
const CPU_BUDGET_MS = 50;
/**
 * /healthz, sent together with each worst request over a real socket, may take at most this long, or
 * five times what it takes alone on the same machine just before (wall time on a loaded 2-core
 * machine is noisy; the CPU budget above is the precise bound). The 600 KB search once held it 6.8 s.
 */
const HEALTHZ_BUDGET_MS = 1_000;

const NEAR_LIMIT = REQUEST_BODY_LIMIT_BYTES - 2048;

let fixture: Awaited<ReturnType<typeof startFixtureProcess>>;
let app: FastifyInstance;
let baseUrl: string;
let consultant: TestClient;
let cookie: string;

beforeAll(async () => {
  // The provider runs in its own process: the CPU measured here is the BFF's.
  fixture = await startFixtureProcess();
  app = await startBff(fixture.url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  consultant = await signedInClient(app, 'CONSULTANT');
  cookie = consultant.cookieHeader().cookie ?? '';
});
afterAll(async () => {
  await app.close();
  await fixture.close();
});

interface WorstCase {
  name: string;
  /** The raw JSON body sent to /graphql (already a string: some are not valid JSON shapes). */
  body: () => string;
  signedIn?: boolean;
}

const gql = (query: string, variables?: unknown) => JSON.stringify({ query, variables });
const nested = (depth: number, open: string, close: string, inner = 'x') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

const TRAINING = `mutation($input: TrainingInput!) { createTraining(input: $input) { message } }`;
const trainingInput = (description: string) => ({
  title: 'Treinamento de manejo',
  date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  duration: '04:00',
  price: 100,
  format: 'ONLINE',
  summary: 'Resumo',
  description,
  specificInformation: '<p>Informações</p>',
  availableSpots: 10,
});

const WORST: WorstCase[] = [
  {
    name: 'place search at its cap, made to defeat the gazetteer',
    body: () => gql('query($q: String!) { places(query: $q) { city } }', { q: 'ãa '.repeat(33).slice(0, 100) }),
  },
  {
    name: 'place search with the body limit in one string',
    body: () => gql('query($q: String!) { places(query: $q) { city } }', { q: 'Vitória '.repeat(NEAR_LIMIT / 8) }),
  },
  {
    name: 'sign-in with a password at the body limit',
    body: () =>
      gql('mutation($i: SignInInput!) { signIn(input: $i) { viewer { role } } }', {
        i: { email: 'premium@talhao.dev', password: 'x'.repeat(NEAR_LIMIT), accountType: 'CONSULTANT' },
      }),
  },
  {
    name: 'an offer with tens of thousands of cultures',
    signedIn: true,
    body: () =>
      gql('mutation($i: OfferedConsultancyInput!) { createOfferedConsultancy(input: $i) { message } }', {
        i: {
          name: 'Oferta',
          format: 'ONLINE',
          cultures: Array.from({ length: NEAR_LIMIT / 6 }, (_, i) => String(i % 1000)),
          agreedPrice: true,
          prices: [],
          regions: [],
          content: '<p>Descrição longa o bastante</p>',
        },
      }),
  },
  {
    name: 'a training description of nested tags at its cap (sanitized, then measured)',
    signedIn: true,
    body: () => gql(TRAINING, { input: trainingInput(nested(1_400, '<b><i>', '</i></b>').slice(0, 12_000)) }),
  },
  {
    name: 'a training description of unclosed tags at its cap',
    signedIn: true,
    body: () => gql(TRAINING, { input: trainingInput('<p><b><i><u><s>'.repeat(1_300).slice(0, 12_000)) }),
  },
  {
    name: 'a resume of entities and comments at its cap',
    signedIn: true,
    body: () =>
      gql('mutation($h: String!) { updateProfessionalResume(html: $h) { id } }', {
        h: '&nbsp;<!-- x -->&amp;'.repeat(1_000).slice(0, 12_000),
      }),
  },
  {
    name: 'variables nested as deep as the body limit allows',
    body: () =>
      `{"query":"{ clientConfig { supportPhone } }","variables":{"x":${nested(NEAR_LIMIT / 2, '[', ']', '1')}}}`,
  },
  {
    name: 'a document of nested selections at the token limit',
    body: () => gql(`{ ${nested(990, 'a { ', ' }', 'b')} }`),
  },
  {
    name: 'a document with a string literal at the body limit',
    body: () => gql(`{ places(query: "${'a'.repeat(NEAR_LIMIT)}") { city } }`),
  },
  {
    name: 'thousands of variables nobody declared',
    body: () =>
      JSON.stringify({
        query: '{ clientConfig { supportPhone } }',
        variables: Object.fromEntries(Array.from({ length: NEAR_LIMIT / 16 }, (_, i) => [`v${i}`, i])),
      }),
  },
];

async function send(worst: WorstCase): Promise<{ status: number; text: string }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(worst.signedIn ? { cookie } : {}) },
    body: worst.body(),
  });
  return { status: response.status, text: await response.text() };
}

async function healthzLatency(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/healthz`);
  await response.arrayBuffer();
  return performance.now() - started;
}

it.each(WORST.map((worst) => [worst.name, worst] as const))(
  'worst input: %s — under 50 ms of CPU, refused or answered in pt-BR',
  async (_name, worst) => {
    // Warm the route (JIT, lazy imports), then measure five identical requests. The median is the
    // request's own cost: a garbage collection that lands inside one of them is shared work. Three warm-up
    // requests, not one: on a slow 2-core machine the sanitizer's parser was still being optimized after one
    // (samples 79.6, 50.4, 47.2, 64.1, 37.0 ms, falling; ~10 ms once warm).
    for (let warm = 0; warm < 3; warm++) await send(worst);
    const samples: number[] = [];
    let answer = { status: 0, text: '' };
    for (let run = 0; run < 5; run++) {
      const before = process.cpuUsage();
      answer = await send(worst);
      const used = process.cpuUsage(before);
      samples.push((used.user + used.system) / 1000);
    }
    const cpuMs = [...samples].sort((a, b) => a - b)[2] ?? Number.POSITIVE_INFINITY;
    expect(cpuMs, `${worst.name}: ${samples.map((v) => v.toFixed(1)).join(', ')} ms de CPU`).toBeLessThan(
      CPU_BUDGET_MS,
    );
    expect(answer.text.length, worst.name).toBeLessThan(10_000);
    expect(answer.text, worst.name).not.toMatch(/Cannot query|Syntax Error|Variable "|Expected|INTERNAL_SERVER_ERROR/);

    const alone = await healthzLatency();
    const [latency] = await Promise.all([healthzLatency(), send(worst)]);
    expect(latency, `/healthz esperou ${latency.toFixed(0)} ms (sozinho: ${alone.toFixed(0)} ms)`).toBeLessThan(
      Math.max(HEALTHZ_BUDGET_MS, 5 * alone),
    );
  },
);
