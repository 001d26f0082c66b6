import { z } from 'zod';
import { upstreamId } from './account';
import { defineRoutes, type RoleFamilies } from './contract';
import { batchIdsSchema, createdSchema, messageSchema, pageQuerySchema, upstreamPage } from './envelope';
import { calendarDaySchema } from './scalars';

/**
 * Provided consultancies and requests (a request is a provided consultancy in REQUESTED status), as
 * docs/rest-contract.md "Provided consultancies, requests, …" describes them: the provider's payloads,
 * which family each role goes through, and every call of those families.
 */

export const PROVIDED_FAMILIES = {
  CONSULTANT: 'consultantConsultancyProvidedApi',
  ENTERPRISE: 'enterpriseConsultancyProvidedApi',
  ENTERPRISE_CONSULTANT: 'enterpriseConsultancyProvidedApi',
} as const satisfies RoleFamilies;

/** Statuses of provided consultancies and their works, in the provider's spelling (IN-PROGRESS). */
/** Work and provided-consultancy statuses as the provider spells them (GraphQL and constants.ts say IN_PROGRESS). */
export const WORK_STATUSES = ['PLANNED', 'IN-PROGRESS', 'COMPLETED', 'REQUESTED', 'REJECTED', 'CANCELED'] as const;
export const upstreamWorkStatus = z.enum(WORK_STATUSES);
export type UpstreamWorkStatus = (typeof WORK_STATUSES)[number];

/** A provided consultancy names its offer (`consultancy`), farmer (`user`) and property by id. */
export const upstreamProvidedSchema = z.object({
  _id: upstreamId,
  consultancy: upstreamId,
  user: upstreamId,
  property: upstreamId.nullish(),
  fixedPrice: z.number(),
  status: upstreamWorkStatus,
  startDate: calendarDaySchema,
  endDate: calendarDaySchema.nullish(),
  createdAt: z.string(),
});
export type UpstreamProvided = z.infer<typeof upstreamProvidedSchema>;

export const providedPageSchema = upstreamPage(upstreamProvidedSchema);

/**
 * `POST …/filter`: every key optional. Without `status` the list holds PLANNED, IN-PROGRESS, COMPLETED and
 * CANCELED; `_id` (one id or a list) answers those records in one unpaged page, any status.
 */
export const providedFilterSchema = z.object({
  _id: batchIdsSchema.optional(),
  user: z.string().min(1).optional(),
  consultancy: z.string().min(1).optional(),
  status: z.union([upstreamWorkStatus, z.array(upstreamWorkStatus)]).optional(),
  startFrom: calendarDaySchema.optional(),
  startTo: calendarDaySchema.optional(),
});

/**
 * A create body; the provider checks it with the web form's rules (providedConsultancySchema('create'),
 * packages/schema/src/forms/provided.ts) on these field names.
 */
export const providedBodySchema = z.object({
  consultancy: upstreamId,
  user: upstreamId,
  property: upstreamId,
  fixedPrice: z.number(),
  status: upstreamWorkStatus,
  startDate: calendarDaySchema,
  endDate: calendarDaySchema.nullish(),
});

/** An edit body: the record's `_id` and the same fields (providedConsultancySchema('edit')). */
export const providedEditBodySchema = providedBodySchema.extend({ _id: upstreamId });

/** `?res=true` accepts a request (PLANNED), `?res=false` refuses it (REJECTED). */
export const requestAnswerQuerySchema = z.object({ res: z.enum(['true', 'false']) });

const bearer = { family: PROVIDED_FAMILIES.CONSULTANT, access: 'bearer' } as const;

export const PROVIDED_ROUTES = defineRoutes([
  {
    ...bearer,
    method: 'POST',
    path: '/filter',
    summary: "The caller's provided consultancies, newest start first (or the records of `_id`, unpaged)",
    query: pageQuerySchema,
    body: providedFilterSchema,
    response: providedPageSchema,
  },
  {
    ...bearer,
    method: 'GET',
    path: '/requests',
    summary: "The caller's requests (REQUESTED), newest first",
    query: pageQuerySchema,
    response: providedPageSchema,
  },
  {
    ...bearer,
    method: 'PUT',
    path: '/requests/:id',
    summary: 'Accept (PLANNED) or refuse (REJECTED) a request',
    query: requestAnswerQuerySchema,
    response: upstreamProvidedSchema,
  },
  { ...bearer, method: 'GET', path: '/:id', summary: 'One provided consultancy', response: upstreamProvidedSchema },
  {
    ...bearer,
    method: 'POST',
    path: '',
    summary: 'Create a provided consultancy',
    body: providedBodySchema,
    status: 201,
    response: createdSchema,
  },
  {
    ...bearer,
    method: 'PUT',
    path: '',
    summary: 'Edit a provided consultancy named by `_id` in the body',
    body: providedEditBodySchema,
    response: upstreamProvidedSchema,
  },
  {
    ...bearer,
    method: 'DELETE',
    path: '/:id',
    summary: 'Remove a provided consultancy and its works',
    response: messageSchema,
  },
]);
