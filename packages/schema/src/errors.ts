/**
 * The error model shared by the BFF and the web client. Upstream statuses become GraphQL errors
 * with `extensions.code`, `extensions.status`, `extensions.severity` and the exact message of the
 * specification's catalogue for that operation.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BAD_USER_INPUT',
  'GONE',
  'ACCOUNT_NOT_VERIFIED',
  'RATE_LIMITED',
  'UPSTREAM_ERROR',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_INVALID_RESPONSE',
  'INTERNAL_SERVER_ERROR',
  'UNKNOWN_OPERATION',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Codes a request refused before any resolver ran may carry: Apollo Server's and the BFF's own refusals
 * of malformed, unknown or oversized requests (CSRF, batching, body limits).
 */
export const REQUEST_REFUSAL_CODES = [
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
] as const;

/**
 * Every code a client may see: the catalogue (a new code added to ERROR_CODES is known here too) and the
 * request refusals, but never INTERNAL_SERVER_ERROR (a crash is a bug). The one list the fuzz tests of the
 * BFF and the bench's fuzz section check answers against.
 */
export const CLIENT_VISIBLE_CODES: readonly string[] = [
  ...ERROR_CODES.filter((code) => code !== 'INTERNAL_SERVER_ERROR'),
  ...REQUEST_REFUSAL_CODES,
];
export type Severity = 'error' | 'warning';

export function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'BAD_USER_INPUT';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 410) return 'GONE';
  if (status === 429) return 'RATE_LIMITED';
  return 'UPSTREAM_ERROR';
}

/**
 * The provider marks a sign-in refused because the e-mail is not confirmed yet with this value in
 * the 403 body's `code` (the specification calls it "the not-verified marker"; its exact form is
 * not shown, so Talhão and the fixture server agree on this one).
 */
export const NOT_VERIFIED_MARKER = 'ACCOUNT_NOT_VERIFIED';
