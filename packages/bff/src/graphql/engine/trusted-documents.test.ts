import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { COMMON } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import { buildSchema as buildSdlSchema, parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../plugins/json-body';
import { queryLimitRules, queryParseOptions } from '../../plugins/query-limits';
import { startBff, useStack } from '../../test/helpers';
import { buildSchema } from '../schema';
import { jitEngine } from './jit-gateway';
import { TRUSTED_MANIFEST, TrustedDocuments, withTypenames } from './trusted-documents';

const entries = Object.entries(TRUSTED_MANIFEST);
const listedNamed = (name: string) => {
  const found = entries.find(([, text]) => new RegExp(`\\b(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`no listed operation ${name}`);
  return { id: found[0], text: found[1] };
};
const CLIENT_CONFIG = listedNamed('ClientConfig');

describe('the trusted documents manifest', () => {
  it('is the web app’s own list, copied by codegen, and every document validates with the limits', () => {
    const web = readFileSync(new URL('../../../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8');
    expect(TRUSTED_MANIFEST).toEqual(JSON.parse(web));
    expect(entries.length).toBeGreaterThan(50);

    const trusted = new TrustedDocuments(TRUSTED_MANIFEST, buildSchema(), queryLimitRules(), queryParseOptions());
    expect(trusted.size).toBe(entries.length);
    for (const [id, text] of entries) {
      const listed = trusted.byId(id);
      expect(listed?.text).toBe(text);
      expect(listed?.document, `${id} pre-validated`).not.toBeNull();
      expect(trusted.byId(id.slice('sha256:'.length))).toBe(listed);
      expect(trusted.byText(text)).toBe(listed);
      expect(trusted.validatedByHash(createHash('sha256').update(text).digest('hex'))).toBe(listed?.document);
    }
    expect(trusted.byId(`sha256:${'0'.repeat(64)}`)).toBeUndefined();
    expect(trusted.byText('{ clientConfig { supportPhone } }')).toBeUndefined();
  });

  it('refuses a manifest whose ids are not the digests of its texts', () => {
    const forged = { [CLIENT_CONFIG.id]: '{ clientConfig { supportPhone googleClientId } }' };
    expect(() => new TrustedDocuments(forged, buildSchema(), [])).toThrow(/hash não confere/);
  });

  it('adds __typename to every selection set but the operation’s, as Apollo Client does', () => {
    const document = withTypenames(
      parse('query Q { viewer { role profile { id ... on FarmerProfile { cpf } } } } fragment F on Plan { badge }'),
    );
    expect(print(document).replace(/\s+/g, ' ')).toBe(
      'query Q { viewer { role profile { id ... on FarmerProfile { cpf __typename } __typename } __typename } } ' +
        'fragment F on Plan { badge __typename }',
    );
  });
});

describe('compiled execution', () => {
  const schema = buildSdlSchema('type Query { hello(name: String!): String! boom: String }');

  it('compiles a document once and answers as graphql-js would, errors included', async () => {
    const { gateway, stats } = jitEngine(schema);
    const { executor } = await gateway.load({ apollo: {} });
    if (!executor) throw new Error('the engine gives Apollo an executor');
    const document = parse('query Hi($name: String!) { hello(name: $name) }');
    const run = (variables: Record<string, unknown>) =>
      executor({
        document,
        request: { variables, operationName: 'Hi' },
        operation: document.definitions[0],
        context: {},
      } as unknown as Parameters<NonNullable<typeof executor>>[0]);
    // No resolver and no root value: a null for a non-null field, the error graphql-js would give.
    const first = await run({ name: 'Ana' });
    const second = await run({ name: 'Bia' });
    expect(first.errors?.[0]?.message).toMatch(/Cannot return null for non-nullable field Query.hello/);
    expect(first.errors?.[0]?.extensions).toEqual({});
    expect(second.errors).toHaveLength(1);
    expect(stats()).toEqual({ compiled: 1, fallbacks: 0 });

    const invalid = await run({});
    expect(invalid.errors?.[0]?.message).toBe('Variable "$name" of required type "String!" was not provided.');
    expect(stats()).toEqual({ compiled: 1, fallbacks: 0 });
  });
});

describe('trusted documents through /graphql', () => {
  const stack = useStack();
  let production: FastifyInstance;
  let development: FastifyInstance;

  beforeAll(async () => {
    production = await startBff(stack.url, {
      config: { nodeEnv: 'production', isProduction: true, trustedDocumentsOnly: true },
    });
    development = await startBff(stack.url, { config: { nodeEnv: 'development', isProduction: false } });
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });

  const post = (app: FastifyInstance, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload });

  const expectUnknown = (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: COMMON.unknownOperation, extensions: { code: 'UNKNOWN_OPERATION' } }],
    });
  };

  it('answers a listed document named by documentId, without its text, with the types the client caches by', async () => {
    const response = await post(production, { documentId: CLIENT_CONFIG.id, variables: {} });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.clientConfig.__typename).toBe('ClientConfig');
    expect(Object.keys(body.data.clientConfig)).toEqual(expect.arrayContaining(['supportPhone', 'tileUrl']));
  });

  it('answers the same document named by Apollo’s persistedQuery hash, and sent as its full text', async () => {
    const byId = (await post(production, { documentId: CLIENT_CONFIG.id })).json();
    const hash = CLIENT_CONFIG.id.slice('sha256:'.length);
    const byHash = await post(production, { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    expect(byHash.statusCode).toBe(200);
    expect(byHash.json()).toEqual(byId);
    const byText = await post(production, { query: CLIENT_CONFIG.text });
    expect(byText.statusCode).toBe(200);
    expect(byText.json()).toEqual(byId);
  });

  /** A GET as the web's Apollo link sends a listed query: id in `extensions`, JSON texts in the URL. */
  const getById = (
    app: FastifyInstance,
    params: Record<string, string>,
    headers = { 'apollo-require-preflight': 'true' },
  ) => app.inject({ method: 'GET', url: `/graphql?${new URLSearchParams(params)}`, headers });
  const persistedExtensions = (id: string) =>
    JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id.slice('sha256:'.length) } });

  it('answers a listed query named by id in a GET’s URL as it answers the POST, with the JSON headers and no-store', async () => {
    const byPost = (await post(production, { documentId: CLIENT_CONFIG.id, variables: {} })).json();
    const byHash = await getById(production, {
      operationName: 'ClientConfig',
      variables: '{}',
      extensions: persistedExtensions(CLIENT_CONFIG.id),
    });
    expect(byHash.statusCode).toBe(200);
    expect(byHash.json()).toEqual(byPost);
    expect(byHash.headers['cache-control']).toBe('no-store');
    expect(byHash.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const byDocumentId = await getById(production, { documentId: CLIENT_CONFIG.id });
    expect(byDocumentId.json()).toEqual(byPost);
  });

  it('passes a GET’s variables through, and refuses on GET what it refuses on POST', async () => {
    const { id } = listedNamed('ProvidedConsultancies');
    const answer = await getById(production, {
      variables: JSON.stringify({ page: 1 }),
      extensions: persistedExtensions(id),
    });
    // The variables reached the resolvers (no session here: @auth answers, nothing goes upstream).
    expect(answer.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expectUnknown(await getById(production, { extensions: persistedExtensions(`sha256:${'b'.repeat(64)}`) }));
    expectUnknown(await getById(production, { extensions: '{not json' }));
    // Variables nested past a JSON body's limit are refused before Apollo parses them, as in a POST.
    const deep = await getById(production, {
      variables: `{"x":${'['.repeat(MAX_JSON_DEPTH)}1${']'.repeat(MAX_JSON_DEPTH)}}`,
      extensions: persistedExtensions(CLIENT_CONFIG.id),
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: COMMON.badRequest });
    // Without the preflight header a cross-site page could send it: Apollo's CSRF prevention refuses it.
    const noPreflight = await getById(production, { extensions: persistedExtensions(CLIENT_CONFIG.id) }, {} as never);
    expect(noPreflight.statusCode).toBe(400);
    expect(stack.fixture.calls()).toEqual({});
  });

  it('never runs a listed mutation from a GET', async () => {
    const { id } = listedNamed('AuthSignIn');
    const response = await getById(production, {
      variables: JSON.stringify({ input: { email: 'a@b.dev', password: 'x', accountType: 'CONSULTANT' } }),
      extensions: persistedExtensions(id),
    });
    expect(response.statusCode).toBe(405);
    expect(stack.fixture.calls()).toEqual({});
  });

  it('runs a listed operation that needs a session through the resolvers and @auth', async () => {
    const { id } = listedNamed('ProvidedConsultancies');
    const response = await post(production, { documentId: id, variables: { page: 1 } });
    expect(response.json().errors[0]).toMatchObject({
      message: COMMON.sessionExpired,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(stack.fixture.calls()).toEqual({});
  });

  it('in production refuses any other document before parsing it: UNKNOWN_OPERATION, HTTP 400', async () => {
    expectUnknown(await post(production, { query: '{ clientConfig { supportPhone } }' }));
    // Not even a syntax error: nothing reads the text.
    expectUnknown(await post(production, { query: '{{{ not graphql' }));
    expectUnknown(await post(production, {}));
    // The listed text with a byte changed is another document.
    expectUnknown(await post(production, { query: `${CLIENT_CONFIG.text} ` }));
    const get = await production.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ clientConfig { supportPhone } }')}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expectUnknown(get);
    expect(stack.fixture.calls()).toEqual({});
  });

  it('refuses an unknown id, and an id sent with another text, in production and in development', async () => {
    for (const app of [production, development]) {
      expectUnknown(await post(app, { documentId: `sha256:${'a'.repeat(64)}` }));
      expectUnknown(await post(app, { documentId: CLIENT_CONFIG.id, query: '{ clientConfig { googleClientId } }' }));
    }
  });

  it('in development still answers any document (GraphiQL, tests)', async () => {
    const response = await post(development, { query: '{ clientConfig { supportPhone } }' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.clientConfig).toHaveProperty('supportPhone');
  });
});
