import { FAMILY_ROLES } from '@talhao/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRevoked } from '../domains/account/revokedTokens';
import { USERS, type UserRecord } from '../domains/account/users';
import type { FixtureContext } from './context';
import { forbidden, notFound, unauthorized } from './errors';
import { resolveViewAs } from './viewAs';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Authenticates `bearer` routes before the body is read: 401 without a token, with an invalid,
 * expired or logged-out token, or when the account was deleted; 403 when the token's role is not
 * accepted by the family (FAMILY_ROLES) or by the route. A MASTER token with `X-On-Behalf-Of` is
 * checked and answered as the viewed user (http/viewAs.ts).
 */
export function registerAuthGuard(app: FastifyInstance, ctx: FixtureContext): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const meta = request.routeOptions.config.meta;
    if (!meta || meta.access === 'public') return;

    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthorized('Token de acesso ausente');
    const verified = await ctx.jwt.verify(token);
    if (!verified.ok) {
      throw unauthorized(
        verified.reason === 'expired' ? 'Sessão expirada. Entre novamente.' : 'Token de acesso inválido',
      );
    }
    const { claims: tokenClaims } = verified;
    if (isRevoked(ctx.store, tokenClaims.jti)) throw unauthorized('Sessão encerrada. Entre novamente.');

    const caller = ctx.store.collection(USERS).get(tokenClaims.sub);
    if (caller && (caller.deletedAt !== null || caller.role !== tokenClaims.role)) {
      throw unauthorized('Conta inexistente');
    }

    // viewAs: from here on the request is the viewed user's (id and role), read-only.
    const viewed = resolveViewAs(request, meta, tokenClaims, ctx.store);
    const claims = viewed ? { ...tokenClaims, sub: viewed._id, role: viewed.role } : tokenClaims;

    const familyRoles = meta.family ? FAMILY_ROLES[meta.family] : 'public';
    const allowed =
      (familyRoles === 'public' || familyRoles.includes(claims.role)) &&
      (meta.roles === null || meta.roles.includes(claims.role));
    if (!allowed) throw forbidden('Acesso negado para este tipo de conta');

    request.auth = viewed
      ? { claims, user: viewed, viewer: caller ?? null }
      : { claims, user: caller ?? null, viewer: null };
  });
}

/** The caller's own account, or 404 when the token names an account this server does not have. */
export function requireSelf(request: FastifyRequest): UserRecord {
  const user = request.auth?.user;
  if (!user) throw notFound('Não foi possível encontrar o usuário');
  return user;
}
