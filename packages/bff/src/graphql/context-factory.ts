import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataScope, RequestContext } from '../context';
import type { Services } from '../services';
import { SessionAccess } from '../session';
import { UpstreamMetrics } from '../upstream/metrics';
import { RequestUpstream } from '../upstream/request-upstream';
import { AreaOwnerLoader } from './account/area-owner';
import { ViewerLoader } from './account/viewer-loader';
import { UserLoader } from './master/users-loader';
import { type ActingAs, ViewAsScopes } from './view-as';

/** The upstream binding and loaders of one data scope (the session's own, or one viewed user's). */
function createDataScope(upstream: RequestUpstream, actingAs: ActingAs | null, viewer: ViewerLoader): DataScope {
  return { upstream, actingAs, areaOwner: new AreaOwnerLoader(upstream, actingAs, viewer) };
}

/** One context per GraphQL request: per-request session view, upstream binding and loaders. */
export function createRequestContext(services: Services, request: FastifyRequest, reply: FastifyReply): RequestContext {
  const session = new SessionAccess(request, services.config.sessionTtlHours, services.now);
  request.upstreamMetrics ??= new UpstreamMetrics();
  const upstream = new RequestUpstream(services.upstream, {
    session,
    metrics: request.upstreamMetrics,
    log: request.log,
    requestId: request.id,
    deadline: performance.now() + services.config.requestDeadlineMs,
  });
  const viewer = new ViewerLoader(upstream, session);
  const actingContexts = new Map<string, RequestContext>();

  const context: RequestContext = {
    config: services.config,
    request,
    reply,
    log: request.log,
    session,
    viewer,
    users: new UserLoader(upstream),
    places: services.places,
    rateLimit: (operation) => request.server.checkRateLimit(request, operation),
    now: services.now,
    viewAsScopes: new ViewAsScopes(),
    ...createDataScope(upstream, null, viewer),
    subject() {
      const user = session.get();
      return user ? { userId: user.userId, role: user.role } : null;
    },
    withActingAs(actingAs) {
      let acting = actingContexts.get(actingAs.userId);
      if (!acting) {
        acting = {
          ...context,
          ...createDataScope(upstream.asUser(actingAs.userId), actingAs, viewer),
          subject: () => ({ userId: actingAs.userId, role: actingAs.role }),
        };
        actingContexts.set(actingAs.userId, acting);
      }
      return acting;
    },
  };
  return context;
}
