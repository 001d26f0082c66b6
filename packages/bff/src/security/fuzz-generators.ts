/**
 * The value generators of the fuzz, shared by the BFF's 400-operation test (fuzz.test.ts, in-process) and
 * the bench's 10,000-operation section (bench/src/fuzz.ts, over HTTP): values of a GraphQL input type with
 * edge cases (1e308, 2³¹, huge strings, unicode, control characters, nulls, path and injection payloads),
 * values a type must refuse, the variables of a listed document, and what no answer may contain.
 * Everything is drawn through fast-check's `fc.gen()`, so a run is reproducible from its seed.
 */
import { CLIENT_VISIBLE_CODES, FAMILY_NAMES } from '@talhao/schema';
import fc from 'fast-check';
import {
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  type TypeNode,
  typeFromAST,
} from 'graphql';

export type Gen = fc.GeneratorValue;

/** Codes a client may see (packages/schema's one list). */
export const KNOWN_CODES: ReadonlySet<string> = new Set(CLIENT_VISIBLE_CODES);

export const EDGE_STRINGS = [
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

export const EDGE_IDS = [
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

/** One item, drawn by index: fc.gen compares factory arguments, and schema objects are cyclic. */
export function pick<T>(g: Gen, items: readonly T[]): T {
  return items[g(fc.integer, { min: 0, max: items.length - 1 })] as T;
}

export interface ValueOptions {
  /** Real ids to mix in for ID values (e.g. other users' records), besides the edge ids. */
  ids?: readonly string[];
}

export function stringValue(g: Gen): string {
  return g(() =>
    fc.oneof(
      fc.constantFrom(...EDGE_STRINGS),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
    ),
  );
}

export function scalarValue(g: Gen, name: string, options: ValueOptions = {}): unknown {
  switch (name) {
    case 'Int':
      return g(() => fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1, 2_147_483_647, -2_147_483_648, 9999, 1, 2, 100)));
    case 'Float':
      return g(() => fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(-90, 90, 0, 1e308)));
    case 'Boolean':
      return g(fc.boolean);
    case 'ID': {
      const ids = options.ids ?? [];
      return g(() =>
        fc.oneof(
          fc.constantFrom(...EDGE_IDS),
          fc.string({ maxLength: 30 }),
          fc.nat().map(String),
          ...(ids.length > 0 ? [fc.constantFrom(...ids)] : []),
        ),
      );
    }
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
export function inputValue(g: Gen, type: GraphQLInputType, depth = 0, options: ValueOptions = {}): unknown {
  if (isNonNullType(type)) return nonNullValue(g, type.ofType, depth, options);
  if (g(fc.integer, { min: 0, max: 7 }) === 0) return null;
  return nonNullValue(g, type, depth, options);
}

function nonNullValue(g: Gen, type: GraphQLInputType, depth: number, options: ValueOptions): unknown {
  if (isNonNullType(type)) return nonNullValue(g, type.ofType, depth, options);
  if (isListType(type)) {
    const length = depth > 2 ? 0 : g(fc.integer, { min: 0, max: 3 });
    return Array.from({ length }, () => inputValue(g, type.ofType, depth + 1, options));
  }
  if (isEnumType(type)) return pick(g, type.getValues()).name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) || g(fc.boolean)) value[field.name] = inputValue(g, field.type, depth + 1, options);
    }
    return value;
  }
  return scalarValue(g, type.name, options);
}

/** A value the type does not accept. */
export function wrongValue(g: Gen, type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  const candidates: unknown[] = [{ a: 1 }, [1, 'dois'], true, 'texto', 3.5, 2 ** 31, -(2 ** 53), 1e308];
  if (isNonNullType(type)) candidates.push(null);
  if (isEnumType(named)) candidates.push('NAO_EXISTE', 'consultant');
  if (isInputObjectType(named)) candidates.push({ campoDesconhecido: 1 }, {});
  return pick(g, candidates);
}

export interface DocumentVariable {
  name: string;
  type: GraphQLInputType;
}

/** The variables a document's operation declares, with their schema types. */
export function documentVariables(schema: GraphQLSchema, document: string): DocumentVariable[] {
  const operation = parse(document).definitions.find((definition) => definition.kind === 'OperationDefinition');
  if (operation?.kind !== 'OperationDefinition') throw new Error('document without an operation');
  return (operation.variableDefinitions ?? []).map((definition) => {
    const type = typeFromAST(schema, definition.type as TypeNode & { kind: 'NamedType' }) as GraphQLInputType;
    if (!type) throw new Error(`unknown type of $${definition.variable.name.value}`);
    return { name: definition.variable.name.value, type };
  });
}

/** Stack frames, module paths, Node internals. */
export const STACK_PATTERNS = [/ {4}at /, /\bat [\w.<>]+ \(/, /\.[cm]?[jt]s:\d+/, /node:internal/, /node_modules/];

/**
 * What no answer may contain: stack frames, the repository's paths, the provider's address (URL,
 * host:port) or its REST families' paths. `secrets` adds the run's own (repo root, upstream URL).
 */
export function leaksIn(text: string, secrets: { repoRoot: string; upstreamUrl: string }): string[] {
  const { host } = new URL(secrets.upstreamUrl);
  const found = STACK_PATTERNS.filter((pattern) => pattern.test(text)).map(String);
  for (const secret of [secrets.repoRoot, 'packages/bff', 'packages/schema', host, secrets.upstreamUrl]) {
    if (text.includes(secret)) found.push(secret);
  }
  for (const family of FAMILY_NAMES) if (text.includes(family)) found.push(family);
  return found;
}

/** The error codes of an answer body: GraphQL `errors[].extensions.code`, or a plain `{ code }`; '<not json>' else. */
export function codesOf(text: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return ['<not json>'];
  }
  if (body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors)) {
    return body.errors.map((error: { extensions?: { code?: unknown } }) => String(error.extensions?.code));
  }
  if (body && typeof body === 'object' && 'code' in body) return [String(body.code)];
  return [];
}
