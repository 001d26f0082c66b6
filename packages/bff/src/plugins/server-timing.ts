import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { UpstreamMetrics } from '../upstream/metrics';

declare module 'fastify' {
  interface FastifyRequest {
    /** Upstream calls made for this request (Server-Timing). */
    upstreamMetrics: UpstreamMetrics;
  }
}

/**
 * Every response says how many upstream calls it cost and how long they took, so N+1 shows at a
 * glance — in development and tests (or with SERVER_TIMING=true, as the bench runs). In production
 * the header is not sent: it would tell every visitor how the provider is reached and how slow it is.
 */
export const serverTimingPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorateRequest('upstreamMetrics', null as unknown as UpstreamMetrics);
    app.addHook('onRequest', async (request) => {
      request.upstreamMetrics = new UpstreamMetrics();
    });
    if (!config.serverTiming) return;
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('server-timing', (request.upstreamMetrics ?? new UpstreamMetrics()).serverTiming());
      return payload;
    });
  },
  { name: 'talhao-server-timing' },
);
