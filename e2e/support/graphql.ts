import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';

/**
 * The web app's operations by name, from codegen's persisted documents. The e2e BFF runs in production, which
 * answers only these (trusted documents), so specs send the app's own documents, by id as the app does.
 */
const MANIFEST = JSON.parse(
  readFileSync(new URL('../../packages/web/src/gql/persisted-documents.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The `sha256:<hex>` id of the web app's operation `operationName`; throws when the app has none. */
export function listedDocumentId(operationName: string): string {
  const pattern = new RegExp(`\\b(query|mutation) ${operationName}\\b`);
  const found = Object.entries(MANIFEST).find(([, text]) => pattern.test(text));
  if (!found) throw new Error(`the web app has no operation named ${operationName}`);
  return found[0];
}

/** The JSON body the app sends for `operationName`: its id and variables, no text. */
export const operationBody = (operationName: string, variables: Record<string, unknown> = {}) => ({
  documentId: listedDocumentId(operationName),
  variables,
});

/**
 * One of the web app's operations with the page's session, for a spec to pick seeded records its journey needs (a
 * consultancy with a report, a farmer with sectors) instead of assuming where they sit in a list. Fails loudly on
 * any error.
 */
export async function gql<T>(page: Page, operationName: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', {
    data: operationBody(operationName, variables),
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`GraphQL ${operationName} failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface SentOperation {
  operationName?: string;
  variables?: Record<string, unknown>;
}

/**
 * The operation a page's request to /graphql carries, or null for any other request: the app sends its queries as
 * GETs (name and variables in the URL) and its mutations as POSTs (in the JSON body).
 */
export function sentOperation(request: Request): SentOperation | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  if (request.method() === 'GET') {
    const variables = url.searchParams.get('variables');
    return {
      operationName: url.searchParams.get('operationName') ?? undefined,
      variables: variables ? (JSON.parse(variables) as Record<string, unknown>) : undefined,
    };
  }
  return (request.postDataJSON() as SentOperation | null) ?? {};
}
