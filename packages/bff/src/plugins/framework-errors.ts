import { COMMON } from '@talhao/schema';
import type { GraphQLFormattedError } from 'graphql';
import { UserInputMessage } from '../graphql/base/scalars';

/**
 * Codes graphql-js and Apollo give to requests they refuse before any resolver runs (a malformed
 * document, an unknown field, a variable of the wrong type, introspection in production). Their
 * messages are English and name the schema's internals; the user sees pt-BR instead.
 */
const FRAMEWORK_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** Apollo's CSRF prevention (a simple content type without the preflight header). */
const CSRF_REFUSAL = /Cross-Site Request Forgery/;

/** The pt-BR refusal a scalar (Date, DateTime) raised, wherever graphql-js wrapped it. */
function userInputMessage(error: unknown): string | undefined {
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 5; depth += 1) {
    if (cause instanceof UserInputMessage) return cause.message;
    cause = (cause as { originalError?: unknown }).originalError;
  }
  return undefined;
}

/**
 * The field of a variable coercion error, as the forms name it: graphql-js writes
 * `Variable "$input" got invalid value … at "input.startDate"`; the field is `startDate` (the path
 * inside the variable), or the variable itself when it is a bare scalar.
 */
function variableField(message: string): string | undefined {
  const at = /\bat "([^"]+)"/.exec(message)?.[1];
  if (at) return at.split('.').slice(1).join('.') || at;
  return /^Variable "\$([\w]+)"/.exec(message)?.[1];
}

/**
 * Rewords framework refusals in pt-BR. Talhão's own errors carry `extensions.severity` and are left
 * as they are. Outside production the original English text stays in `extensions.detail` for
 * whoever is working in GraphiQL.
 */
export function localizeFrameworkError(
  formatted: GraphQLFormattedError,
  error: unknown,
  isProduction: boolean,
): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code !== 'string' || !FRAMEWORK_CODES.has(code) || formatted.extensions?.severity !== undefined) {
    return formatted;
  }
  const ownMessage = userInputMessage(error);
  const message =
    ownMessage ??
    (formatted.extensions?.validationErrorCode === 'INTROSPECTION_DISABLED'
      ? COMMON.introspectionDisabled
      : CSRF_REFUSAL.test(formatted.message)
        ? COMMON.csrfBlocked
        : COMMON.badRequest);
  const { http: _http, stacktrace: _stack, ...rest } = formatted.extensions ?? {};
  const field = ownMessage ? variableField(formatted.message) : undefined;
  return {
    message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      ...rest,
      code: ownMessage ? 'BAD_USER_INPUT' : code,
      severity: 'error',
      ...(ownMessage ? { status: 400 } : {}),
      ...(field ? { field } : {}),
      ...(isProduction ? {} : { detail: formatted.message }),
    },
  };
}
