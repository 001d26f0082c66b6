import { makeExecutableSchema } from '@graphql-tools/schema';
import { COMMON, type Role, WEB_ROLES } from '@talhao/schema';
import { typeDefs } from '@talhao/schema/sdl';
import type { FastifyInstance } from 'fastify';
import { type GraphQLSchema, isEnumType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, domainResolvers } from '../graphql/schema';
import { VIEW_AS_ARG, VIEWABLE_ROLES } from '../graphql/view-as';
import {
  dataOf,
  type Fixture,
  type GqlResponse,
  signedInClient,
  startBff,
  startFixture,
  TestClient,
} from '../test/helpers';
import { admits, type FieldRule, fieldRules, operationFor, rootFieldsWithoutRule } from './operations';

/**
 * Authorization generated from the schema (issue 5). Every field that carries @auth is asked, with a
 * minimal operation generated from its type, by every signed-in role it does not name and by a
 * visitor: the answer is FORBIDDEN / UNAUTHENTICATED at that field, no data, and not one upstream call
 * (the session lives in the sealed cookie, so the check needs no profile lookup either). Every role it
 * names gets past @auth. A field with neither @auth nor @public, or a new @public, fails here by name.
 */

/** The fields a visitor may use, each on purpose. */
const PUBLIC_ON_PURPOSE: Record<string, string> = {
  'Query.clientConfig': 'the sign-in page needs the Google client id and the map tiles before anyone signs in',
  'Query.viewer': 'answers null to a visitor: the web app asks it to know whether someone is signed in',
  'Query.places': 'the sign-up form searches the address before there is an account',
  'Query.reversePlace': 'the sign-up map picker names the clicked point before there is an account',
  'Mutation.ping': 'a no-op that lets the root type exist; it reads and writes nothing',
  'Mutation.signIn': 'signing in is what a visitor does',
  'Mutation.signInWithGoogle': 'signing in with Google is what a visitor does',
  'Mutation.signOut': 'must work with an expired or missing session (it only clears the cookie)',
  'Mutation.signUp': 'creating an account happens before there is one',
  'Mutation.requestPasswordRecovery': 'someone who forgot the password cannot sign in',
  'Mutation.resendVerification': 'an unverified account cannot sign in yet',
  'Mutation.confirmAccount': 'the link in the confirmation e-mail is opened signed out',
  'Mutation.confirmEmailUpdate': 'the link in the e-mail-change message may be opened on another device',
};

/** Roles of the enum that never hold a web session: a farmer's session reads as signed out (session.ts), ADMIN has no sign-in screen. */
const NO_WEB_SESSION: Role[] = ['ADMIN', 'USER'];

// The SDL as written (directives intact); the running BFF builds its own from the same typeDefs.
const sdlSchema = makeExecutableSchema({ typeDefs });
const rules = fieldRules(sdlSchema);
const guarded = rules.filter((rule) => rule.roles !== null);
const isRoot = (rule: FieldRule) => rule.typeName === 'Query' || rule.typeName === 'Mutation';

const VIEWER_ID = 'query { viewer { profile { id } } }';
const who = (role: Role | null) => role ?? 'visitante';

/** The value at `path` in `data` (through lists), flattened; [] when a parent is null. */
function valuesAt(data: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return [data];
  if (Array.isArray(data)) return data.flatMap((item) => valuesAt(item, path));
  if (data === null || typeof data !== 'object') return [];
  const [head, ...rest] = path;
  const record = data as Record<string, unknown>;
  if (!(head! in record)) return [];
  return rest.length === 0 ? [record[head!]] : valuesAt(record[head!], rest);
}

const namesOf = (path: readonly (string | number)[] | undefined) => (path ?? []).filter((p) => typeof p === 'string');

const refusalOf = (role: Role | null) =>
  role === null
    ? { message: COMMON.sessionExpired, code: 'UNAUTHENTICATED', status: 401 }
    : { message: COMMON.forbidden, code: 'FORBIDDEN', status: 403 };

/** Whether an error is the @auth directive's refusal of the field at `path`. */
function isAuthRefusal(error: NonNullable<GqlResponse['body']['errors']>[number], path: readonly string[]): boolean {
  const code = error.extensions?.code;
  const samePath = JSON.stringify(namesOf(error.path)) === JSON.stringify(path);
  return (
    samePath &&
    ((code === 'UNAUTHENTICATED' && error.message === COMMON.sessionExpired) ||
      (code === 'FORBIDDEN' && error.message === COMMON.forbidden))
  );
}

interface Harness {
  fixture: Fixture;
  schema: GraphQLSchema;
  clients: Map<Role | null, TestClient>;
  /** The demo account's user id per role. */
  userIds: Map<Role, string>;
}

/** Asks `rule` as every role it does not admit (and a visitor) and checks each refusal. */
async function expectRefusals(harness: Harness, rule: FieldRule) {
  const refused = [...WEB_ROLES.filter((role) => !admits(rule, role)), null];
  for (const role of refused) {
    const operation = operationFor(harness.schema, rule, { role });
    const label = `${rule.coordinate} como ${who(role)}: ${operation.query}`;
    harness.fixture.resetCalls();
    const result = await harness.clients.get(role)!.gql(operation.query);
    const expected = refusalOf(role);
    const atField = (result.body.errors ?? []).filter(
      (e) => JSON.stringify(namesOf(e.path)) === JSON.stringify(operation.path),
    );
    expect(atField, label).toEqual([
      expect.objectContaining({
        message: expected.message,
        extensions: expect.objectContaining({ code: expected.code, status: expected.status }),
      }),
    ]);
    expect(
      valuesAt(result.body.data ?? null, operation.path).every((v) => v === null),
      `${label} → ${result.raw}`,
    ).toBe(true);
    if (isRoot(rule)) {
      // Refused before the resolver: no upstream call at all (auth calls included).
      expect(result.body.errors, label).toHaveLength(1);
      expect(harness.fixture.calls(), label).toEqual({});
    }
  }
  return refused;
}

/**
 * A MASTER uses an area field (one that takes viewAs) through viewAs: it has no area of its own, and
 * the resolvers refuse it one without viewAs. The viewed user is a demo account of a role the field serves.
 */
function masterViewAs(harness: Harness, rule: FieldRule): Record<string, string> {
  const field = rule.typeName === 'Query' ? harness.schema.getQueryType()?.getFields()[rule.fieldName] : undefined;
  if (!field?.args.some((arg) => arg.name === VIEW_AS_ARG)) return {};
  const viewed = VIEWABLE_ROLES.find((role) => admits(rule, role));
  return viewed ? { [VIEW_AS_ARG]: JSON.stringify(harness.userIds.get(viewed)) } : {};
}

/** Asks `rule` as every role it admits: whatever else happens, @auth does not refuse it. */
async function expectAdmitted(harness: Harness, rule: FieldRule) {
  const admitted = WEB_ROLES.filter((role) => admits(rule, role));
  for (const role of admitted) {
    const extraArgs = role === 'MASTER' ? masterViewAs(harness, rule) : {};
    const operation = operationFor(harness.schema, rule, { role, extraArgs });
    const result = await harness.clients.get(role)!.gql(operation.query);
    const refusal = (result.body.errors ?? []).find((e) => isAuthRefusal(e, operation.path));
    expect(refusal, `${rule.coordinate} como ${role}: ${result.raw}`).toBeUndefined();
  }
  return admitted;
}

async function startHarness(fixture: Fixture, url: string, schema: GraphQLSchema, sdl?: string): Promise<Harness> {
  const app: FastifyInstance = await startBff(url, sdl ? { schema: buildSchema(domainResolvers, sdl) } : {});
  const clients = new Map<Role | null, TestClient>([[null, new TestClient(app)]]);
  const userIds = new Map<Role, string>();
  for (const role of WEB_ROLES) {
    const client = await signedInClient(app, role);
    clients.set(role, client);
    userIds.set(role, dataOf<{ profile: { id: string } }>(await client.gql(VIEWER_ID), 'viewer').profile.id);
  }
  apps.push(app);
  return { fixture, schema, clients, userIds };
}

const apps: FastifyInstance[] = [];
let fixture: Fixture;
let url: string;
let harness: Harness;

beforeAll(async () => {
  ({ fixture, url } = await startFixture());
  harness = await startHarness(fixture, url, sdlSchema);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await fixture.close();
});

describe('who may use each field, in the SDL', () => {
  it('every Query and Mutation field carries @auth, or @public and a reason in PUBLIC_ON_PURPOSE', () => {
    const withoutRule = rootFieldsWithoutRule(sdlSchema);
    expect(withoutRule, `Campos sem @auth nem @public (proteja-os com @auth): ${withoutRule.join(', ')}`).toEqual([]);
  });

  it('the @public fields are exactly the ones listed on purpose', () => {
    const publicFields = rules.filter((rule) => rule.roles === null).map((rule) => rule.coordinate);
    const unlisted = publicFields.filter((c) => !(c in PUBLIC_ON_PURPOSE));
    const stale = Object.keys(PUBLIC_ON_PURPOSE).filter((c) => !publicFields.includes(c));
    expect(unlisted, `@public sem justificativa em PUBLIC_ON_PURPOSE: ${unlisted.join(', ')}`).toEqual([]);
    expect(stale, `listados em PUBLIC_ON_PURPOSE mas não são @public: ${stale.join(', ')}`).toEqual([]);
    expect(Object.values(PUBLIC_ON_PURPOSE).every((why) => why.length > 10)).toBe(true);
  });

  it('every role of the enum is either a web role tested below or one that never holds a web session', () => {
    const roleEnum = sdlSchema.getType('Role');
    const values = isEnumType(roleEnum) ? roleEnum.getValues().map((v) => v.name) : [];
    expect([...values].sort()).toEqual([...WEB_ROLES, ...NO_WEB_SESSION].sort());
  });

  it('the walk finds the guarded fields of every area', () => {
    // A guard on the walk itself: an SDL change that hid the fields from it would pass vacuously.
    const coordinates = guarded.map((rule) => rule.coordinate);
    for (const sample of [
      'Query.farmers',
      'Query.masterStatistics',
      'Mutation.deleteAccount',
      'Mutation.cancelActivity',
    ]) {
      expect(coordinates).toContain(sample);
    }
    expect(guarded.length).toBeGreaterThan(50);
  });
});

describe('@auth at run time, for every guarded field', () => {
  it.each(guarded.map((rule) => [rule.coordinate, rule] as const))('%s', async (_coordinate, rule) => {
    const refused = await expectRefusals(harness, rule);
    const admitted = await expectAdmitted(harness, rule);
    expect(refused.length + admitted.length).toBe(WEB_ROLES.length + 1);
  });
});

describe('@auth on a field of an object type (synthetic: no such field exists in the SDL yet)', () => {
  it('is refused where it sits, under a parent the role may read, with no data', async () => {
    const sdl = `${typeDefs}\nextend type ClientConfig { masterNote: String @auth(roles: [MASTER]) }`;
    const extended = makeExecutableSchema({ typeDefs: sdl });
    const own = await startHarness(fixture, url, extended, sdl);
    const rule = fieldRules(extended).find((r) => r.coordinate === 'ClientConfig.masterNote')!;
    expect(operationFor(extended, rule, { role: null })).toEqual({
      query: 'query { clientConfig { __typename masterNote } }',
      path: ['clientConfig', 'masterNote'],
    });
    expect(await expectRefusals(own, rule)).toEqual(['ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'CONSULTANT', null]);
    expect(await expectAdmitted(own, rule)).toEqual(['MASTER']);
  });
});
