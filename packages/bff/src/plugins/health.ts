import { COMMON } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

/** /healthz: the process answers. /readyz: the provider answers too (any status below 500). */
export async function healthPlugin(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      const response = await services.upstream.send({
        path: services.upstream.filePath('/healthz'),
        method: 'GET',
        log: request.log,
        retry: false,
      });
      await response.body.dump();
      if (response.statusCode < 500) return { status: 'ready', upstream: 'ok' };
      return reply
        .code(503)
        .send({ status: 'unavailable', code: 'UPSTREAM_UNAVAILABLE', message: COMMON.upstreamUnavailable });
    } catch {
      return reply
        .code(503)
        .send({ status: 'unavailable', code: 'UPSTREAM_UNAVAILABLE', message: COMMON.upstreamUnavailable });
    }
  });
}
