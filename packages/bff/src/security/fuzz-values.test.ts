import { getDirective } from '@graphql-tools/utils';
import * as schemaExports from '@talhao/schema';
import { BOUND_MESSAGES, BOUNDS } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../graphql/schema';
import {
  DEMO_PASSWORD,
  type Fixture,
  type GqlResponse,
  startBff,
  startFixture,
  TEST_GOOGLE_CLIENT_ID,
  TestClient,
} from '../test/helpers';
import { admits, fieldRules } from './operations';
import {
  ACCOUNTS,
  type AccountKey,
  collectSeeded,
  EMAIL_CHANGE,
  EXEMPT_MUTATIONS,
  outboxLink,
  type Seeded,
  type TableContext,
  UNVERIFIED_EMAIL,
  VALID_ENTRIES,
  type ValidEntry,
} from './valid-inputs';

/**
 * Semantically invalid values in EVERY mutation. Each mutation starts from a valid
 * call (valid-inputs.ts: real ids of the user's own records); the walk goes down its argument types
 * and, at each leaf, swaps in values the leaf's type and field must refuse: a string one character
 * over its cap or holding a control character, impossible and far-off days, R$ 1e308, negative or
 * sub-cent money, 2^31-1 seats, a list one item over its cap, rich text that is empty once sanitized.
 * Every variant must be refused (an error, no data, HTTP < 500), in pt-BR words the schema package
 * exports, with a known code, and the fixture's store must take no write. Deterministic and exhaustive:
 * no random choice, so a failure names the mutation, path and value to replay.
 */

/**
 * Codes a refusal may carry: the client-side codes of the catalogue and Apollo's request refusal.
 * Not INTERNAL_SERVER_ERROR nor UPSTREAM_*: a wrong value is the client's error, never a crash here
 * or at the provider.
 */
const KNOWN_CODES = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'CONFLICT',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'GONE',
  'ACCOUNT_NOT_VERIFIED',
  'BAD_REQUEST',
]);
const ENGLISH = /Variable "|Expected|Cannot|must be|Int cannot|Float cannot|String cannot|invalid value/i;

/**
 * Values that are legitimate for one field although the type's list offers them, by `Type.field`
 * and variant name (see variantsFor). Keep each reason short and true.
 */
const EXEMPTIONS: Record<string, Record<string, string>> = {
  'CoordsInput.latitude': {
    negative: 'latitude -1 is a real place (just south of the equator); coordinates are not money',
    'three decimals': 'a latitude with three decimals is an ordinary coordinate, not sub-cent money',
  },
  'CoordsInput.longitude': {
    negative: 'longitude -1 is a real place (west of Greenwich); coordinates are not money',
    'three decimals': 'a longitude with three decimals is an ordinary coordinate, not sub-cent money',
  },
};

// ---------------------------------------------------------------------------------------------------
// The messages the schema package exports.

/** Issues handed to zod's message functions (`error: (issue) => …`) to read the texts they give. */
const FAKE_ISSUES: unknown[] = [
  { code: 'invalid_type', input: undefined },
  { code: 'invalid_type', input: 'x' },
  { code: 'too_small', input: -1 },
  { code: 'too_big', input: 1e308 },
];

/**
 * Every string reachable from the exports of '@talhao/schema': constants (COMMON, CATALOGUE, the
 * forms' *_MESSAGES), the texts inside the exported zod schemas (their `error` functions, which
 * zod keeps on non-enumerable `_zod.def`), the schemas the exported factories build, and
 * BOUND_MESSAGES' functions for every cap the SDL uses. `{status}` templates match any status.
 */
function schemaMessages(caps: { text: number[]; list: number[] }) {
  const exact = new Set<string>();
  const templates: RegExp[] = [];
  const seen = new WeakSet<object>();
  const add = (text: string) => {
    exact.add(text);
    if (text.includes('{status}')) {
      const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\\{status\\}', '\\d{3}');
      templates.push(new RegExp(`^${escaped}$`));
    }
  };
  const callMessage = (fn: (...args: unknown[]) => unknown, depth: number) => {
    if (depth > 60) return;
    for (const issue of FAKE_ISSUES) {
      try {
        const result = fn(issue);
        if (typeof result === 'function') callMessage(result as (...args: unknown[]) => unknown, depth + 1);
        else visit(result, depth + 1);
      } catch {
        // A message function that needs a real issue: its other texts are reached elsewhere.
      }
    }
  };
  const visit = (value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      add(value);
      return;
    }
    if (!value || typeof value !== 'object' || depth > 60 || seen.has(value)) return;
    if (value instanceof RegExp || value instanceof Set || value instanceof Map || value instanceof Date) return;
    seen.add(value);
    for (const key of Object.getOwnPropertyNames(value)) {
      let child: unknown;
      try {
        child = (value as Record<string, unknown>)[key];
      } catch {
        continue;
      }
      if (typeof child === 'function') {
        if (key === 'error' || key === 'message') callMessage(child as (...args: unknown[]) => unknown, depth);
        continue;
      }
      visit(child, depth + 1);
    }
  };
  for (const exported of Object.values(schemaExports)) {
    if (typeof exported === 'function') {
      // Factories of zod schemas (trainingSchema(), activitySchema(), phoneField()…): build one and read it.
      try {
        const built = (exported as () => unknown)();
        if (built && typeof built === 'object' && '_zod' in built) visit(built, 0);
      } catch {
        // Needs arguments; the schemas built with them are exported too.
      }
      continue;
    }
    visit(exported, 0);
  }
  for (const max of caps.text) add(BOUND_MESSAGES.textTooLong(max));
  for (const max of caps.list) add(BOUND_MESSAGES.listTooLong(max));
  return { has: (message: string) => exact.has(message) || templates.some((t) => t.test(message)), size: exact.size };
}

// ---------------------------------------------------------------------------------------------------
// The walk.

type Path = Array<string | number>;

interface Leaf {
  /** Where the value sits in the variables: ['input', 'regions', 0, 'coords', 'latitude']. */
  path: Path;
  /** `Type.field` (or `Mutation.field(arg)`) that declares the leaf. */
  coordinate: string;
  scalar: string;
  /** Characters (strings) the BFF allows: the declaring @length, else BOUNDS.stringDefaultMax. */
  cap: number;
  value: unknown;
}

interface ListSite {
  path: Path;
  coordinate: string;
  cap: number;
  items: unknown[];
}

const lengthOf = (schema: GraphQLSchema, node: GraphQLArgument | GraphQLInputField): number | undefined => {
  const max = getDirective(schema, node, 'length')?.[0]?.max;
  return typeof max === 'number' ? max : undefined;
};

/** The leaves and lists of one valid call, as its argument types see them, and the type paths it reaches. */
function walkCall(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>, variables: Record<string, unknown>) {
  const leaves: Leaf[] = [];
  const lists: ListSite[] = [];
  const reached = new Set<string>();
  const walk = (type: GraphQLInputType, value: unknown, path: Path, coordinate: string, declared?: number): void => {
    if (isNonNullType(type)) {
      walk(type.ofType, value, path, coordinate, declared);
      return;
    }
    if (value === undefined || value === null) return;
    reached.add(typePath(path));
    if (isListType(type)) {
      if (!Array.isArray(value)) return;
      lists.push({ path, coordinate, cap: declared ?? BOUNDS.listDefaultMax, items: value });
      // A list's @length bounds its items; its strings keep the default cap (input-caps.ts).
      if (value.length > 0) walk(type.ofType, value[0], [...path, 0], coordinate);
      return;
    }
    if (isInputObjectType(type)) {
      for (const inner of Object.values(type.getFields())) {
        const own = (value as Record<string, unknown>)[inner.name];
        walk(inner.type, own, [...path, inner.name], `${type.name}.${inner.name}`, lengthOf(schema, inner));
      }
      return;
    }
    if (isEnumType(type) || !isScalarType(type) || type.name === 'Boolean') return;
    leaves.push({ path, coordinate, scalar: type.name, cap: declared ?? BOUNDS.stringDefaultMax, value });
  };
  for (const arg of field.args) {
    walk(arg.type, variables[arg.name], [arg.name], `Mutation.${field.name}(${arg.name})`, lengthOf(schema, arg));
  }
  return { leaves, lists, reached };
}

/** A path with list indexes as `[]`: input.regions[].coords.latitude. */
const typePath = (path: Path) => path.map((p) => (typeof p === 'number' ? '[]' : p)).join('.');

/** Every leaf and list path of a field's argument types (what a complete table entry reaches). */
function typePaths(field: GraphQLField<unknown, unknown>): string[] {
  const paths: string[] = [];
  const walk = (type: GraphQLInputType, path: Path, depth: number): void => {
    if (depth > 8) return;
    if (isNonNullType(type)) {
      walk(type.ofType, path, depth);
      return;
    }
    paths.push(typePath(path));
    if (isListType(type)) {
      walk(type.ofType, [...path, 0], depth + 1);
      return;
    }
    if (isInputObjectType(type)) {
      for (const inner of Object.values(type.getFields())) walk(inner.type, [...path, inner.name], depth + 1);
    }
  };
  for (const arg of field.args) walk(arg.type, [arg.name], 0);
  return paths;
}

// ---------------------------------------------------------------------------------------------------
// The variants.

interface Variant {
  name: string;
  value: unknown;
}

/** The value with a control character in its middle ('Te\u0000xto'), or around a word when it is empty. */
function withControl(value: unknown, control: string): string {
  const text = typeof value === 'string' && value.length > 0 ? value : 'Texto';
  const middle = Math.ceil(text.length / 2);
  return `${text.slice(0, middle)}${control}${text.slice(middle)}`;
}

/** The invalid values for one leaf, by its scalar and its field. */
function variantsFor(leaf: Leaf): Variant[] {
  switch (leaf.scalar) {
    case 'String':
    case 'ID': {
      const variants: Variant[] = [
        { name: 'over cap', value: 'a'.repeat(leaf.cap + 1) },
        { name: 'NUL', value: withControl(leaf.value, '\u0000') },
        { name: 'BEL', value: withControl(leaf.value, '\u0007') },
      ];
      if (leaf.cap === BOUNDS.richTextHtmlMax) {
        variants.push(
          { name: 'script only', value: '<script>alert(1)</script>' },
          { name: 'empty after sanitizing', value: '<p></p><style>p{}</style>' },
        );
      }
      return variants;
    }
    case 'Date':
      return ['2026-02-31', '2027-02-30', '9999-99-99', '1899-12-31', '2101-01-01'].map((value) => ({
        name: `day ${value}`,
        value,
      }));
    case 'DateTime':
      return ['2026-02-31T10:00:00Z', '9999-12-31T10:00:00Z'].map((value) => ({ name: `moment ${value}`, value }));
    case 'Float': {
      // -1 and 10.005 are wrong for money and for a periodicity (one of RECURRENCE_VALUES); the
      // coordinates, where they are real places, are in EXEMPTIONS.
      return [
        { name: 'huge', value: 1e308 },
        { name: 'negative', value: -1 },
        { name: 'three decimals', value: 10.005 },
      ];
    }
    case 'Int':
      return [
        { name: 'int max', value: 2_147_483_647 },
        { name: 'negative', value: -1 },
      ];
    case 'JSON': {
      // Today a property's boundary (GeoJSON): the shapes a broken file or a hand-made request would send.
      const ring = (lng: number) => [
        [lng, -19.39],
        [-40.06, -19.39],
        [-40.06, -19.38],
        [lng, -19.39],
      ];
      let deep: unknown = 'fundo';
      for (let level = 0; level < 200; level++) deep = [deep];
      return [
        { name: 'not a polygon', value: { type: 'Point', coordinates: [-40.07, -19.39] } },
        { name: 'huge coordinate', value: { type: 'Polygon', coordinates: [ring(1e308)] } },
        { name: 'outside Brazil', value: { type: 'Polygon', coordinates: [ring(2.35)] } },
        { name: 'text', value: 'a'.repeat(1000) },
        { name: 'deep nesting', value: { type: 'Polygon', coordinates: deep } },
      ];
    }
    default:
      throw new Error(`escalar sem variantes: ${leaf.scalar} (${leaf.coordinate})`);
  }
}

/** Deep copy of `variables` with `value` at `path`. */
function withValue(variables: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(variables);
  let cursor: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) cursor = cursor[step] as Record<string | number, unknown>;
  cursor[path[path.length - 1] as string | number] = value;
  return copy;
}

const showPath = (path: Path) => path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');

/** A value as a failure line shows it: long strings and lists abbreviated, control characters escaped. */
function showValue(value: unknown): string {
  if (typeof value === 'string') {
    if (value.length <= 60) return JSON.stringify(value);
    // Long: the part around the first control character (else the start), and the length.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
    const at = Math.max(0, value.search(/[\u0000-\u001f]/) - 16);
    return `…${JSON.stringify(value.slice(at, at + 32))}… (${value.length} caracteres)`;
  }
  if (Array.isArray(value) && value.length > 5) return `[${showValue(value[0])} ×${value.length}]`;
  return JSON.stringify(value);
}

interface Case {
  entry: ValidEntry;
  path: Path;
  coordinate: string;
  variant: string;
  /** The wrong value put at `path` of the entry's variables (built when the case runs). */
  value: unknown;
}

// ---------------------------------------------------------------------------------------------------

const schema = buildSchema();
const mutationType = schema.getMutationType();
if (!mutationType) throw new Error('o esquema não tem Mutation');
const mutationFields = mutationType.getFields();
const rules = new Map(fieldRules(schema).map((rule) => [rule.coordinate, rule]));

/** `mutation Fuzz($a: T!, …) { field(a: $a, …) { __typename } }` with every argument of the field. */
function operationFor(name: string): string {
  const field = mutationFields[name];
  if (!field) throw new Error(`Mutation.${name} não existe`);
  const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `mutation Fuzz(${definitions}) { ${name}(${call})${selection} }`;
}

/** Every cap the SDL declares (and the defaults), for BOUND_MESSAGES' cap texts. */
function capsInUse() {
  const text = new Set<number>([BOUNDS.stringDefaultMax]);
  const list = new Set<number>([BOUNDS.listDefaultMax]);
  const note = (type: GraphQLInputType, max: number | undefined) => {
    if (max === undefined) return;
    (isListType(isNonNullType(type) ? type.ofType : type) ? list : text).add(max);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInputObjectType(type)) for (const f of Object.values(type.getFields())) note(f.type, lengthOf(schema, f));
  }
  for (const root of [schema.getQueryType(), mutationType]) {
    for (const f of Object.values(root?.getFields() ?? {})) for (const a of f.args) note(a.type, lengthOf(schema, a));
  }
  return { text: [...text], list: [...list] };
}
const messages = schemaMessages(capsInUse());

let fixture: Fixture;
let app: FastifyInstance;
const clients = {} as Record<AccountKey, TestClient>;
let ctx: TableContext;

async function signIn(email: string, accountType: 'CONSULTANT' | 'ENTERPRISE' | 'MASTER'): Promise<TestClient> {
  const client = new TestClient(app);
  const result = await client.signIn(email, accountType);
  if (result.body.errors) throw new Error(`${email}: ${result.raw}`);
  return client;
}

beforeAll(async () => {
  let url: string;
  ({ fixture, url } = await startFixture());
  // A Google client id, so signInWithGoogle reaches its own rules (without one it refuses everything).
  app = await startBff(url, { config: { googleClientId: TEST_GOOGLE_CLIENT_ID } });
  for (const [key, account] of Object.entries(ACCOUNTS) as Array<[AccountKey, (typeof ACCOUNTS)[AccountKey]]>) {
    clients[key] = await signIn(
      account.email,
      account.role === 'MASTER' || account.role === 'ENTERPRISE' ? account.role : 'CONSULTANT',
    );
  }
  // One-time links for confirmAccount and confirmEmailUpdate.
  const resent = await new TestClient(app).gql(
    'mutation($input: RecoveryInput!) { resendVerification(input: $input) { message } }',
    { input: { email: UNVERIFIED_EMAIL, accountType: 'CONSULTANT' } },
  );
  if (resent.body.errors) throw new Error(resent.raw);
  const owner = await signIn(EMAIL_CHANGE.account, 'CONSULTANT');
  const asked = await owner.gql(
    'mutation($input: EmailChangeInput!) { requestEmailChange(input: $input) { message } }',
    {
      input: { email: EMAIL_CHANGE.newEmail, password: DEMO_PASSWORD },
    },
  );
  if (asked.body.errors) throw new Error(asked.raw);
  const ids: Seeded = await collectSeeded(clients.consultant, clients.master, clients.company);
  ctx = { ids, link: (to, kind) => outboxLink(fixture, to, kind) };
}, 60_000); // Several sign-ins (password hashing) and the id queries: room for a loaded machine.
afterAll(async () => {
  await app?.close();
  await fixture?.close();
});

const entriesOf = (mutation: string) => VALID_ENTRIES.filter((entry) => entry.mutation === mutation);
const entryName = (entry: ValidEntry) => (entry.label ? `${entry.mutation} (${entry.label})` : entry.mutation);
const roleOf = (entry: ValidEntry) => (entry.account ? ACCOUNTS[entry.account].role : null);

/** Sends one call as the entry's account (a visitor gets a fresh client: a mistaken sign-in stays with it). */
async function send(entry: ValidEntry, variables: Record<string, unknown>): Promise<GqlResponse> {
  const client = entry.account ? clients[entry.account] : new TestClient(app);
  return client.gql(operationFor(entry.mutation), variables);
}

/** What is wrong with one refusal (empty when it is right). */
function problemsOf(mutation: string, result: GqlResponse, stored: number): string[] {
  const problems: string[] = [];
  const errors = result.body.errors ?? [];
  if (result.status >= 500) problems.push(`HTTP ${result.status}`);
  if (errors.length === 0) problems.push('aceito (sem erro)');
  const data = result.body.data?.[mutation];
  if (data !== undefined && data !== null) problems.push('devolveu data');
  for (const error of errors) {
    if (ENGLISH.test(error.message)) problems.push(`mensagem em inglês: ${JSON.stringify(error.message)}`);
    else if (!messages.has(error.message))
      problems.push(`mensagem fora do pacote schema: ${JSON.stringify(error.message)}`);
    const code = String(error.extensions?.code);
    if (!KNOWN_CODES.has(code)) problems.push(`código desconhecido: ${code}`);
  }
  if (stored !== 0) problems.push(`gravou (${stored} escrita(s) no fixture)`);
  return problems;
}

/** Every case of one mutation: leaves × their variants, and lists one over their cap. */
function casesOf(mutation: string): Case[] {
  const field = mutationFields[mutation];
  if (!field) return [];
  const cases: Case[] = [];
  for (const entry of entriesOf(mutation)) {
    const variables = entry.variables(ctx);
    const { leaves, lists } = walkCall(schema, field, variables);
    for (const leaf of leaves) {
      for (const variant of variantsFor(leaf)) {
        if (EXEMPTIONS[leaf.coordinate]?.[variant.name]) continue;
        cases.push({
          entry,
          path: leaf.path,
          coordinate: leaf.coordinate,
          variant: variant.name,
          value: variant.value,
        });
      }
    }
    for (const list of lists) {
      const item = list.items[0] ?? null;
      const value = Array.from({ length: list.cap + 1 }, () => structuredClone(item));
      cases.push({ entry, path: list.path, coordinate: list.coordinate, variant: 'one item over cap', value });
    }
  }
  return cases;
}

const fuzzed = Object.keys(mutationFields).filter((name) => !(name in EXEMPT_MUTATIONS));

describe('the table of valid calls', () => {
  it('covers every Mutation field that takes arguments; the ones without are exempt by name', () => {
    const withArgs = Object.values(mutationFields)
      .filter((f) => f.args.length > 0)
      .map((f) => f.name);
    const withoutArgs = Object.values(mutationFields)
      .filter((f) => f.args.length === 0)
      .map((f) => f.name);
    expect(withArgs.filter((name) => entriesOf(name).length === 0)).toEqual([]);
    expect(Object.keys(EXEMPT_MUTATIONS).sort()).toEqual(withoutArgs.sort());
    expect(VALID_ENTRIES.map((e) => e.mutation).filter((name) => !mutationFields[name])).toEqual([]);
  });

  it('sends each mutation as a role its @auth admits', () => {
    const refused = VALID_ENTRIES.filter((entry) => {
      const rule = rules.get(`Mutation.${entry.mutation}`);
      return !rule || !admits(rule, roleOf(entry));
    }).map(entryName);
    expect(refused).toEqual([]);
  });

  it('fills every input field and list, so the walk reaches every leaf of every argument type', () => {
    const missing: string[] = [];
    for (const name of fuzzed) {
      const field = mutationFields[name];
      if (!field) continue;
      const reached = new Set<string>();
      for (const entry of entriesOf(name)) {
        for (const path of walkCall(schema, field, entry.variables(ctx)).reached) reached.add(path);
      }
      for (const path of typePaths(field)) if (!reached.has(path)) missing.push(`${name}: ${path}`);
    }
    expect(missing).toEqual([]);
  });

  it('exempts only values of input fields the schema has', () => {
    const stale = Object.keys(EXEMPTIONS).filter((coordinate) => {
      const [typeName = '', fieldName = ''] = coordinate.split('.');
      const type = schema.getType(typeName);
      return !isInputObjectType(type) || !type.getFields()[fieldName];
    });
    expect(stale).toEqual([]);
  });

  it('collects the schema package’s messages (the catalogue the refusals are checked against)', () => {
    expect(messages.size).toBeGreaterThan(200);
    for (const text of [
      schemaExports.COMMON.badRequest,
      schemaExports.BOUND_MESSAGES.invalidDate,
      schemaExports.TRAINING_MESSAGES.description,
      'Email inválido',
      'Insira a senha',
      BOUND_MESSAGES.textTooLong(BOUNDS.stringDefaultMax),
      'Erro: 404',
    ]) {
      expect(messages.has(text), text).toBe(true);
    }
    expect(messages.has('Variable "$input" got invalid value')).toBe(false);
  });
});

describe('invalid values in every mutation are refused in pt-BR and store nothing', () => {
  it.each(fuzzed)('%s', async (mutation) => {
    const cases = casesOf(mutation);
    expect(cases.length, `${mutation}: nenhuma variante`).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const item of cases) {
      const variables = withValue(item.entry.variables(ctx), item.path, item.value);
      const before = fixture.changes();
      const result = await send(item.entry, variables);
      const problems = problemsOf(mutation, result, fixture.changes() - before);
      if (problems.length > 0) {
        failures.push(
          `${entryName(item.entry)} como ${roleOf(item.entry) ?? 'visitante'}: ${showPath(item.path)} = ${showValue(item.value)} [${item.variant}]\n` +
            `    ${problems.join('; ')}\n    → HTTP ${result.status} ${result.raw.slice(0, 400)}`,
        );
      }
    }
    expect(failures, `${failures.length} de ${cases.length} variantes:\n${failures.join('\n')}`).toEqual([]);
  });
});

describe('the valid calls themselves', () => {
  // Last: they write (and delete) records. Deletes run after the edits of the same records.
  const ordered = [
    ...VALID_ENTRIES.filter((e) => !e.mutation.startsWith('delete')),
    ...VALID_ENTRIES.filter((e) => e.mutation.startsWith('delete')),
  ];
  it('are accepted as they are, so each refusal above is the injected value’s', async () => {
    const refused: string[] = [];
    for (const entry of ordered) {
      const result = await send(entry, entry.variables(ctx));
      if (result.body.errors || result.body.data?.[entry.mutation] == null) {
        refused.push(`${entryName(entry)}: ${result.raw.slice(0, 400)}`);
      }
    }
    expect(refused, refused.join('\n')).toEqual([]);
  });
});
