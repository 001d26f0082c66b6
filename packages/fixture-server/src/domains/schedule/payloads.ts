import { WEEK_DAY_KEYS, type WeekDayKey } from '@talhao/schema';
import {
  SETUP_DAYS,
  type UpstreamCompanyWork,
  type UpstreamScheduleSetup,
  type UpstreamWork,
} from '@talhao/schema/upstream/schedule';
import type { UserRecord } from '../account/users';
import type { ScheduleSetupRecord, WorkRecord } from './schedule';

/** The setup as the provider answers it (docs/rest-contract.md issue 4). */
export const toSetupPayload = (record: ScheduleSetupRecord): UpstreamScheduleSetup => ({
  dayOfWeek: record.dayOfWeek,
  startTime: record.startTime,
  endTime: record.endTime,
});

/** The work as the provider answers it; internal fields (consultant, createdAt) stay inside. */
export const toWorkPayload = (record: WorkRecord): UpstreamWork => ({
  _id: record._id,
  title: record.title,
  day: record.day,
  startWork: record.startWork,
  endWork: record.endWork,
  status: record.status,
  format: record.format,
  price: record.price,
  priceCalculated: record.priceCalculated,
  user: record.user,
  consultancyProvided: record.consultancyProvided,
  sectors: record.sectors,
  updatedAt: record.updatedAt,
});

/** A work of the company calendar: the work and who does it (its consultant's id and name). */
export const toCompanyWorkPayload = (record: WorkRecord, consultant: UserRecord | undefined): UpstreamCompanyWork => ({
  ...toWorkPayload(record),
  consultant: { _id: record.consultant, name: consultant?.name ?? '' },
});

export type SetupDay = (typeof SETUP_DAYS)[number];

/** 'Monday' → 'MONDAY'; null for a name the provider does not know. */
export const weekDayKeyOf = (day: string): WeekDayKey | null => {
  const index = (SETUP_DAYS as readonly string[]).indexOf(day);
  return index < 0 ? null : WEEK_DAY_KEYS[index]!;
};

/** 'MONDAY' → 'Monday'. */
export const setupDayOf = (key: WeekDayKey): SetupDay => SETUP_DAYS[WEEK_DAY_KEYS.indexOf(key)]!;

/** Week day (0 = Sunday) of a yyyy-MM-dd calendar day. */
export const weekDayOfDay = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();

/** Latest day first, then latest start (the works list). */
export const latestWorkFirst = (a: WorkRecord, b: WorkRecord): number =>
  b.day.localeCompare(a.day) || b.startWork.localeCompare(a.startWork) || b._id.localeCompare(a._id);

/** By day, then start (the calendar). */
export const earliestWorkFirst = (a: WorkRecord, b: WorkRecord): number =>
  a.day.localeCompare(b.day) || a.startWork.localeCompare(b.startWork) || a._id.localeCompare(b._id);
