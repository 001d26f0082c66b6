import { AUTH_FAMILIES, type FamilyName, isReadOnlyCall } from '@talhao/schema';
import type { FastifyRequest } from 'fastify';
import type { JwtClaims } from '../auth/jwt';
import { findActiveUser, type UserRecord } from '../domains/account/users';
import type { Store } from '../store/store';
import { forbidden, notFound } from './errors';
import type { RouteMeta } from './routing';

/**
 * viewAs (docs/rest-contract.md): a MASTER token with this header is answered as the named user,
 * for reads only. Node lower-cases header names.
 */
export { ON_BEHALF_OF_HEADER } from '@talhao/schema';

import { ON_BEHALF_OF_HEADER } from '@talhao/schema';

export const VIEW_AS_MESSAGES = {
  readOnly: 'Somente leitura',
  masterOnly: 'Somente o master pode acessar a área de outro usuário',
  unknownUser: 'Usuário não encontrado!',
} as const;

const AUTH_FAMILY_SET = new Set<FamilyName>(AUTH_FAMILIES);

/** Reads: GET (and HEAD), and the POST lookups (searches, client counts) — one rule shared with the BFF. */
export const isReadCall = (method: string, template: string, family?: FamilyName): boolean =>
  isReadOnlyCall(method, template, family);

/**
 * The user a request is made on behalf of, or null without the header. 403 for a non-MASTER token,
 * for a write, and on auth families (logout would end the master's own session); 404 for an unknown
 * or deleted user. The caller then applies the family's role rules to the viewed user's role.
 */
export function resolveViewAs(
  request: FastifyRequest,
  meta: RouteMeta,
  claims: JwtClaims,
  store: Store,
): UserRecord | null {
  const header = request.headers[ON_BEHALF_OF_HEADER];
  if (header === undefined) return null;
  if (claims.role !== 'MASTER') throw forbidden(VIEW_AS_MESSAGES.masterOnly);
  if (
    !isReadCall(request.method, meta.template, meta.family ?? undefined) ||
    (meta.family && AUTH_FAMILY_SET.has(meta.family))
  ) {
    throw forbidden(VIEW_AS_MESSAGES.readOnly);
  }
  const id = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  const viewed = id ? findActiveUser(store, id) : undefined;
  if (!viewed) throw notFound(VIEW_AS_MESSAGES.unknownUser);
  return viewed;
}
