import { isStorableMoney, type Role, todayInSaoPaulo } from '@talhao/schema';
import type {
  appInfoSchema,
  countServicesSchema,
  countUsersSchema,
  earningsSchema,
  usersByCityQuerySchema,
  usersByCitySchema,
} from '@talhao/schema/upstream/master';
import type { UpstreamWorkStatus as WorkStatus } from '@talhao/schema/upstream/provided';
import type { z } from 'zod';
import type { Store } from '../../../store/store';
import { APP_DEVICES, type AppDevice, activeUsers, type UserRecord } from '../../account/users';
import { isEnterpriseProvided, PROVIDED_CONSULTANCIES } from '../../provided/provided';
import { isEnterpriseTraining, TRAININGS } from '../../trainings/trainings';

/**
 * The master dashboard's figures (masterSoftwareManagerApi), computed from the store on every call.
 * Definitions where the specification is silent are in the README ("Statistics").
 */

/** Accounts the statistics count: not deleted, e-mail confirmed. */
export const countedUsers = (store: Store): UserRecord[] => activeUsers(store).filter((user) => user.verified);

export function countUsers(store: Store): z.input<typeof countUsersSchema> {
  const users = countedUsers(store);
  const of = (role: Role) => users.filter((user) => user.role === role).length;
  return {
    farmers: of('USER'),
    companies: of('ENTERPRISE'),
    consultants: of('CONSULTANT'),
    enterpriseConsultants: of('ENTERPRISE_CONSULTANT'),
  };
}

/** The roles of the dashboard's farmer / consultant / company toggle (`?role=` of count-users-by-city). */
export type CityStatisticRole = z.input<typeof usersByCityQuerySchema>['role'];

type CityCount = z.input<typeof usersByCitySchema>[number];

/** Counted users of one role per city of their address; most populous first, then by city name (pt-BR). */
export function usersByCity(store: Store, role: CityStatisticRole): CityCount[] {
  const byPlace = new Map<string, CityCount>();
  for (const user of countedUsers(store)) {
    if (user.role !== role || !user.address) continue;
    const { city, stateFrom } = user.address;
    const key = `${city}\u0000${stateFrom}`;
    const entry = byPlace.get(key) ?? { city, stateFrom, count: 0 };
    entry.count++;
    byPlace.set(key, entry);
  }
  return [...byPlace.values()].sort(
    (a, b) =>
      b.count - a.count || a.city.localeCompare(b.city, 'pt-BR') || a.stateFrom.localeCompare(b.stateFrom, 'pt-BR'),
  );
}

/** Farmers' mobile-app installs per platform; both platforms always listed (Android first). */
export function appInstalls(store: Store): z.input<typeof appInfoSchema> & { devices: { id: AppDevice }[] } {
  const farmers = countedUsers(store).filter((user) => user.role === 'USER');
  return {
    devices: APP_DEVICES.map((id) => ({ id, count: farmers.filter((farmer) => farmer.device === id).length })),
  };
}

/** Statuses of a consultancy that was actually taken on (not a pending, refused or cancelled request). */
export const PROVIDED_STATUSES: readonly WorkStatus[] = ['PLANNED', 'IN-PROGRESS', 'COMPLETED'];

/**
 * Consultancies provided (taken on: PROVIDED_STATUSES), independent vs company; trainings held
 * (started at or before `now`), independent vs company.
 */
export function countServices(store: Store, now: Date): z.input<typeof countServicesSchema> {
  const provided = store.collection(PROVIDED_CONSULTANCIES).filter((r) => PROVIDED_STATUSES.includes(r.status));
  const held = store.collection(TRAININGS).filter((t) => Date.parse(t.date) <= now.getTime());
  return {
    consultancyProvided: provided.filter((r) => !isEnterpriseProvided(r)).length,
    enterpiseConsultancyProvided: provided.filter(isEnterpriseProvided).length,
    training: held.filter((t) => !isEnterpriseTraining(t)).length,
    enterpriseTraining: held.filter(isEnterpriseTraining).length,
  };
}

/** The calendar day (yyyy-MM-dd) of a stored date: itself for a calendar date, São Paulo's day for a date-time. */
export const saoPauloDay = (value: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : todayInSaoPaulo(new Date(value));

/** Every month (yyyy-MM) from the month of `startDay` to the month of `endDay`, inclusive. */
export function monthsBetween(startDay: string, endDay: string): string[] {
  const months: string[] = [];
  let year = Number(startDay.slice(0, 4));
  let month = Number(startDay.slice(5, 7));
  const last = endDay.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
}

/** Money sums are kept to the cent (floating-point sums of prices otherwise show 0.30000000000000004). */
export const toCents = (value: number): number => Math.round(value * 100) / 100;

/**
 * Revenue between two calendar days (inclusive): consultancy = `fixedPrice` of COMPLETED provided
 * consultancies by start date; training = `profit` of trainings dated in the range (São Paulo day).
 * `byMonth` lists every month of the range, empty months included. A record whose amount is out of
 * bounds (stored before the bounds existed) is left out, as a provider's report would.
 */
export function earnings(store: Store, startDay: string, endDay: string): z.input<typeof earningsSchema> {
  const byMonth = new Map(
    monthsBetween(startDay, endDay).map((month) => [
      month,
      { month, profit_consultancy_total: 0, profit_training_total: 0 },
    ]),
  );
  const inRange = (day: string) => day >= startDay && day <= endDay;
  for (const record of store.collection(PROVIDED_CONSULTANCIES).all()) {
    if (record.status !== 'COMPLETED' || !inRange(record.startDate) || !isStorableMoney(record.fixedPrice)) continue;
    const entry = byMonth.get(record.startDate.slice(0, 7));
    if (entry) entry.profit_consultancy_total += record.fixedPrice;
  }
  for (const training of store.collection(TRAININGS).all()) {
    const day = saoPauloDay(training.date);
    if (!inRange(day) || !isStorableMoney(training.profit)) continue;
    const entry = byMonth.get(day.slice(0, 7));
    if (entry) entry.profit_training_total += training.profit;
  }
  const months = [...byMonth.values()].map((entry) => ({
    month: entry.month,
    profit_consultancy_total: toCents(entry.profit_consultancy_total),
    profit_training_total: toCents(entry.profit_training_total),
  }));
  return {
    profit_consultancy_total: toCents(months.reduce((sum, m) => sum + m.profit_consultancy_total, 0)),
    profit_training_total: toCents(months.reduce((sum, m) => sum + m.profit_training_total, 0)),
    byMonth: months,
  };
}
