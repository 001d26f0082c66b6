import { fileURLToPath } from 'node:url';
import type { Role } from '@talhao/schema';
import fc from 'fast-check';
import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isUnionType,
} from 'graphql';
import { expect, it } from 'vitest';
import { buildSchema } from '../graphql/schema';
import { signedInClient, TestClient, useStack } from '../test/helpers';
import { codesOf, type Gen, inputValue, KNOWN_CODES, leaksIn as leaks, pick, wrongValue } from './fuzz-generators';

/**
 * Schema-driven fuzzing of /graphql: random operations built from the SDL (valid ones with edge
 * values, and broken ones), sent as a random role or a visitor. Fixed seed, bounded runs; set
 * FUZZ_SEED / FUZZ_RUNS to explore further (a failure prints its seed and path to replay it).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_517);
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url)).replace(/\/$/, '');

type Mode =
  | 'valid'
  | 'wrongType'
  | 'missingRequired'
  | 'unknownField'
  | 'syntax'
  | 'malformedJson'
  | 'badShape'
  | 'get';

/** A selection set for an output type: a few leaves and, a level or two down, nested objects. */
function selection(g: Gen, schema: GraphQLSchema, type: GraphQLNamedType, depth: number): string {
  if (isLeafType(type)) return '';
  if (isUnionType(type) || isInterfaceType(type)) {
    const possible = schema.getPossibleTypes(type);
    const count = g(fc.integer, { min: 0, max: Math.min(2, possible.length) });
    const indexes = g(() => fc.shuffledSubarray([...possible.keys()], { minLength: count, maxLength: count }));
    const picked = indexes.map((index) => possible[index] as GraphQLObjectType);
    return `{ __typename ${picked.map((t) => `... on ${t.name} ${selection(g, schema, t, depth + 1)}`).join(' ')} }`;
  }
  const object = type as GraphQLObjectType;
  const usable = Object.values(object.getFields()).filter(
    (field: GraphQLField<unknown, unknown>) =>
      !field.args.some((arg) => isNonNullType(arg.type)) && (depth < 3 || isLeafType(getNamedType(field.type))),
  );
  if (usable.length === 0) return '{ __typename }';
  const indexes = g(() =>
    fc.shuffledSubarray([...usable.keys()], { minLength: 1, maxLength: Math.min(5, usable.length) }),
  );
  const picked = indexes.map((index) => usable[index] as GraphQLField<unknown, unknown>);
  const parts = picked.map((field) => `${field.name} ${selection(g, schema, getNamedType(field.type), depth + 1)}`);
  return `{ ${parts.join(' ')} }`;
}

interface Attempt {
  mode: Mode;
  role: Role | 'VISITOR';
  method: 'GET' | 'POST';
  /** JSON text or raw text for POST; query string for GET. */
  payload: string;
  contentType: string;
}

function buildAttempt(g: Gen, schema: GraphQLSchema): Attempt {
  const role = pick<Role | 'VISITOR'>(g, ['VISITOR', 'CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'MASTER']);
  const mode = pick<Mode>(g, [
    'valid',
    'valid',
    'valid',
    'valid',
    'wrongType',
    'missingRequired',
    'unknownField',
    'syntax',
    'malformedJson',
    'badShape',
    'get',
  ]);
  const mutation = mode !== 'get' && g(fc.integer, { min: 0, max: 2 }) === 0;
  const root = (mutation ? schema.getMutationType() : schema.getQueryType()) as GraphQLObjectType;
  const field = pick(g, Object.values(root.getFields()));
  const args = field.args.filter((arg) => isNonNullType(arg.type) || g(fc.boolean));
  const variables: Record<string, unknown> = {};
  for (const arg of args) variables[arg.name] = inputValue(g, arg.type);
  const required = args.filter((arg) => isNonNullType(arg.type));
  if (mode === 'wrongType' && args.length > 0) {
    const target = pick(g, args);
    variables[target.name] = wrongValue(g, target.type);
  }
  if (mode === 'missingRequired' && required.length > 0) delete variables[pick(g, required).name];
  const definitions = args.length ? `(${args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')})` : '';
  const call = args.length ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  let fields = selection(g, schema, getNamedType(field.type), 1);
  if (mode === 'unknownField') fields = fields ? fields.replace('{', '{ campoInexistente ') : '{ campoInexistente }';
  let query = `${mutation ? 'mutation' : 'query'} Fuzz${definitions} { ${field.name}${call} ${fields} }`;
  if (mode === 'syntax') query = query.slice(0, g(fc.integer, { min: 0, max: Math.max(0, query.length - 1) }));
  let payload = JSON.stringify({ query, variables, operationName: mode === 'syntax' ? undefined : 'Fuzz' });
  if (mode === 'malformedJson') {
    payload = pick(g, [
      payload.slice(0, Math.max(1, payload.length - 2)),
      `${payload},`,
      payload.replace('"query"', 'query'),
      '',
      '{',
      'nul',
      '\u0000',
    ]);
  }
  if (mode === 'badShape') {
    payload = JSON.stringify(
      pick<unknown>(g, [
        { query: 42 },
        { query: [query] },
        { query, variables: 'x' },
        { query, variables: [1, 2] },
        { query, operationName: 'Outra' },
        { query, operationName: 7 },
        {},
        [],
        null,
        'texto',
        { variables },
        { query, extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
        { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } },
      ]),
    );
  }
  if (mode === 'get') {
    const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
    return { mode, role, method: 'GET', payload: params.toString(), contentType: '' };
  }
  return { mode, role, method: 'POST', payload, contentType: 'application/json' };
}

const clients = new Map<Role | 'VISITOR', TestClient>();

const stack = useStack();

/** A client for the role, signed in again when a fuzzed signOut (or a refused session) ended it. */
async function clientFor(role: Role | 'VISITOR'): Promise<TestClient> {
  const existing = clients.get(role);
  if (existing && (role === 'VISITOR' || existing.cookie)) return existing;
  const client = role === 'VISITOR' ? new TestClient(stack.bff) : await signedInClient(stack.bff, role);
  clients.set(role, client);
  return client;
}

/** What no answer may contain: stack frames, repo paths, the provider's address or its REST paths. */
function leaksIn(text: string): string[] {
  return leaks(text, { repoRoot: REPO_ROOT, upstreamUrl: stack.url });
}

it(`${RUNS} random operations from the SDL: never a 5xx, a known code on every error, nothing leaked`, async () => {
  const schema = buildSchema();
  const stats = { withData: 0, byStatus: new Map<number, number>() };
  await fc.assert(
    fc.asyncProperty(fc.gen(), async (g) => {
      const attempt = buildAttempt(g, schema);
      const client = await clientFor(attempt.role);
      const response =
        attempt.method === 'GET'
          ? await stack.bff.inject({
              method: 'GET',
              url: `/graphql?${attempt.payload}`,
              headers: { ...client.cookieHeader(), 'apollo-require-preflight': 'true' },
            })
          : await stack.bff.inject({
              method: 'POST',
              url: '/graphql',
              headers: { ...client.cookieHeader(), 'content-type': attempt.contentType },
              payload: attempt.payload,
            });
      client.track(response);
      stats.byStatus.set(response.statusCode, (stats.byStatus.get(response.statusCode) ?? 0) + 1);
      if (/"data":\{"\w+":[^n]/.test(response.payload)) stats.withData++;

      const context = `${attempt.mode} ${attempt.role} ${attempt.method} ${response.statusCode}\n${attempt.payload.slice(0, 400)}\n→ ${response.payload.slice(0, 600)}`;
      expect(response.statusCode, context).toBeLessThan(500);
      expect(leaksIn(response.payload + JSON.stringify(response.headers)), context).toEqual([]);
      const unknown = codesOf(response.payload).filter((code) => !KNOWN_CODES.has(code));
      expect(unknown, context).toEqual([]);
      if (response.statusCode >= 400) expect(codesOf(response.payload).length, context).toBeGreaterThan(0);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  // The run exercised real resolvers, not only refusals.
  expect(stats.withData).toBeGreaterThan(RUNS / 20);
  expect(stats.byStatus.get(200) ?? 0).toBeGreaterThan(RUNS / 3);
}, 120_000);
