import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** An answer with a status other than 2xx; the body is `{statusCode, message, code?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message = 'Dados inválidos') => new HttpError(400, message);
export const unauthorized = (message = 'Não autenticado') => new HttpError(401, message);
export const forbidden = (message: string, code?: string) => new HttpError(403, message, code);
export const notFound = (message = 'Não encontrado') => new HttpError(404, message);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
export const gone = (message: string) => new HttpError(410, message);

/**
 * The provider's pt-BR text for an issue of a contract schema that states only the shape (packages/schema
 * `upstream/*`); `undefined` keeps the schema's own message. Texts a schema defines itself always win.
 */
export type IssueTexts = (issue: z.core.$ZodRawIssue) => string | undefined;

/**
 * Parses a request part with zod; the first issue's message becomes the 400 message, followed by the
 * field's path. `fieldNames` renames path heads when the schema is a form whose fields the provider
 * names differently (e.g. `periodicity` → `notificationPeriodicity`); `texts` words the issues of a
 * contract schema that has no texts of its own.
 */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  value: unknown,
  fieldNames: Readonly<Record<string, string>> = {},
  texts?: IssueTexts,
): z.infer<S> {
  const result = schema.safeParse(value, texts ? { error: texts } : undefined);
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = issue?.path.map((part, index) => (index === 0 ? (fieldNames[String(part)] ?? part) : part)) ?? [];
    const where = path.length ? ` (${path.join('.')})` : '';
    throw badRequest(`${issue?.message ?? 'Dados inválidos'}${where}`);
  }
  return result.data;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ statusCode: error.statusCode, message: error.message, ...(error.code ? { code: error.code } : {}) });
    }
    // Fastify's own 4xx (malformed JSON, unsupported content type, body too large…) keep their status.
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const message = status >= 500 ? 'Erro interno do servidor' : error.message;
    return reply.code(status).send({ statusCode: status, message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ statusCode: 404, message: `Rota não encontrada: ${request.method} ${request.url}` }),
  );
}
