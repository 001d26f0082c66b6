import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Dev and health routes are not provider calls. */
const UNCOUNTED = /^\/(__dev|healthz)(\/|$|\?)/;

/**
 * Counts calls per `METHOD /familyName/route-template` (the family's name, not its configured
 * prefix, so counts read the same whatever the table). Requests no route matched count under
 * `METHOD <path> (sem rota)`, so a wrong call shows up without being mistaken for a right one.
 */
export class CallCounter {
  private counts: Record<string, number> = {};

  register(app: FastifyInstance): void {
    app.addHook('onRequest', async (request) => {
      const key = this.keyOf(request);
      if (key) this.counts[key] = (this.counts[key] ?? 0) + 1;
    });
  }

  private keyOf(request: FastifyRequest): string | null {
    if (UNCOUNTED.test(request.url) || request.method === 'HEAD' || request.method === 'OPTIONS') return null;
    const meta = request.routeOptions.config.meta;
    if (meta) return `${request.method} ${meta.template}`;
    if (request.routeOptions.url) return `${request.method} ${request.routeOptions.url}`;
    return `${request.method} ${request.url.split('?')[0]} (sem rota)`;
  }

  snapshot(): Record<string, number> {
    return { ...this.counts };
  }

  reset(): void {
    this.counts = {};
  }
}
