import { defineCollection } from '../../store/collection';
import { randomToken } from '../../store/ids';
import type { Store } from '../../store/store';

/** Links sent by e-mail live this long (spec: confirmation codes expire; 24 h is Talhão's choice). */
export const ACCOUNT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export type AccountTokenKind = 'confirm-account' | 'email-update';

/** A one-time token behind an e-mail link; `_id` is the token itself. */
export interface AccountToken {
  _id: string;
  kind: AccountTokenKind;
  userId: string;
  /** email-update: the address that becomes the account's e-mail. */
  newEmail: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export const ACCOUNT_TOKENS = defineCollection<AccountToken>('accountTokens');

/** Issues a new token of `kind` for the user; earlier ones of the same kind stop working. */
export function issueAccountToken(
  store: Store,
  now: Date,
  kind: AccountTokenKind,
  userId: string,
  newEmail: string | null = null,
): AccountToken {
  const tokens = store.collection(ACCOUNT_TOKENS);
  tokens.removeWhere((t) => t.userId === userId && t.kind === kind);
  return tokens.insert({
    _id: randomToken(),
    kind,
    userId,
    newEmail,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS).toISOString(),
    usedAt: null,
  });
}

export function findAccountToken(store: Store, token: unknown, kind: AccountTokenKind): AccountToken | undefined {
  if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return undefined;
  const found = store.collection(ACCOUNT_TOKENS).get(token);
  return found?.kind === kind ? found : undefined;
}

export const isExpired = (token: AccountToken, now: Date): boolean => now.getTime() >= Date.parse(token.expiresAt);
