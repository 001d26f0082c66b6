import { z } from 'zod';
import { upstreamId } from './account';
import { defineRoutes, type RoleFamilies, type RouteContract } from './contract';
import {
  batchIdsSchema,
  createdSchema,
  emptyBodySchema,
  messageSchema,
  pageQuerySchema,
  upstreamPage,
} from './envelope';
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
export type ProvidedFamily = (typeof PROVIDED_FAMILIES)[keyof typeof PROVIDED_FAMILIES];

/** Statuses of provided consultancies and their works, in the provider's spelling (IN-PROGRESS). */
/** Work and provided-consultancy statuses as the provider spells them (GraphQL and constants.ts say IN_PROGRESS). */
export const WORK_STATUSES = ['PLANNED', 'IN-PROGRESS', 'COMPLETED', 'REQUESTED', 'REJECTED', 'CANCELED'] as const;
export const upstreamWorkStatus = z.enum(WORK_STATUSES);
export type UpstreamWorkStatus = (typeof WORK_STATUSES)[number];

/**
 * Who delivers a provided consultancy, populated in the payload (spec 002 §3 lists `consultant` among its
 * fields): the company's table shows its name and the detail a card with the photo, without another call.
 * Optional so recordings made before issue 16 still parse; both families answer it.
 */
export const upstreamProvidedConsultantSchema = z.object({
  _id: upstreamId,
  name: z.string(),
  profilePicture: z.object({ url: z.string() }).nullish(),
});
export type UpstreamProvidedConsultant = z.infer<typeof upstreamProvidedConsultantSchema>;

/** A provided consultancy names its offer (`consultancy`), farmer (`user`) and property by id. */
export const upstreamProvidedSchema = z.object({
  _id: upstreamId,
  consultant: upstreamProvidedConsultantSchema.nullish(),
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

/**
 * The requests list: GET in the consultant family (spec 001 §7), POST with an empty body in the company's
 * (spec 002 §7 "POST enterpriseConsultancyProvidedApi/requests"). The enterprise family answers GET too.
 */
export const REQUESTS_METHOD = {
  consultantConsultancyProvidedApi: 'GET',
  enterpriseConsultancyProvidedApi: 'POST',
} as const satisfies Record<ProvidedFamily, 'GET' | 'POST'>;

function providedRoutes(family: ProvidedFamily): RouteContract[] {
  const bearer = { family, access: 'bearer' } as const;
  const enterprise = family === PROVIDED_FAMILIES.ENTERPRISE;
  const writer = enterprise ? ' (ENTERPRISE_CONSULTANT only: their own)' : '';
  const requests: RouteContract[] = [
    {
      ...bearer,
      method: 'GET',
      path: '/requests',
      summary: enterprise
        ? "The company's requests (REQUESTED) for an ENTERPRISE, the consultant's own for an ENTERPRISE_CONSULTANT"
        : "The caller's requests (REQUESTED), newest first",
      query: pageQuerySchema,
      response: providedPageSchema,
    },
  ];
  if (enterprise) {
    requests.push({
      ...bearer,
      method: 'POST',
      path: '/requests',
      summary: 'The same list as GET /requests (spec 002 §7 spells it POST)',
      query: pageQuerySchema,
      body: emptyBodySchema,
      response: providedPageSchema,
    });
  }
  return [
    {
      ...bearer,
      method: 'POST',
      path: '/filter',
      summary: enterprise
        ? "The company's provided consultancies (ENTERPRISE) or the consultant's own (ENTERPRISE_CONSULTANT), newest start first"
        : "The caller's provided consultancies, newest start first (or the records of `_id`, unpaged)",
      query: pageQuerySchema,
      body: providedFilterSchema,
      response: providedPageSchema,
    },
    ...requests,
    {
      ...bearer,
      method: 'PUT',
      path: '/requests/:id',
      summary: enterprise
        ? 'Accept (PLANNED) or refuse (REJECTED) a request of the company (ENTERPRISE only)'
        : 'Accept (PLANNED) or refuse (REJECTED) a request',
      query: requestAnswerQuerySchema,
      response: upstreamProvidedSchema,
    },
    { ...bearer, method: 'GET', path: '/:id', summary: 'One provided consultancy', response: upstreamProvidedSchema },
    {
      ...bearer,
      method: 'POST',
      path: '',
      summary: `Create a provided consultancy${writer}`,
      body: providedBodySchema,
      status: 201,
      response: createdSchema,
    },
    {
      ...bearer,
      method: 'PUT',
      path: '',
      summary: `Edit a provided consultancy named by \`_id\` in the body${writer}`,
      body: providedEditBodySchema,
      response: upstreamProvidedSchema,
    },
    {
      ...bearer,
      method: 'DELETE',
      path: '/:id',
      summary: `Remove a provided consultancy and its works${writer}`,
      response: messageSchema,
    },
  ];
}

export const PROVIDED_ROUTES = defineRoutes([
  ...providedRoutes(PROVIDED_FAMILIES.CONSULTANT),
  ...providedRoutes(PROVIDED_FAMILIES.ENTERPRISE),
]);
