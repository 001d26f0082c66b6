import { defineCollection } from '../../store/collection';
import type { Store } from '../../store/store';

/** JWTs ended by logout, by `jti`, kept until they would have expired anyway. */
export interface RevokedJwt {
  _id: string;
  expiresAt: string;
}

export const REVOKED_JWTS = defineCollection<RevokedJwt>('revokedJwts');

export function revokeJwt(store: Store, jti: string, expiresAt: Date, now: Date): void {
  const revoked = store.collection(REVOKED_JWTS);
  revoked.removeWhere((r) => Date.parse(r.expiresAt) <= now.getTime());
  if (!revoked.has(jti)) revoked.insert({ _id: jti, expiresAt: expiresAt.toISOString() });
}

export const isRevoked = (store: Store, jti: string): boolean => store.collection(REVOKED_JWTS).has(jti);
