import { z } from 'zod';
import { upstreamId } from './account';
import { defineRoutes, type RoleFamilies } from './contract';
import { batchIdsSchema, pageQuerySchema, upstreamPage } from './envelope';
import { COST_CATEGORIES } from './harvests';

/**
 * Field activities (= recommendations) of a farmer (spec 001 §3 "Field activity (recommendation)", §4, §7;
 * docs/rest-contract.md "Issue 14 — harvests and field activities" and "Issue 15 — recommendations"): the list,
 * the read by id, the create and edit of the recommendation form, a report's recommended activity read by the company
 * and the deployment's "created by me in a date range" list for the calendar.
 */

/**
 * Every role lists a farmer's field activities through farmerFieldActivityApi (spec 001 §7, 002 §2);
 * enterpriseFieldActivityApi only reads the activity a report recommends (`/{reportId}/{id}`, issue 15).
 */
export const RECOMMENDATIONS_FAMILIES = {
  CONSULTANT: 'farmerFieldActivityApi',
  ENTERPRISE: 'farmerFieldActivityApi',
  ENTERPRISE_CONSULTANT: 'farmerFieldActivityApi',
} as const satisfies RoleFamilies;

/** The provider's statuses of a field activity (default PLANNED, spec 001 §4), hyphenated like its work statuses. */
export const FIELD_ACTIVITY_STATUSES = ['PLANNED', 'IN-PROGRESS', 'COMPLETED', 'LATE', 'CANCELED'] as const;
export type UpstreamFieldActivityStatus = (typeof FIELD_ACTIVITY_STATUSES)[number];

/** Aplicação, Plantio, Manejo, Colheita, Customizado (spec 001 §5 "Recommendation"), in the provider's spelling. */
export const FIELD_ACTIVITY_TYPES = ['APPLICATION', 'PLANTING', 'MANAGEMENT', 'HARVEST', 'CUSTOM'] as const;
export type UpstreamFieldActivityType = (typeof FIELD_ACTIVITY_TYPES)[number];

const named = z.object({ _id: upstreamId, name: z.string() });

export const upstreamFieldActivityCostSchema = z.object({
  category: z.enum(COST_CATEGORIES),
  tag: z.object({ name: z.string() }),
  cost: z.number().finite().nonnegative(),
});
export type UpstreamFieldActivityCost = z.infer<typeof upstreamFieldActivityCostSchema>;

/** A product a recommendation applies (spec 001 §3 `products`; the shape is Talhão's): name, dose and its unit. */
export const upstreamFieldActivityProductSchema = z.object({
  name: z.string(),
  quantity: z.number().finite().nonnegative(),
  unitOfMeasurement: z.string(),
});
export type UpstreamFieldActivityProduct = z.infer<typeof upstreamFieldActivityProductSchema>;

export const upstreamFieldActivitySchema = z.object({
  _id: upstreamId,
  /** The farmer (a USER). */
  user: upstreamId,
  /** Embedded `{_id, name}` as the harvest embeds it. */
  property: named,
  /** The harvest's id. */
  harvest: upstreamId.nullish(),
  activityType: z.enum(FIELD_ACTIVITY_TYPES),
  name: z.string(),
  description: z.string().nullish(),
  /** Milliseconds between repetitions; 0 = once (spec 001 §9). */
  recurrence: z.number().int().nonnegative(),
  tags: z.array(z.string()).nullish(),
  /** yyyy-MM-dd (a full ISO date-time is accepted and read by its day). */
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(FIELD_ACTIVITY_STATUSES),
  completionDate: z.string().nullish(),
  areas: z.array(upstreamId).nullish(),
  sectors: z.array(named),
  products: z.array(upstreamFieldActivityProductSchema).nullish(),
  costs: z.array(upstreamFieldActivityCostSchema),
  /** The user who recommended it (only they edit it, spec 001 §6). */
  createdBy: upstreamId,
  updatedAt: z.string(),
});
export type UpstreamFieldActivity = z.infer<typeof upstreamFieldActivitySchema>;

export const fieldActivityPageSchema = upstreamPage(upstreamFieldActivitySchema);

/**
 * `{}` or any of `{name}` (accent-insensitive contains), `{status}`, `{createdBy}` (a user id); or `{_id}` (one id or
 * a list): those activities of the farmer in one unpaged page (the batch by id, docs/rest-contract.md).
 */
export const fieldActivityFilterSchema = z.object({
  _id: batchIdsSchema.nullish(),
  name: z.string().max(100).nullish(),
  status: z.enum(FIELD_ACTIVITY_STATUSES).nullish(),
  createdBy: upstreamId.nullish(),
});
export type FieldActivityFilter = z.infer<typeof fieldActivityFilterSchema>;

/**
 * The create body (POST farmerFieldActivityApi, spec 001 §7) and the edit body (PUT /{id}: the same fields; `user` and
 * `consultancyReport` are ignored there). Bounds are the form's (forms/recommendations.ts), re-checked by the provider.
 */
export const fieldActivityBodySchema = z.object({
  user: upstreamId,
  property: upstreamId,
  harvest: upstreamId,
  activityType: z.enum(FIELD_ACTIVITY_TYPES),
  name: z.string().min(1).max(120),
  description: z.string().max(280).nullish(),
  /** Milliseconds (spec 001 §9): 0, 1 day, 7 days, 30 days or 180 days. */
  recurrence: z
    .number()
    .int()
    .nonnegative()
    .max(366 * 86_400_000),
  tags: z.array(z.string().max(60)).max(30).nullish(),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  status: z.enum(FIELD_ACTIVITY_STATUSES),
  sectors: z.array(upstreamId).min(1).max(200),
  areas: z.array(upstreamId).max(200).nullish(),
  products: z.array(upstreamFieldActivityProductSchema).max(30).nullish(),
  costs: z.array(upstreamFieldActivityCostSchema).max(30),
  /** A report (consultantReportApi / enterpriseReportApi) of the caller that recommends the new activity. */
  consultancyReport: upstreamId.nullish(),
});
export type FieldActivityBody = z.infer<typeof fieldActivityBodySchema>;

export const fieldActivityCreatedSchema = z.object({ _id: upstreamId });

/** The calendar's range (a deployment extension, docs/rest-contract.md "Issue 15 — recommendations"). */
export const fieldActivityRangeSchema = z.object({
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type FieldActivityRange = z.infer<typeof fieldActivityRangeSchema>;

/** The caller's recommendations of a range, unpaged (at most FIELD_ACTIVITY_RANGE_MAX, newest start first). */
export const fieldActivityListSchema = z.object({ items: z.array(upstreamFieldActivitySchema) });
export const FIELD_ACTIVITY_RANGE_MAX = 500;

const fieldActivities = { access: 'bearer', family: RECOMMENDATIONS_FAMILIES.CONSULTANT } as const;

export const RECOMMENDATIONS_ROUTES = defineRoutes([
  {
    ...fieldActivities,
    method: 'POST',
    path: '/filter/:farmerId',
    summary: "A farmer's field activities, by start date (newest first), filtered by name, status and creator",
    query: pageQuerySchema,
    body: fieldActivityFilterSchema,
    response: fieldActivityPageSchema,
  },
  {
    ...fieldActivities,
    method: 'GET',
    path: '/:id',
    summary: 'One field activity',
    response: upstreamFieldActivitySchema,
  },
  {
    ...fieldActivities,
    method: 'POST',
    path: '',
    summary: "Recommends a field activity on a farmer's land (optionally on one of the caller's reports)",
    body: fieldActivityBodySchema,
    status: 201,
    response: fieldActivityCreatedSchema,
  },
  {
    ...fieldActivities,
    method: 'PUT',
    path: '/:id',
    summary: 'Edits a field activity (only its creator: 403 otherwise)',
    body: fieldActivityBodySchema,
    response: upstreamFieldActivitySchema,
  },
  {
    ...fieldActivities,
    method: 'POST',
    path: '/created-by-me/filter',
    summary: "Deployment extension: the caller's recommendations whose period meets a date range, unpaged",
    body: fieldActivityRangeSchema,
    response: fieldActivityListSchema,
  },
  {
    access: 'bearer',
    family: 'enterpriseFieldActivityApi',
    method: 'GET',
    path: '/:reportId/:id',
    summary: "The activity a report recommends, read by the report author's company (or the author)",
    response: upstreamFieldActivitySchema,
  },
]);
