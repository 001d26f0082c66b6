import type { FastifyInstance } from 'fastify';
import { clearOutbox, listOutbox } from '../domains/outbox/outbox';
import type { CallCounter } from '../http/calls';
import type { FixtureContext } from '../http/context';
import type { FaultTable } from '../http/faults';

/**
 * Fixture-only routes (never mounted against a real provider): the outbox of account e-mails,
 * the upstream call counters, and a health check.
 */
export function registerDevRoutes(
  app: FastifyInstance,
  ctx: FixtureContext,
  calls: CallCounter,
  _faults: FaultTable,
): void {
  // TODO(issue 5): GET/PUT/DELETE /__dev/faults over `_faults`.
  app.get('/healthz', async () => ({ status: 'ok' }));

  /** Newest first; `?to=` and `?kind=` narrow the list (e2e follows the links). */
  app.get('/__dev/outbox', async (request) => {
    const { to, kind } = (request.query ?? {}) as { to?: string; kind?: string };
    return listOutbox(ctx.store).filter((m) => (!to || m.to === to.trim().toLowerCase()) && (!kind || m.kind === kind));
  });
  app.delete('/__dev/outbox', async (_request, reply) => {
    clearOutbox(ctx.store);
    return reply.code(204).send();
  });

  app.get('/__dev/calls', async () => calls.snapshot());
  app.delete('/__dev/calls', async (_request, reply) => {
    calls.reset();
    return reply.code(204).send();
  });
}
