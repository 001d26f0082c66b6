import { WEEK_DAY_KEYS, type WeekDayKey } from '@talhao/schema';
import {
  SETUP_DAYS,
  type UpstreamCompanyWork,
  type UpstreamScheduleSetup,
  type UpstreamWork,
} from '@talhao/schema/upstream/schedule';
import type { RequestContext } from '../../context';
import type { WorkSchedule, WorkStatus } from '../../generated/resolvers';
import { toWorkFormat, toWorkStatus } from '../base/provider-enums';
import type { WorkModel } from './models';

type SetupDay = (typeof SETUP_DAYS)[number];

/** GraphQL WeekDay ↔ the provider's English day names (same index, Sunday first). */
export const toSetupDay = (day: WeekDayKey): SetupDay => SETUP_DAYS[WEEK_DAY_KEYS.indexOf(day)] as SetupDay;
export const toWeekDay = (day: SetupDay): WeekDayKey => WEEK_DAY_KEYS[SETUP_DAYS.indexOf(day)] as WeekDayKey;

/** Sunday..Saturday, each day once, whatever order the provider stored. */
export function toWorkSchedule(setup: UpstreamScheduleSetup): WorkSchedule {
  const chosen = new Set(setup.dayOfWeek);
  return {
    days: SETUP_DAYS.filter((day) => chosen.has(day)).map(toWeekDay),
    startTime: setup.startTime,
    endTime: setup.endTime,
  };
}

export { toProviderFormat as toUpstreamFormat, toWorkFormat, toWorkStatus } from '../base/provider-enums';

export const CANCELLABLE_STATUSES: ReadonlySet<WorkStatus> = new Set(['PLANNED', 'REQUESTED']);

/**
 * Who may cancel (spec 001 §4, §6): the consultant in their own area only — not an enterprise
 * consultant, and not a master reading the area through viewAs (read-only).
 */
export const canCancelWorks = (ctx: RequestContext): boolean =>
  ctx.subject()?.role === 'CONSULTANT' && ctx.actingAs === null;

export function toWorkModel(work: UpstreamWork, viewerMayCancel: boolean): WorkModel {
  const status = toWorkStatus(work.status);
  return {
    id: work._id,
    title: work.title,
    day: work.day,
    startWork: work.startWork,
    endWork: work.endWork,
    status,
    format: toWorkFormat(work.format),
    price: work.price ?? null,
    priceCalculated: work.priceCalculated ?? null,
    farmerId: work.user,
    providedConsultancyId: work.consultancyProvided,
    sectorIds: work.sectors,
    cancellable: viewerMayCancel && CANCELLABLE_STATUSES.has(status),
    consultant: null,
  };
}

/** A work of the company calendar: never cancellable there (issue 16), with who does it. */
export const toCompanyWorkModel = (work: UpstreamCompanyWork): WorkModel => ({
  ...toWorkModel(work, false),
  consultant: { id: work.consultant._id, name: work.consultant.name },
});

/** By day, then start time (the calendar's and the agenda's order). */
export const byDayThenStart = (
  a: Pick<UpstreamWork, 'day' | 'startWork'>,
  b: Pick<UpstreamWork, 'day' | 'startWork'>,
) => a.day.localeCompare(b.day) || a.startWork.localeCompare(b.startWork);
