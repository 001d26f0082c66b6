import type { FastifyInstance } from 'fastify';

/**
 * The single hook point for fault injection. It runs first for every request, after the route
 * is matched (so `request.routeOptions.config.meta` names the family and route template).
 *
 * Currently a no-op. Latency, hangs, 5xx answers, connection resets and malformed bodies will be
 * configured here per family/route (from options or a dev route) for the BFF's reliability tests;
 * nothing else in the server needs to change for that.
 */
export function registerFaults(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, _reply) => {
    // No faults configured.
  });
}
