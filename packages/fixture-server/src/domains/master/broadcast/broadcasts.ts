import type { AudienceRole, EntityStatus } from '@talhao/schema';
import type { upstreamAdvertSchema, upstreamNotificationSchema } from '@talhao/schema/upstream/master';
import type { z } from 'zod';
import { defineCollection } from '../../../store/collection';

/** What adverts and push notifications share (spec 000 §3). */
interface BroadcastFields {
  _id: string;
  title: string;
  message: string;
  /** Milliseconds between pushes (RECURRENCE_VALUES); 0 = once. */
  notificationPeriodicity: number;
  /** yyyy-MM-dd */
  startDate: string;
  /** yyyy-MM-dd; equal to startDate when the periodicity is 0. */
  endDate: string;
  /** When the app last pushed it (ISO); null before the first push. */
  lastPush: string | null;
  /** The user categories it reaches. */
  role: AudienceRole[];
  createdAt: string;
  updatedAt: string;
}

export interface AdvertRecord extends BroadcastFields {
  url: string | null;
  status: EntityStatus;
  image: { url: string } | null;
}

export type PushNotificationRecord = BroadcastFields;

/** Error codes of the 409s (docs/rest-contract.md). */
export const CONFLICT_CODES = { activeAdvertExists: 'ACTIVE_ADVERT_EXISTS', duplicate: 'DUPLICATE' } as const;

export const ADVERTS = defineCollection<AdvertRecord>('adverts');
export const PUSH_NOTIFICATIONS = defineCollection<PushNotificationRecord>('pushNotifications');

/** The provider's payloads (packages/schema upstream/master.ts): optional fields (url, lastPush, image) are left out when absent. */
export type AdvertPayload = z.input<typeof upstreamAdvertSchema>;
export type PushNotificationPayload = z.input<typeof upstreamNotificationSchema>;

export function toNotificationPayload(record: PushNotificationRecord): PushNotificationPayload {
  const { createdAt: _created, updatedAt: _updated, lastPush, ...rest } = record;
  return { ...rest, role: [...rest.role], ...(lastPush ? { lastPush } : {}) };
}

export function toAdvertPayload(record: AdvertRecord): AdvertPayload {
  const { createdAt: _created, updatedAt: _updated, url, lastPush, image, ...rest } = record;
  return {
    ...rest,
    role: [...rest.role],
    ...(url ? { url } : {}),
    ...(lastPush ? { lastPush } : {}),
    ...(image ? { image: { url: image.url } } : {}),
  };
}

const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

/** Two items are duplicates when title and message match, ignoring case and spacing (409 DUPLICATE). */
export const sameContent = (a: { title: string; message: string }, b: { title: string; message: string }) =>
  comparable(a.title) === comparable(b.title) && comparable(a.message) === comparable(b.message);

/** List order: newest start date first, then the most recently created, then id. */
export const newestStartFirst = (a: BroadcastFields, b: BroadcastFields): number =>
  b.startDate.localeCompare(a.startDate) || b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);
