import type { FastifyInstance } from 'fastify';
import { clearOutbox, listOutbox } from '../domains/outbox/outbox';
import type { CallCounter } from '../http/calls';
import type { FixtureContext } from '../http/context';
import { parseOr400 } from '../http/errors';
import { type FaultTable, faultRulesBodySchema } from '../http/faults';

/**
 * Fixture-only routes (never mounted against a real provider): the outbox of account e-mails,
 * the upstream call counters, the injected faults, and a health check.
 */
export function registerDevRoutes(
  app: FastifyInstance,
  ctx: FixtureContext,
  calls: CallCounter,
  faults: FaultTable,
): void {
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
