import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UpstreamMetrics } from '../upstream/metrics';

declare module 'fastify' {
  interface FastifyRequest {
    /** Upstream calls made for this request (Server-Timing). */
    upstreamMetrics: UpstreamMetrics;
  }
}

/** Every response says how many upstream calls it cost and how long they took: N+1 shows at a glance. */
export const serverTimingPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('upstreamMetrics', null as unknown as UpstreamMetrics);
    app.addHook('onRequest', async (request) => {
      request.upstreamMetrics = new UpstreamMetrics();
    });
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('server-timing', (request.upstreamMetrics ?? new UpstreamMetrics()).serverTiming());
      return payload;
    });
  },
  { name: 'talhao-server-timing' },
);
