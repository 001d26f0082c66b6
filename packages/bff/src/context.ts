import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { ViewerLoader } from './graphql/account/viewer-loader';
import type { PlaceService } from './graphql/places/service';
import type { RateLimitedOperation } from './plugins/rate-limit';
import type { SessionAccess } from './session';
import type { RequestUpstream } from './upstream/request-upstream';

/** What every resolver receives: one per GraphQL request. */
export interface RequestContext {
  config: Config;
  request: FastifyRequest;
  reply: FastifyReply;
  log: FastifyBaseLogger;
  /** The sealed cookie's content (jwt, role, userId, expiresAt); null when signed out. */
  session: SessionAccess;
  /** Upstream calls with the session's token, counted for Server-Timing. */
  upstream: RequestUpstream;
  /** The signed-in user's own profile, fetched at most once per request. */
  viewer: ViewerLoader;
  places: PlaceService;
  rateLimit(operation: RateLimitedOperation): Promise<void>;
  now(): Date;
}
