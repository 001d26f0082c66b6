import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { type DocumentNode, parse, print, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../graphql/schema';
import { QUERY_LIMIT_MESSAGES, QUERY_LIMITS, queryLimitRules, queryParseOptions } from '../plugins/query-limits';
import { type GqlResponse, startBff, TestClient, useStack } from '../test/helpers';

/** Every operation the web app sends: the typed documents codegen writes into packages/web/src/gql. */
function webOperations(): Array<{ name: string; source: string }> {
  const generated = readFileSync(new URL('../../../web/src/gql/graphql.ts', import.meta.url), 'utf8');
  return [...generated.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode</gm)].map(
    ([, name, json]) => ({ name: name ?? '', source: print(JSON.parse(json ?? '{}') as DocumentNode) }),
  );
}

/**
 * `{ clientConfig { ... on ClientConfig { ... { supportPhone } } } }`, `levels` deep as graphql-armor
 * counts (the root field, each inline fragment and the leaf are a level each), no cycle needed.
 */
function nested(levels: number, leaf = 'supportPhone'): string {
  let selection = leaf;
  for (let i = 0; i < levels - 2; i++) selection = `... on ClientConfig { ${selection} }`;
  return `{ clientConfig { ${selection} } }`;
}

const stack = useStack();
let prod: FastifyInstance;

beforeAll(async () => {
  prod = await startBff(stack.url, { config: { nodeEnv: 'production', isProduction: true } });
});
afterAll(async () => {
  await prod.close();
});

/** A refused shape: HTTP 400, one clean pt-BR error naming the limit, nothing executed upstream. */
function expectRefused(response: GqlResponse, limit: 'depth' | 'cost' | 'aliases' | 'directives' | 'tokens') {
  expect(response.status).toBe(400);
  expect(response.body.data).toBeUndefined();
  const [error] = response.body.errors ?? [];
  expect(error?.message).toBe(QUERY_LIMIT_MESSAGES.tooComplex);
  expect(error?.extensions).toEqual({ code: 'BAD_REQUEST', limit });
  expect(response.raw).not.toMatch(/stacktrace|Syntax Error|exceeded/i);
  expect(response.headers['server-timing']).toMatch(/desc="0 calls"/);
}

describe('the web app’s operations', () => {
  it('every generated document passes the limits, with the parser’s token cap', () => {
    const operations = webOperations();
    // Guard against a silently empty extraction (the generated file holds dozens of operations).
    expect(operations.length).toBeGreaterThan(50);
    const schema = buildSchema();
    const rules = queryLimitRules();
    const refused = operations.flatMap(({ name, source }) => {
      const errors = validate(schema, parse(source, queryParseOptions()), rules);
      return errors.map((error) => `${name}: ${JSON.stringify(error.extensions)}`);
    });
    expect(refused).toEqual([]);
  });
});

describe('query shape limits through /graphql', () => {
  it(`depth: ${QUERY_LIMITS.maxDepth} levels pass, one more is refused`, async () => {
    const client = new TestClient(stack.bff);
    const atLimit = await client.gql(nested(QUERY_LIMITS.maxDepth));
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.data).toEqual({ clientConfig: { supportPhone: '+55 27 3000-4500' } });
    expectRefused(await client.gql(nested(QUERY_LIMITS.maxDepth + 1)), 'depth');
  });

  it(`cost: a wide selection under the depth limit still costs more than ${QUERY_LIMITS.maxCost}`, async () => {
    const leaves = Array.from({ length: 60 }, () => 'supportPhone').join(' ');
    const response = await new TestClient(stack.bff).gql(nested(QUERY_LIMITS.maxDepth - 1, leaves));
    expectRefused(response, 'cost');
  });

  it(`aliases: ${QUERY_LIMITS.maxAliases} pass, one more is refused`, async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: clientConfig { supportPhone }`).join(' ')} }`;
    const client = new TestClient(stack.bff);
    const atLimit = await client.gql(aliases(QUERY_LIMITS.maxAliases));
    expect(atLimit.status).toBe(200);
    expect(Object.keys(atLimit.body.data ?? {})).toHaveLength(QUERY_LIMITS.maxAliases);
    expectRefused(await client.gql(aliases(QUERY_LIMITS.maxAliases + 1)), 'aliases');
  });

  it(`directives: ${QUERY_LIMITS.maxDirectives} pass, one more is refused`, async () => {
    const directives = (n: number) => `{ clientConfig { ${'supportPhone @include(if: true) '.repeat(n)} } }`;
    const client = new TestClient(stack.bff);
    expect((await client.gql(directives(QUERY_LIMITS.maxDirectives))).status).toBe(200);
    expectRefused(await client.gql(directives(QUERY_LIMITS.maxDirectives + 1)), 'directives');
  });

  it(`tokens: a document over ${QUERY_LIMITS.maxTokens} tokens is refused before it is parsed`, async () => {
    // `__typename` costs 1 and adds no depth: only the token count can refuse it at the parser.
    const document = (names: number) => `{ ${'__typename '.repeat(names)} }`;
    // `{`, the names and `}` (the end of file is not counted).
    expect(() => parse(document(QUERY_LIMITS.maxTokens - 2), queryParseOptions())).not.toThrow();
    expect(() => parse(document(QUERY_LIMITS.maxTokens - 1), queryParseOptions())).toThrow(/tokens/);
    // 10,000 names (about 110 KB) stay under the body limit, so the parser is what refuses them.
    const huge = await new TestClient(stack.bff).gql(document(10_000));
    expectRefused(huge, 'tokens');
    expect(huge.body.errors).toHaveLength(1);
  });

  it('a batched request (a JSON array of operations) is refused as a whole', async () => {
    const response = await stack.bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([
        { query: '{ clientConfig { supportPhone } }' },
        { query: 'mutation { signOut { message } }' },
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: QUERY_LIMIT_MESSAGES.batch, extensions: { code: 'BAD_REQUEST', limit: 'batch' } }],
    });
    expect(response.headers['server-timing']).toMatch(/desc="0 calls"/);
  });
  it('automatic persisted queries are off: no server-side document cache to fill, no masked 400', async () => {
    // The persistedQuery extension names one of the web app's listed documents (trusted documents); any other
    // hash is refused as an unknown operation, with or without a text, and nothing is registered.
    for (const sha256Hash of ['abc', 'a'.repeat(64)]) {
      const apq = await stack.bff.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: {
          query: '{ clientConfig { supportPhone } }',
          extensions: { persistedQuery: { version: 1, sha256Hash } },
        },
      });
      expect(apq.statusCode).toBe(400);
      expect(apq.json().errors[0].extensions.code).toBe('UNKNOWN_OPERATION');
      expect(apq.payload).not.toContain('INTERNAL_SERVER_ERROR');
      const again = await stack.bff.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { extensions: { persistedQuery: { version: 1, sha256Hash } } },
      });
      expect(again.json().errors[0].extensions.code).toBe('UNKNOWN_OPERATION');
    }
  });
});

describe('in production', () => {
  it('introspection through __schema and __type is off', async () => {
    const client = new TestClient(prod);
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "Query") { fields { name } } }',
      '{ clientConfig { supportPhone } __schema { queryType { name } } }',
    ]) {
      const response = await client.gql(query);
      expect(response.status).toBe(400);
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(response.raw).not.toContain('"Query"');
    }
    // __typename is not introspection: the web's generated documents select it.
    expect((await client.gql('{ clientConfig { __typename } }')).body.data).toEqual({
      clientConfig: { __typename: 'ClientConfig' },
    });
  });

  it('errors do not suggest field, argument or enum names ("Did you mean")', async () => {
    const probes: Array<[string, Record<string, unknown>?]> = [
      ['{ clientConfg { supportPhone } }'],
      ['{ clientConfig { supportPhon } }'],
      ['{ places(quer: "vitoria") { city } }'],
      [
        'mutation ($input: RecoveryInput!) { requestPasswordRecovery(input: $input) { message } }',
        { input: { email: 'a@b.com', accountType: 'CONSULTAN' } },
      ],
      ['mutation { confirmAccount(token: "x", role: CONSULTAN) { message } }'],
    ];
    for (const [query, variables] of probes) {
      const dev = await new TestClient(stack.bff).gql(query, variables);
      const production = await new TestClient(prod).gql(query, variables);
      // The same request outside production does suggest: the probe is meaningful.
      expect(dev.raw).toContain('Did you mean');
      expect(production.body.errors?.length).toBeGreaterThan(0);
      expect(production.raw).not.toContain('Did you mean');
      expect(production.raw).not.toMatch(/"(clientConfig|supportPhone|query|CONSULTANT)"/);
    }
  });
});
