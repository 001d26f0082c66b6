import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Header (or `?key=`) that opens a developer route from another machine. */
export const DEV_KEY_HEADER = 'x-talhao-dev-key';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Developer routes (the embedded fixture server's outbox) answer the machine itself, or whoever
 * holds the per-start key `npm start` prints. The socket's own peer is read, never X-Forwarded-For:
 * a proxy in front would otherwise make every visitor look local.
 */
export function isDeveloperRequest(request: FastifyRequest, devKey: string | undefined): boolean {
  const peer = request.raw.socket?.remoteAddress ?? '';
  if (LOOPBACK.has(peer) && !request.headers['x-forwarded-for']) return true;
  if (!devKey) return false;
  const given = request.headers[DEV_KEY_HEADER] ?? (request.query as { key?: unknown } | undefined)?.key;
  if (typeof given !== 'string' || given.length !== devKey.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(devKey));
}
