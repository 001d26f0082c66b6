import type { ErrorCode } from '@talhao/schema';
import type { FastifyReply } from 'fastify';

/** The JSON error body of the REST routes (uploads, downloads): same codes and texts as GraphQL. */
export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send({ code, message });
}
