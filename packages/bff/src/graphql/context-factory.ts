import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context';
import type { Services } from '../services';
import { SessionAccess } from '../session';
import { UpstreamMetrics } from '../upstream/metrics';
import { RequestUpstream } from '../upstream/request-upstream';
import { ViewerLoader } from './account/viewer-loader';

/** One context per GraphQL request: per-request session view, upstream binding and loaders. */
export function createRequestContext(services: Services, request: FastifyRequest, reply: FastifyReply): RequestContext {
  const session = new SessionAccess(request, services.config.sessionTtlHours, services.now);
  request.upstreamMetrics ??= new UpstreamMetrics();
  const upstream = new RequestUpstream(services.upstream, {
    session,
    metrics: request.upstreamMetrics,
    log: request.log,
    requestId: request.id,
  });
  return {
    config: services.config,
    request,
    reply,
    log: request.log,
    session,
    upstream,
    viewer: new ViewerLoader(upstream, session),
    places: services.places,
    rateLimit: (operation) => request.server.checkRateLimit(request, operation),
    now: services.now,
  };
}
