import type { FastifyInstance } from 'fastify';
import type { FixtureContext } from '../../http/context';
import { clearOutbox, listOutbox } from './outbox';

/** The dev mailbox (fixture only, behind the /__dev guard of http/dev.ts): account e-mails, newest first. */
export function registerOutboxRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  /** Newest first; `?to=` and `?kind=` narrow the list (e2e follows the links). */
  app.get('/__dev/outbox', async (request) => {
    const { to, kind } = (request.query ?? {}) as { to?: string; kind?: string };
    return listOutbox(ctx.store).filter((m) => (!to || m.to === to.trim().toLowerCase()) && (!kind || m.kind === kind));
  });
  app.delete('/__dev/outbox', async (_request, reply) => {
    clearOutbox(ctx.store);
    return reply.code(204).send();
  });
}
