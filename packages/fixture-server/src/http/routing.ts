import type { FamilyName, FamilyTable, Role } from '@talhao/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { JwtClaims } from '../auth/jwt';
import type { UserRecord } from '../domains/account/users';

/**
 * `public`: no token needed. `bearer`: a valid JWT whose role is in FAMILY_ROLES[family]
 * (and, when `roles` is given, also in `roles`).
 */
export type Access = 'public' | 'bearer';

/** Attached to every route registered here; read by the call counter and the auth guard. */
export interface RouteMeta {
  family: FamilyName | null;
  /** `/familyName/sub-path` with fastify params (`/masterStoreHouseUsersApi/:id`): the call-count key. */
  template: string;
  access: Access;
  roles: readonly Role[] | null;
}

export interface AuthState {
  claims: JwtClaims;
  /**
   * Whom the request acts as: the token's user, or the viewed user under viewAs (then `claims` carry
   * the viewed user's id and role). null when the token names a user this server does not know (the
   * handler answers 404).
   */
  user: UserRecord | null;
  /** Under viewAs, the MASTER reading as `user`; otherwise null. */
  viewer: UserRecord | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    meta?: RouteMeta;
  }
  interface FastifyRequest {
    auth: AuthState | null;
  }
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface RouteOptions {
  access: Access;
  /** Narrows FAMILY_ROLES for this route (e.g. own-profile routes, master-only registration). */
  roles?: readonly Role[];
}

/**
 * Registers routes of one family under the prefix the family table gives it, so overriding the
 * table (FAMILY_TABLE) moves them. Sub-paths are relative: '' is the family root.
 */
export class FamilyRouter {
  constructor(
    private readonly app: FastifyInstance,
    private readonly families: FamilyTable,
    readonly family: FamilyName,
  ) {}

  route(method: HTTPMethods, subPath: string, options: RouteOptions, handler: Handler): this {
    const meta: RouteMeta = {
      family: this.family,
      template: `/${this.family}${subPath}`,
      access: options.access,
      roles: options.roles ?? null,
    };
    this.app.route({ method, url: `${this.families[this.family]}${subPath}` || '/', config: { meta }, handler });
    return this;
  }

  get(subPath: string, options: RouteOptions, handler: Handler) {
    return this.route('GET', subPath, options, handler);
  }
  post(subPath: string, options: RouteOptions, handler: Handler) {
    return this.route('POST', subPath, options, handler);
  }
  put(subPath: string, options: RouteOptions, handler: Handler) {
    return this.route('PUT', subPath, options, handler);
  }
  patch(subPath: string, options: RouteOptions, handler: Handler) {
    return this.route('PATCH', subPath, options, handler);
  }
  delete(subPath: string, options: RouteOptions, handler: Handler) {
    return this.route('DELETE', subPath, options, handler);
  }
}

export const familyRouter = (app: FastifyInstance, families: FamilyTable, family: FamilyName) =>
  new FamilyRouter(app, families, family);
