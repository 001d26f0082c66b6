import type { DocumentNode } from 'graphql';
import { vi } from 'vitest';

/*
 * The light client's network (app/lightGraphql.ts) in tests: `fetch` on /graphql answered from the same
 * mocks the Apollo tests use ({ request: { query, variables }, result | error }), each used once, matched on
 * the operation's name and its variables — so a page that moved off Apollo keeps its tests' mocks.
 */
interface FetchMock {
  request: { query: DocumentNode; variables?: unknown };
  result?: unknown;
  error?: unknown;
}

const operationName = (query: DocumentNode) => {
  for (const definition of query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, sortKeys(item)]),
    );
  }
  return value;
}

/** MockLink's rule: no variables match any, a function decides, else equal values. */
function variablesMatch(expected: unknown, actual: unknown): boolean {
  if (expected === undefined) return true;
  if (typeof expected === 'function') return Boolean(expected(actual));
  return sameJson(expected, actual);
}

/** Installs the mock; `operations` receives each operation name sent. Restored by vi.unstubAllGlobals(). */
export function mockGraphqlFetch(mocks: readonly FetchMock[], operations?: string[]) {
  const unused = [...mocks];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/graphql')) throw new TypeError(`unexpected fetch of ${url} in a test`);
    const body = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string; variables?: unknown };
    operations?.push(body.operationName ?? '(anonymous)');
    const index = unused.findIndex(
      (mock) =>
        operationName(mock.request.query) === body.operationName &&
        variablesMatch(mock.request.variables, body.variables ?? {}),
    );
    if (index < 0) {
      throw new Error(`no mock for ${body.operationName} ${JSON.stringify(body.variables)}`);
    }
    const [mock] = unused.splice(index, 1);
    if (mock?.error) throw mock.error;
    // Like MockLink, a result may be a function of the variables (tests count calls with it).
    const result = typeof mock?.result === 'function' ? mock.result(body.variables ?? {}) : mock?.result;
    return new Response(JSON.stringify(result ?? { data: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
