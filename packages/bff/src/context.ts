import type { Role } from '@talhao/schema';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { AreaOwnerLoader } from './graphql/account/area-owner';
import type { ViewerLoader } from './graphql/account/viewer-loader';
import type { UserLoader } from './graphql/master/users-loader';
import type { PlaceService } from './graphql/places/service';
import type { ActingAs, ViewAsScopes } from './graphql/view-as';
import type { RateLimitedOperation } from './plugins/rate-limit';
import type { SessionAccess } from './session';
import type { RequestUpstream } from './upstream/request-upstream';

/**
 * What depends on whose data a field reads. The request's context holds the session's own scope;
 * a field a MASTER opened with `viewAs` (and every field under it) gets a copy whose scope reads as
 * the viewed user. Domain loaders built on `upstream` belong here, so they are rebuilt per scope.
 */
export interface DataScope {
  /** Upstream calls with the session's token; under viewAs they also carry X-On-Behalf-Of (reads only). */
  upstream: RequestUpstream;
  /** The viewed user under a master's viewAs, else null (the session's own data). */
  actingAs: ActingAs | null;
  /** The owner of the area being shown: the viewed user under viewAs, else the session's user. */
  areaOwner: AreaOwnerLoader;
}

/** What every resolver receives: one per GraphQL request (plus one copy per viewed user). */
export interface RequestContext extends DataScope {
  config: Config;
  request: FastifyRequest;
  reply: FastifyReply;
  log: FastifyBaseLogger;
  /** The sealed cookie's content (jwt, role, userId, expiresAt); null when signed out. */
  session: SessionAccess;
  /** The signed-in user's own profile, fetched at most once per request (never the viewed user's). */
  viewer: ViewerLoader;
  /** Any user by id through masterStoreHouseUsersApi (MASTER only), at most once per request and id. */
  users: UserLoader;
  places: PlaceService;
  rateLimit(operation: RateLimitedOperation): Promise<void>;
  now(): Date;
  /**
   * The user whose data the current field is about: the viewed user under viewAs, else the session's.
   * Area resolvers choose the family from this role (rule 2), so they serve viewAs with no extra code.
   */
  subject(): { userId: string; role: Role } | null;
  /** This request's context reading as a viewed user (built once per viewed user). */
  withActingAs(actingAs: ActingAs): RequestContext;
  /** Which fields of this request run as a viewed user (the @auth directive fills and reads it). */
  viewAsScopes: ViewAsScopes;
}
