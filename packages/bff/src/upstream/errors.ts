import {
  CATALOGUE,
  type CatalogueOperation,
  COMMON,
  codeForStatus,
  messageFor,
  NOT_VERIFIED_MARKER,
  upstreamErrorBodySchema,
} from '@talhao/schema';
import type { GraphQLError } from 'graphql';
import { appError } from '../errors';

/** The marker (`code`) and text (`message`) of an upstream error body, when it has that shape. */
export function readErrorBody(body: unknown): { code?: string; message?: string } {
  const parsed = upstreamErrorBodySchema.safeParse(body);
  if (!parsed.success) return {};
  const { code, message } = parsed.data;
  return { code, message: Array.isArray(message) ? message.join('; ') : message };
}

/**
 * An upstream status as the error the client shows: the catalogue's text for this operation and
 * status. A 401 on a call made with the session's token means the session is over (not "wrong
 * password"), so it gets the session-expired text.
 */
export function upstreamStatusError(
  operation: CatalogueOperation,
  status: number,
  body: unknown,
  { withSession, codeMessages }: { withSession: boolean; codeMessages?: Readonly<Record<string, string>> | undefined },
): GraphQLError {
  if (status === 401 && withSession) {
    return appError('UNAUTHENTICATED', COMMON.sessionExpired, { status });
  }
  const code = readErrorBody(body).code;
  const byCode = code ? codeMessages?.[code] : undefined;
  if (byCode) return appError(codeForStatus(status), byCode, { status });
  if (status === 403 && code === NOT_VERIFIED_MARKER) {
    const { message, severity } = messageFor(CATALOGUE.signInNotVerified, 403);
    return appError('ACCOUNT_NOT_VERIFIED', message, { status, severity });
  }
  const { message, severity } = messageFor(CATALOGUE[operation], status);
  return appError(codeForStatus(status), message, { status, severity });
}

export const upstreamUnavailableError = (cause?: unknown) =>
  appError('UPSTREAM_UNAVAILABLE', COMMON.upstreamUnavailable, { status: 503, cause });

export const upstreamInvalidError = () =>
  appError('UPSTREAM_INVALID_RESPONSE', COMMON.upstreamInvalid, { status: 502 });
