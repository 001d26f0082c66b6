import { randomBytes } from 'node:crypto';
import type { Role } from '@talhao/schema';
import { defineCollection } from '../../store/collection';
import type { Store } from '../../store/store';

export type OutboxKind = 'confirm-account' | 'email-update' | 'recovery';

/** An account e-mail the provider would have sent (GET /__dev/outbox). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  link?: string;
  kind: OutboxKind;
  role: Role;
  createdAt: string;
}

interface OutboxRecord extends Omit<OutboxMessage, 'id'> {
  _id: string;
}

export const OUTBOX = defineCollection<OutboxRecord>('outbox');

export function sendMail(store: Store, now: Date, message: Omit<OutboxMessage, 'id' | 'createdAt'>): OutboxMessage {
  const { _id, ...rest } = store
    .collection(OUTBOX)
    .insert({ _id: randomBytes(12).toString('hex'), ...message, createdAt: now.toISOString() });
  return { id: _id, ...rest };
}

/** Newest first (insertion order reversed, so same-millisecond messages keep their order). */
export function listOutbox(store: Store): OutboxMessage[] {
  return store
    .collection(OUTBOX)
    .all()
    .reverse()
    .map(({ _id, ...rest }) => ({ id: _id, ...rest }));
}

export const clearOutbox = (store: Store): void => store.collection(OUTBOX).clear();
