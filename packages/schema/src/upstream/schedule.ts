import { z } from 'zod';
import { upstreamId } from './account';
import { defineRoutes, type RoleFamilies } from './contract';
import { batchOf, pageQuerySchema, upstreamPage } from './envelope';
import { upstreamWorkStatus, WORK_STATUSES } from './provided';
import { calendarDaySchema, clockSchema } from './scalars';

/**
 * Schedule: the consultant's work schedule (setup, calendar) and works, the activities of provided
 * consultancies (docs/rest-contract.md "… schedule, activities …"). The provider's payloads, which family
 * each role goes through, and every call of those families.
 */

/** The work schedule (setup) and the calendar. */
export const SCHEDULE_FAMILIES = {
  CONSULTANT: 'consultantScheduleApi',
  ENTERPRISE: 'enterpriseScheduleApi',
  ENTERPRISE_CONSULTANT: 'enterpriseScheduleApi',
} as const satisfies RoleFamilies;

/** Works (activities): create, search, cancel. */
export const WORK_SCHEDULE_FAMILIES = {
  CONSULTANT: 'consultantWorkScheduleApi',
  ENTERPRISE: 'enterpriseWorkScheduleApi',
  ENTERPRISE_CONSULTANT: 'enterpriseWorkScheduleApi',
} as const satisfies RoleFamilies;

/** Schedule setup: English day names (spec 001 §9). */
export const SETUP_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const upstreamScheduleSetupSchema = z.object({
  dayOfWeek: z.array(z.enum(SETUP_DAYS)),
  startTime: clockSchema,
  endTime: clockSchema,
});
export type UpstreamScheduleSetup = z.infer<typeof upstreamScheduleSetupSchema>;

/** A work's format, in the provider's spelling. */
export const upstreamWorkFormat = z.enum(['ONLINE', 'IN-PERSON']);

export const upstreamWorkSchema = z.object({
  _id: upstreamId,
  title: z.string(),
  day: calendarDaySchema,
  startWork: clockSchema,
  endWork: clockSchema,
  status: upstreamWorkStatus,
  format: upstreamWorkFormat,
  price: z.number().nullish(),
  priceCalculated: z.number().nullish(),
  /** The farmer's id. */
  user: upstreamId,
  consultancyProvided: upstreamId,
  sectors: z.array(upstreamId),
  updatedAt: z.string(),
});
export type UpstreamWork = z.infer<typeof upstreamWorkSchema>;

export const workPageSchema = upstreamPage(upstreamWorkSchema);

/** `POST consultantScheduleApi/schedule-work`: every work of the range, not paged. */
export const upstreamScheduleWorkSchema = batchOf(upstreamWorkSchema);

/** A calendar range, both days inclusive. */
export const dayRangeSchema = z.object({ startDate: calendarDaySchema, endDate: calendarDaySchema });

/**
 * A new work; the provider checks it with the web form's rules (activitySchema, packages/schema/src/forms/
 * schedule.ts) against the setup and the provided consultancy.
 */
export const workBodySchema = z.object({
  consultancyProvided: upstreamId,
  user: upstreamId,
  title: z.string(),
  format: upstreamWorkFormat,
  sectors: z.array(upstreamId),
  day: calendarDaySchema,
  startWork: clockSchema,
  endWork: clockSchema,
  price: z.number().nullish(),
});

/** `{_id?}` (one work), `{consultancyProvided?}`, `{user?}` (one farmer's works), `{status?: Status[]}`. */
export const workFilterSchema = z.object({
  _id: z.string().nullish(),
  consultancyProvided: z.string().nullish(),
  user: z.string().nullish(),
  status: z.array(z.enum(WORK_STATUSES)).nullish(),
});

/** `?product=` matches a work's title or its offer's name (accent-insensitive). */
export const workFilterQuerySchema = pageQuerySchema.extend({ product: z.string().optional() });

/** The only change a work takes: its cancellation. */
export const workCancelSchema = z.object({ status: z.literal('CANCELED') }).strict();

type ScheduleFamily = (typeof SCHEDULE_FAMILIES)[keyof typeof SCHEDULE_FAMILIES];
type WorkScheduleFamily = (typeof WORK_SCHEDULE_FAMILIES)[keyof typeof WORK_SCHEDULE_FAMILIES];

/** The work schedule and calendar calls, the same in both families (each caller reads their own). */
function scheduleRoutes(family: ScheduleFamily) {
  const setup = { family, access: 'bearer' } as const;
  return defineRoutes([
    {
      ...setup,
      method: 'GET',
      path: '/setup',
      summary: "The caller's work schedule",
      response: upstreamScheduleSetupSchema,
    },
    {
      ...setup,
      method: 'POST',
      path: '',
      summary: 'Create the work schedule (once)',
      body: upstreamScheduleSetupSchema,
      status: 201,
      response: upstreamScheduleSetupSchema,
    },
    {
      ...setup,
      method: 'PUT',
      path: '',
      summary: 'Replace the work schedule',
      body: upstreamScheduleSetupSchema,
      response: upstreamScheduleSetupSchema,
    },
    {
      ...setup,
      method: 'POST',
      path: '/schedule-work',
      summary: "The caller's works of a range (≤ 400 days), by day and start, not paged",
      body: dayRangeSchema,
      response: upstreamScheduleWorkSchema,
    },
  ]);
}

/** Works of a provided consultancy: schedule, search, cancel. */
function workScheduleRoutes(family: WorkScheduleFamily) {
  const works = { family, access: 'bearer' } as const;
  return defineRoutes([
    {
      ...works,
      method: 'POST',
      path: '',
      summary: "Schedule a work of the caller's own provided consultancy (PLANNED)",
      body: workBodySchema,
      status: 201,
      response: upstreamWorkSchema,
    },
    {
      ...works,
      method: 'POST',
      path: '/filter',
      summary:
        "The works the caller sees (a company: its consultants'), latest day first; `product` matches the title or the offer's name",
      query: workFilterQuerySchema,
      body: workFilterSchema,
      response: workPageSchema,
    },
    {
      ...works,
      method: 'PUT',
      path: '/:id',
      summary: 'Cancel a PLANNED or REQUESTED work (enterpriseWorkScheduleApi: 403 to every caller, issue 16)',
      body: workCancelSchema,
      response: upstreamWorkSchema,
    },
  ]);
}

/**
 * A company's works in the company calendar: who did it (the company consultant) beside the work, since
 * the company reads several consultants' works at once.
 */
export const upstreamCompanyWorkSchema = upstreamWorkSchema.extend({
  consultant: z.object({ _id: upstreamId, name: z.string() }),
});
export type UpstreamCompanyWork = z.infer<typeof upstreamCompanyWorkSchema>;
export const upstreamCompanyScheduleWorkSchema = batchOf(upstreamCompanyWorkSchema);

export const SCHEDULE_ROUTES = defineRoutes([
  ...scheduleRoutes(SCHEDULE_FAMILIES.CONSULTANT),
  ...scheduleRoutes(SCHEDULE_FAMILIES.ENTERPRISE),
  {
    family: SCHEDULE_FAMILIES.ENTERPRISE,
    access: 'bearer',
    method: 'POST',
    path: '/company-schedule-work',
    summary: "Every work of the company's consultants in a range (≤ 400 days), by day and start, not paged",
    body: dayRangeSchema,
    response: upstreamCompanyScheduleWorkSchema,
  },
  ...workScheduleRoutes(WORK_SCHEDULE_FAMILIES.CONSULTANT),
  ...workScheduleRoutes(WORK_SCHEDULE_FAMILIES.ENTERPRISE),
]);
