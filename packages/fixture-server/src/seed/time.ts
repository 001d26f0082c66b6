import type { Faker } from '@faker-js/faker';
import { FREE_TRIAL_DAYS, planBadge } from '@talhao/schema';
import type { UserRecord } from '../domains/account/users';

/** Date arithmetic of the service seeds (consultancies, trainings, adverts), all counted from the anchor. */

export const DAY_MS = 86_400_000;

/** The seeded service window: activity over the last 12 months and the next 2. */
export const WINDOW_PAST_DAYS = 365;
export const WINDOW_FUTURE_DAYS = 60;

/** yyyy-MM-dd of an instant (UTC day; seeded instants sit at Brazilian business hours, so it is São Paulo's day too). */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A time of day between 08:00 and 18:00 in Brazil (11–21 UTC), in ms after midnight UTC. */
export const businessTime = (faker: Faker): number => faker.number.int({ min: 11 * 60, max: 21 * 60 }) * 60_000;

/** Midnight UTC of a day `offset` days from the anchor's. */
export const dayStart = (anchor: Date, offset: number): number => anchor.getTime() + offset * DAY_MS;

/** A uniformly drawn instant in [from, to] (ms). */
export const between = (faker: Faker, from: number, to: number): number =>
  to <= from ? from : faker.number.int({ min: from, max: to });

/**
 * Until when an account works on the platform: an expired free trial stops at its end; everyone else
 * is active through the whole window.
 */
export function activeUntil(user: UserRecord, anchor: Date): number {
  const windowEnd = dayStart(anchor, WINDOW_FUTURE_DAYS);
  if (planBadge(user.permissions, user.createdAt, anchor) !== 'Expirado') return windowEnd;
  return Math.min(windowEnd, Date.parse(user.createdAt) + FREE_TRIAL_DAYS * DAY_MS);
}
