/**
 * GraphQL without a client library, for the signed-out pages and the boot of the app: one POST of a
 * persisted operation (`virtual:operation/<Name>`, build/operations.ts), same headers as Apollo's link
 * (same-origin cookie, the CSRF preflight header). Apollo Client, rxjs and graphql load only after sign-in.
 *
 * The body names the manifest's document by `documentId` only; the BFF runs its listed copy of it.
 */
export interface PersistedOperation {
  documentId: string;
  operationName: string;
}

export interface GraphQLErrorBody {
  message: string;
  extensions?: Record<string, unknown>;
}

/**
 * A refused operation: `errors` are the BFF's GraphQL errors (pt-BR catalogue texts, app/errors.ts reads
 * them as it reads Apollo's), `statusCode` the HTTP status when the answer was not a GraphQL result.
 */
export class GraphQLRequestError extends Error {
  readonly errors: GraphQLErrorBody[];
  readonly statusCode: number;

  constructor(statusCode: number, errors: GraphQLErrorBody[]) {
    super(errors[0]?.message ?? `HTTP ${statusCode}`);
    this.name = 'GraphQLRequestError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const GRAPHQL_URL = '/graphql';

/** Runs `operation`; resolves with `data`, rejects with GraphQLRequestError (or fetch's TypeError offline). */
export async function runOperation<TData>(
  operation: PersistedOperation,
  variables?: Record<string, unknown>,
): Promise<TData> {
  const response = await fetch(GRAPHQL_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      operationName: operation.operationName,
      documentId: operation.documentId,
      variables: variables ?? {},
    }),
  });
  const body = (await response.json().catch(() => null)) as { data?: TData | null; errors?: GraphQLErrorBody[] } | null;
  if (body?.errors?.length) throw new GraphQLRequestError(response.status, body.errors);
  if (!response.ok || !body?.data) throw new GraphQLRequestError(response.status, []);
  return body.data;
}
