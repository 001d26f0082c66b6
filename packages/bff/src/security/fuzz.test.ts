import { fileURLToPath } from 'node:url';
import { ERROR_CODES, FAMILY_NAMES, type Role } from '@talhao/schema';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isUnionType,
} from 'graphql';
import { expect, it } from 'vitest';
import { buildSchema } from '../graphql/schema';
import { signedInClient, TestClient, useStack } from '../test/helpers';

/**
 * Schema-driven fuzzing of /graphql: random operations built from the SDL (valid ones with edge
 * values, and broken ones), sent as a random role or a visitor. Fixed seed, bounded runs; set
 * FUZZ_SEED / FUZZ_RUNS to explore further (a failure prints its seed and path to replay it).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_517);
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

/** Codes a client may see: Talhão's catalogue plus the ones Apollo gives to malformed requests. */
const KNOWN_CODES = new Set<string>([
  ...ERROR_CODES.filter((code) => code !== 'INTERNAL_SERVER_ERROR'),
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url)).replace(/\/$/, '');
const STACK_PATTERNS = [/ {4}at /, /\bat [\w.<>]+ \(/, /\.[cm]?[jt]s:\d+/, /node:internal/, /node_modules/];

const EDGE_STRINGS = [
  '',
  ' ',
  'São João do Oeste — café ☕ 🌱',
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; DROP TABLE usuarios; --',
  '{"$gt": ""}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the payload.
  '${jndi:ldap://exemplo/a}',
  '{{7*7}}',
  '../../../etc/passwd',
  '%2e%2e%2f',
  '\u0000',
  '\r\nX-Injetado: 1',
  '\u202eabc',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  'Infinity',
  'x'.repeat(20_000),
  '🌾'.repeat(2_000),
];
const EDGE_IDS = [
  'NaN',
  '-1',
  '0',
  '1',
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  '695c2650bbc0d8c8839deba6',
  '../consultantProfileApi',
  '..%2F..%2FmasterAdvertsApi',
  '?a=1&b=2',
  '#fragmento',
  ' ',
  '1e309',
];

type Gen = fc.GeneratorValue;

/** One item, drawn by index: fc.gen compares factory arguments, and schema objects are cyclic. */
function pick<T>(g: Gen, items: readonly T[]): T {
  return items[g(fc.integer, { min: 0, max: items.length - 1 })] as T;
}
type Mode =
  | 'valid'
  | 'wrongType'
  | 'missingRequired'
  | 'unknownField'
  | 'syntax'
  | 'malformedJson'
  | 'badShape'
  | 'get';

function stringValue(g: Gen): string {
  return g(() =>
    fc.oneof(
      fc.constantFrom(...EDGE_STRINGS),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
    ),
  );
}

function scalarValue(g: Gen, name: string): unknown {
  switch (name) {
    case 'Int':
      return g(() => fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1, 2_147_483_647, -2_147_483_648, 9999, 1, 2, 100)));
    case 'Float':
      return g(() => fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(-90, 90, 0, 1e308)));
    case 'Boolean':
      return g(fc.boolean);
    case 'ID':
      return g(() => fc.oneof(fc.constantFrom(...EDGE_IDS), fc.string({ maxLength: 30 }), fc.nat().map(String)));
    case 'Date':
      return g(() =>
        fc.oneof(
          fc.constantFrom('2024-02-29', '2023-02-29', '0000-00-00', '9999-12-31', '31/12/2024', ''),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        ),
      );
    case 'DateTime':
      return g(() =>
        fc.oneof(
          fc.constantFrom('2024-01-01T00:00:00Z', 'agora', ''),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        ),
      );
    default:
      return stringValue(g);
  }
}

/** A value of `type`; `depth` bounds nested input objects and lists. */
function inputValue(g: Gen, type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return nonNullValue(g, type.ofType, depth);
  if (g(fc.integer, { min: 0, max: 7 }) === 0) return null;
  return nonNullValue(g, type, depth);
}

function nonNullValue(g: Gen, type: GraphQLInputType, depth: number): unknown {
  if (isNonNullType(type)) return nonNullValue(g, type.ofType, depth);
  if (isListType(type)) {
    const length = depth > 2 ? 0 : g(fc.integer, { min: 0, max: 3 });
    return Array.from({ length }, () => inputValue(g, type.ofType, depth + 1));
  }
  if (isEnumType(type)) return pick(g, type.getValues()).name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) || g(fc.boolean)) value[field.name] = inputValue(g, field.type, depth + 1);
    }
    return value;
  }
  return scalarValue(g, type.name);
}

/** A value the type does not accept. */
function wrongValue(g: Gen, type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  const candidates: unknown[] = [{ a: 1 }, [1, 'dois'], true, 'texto', 3.5, 2 ** 31, -(2 ** 53)];
  if (isNonNullType(type)) candidates.push(null);
  if (isEnumType(named)) candidates.push('NAO_EXISTE', 'consultant');
  if (isInputObjectType(named)) candidates.push({ campoDesconhecido: 1 }, {});
  return pick(g, candidates);
}

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
  const { host } = new URL(stack.url);
  const found = STACK_PATTERNS.filter((pattern) => pattern.test(text)).map(String);
  for (const secret of [REPO_ROOT, 'packages/bff', 'packages/schema', host, stack.url]) {
    if (text.includes(secret)) found.push(secret);
  }
  for (const family of FAMILY_NAMES) if (text.includes(family)) found.push(family);
  return found;
}

function codesOf(response: LightMyRequestResponse): string[] {
  let body: unknown;
  try {
    body = JSON.parse(response.payload);
  } catch {
    return ['<not json>'];
  }
  if (body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors)) {
    return body.errors.map((error: { extensions?: { code?: unknown } }) => String(error.extensions?.code));
  }
  if (body && typeof body === 'object' && 'code' in body) return [String(body.code)];
  return [];
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
      const unknown = codesOf(response).filter((code) => !KNOWN_CODES.has(code));
      expect(unknown, context).toEqual([]);
      if (response.statusCode >= 400) expect(codesOf(response).length, context).toBeGreaterThan(0);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  // The run exercised real resolvers, not only refusals.
  expect(stats.withData).toBeGreaterThan(RUNS / 20);
  expect(stats.byStatus.get(200) ?? 0).toBeGreaterThan(RUNS / 3);
}, 120_000);
