import { z } from 'zod';
import type { FamilyName } from '../families';
import { AUDIENCE_ROLES, farmerRegistrationSchema } from '../forms/master';
import { profileEditSchema } from '../forms/profile';
import { signUpCompanySchema, signUpConsultantSchema } from '../forms/signUp';
import { ENTITY_STATUS } from '../labels';
import { PLAN_MARKERS } from '../plans';
import { okBodySchema, pictureSchema, upstreamId, upstreamProfileSchema } from './account';
import { defineRoutes, type RouteContract } from './contract';
import { createdSchema, upstreamPage } from './envelope';

/**
 * The master domain's contract (users, statistics, permissions, broadcast = adverts + notifications): payloads
 * as docs/rest-contract.md "Master back-office" describes them, request shapes, and every call (`MASTER_ROUTES`).
 * All MASTER-only.
 */

const count = z.number().int().nonnegative();
const money = z.number();

export const countUsersSchema = z.object({
  farmers: count,
  companies: count,
  consultants: count,
  enterpriseConsultants: count,
});

export const usersByCitySchema = z.array(z.object({ city: z.string(), stateFrom: z.string(), count }));

export const appInfoSchema = z.object({ devices: z.array(z.object({ id: z.string(), count })) });

/** `enterpiseConsultancyProvided`: the provider's spelling (spec 000 §3). */
export const countServicesSchema = z.object({
  consultancyProvided: count,
  enterpiseConsultancyProvided: count,
  training: count,
  enterpriseTraining: count,
});

export const earningsSchema = z.object({
  profit_consultancy_total: money,
  profit_training_total: money,
  byMonth: z
    .array(
      z.object({
        month: z.string().regex(/^\d{4}-\d{2}$/),
        profit_consultancy_total: money,
        profit_training_total: money,
      }),
    )
    .default([]),
});

export const profilePageSchema = upstreamPage(upstreamProfileSchema);

export { createdSchema } from './envelope';

const audience = z.array(z.string()).default([]);

export const upstreamNotificationSchema = z.object({
  _id: upstreamId,
  title: z.string(),
  message: z.string(),
  notificationPeriodicity: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  lastPush: z.string().nullable().optional(),
  role: audience,
});
export type UpstreamNotification = z.infer<typeof upstreamNotificationSchema>;

export const upstreamAdvertSchema = upstreamNotificationSchema.extend({
  url: z.string().nullable().optional(),
  status: z.enum(['ACTIVE', 'INACTIVE', 'WAITING']),
  image: pictureSchema,
});
export type UpstreamAdvert = z.infer<typeof upstreamAdvertSchema>;

export const advertListsSchema = z.object({
  active: z.array(upstreamAdvertSchema).default([]),
  inactive: z.array(upstreamAdvertSchema).default([]),
  waiting: z.array(upstreamAdvertSchema).default([]),
  pageNumber: z.number().int(),
  pageSize: z.number().int().positive(),
  total: z.object({ active: count, inactive: count, waiting: count }),
});

export const notificationPageSchema = upstreamPage(upstreamNotificationSchema);

// ---- Request shapes ----------------------------------------------------------------------------------------------

/** `?pageNumber=n` (from 1) of a paged list; absent means 1. */
export const pageNumberQuerySchema = z.object({ pageNumber: z.string().regex(/^\d+$/).optional() });

const yyyyMMdd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `GET masterSoftwareManagerApi/count-users-by-city?role=`. */
export const usersByCityQuerySchema = z.object({ role: z.enum(['USER', 'CONSULTANT', 'ENTERPRISE']) });

/** `GET masterSoftwareManagerApi/earnings-services?startDate=&endDate=` (calendar days, end not before start). */
export const earningsQuerySchema = z.object({ startDate: yyyyMMdd, endDate: yyyyMMdd });

/** `POST masterStoreHouseUsersApi/filter`: the role listed, optionally a name fragment or one id. */
export const userSearchBodySchema = z.object({
  role: z.enum(['USER', 'CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT']),
  name: z.string().nullish(),
  _id: z.string().nullish(),
});

/** The roles whose plan the master changes (company consultants use the company's). */
const PLAN_HOLDERS = z.enum(['USER', 'CONSULTANT', 'ENTERPRISE']);
const permissionChange = (permissions: readonly string[]) =>
  z.object({
    id: upstreamId,
    role: PLAN_HOLDERS,
    permission: z.enum(permissions as [string, ...string[]]),
  });
/** `PUT masterUserAccessControllApi/remove-permission`: any plan but `__master`. */
export const permissionRemoveBodySchema = permissionChange(PLAN_MARKERS.filter((p) => p !== '__master'));
/** `PUT masterUserAccessControllApi/insert-permission`: an assignable plan. */
export const permissionInsertBodySchema = permissionChange(['__std', '__freetrial', '__premium']);

const AUDIENCE = z.enum(AUDIENCE_ROLES.map((a) => a.value) as [string, ...string[]]);
const STATUSES = Object.keys(ENTITY_STATUS) as [keyof typeof ENTITY_STATUS, ...(keyof typeof ENTITY_STATUS)[]];

/** A notification as the master sends it (create and the full replacement of an edit). */
export const notificationBodySchema = z.object({
  title: z.string().min(1),
  message: z.string().min(1),
  /** Milliseconds between pushes; 0 = once. */
  notificationPeriodicity: z.number(),
  startDate: yyyyMMdd,
  endDate: yyyyMMdd,
  role: z.array(AUDIENCE).min(1),
});

/** An advert as the master sends it: a missing status is WAITING on create and kept on edit; no url clears it. */
export const advertBodySchema = notificationBodySchema.extend({
  url: z.string().optional(),
  status: z.enum(STATUSES).optional(),
});

/** `POST masterAdvertsApi/filter`: with a status only that list is filled. */
export const advertFilterBodySchema = z.object({ status: z.enum(STATUSES).nullish() });

// ---- Routes ----------------------------------------------------------------------------------------------------

const bearer = 'bearer' as const;

/** The master's registrations of other users, one per profile family that takes them (MASTER-only). */
const REGISTRATION: ReadonlyArray<{ family: FamilyName; summary: string; body: z.ZodType }> = [
  { family: 'enterpriseProfileApi', summary: 'Register a company (verified at once)', body: signUpCompanySchema },
  { family: 'consultantProfileApi', summary: 'Register a consultant (verified at once)', body: signUpConsultantSchema },
  {
    family: 'farmerProfileApi',
    summary: 'Register a farmer (e-mail and password optional)',
    body: farmerRegistrationSchema,
  },
];

const registrationRoutes: RouteContract[] = REGISTRATION.map(({ family, summary, body }) => ({
  family,
  method: 'POST',
  path: '',
  summary,
  access: bearer,
  body,
  status: 201,
  response: createdSchema,
}));

const statisticsRoutes: RouteContract[] = [
  {
    family: 'masterSoftwareManagerApi',
    method: 'GET',
    path: '/count-users',
    summary: 'Active, verified accounts per kind',
    access: bearer,
    response: countUsersSchema,
  },
  {
    family: 'masterSoftwareManagerApi',
    method: 'GET',
    path: '/count-users-by-city',
    summary: 'Accounts of one role per city, most first',
    access: bearer,
    query: usersByCityQuerySchema,
    response: usersByCitySchema,
  },
  {
    family: 'masterSoftwareManagerApi',
    method: 'GET',
    path: '/app-info',
    summary: "Installs of the farmers' app per device",
    access: bearer,
    response: appInfoSchema,
  },
  {
    family: 'masterSoftwareManagerApi',
    method: 'GET',
    path: '/count-services',
    summary: 'Consultancies provided and trainings held',
    access: bearer,
    response: countServicesSchema,
  },
  {
    family: 'masterSoftwareManagerApi',
    method: 'GET',
    path: '/earnings-services',
    summary: 'Consultancy and training revenue of a date range, with its months',
    access: bearer,
    query: earningsQuerySchema,
    response: earningsSchema,
  },
];

const userRoutes: RouteContract[] = [
  {
    family: 'masterStoreHouseUsersApi',
    method: 'POST',
    path: '/filter',
    summary: 'Search the users of one role by name, a page at a time',
    access: bearer,
    query: pageNumberQuerySchema,
    body: userSearchBodySchema,
    response: profilePageSchema,
  },
  {
    family: 'masterStoreHouseUsersApi',
    method: 'GET',
    path: '/:id',
    summary: "A user's profile",
    access: bearer,
    response: upstreamProfileSchema,
  },
  {
    family: 'masterStoreHouseUsersApi',
    method: 'PUT',
    path: '/:id',
    summary: "Edit another user's profile",
    access: bearer,
    body: profileEditSchema,
    response: upstreamProfileSchema,
  },
  {
    family: 'masterUserAccessControllApi',
    method: 'PUT',
    path: '/remove-permission',
    summary: "Remove the last occurrence of a plan from a user's permissions",
    access: bearer,
    body: permissionRemoveBodySchema,
    response: upstreamProfileSchema,
  },
  {
    family: 'masterUserAccessControllApi',
    method: 'PUT',
    path: '/insert-permission',
    summary: "Append a plan to a user's permissions (the last entry is the plan)",
    access: bearer,
    body: permissionInsertBodySchema,
    response: upstreamProfileSchema,
  },
];

const broadcastRoutes: RouteContract[] = [
  {
    family: 'masterAdvertsApi',
    method: 'POST',
    path: '/filter',
    summary: 'The active, inactive and waiting adverts, each list paged',
    access: bearer,
    query: pageNumberQuerySchema,
    body: advertFilterBodySchema,
    response: advertListsSchema,
  },
  {
    family: 'masterAdvertsApi',
    method: 'POST',
    path: '',
    summary: 'Create an advert',
    access: bearer,
    body: advertBodySchema,
    status: 201,
    response: createdSchema,
  },
  {
    family: 'masterAdvertsApi',
    method: 'GET',
    path: '/:id',
    summary: 'An advert',
    access: bearer,
    response: upstreamAdvertSchema,
  },
  {
    family: 'masterAdvertsApi',
    method: 'PUT',
    path: '/:id',
    summary: 'Replace an advert (image and last push are kept)',
    access: bearer,
    body: advertBodySchema,
    response: upstreamAdvertSchema,
  },
  {
    family: 'masterAdvertsApi',
    method: 'POST',
    path: '/picture-update/:id',
    summary: "Replace an advert's image (png or jpeg)",
    access: bearer,
    body: 'multipart',
    status: 201,
    response: upstreamAdvertSchema,
  },
  {
    family: 'masterNotificationApi',
    method: 'POST',
    path: '/filter',
    summary: 'Push notifications, newest start date first, a page at a time',
    access: bearer,
    query: pageNumberQuerySchema,
    body: z.object({}),
    response: notificationPageSchema,
  },
  {
    family: 'masterNotificationApi',
    method: 'POST',
    path: '',
    summary: 'Create a push notification',
    access: bearer,
    body: notificationBodySchema,
    status: 201,
    response: createdSchema,
  },
  {
    family: 'masterNotificationApi',
    method: 'GET',
    path: '/:id',
    summary: 'A push notification',
    access: bearer,
    response: upstreamNotificationSchema,
  },
  {
    family: 'masterNotificationApi',
    method: 'PUT',
    path: '/:id',
    summary: 'Replace a push notification',
    access: bearer,
    body: notificationBodySchema,
    response: upstreamNotificationSchema,
  },
  {
    family: 'masterNotificationApi',
    method: 'DELETE',
    path: '/:id',
    summary: 'Delete a push notification',
    access: bearer,
    response: okBodySchema,
  },
];

/** Every call of the master back-office, the registrations on the profile families included. */
export const MASTER_ROUTES = defineRoutes([
  ...registrationRoutes,
  ...statisticsRoutes,
  ...userRoutes,
  ...broadcastRoutes,
]);
