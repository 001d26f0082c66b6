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
    // Callback hooks: they run on every request and never wait (an async hook costs a promise each).
    app.addHook('onRequest', (request, _reply, done) => {
      request.upstreamMetrics = new UpstreamMetrics();
      done();
    });
    if (!config.serverTiming) return;
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('server-timing', (request.upstreamMetrics ?? new UpstreamMetrics()).serverTiming());
      done(null, payload);
    });
  },
  { name: 'talhao-server-timing' },
);
