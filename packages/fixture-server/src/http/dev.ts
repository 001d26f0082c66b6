import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CallCounter } from './calls';
import { notFound, parseOr400 } from './errors';
import { type FaultTable, faultRulesBodySchema } from './faults';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
export const DEV_KEY_HEADER = 'x-talhao-dev-key';

/**
 * The developer routes hold account e-mails (confirmation links, temporary passwords) and can change
 * how the server behaves: they answer this machine only (the socket's peer, not a forwarded
 * address), or a caller with `devKey` when one is configured. Anyone else gets the plain 404, and
 * nothing here is ever cached.
 */
function guardDevRoutes(app: FastifyInstance, devKey: string | undefined): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/__dev/')) return;
    reply.header('cache-control', 'no-store');
    const peer = request.raw.socket?.remoteAddress ?? '';
    if (LOOPBACK.has(peer) && !request.headers['x-forwarded-for']) return;
    const given = request.headers[DEV_KEY_HEADER];
    if (devKey && typeof given === 'string' && given.length === devKey.length) {
      if (timingSafeEqual(Buffer.from(given), Buffer.from(devKey))) return;
    }
    throw notFound('Rota não encontrada');
  });
}

/**
 * Fixture-only routes (never mounted against a real provider): the upstream call counters, the
 * injected faults, and a health check. The outbox of account e-mails is domains/outbox/routes.ts,
 * under the same /__dev guard.
 */
export function registerDevRoutes(app: FastifyInstance, calls: CallCounter, faults: FaultTable, devKey?: string): void {
  guardDevRoutes(app, devKey);
  app.get('/healthz', async () => ({ status: 'ok' }));

  /** Fault injection for reliability tests and benchmarks: the rules still in force (spent ones are gone). */
  app.get('/__dev/faults', async () => ({ rules: faults.list() }));
  /** Replaces every rule; 400 with the first problem when the body is not `{ rules: FaultRule[] }`. */
  app.put('/__dev/faults', async (request) => {
    const { rules } = parseOr400(faultRulesBodySchema, request.body);
    faults.set(rules);
    return { rules: faults.list() };
  });
  app.delete('/__dev/faults', async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });

  app.get('/__dev/calls', async () => calls.snapshot());
  app.delete('/__dev/calls', async (_request, reply) => {
    calls.reset();
    return reply.code(204).send();
  });
}
