import { type ErrorCode, messageFor, type OperationMessages, type Severity } from '@talhao/schema';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';

export interface AppErrorOptions {
  status?: number;
  severity?: Severity;
  field?: string;
  /** Logged on the server, never sent (upstream details stay private). */
  cause?: unknown;
}

/** A GraphQL error in the shared model: `extensions.code`, `status`, `severity` and the pt-BR message. */
export function appError(code: ErrorCode, message: string, options: AppErrorOptions = {}): GraphQLError {
  const extensions: Record<string, unknown> = { code, severity: options.severity ?? 'error' };
  if (options.status !== undefined) extensions.status = options.status;
  if (options.field !== undefined) extensions.field = options.field;
  return new GraphQLError(message, {
    extensions,
    originalError: options.cause instanceof Error ? options.cause : undefined,
  });
}

export const errorCode = (error: unknown): string | undefined =>
  error instanceof GraphQLError ? (error.extensions?.code as string | undefined) : undefined;

/** A zod failure as BAD_USER_INPUT: the first issue's message (the form's exact text) and its field path. */
export function validationError(error: z.ZodError): GraphQLError {
  const issue = error.issues[0];
  return appError('BAD_USER_INPUT', issue?.message ?? 'Dados inválidos', {
    status: 400,
    field: issue ? issue.path.map(String).join('.') : undefined,
  });
}

/** Parses input with the shared zod schema (the same one the web form uses) or throws BAD_USER_INPUT. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Codes that describe the session or the provider itself, whatever the operation: never reworded. */
const OPERATION_NEUTRAL = new Set(['UNAUTHENTICATED', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_INVALID_RESPONSE']);

/**
 * An upstream status error raised by a shared loader, reworded with another operation's catalogue
 * entry (a loader caches one call for several fields, each with its own messages).
 */
export function rewordUpstreamError(error: unknown, operation: OperationMessages): unknown {
  if (!(error instanceof GraphQLError)) return error;
  const { status, code } = error.extensions ?? {};
  if (typeof status !== 'number' || typeof code !== 'string' || OPERATION_NEUTRAL.has(code)) return error;
  const { message, severity } = messageFor(operation, status);
  return appError(code as ErrorCode, message, { status, severity });
}
