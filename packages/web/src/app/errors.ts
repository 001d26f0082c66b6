import { COMMON, type Severity } from '@talhao/schema';

interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown> | undefined;
}

/*
 * Read by shape, not by class: Apollo's CombinedGraphQLErrors and ServerError and the signed-out pages'
 * GraphQLRequestError (app/lightGraphql.ts) all fit, and the toasts of /login need no Apollo code.
 */

/** The first GraphQL error of an Apollo error (or of an error-shaped object), if any. */
function firstGraphQLError(err: unknown): GraphQLErrorLike | undefined {
  if (err && typeof err === 'object') {
    const errors = (err as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors[0] && typeof errors[0] === 'object') return errors[0] as GraphQLErrorLike;
    const graphQLErrors = (err as { graphQLErrors?: unknown }).graphQLErrors;
    if (Array.isArray(graphQLErrors) && graphQLErrors[0]) return graphQLErrors[0] as GraphQLErrorLike;
    if ('extensions' in err && typeof (err as GraphQLErrorLike).message === 'string') return err as GraphQLErrorLike;
  }
  return undefined;
}

/** The HTTP status of a failed answer that carried no GraphQL error (Apollo's ServerError and ours). */
function httpStatus(err: unknown): number | undefined {
  if (!(err instanceof Error)) return undefined;
  const status = (err as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** The message to show: the BFF already sends the catalogue's exact pt-BR text. */
export function errorMessage(err: unknown): string {
  const gql = firstGraphQLError(err);
  if (gql?.message) return gql.message;
  const statusCode = httpStatus(err);
  if (statusCode !== undefined) {
    if (statusCode === 429) return COMMON.rateLimited;
    if (statusCode >= 500) return COMMON.upstreamUnavailable;
    return COMMON.internal;
  }
  if (err instanceof TypeError) return COMMON.upstreamUnavailable; // fetch failed: offline or BFF down
  if (typeof err === 'string' && err) return err;
  if (err instanceof Error && err.message) return err.message;
  return COMMON.internal;
}

export function errorSeverity(err: unknown): Severity {
  return firstGraphQLError(err)?.extensions?.severity === 'warning' ? 'warning' : 'error';
}

export function errorCode(err: unknown): string | undefined {
  const code = firstGraphQLError(err)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
