import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { COMMON, type Severity } from '@talhao/schema';

interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown> | undefined;
}

/** The first GraphQL error of an Apollo error (or of an error-shaped object), if any. */
function firstGraphQLError(err: unknown): GraphQLErrorLike | undefined {
  if (CombinedGraphQLErrors.is(err)) return err.errors[0] as GraphQLErrorLike | undefined;
  if (err && typeof err === 'object') {
    const errors = (err as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors[0] && typeof errors[0] === 'object') return errors[0] as GraphQLErrorLike;
    const graphQLErrors = (err as { graphQLErrors?: unknown }).graphQLErrors;
    if (Array.isArray(graphQLErrors) && graphQLErrors[0]) return graphQLErrors[0] as GraphQLErrorLike;
    if ('extensions' in err && typeof (err as GraphQLErrorLike).message === 'string') return err as GraphQLErrorLike;
  }
  return undefined;
}

/** The message to show: the BFF already sends the catalogue's exact pt-BR text. */
export function errorMessage(err: unknown): string {
  const gql = firstGraphQLError(err);
  if (gql?.message) return gql.message;
  if (ServerError.is(err)) {
    if (err.statusCode === 429) return COMMON.rateLimited;
    if (err.statusCode >= 500) return COMMON.upstreamUnavailable;
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
