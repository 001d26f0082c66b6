import { COMMON, ERROR_CODES, type ErrorCode } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { type CsvRow, csvFileName, csvStream } from '../exports/csv';
import type { ExportTarget } from '../exports/targets';
import { createRequestContext } from '../graphql/context-factory';
import type { Services } from '../services';
import { sendError } from './http-errors';

const STATUS_OF_CODE: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 503,
  UPSTREAM_INVALID_RESPONSE: 502,
  UPSTREAM_ERROR: 502,
};

/** The status, code and pt-BR text of a failure before the first row (an appError of the domain, or a bug). */
function failureOf(error: unknown): { status: number; code: ErrorCode; message: string } {
  if (error instanceof GraphQLError) {
    const raw = error.extensions?.code;
    const code = (ERROR_CODES as readonly string[]).includes(String(raw))
      ? (raw as ErrorCode)
      : 'INTERNAL_SERVER_ERROR';
    const declared = error.extensions?.status;
    const status =
      typeof declared === 'number' && declared >= 400 && declared < 500 ? declared : (STATUS_OF_CODE[code] ?? 500);
    return { status, code, message: error.message };
  }
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: COMMON.internal };
}

/**
 * GET /exports/<name>.csv?… for every export target: signed-in users of the target's roles only; the query string
 * is checked with the target's schema; the first row is read before anything is sent, so a refusal (not found,
 * forbidden, provider down) answers a JSON error with its status, and a failure later ends the download early
 * (logged). A master's read-only visit (viewAs) has no exports: the area's owner exports their own data.
 */
export async function exportsPlugin(
  app: FastifyInstance,
  { services, targets }: { services: Services; targets: readonly ExportTarget[] },
) {
  for (const target of targets) {
    app.get(`/exports/${target.name}.csv`, async (request, reply) => {
      const context = createRequestContext(services, request, reply);
      const user = context.session.get();
      if (!user) return sendError(reply, 401, 'UNAUTHENTICATED', COMMON.sessionExpired);
      if (!target.roles.includes(user.role as (typeof target.roles)[number]))
        return sendError(reply, 403, 'FORBIDDEN', COMMON.forbidden);
      const parsed = target.params.safeParse(request.query ?? {});
      if (!parsed.success) {
        return sendError(reply, 400, 'BAD_USER_INPUT', parsed.error.issues[0]?.message ?? COMMON.badRequest);
      }

      let iterator: AsyncIterator<CsvRow>;
      let first: IteratorResult<CsvRow>;
      let stem: string;
      try {
        stem = await target.fileStem(context, parsed.data);
        iterator = target.rows(context, parsed.data)[Symbol.asyncIterator]();
        first = await iterator.next();
      } catch (error) {
        const failure = failureOf(error);
        if (failure.status >= 500) request.log.error({ err: error, export: target.name }, 'export failed');
        return sendError(reply, failure.status, failure.code, failure.message);
      }
      const rows = (async function* () {
        try {
          if (!first.done) yield first.value;
          for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
        } catch (error) {
          request.log.error({ err: error, export: target.name }, 'export failed after its first row');
          throw error;
        }
      })();
      const fileName = csvFileName(stem, services.now());
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return reply.send(csvStream(target.columns, rows));
    });
  }
}
