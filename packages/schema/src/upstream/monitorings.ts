import { z } from 'zod';
import { upstreamId } from './account';
import { defineRoutes, type RoleFamilies } from './contract';
import { batchIdsSchema, createdSchema, pageQuerySchema, upstreamPage } from './envelope';

/**
 * Monitorings of a provided consultancy and their progress posts (spec 001 §2.5 '/monitoramentos', §3
 * "Monitoring", §4, §5 "Monitoring and posts", §7 "Monitorings", §8; 002 §2; docs/rest-contract.md "Issue 15 —
 * monitorings"): the provider's payloads, which family each role goes through, and every call of both families.
 * The consultant reads and writes through consultantMonitoringApi; the company and its consultants through
 * enterpriseMonitoringApi (the company only reads: the provider answers 403 to its writes).
 */
export const MONITORINGS_FAMILIES = {
  CONSULTANT: 'consultantMonitoringApi',
  ENTERPRISE: 'enterpriseMonitoringApi',
  ENTERPRISE_CONSULTANT: 'enterpriseMonitoringApi',
} as const satisfies RoleFamilies;

export type MonitoringsFamily = (typeof MONITORINGS_FAMILIES)[keyof typeof MONITORINGS_FAMILIES];

/**
 * The "shared list" a monitoring's status comes from (spec 001 §4 does not show it): the provided
 * consultancy's statuses a consultant may pick on edit, hyphenated like the provider's work statuses.
 */
export const MONITORING_PROVIDER_STATUSES = ['PLANNED', 'IN-PROGRESS', 'COMPLETED', 'CANCELED'] as const;
export type UpstreamMonitoringStatus = (typeof MONITORING_PROVIDER_STATUSES)[number];

/** A stored file of a progress post (a photo or a PDF): its path (`/uploads/<name>`), the client's name, its type. */
export const upstreamMonitoringFileSchema = z.object({
  url: z.string().min(1),
  name: z.string().nullish(),
  contentType: z.string().nullish(),
});
export type UpstreamMonitoringFile = z.infer<typeof upstreamMonitoringFileSchema>;

const named = z.object({ _id: upstreamId, name: z.string() });

/** One progress post ('Andamento'): when, optional title, description ≤ 686, one file, who sent it (populated). */
export const upstreamMonitoringPostSchema = z.object({
  _id: upstreamId,
  /** ISO date-time of the post. */
  date: z.string(),
  title: z.string().nullish(),
  description: z.string(),
  file: upstreamMonitoringFileSchema,
  /** The user who posted it, populated `{_id, name}`. */
  sendBy: named,
});
export type UpstreamMonitoringPost = z.infer<typeof upstreamMonitoringPostSchema>;

export const upstreamMonitoringSchema = z.object({
  _id: upstreamId,
  title: z.string(),
  description: z.string(),
  status: z.enum(MONITORING_PROVIDER_STATUSES),
  /** The sectors monitored, populated `{_id, name}` (sent as ids on create). */
  sectors: z.array(named),
  /** The provided consultancy's id. */
  consultancyProvided: upstreamId,
  /** The progress posts in the order they were sent (oldest first). */
  reportOfFiles: z.array(upstreamMonitoringPostSchema),
  /** The consultant who created it. */
  createdBy: upstreamId.nullish(),
  createdAt: z.string(),
  updatedAt: z.string().nullish(),
});
export type UpstreamMonitoring = z.infer<typeof upstreamMonitoringSchema>;

export const monitoringPageSchema = upstreamPage(upstreamMonitoringSchema);

/** `{}` or `{status}` (one status or a list): the list of a provided consultancy, last updated first. */
export const monitoringFilterSchema = z.object({
  status: z.union([z.enum(MONITORING_PROVIDER_STATUSES), z.array(z.enum(MONITORING_PROVIDER_STATUSES))]).nullish(),
});

/** The create's JSON body (spec 001 §7): the form's values in the provider's spelling. */
export const monitoringCreateBodySchema = z.object({
  consultancyProvided: upstreamId,
  title: z.string(),
  description: z.string(),
  status: z.enum(MONITORING_PROVIDER_STATUSES),
  sectors: z.array(upstreamId),
});
export type MonitoringCreateBody = z.infer<typeof monitoringCreateBodySchema>;

/** The text parts of a post's multipart body, before the `file` part (wire spelling, all strings). */
export const monitoringPostFieldsWireSchema = z.object({
  title: z.string().max(80).optional(),
  description: z.string().min(1).max(686),
});

/**
 * Talhão's counting call (the specification shows none): how many monitorings each provided consultancy the
 * caller sees has, for the provided consultancies named (`consultancyProvided`, one id or up to 100) and/or
 * those of one farmer (`user`). One call for a page of consultancies or a farmer hub's tile.
 */
export const monitoringCountBodySchema = z.object({
  consultancyProvided: batchIdsSchema.optional(),
  user: upstreamId.optional(),
});
export const monitoringCountSchema = z.object({
  items: z.array(z.object({ consultancyProvided: upstreamId, total: z.number().int().nonnegative() })),
  total: z.number().int().nonnegative(),
});
export type MonitoringCount = z.infer<typeof monitoringCountSchema>;

const monitoringRoutes = (family: MonitoringsFamily) =>
  [
    {
      family,
      access: 'bearer',
      method: 'POST',
      path: '/monitoring',
      summary: 'Create a monitoring of a provided consultancy (409 when one with the same data exists)',
      body: monitoringCreateBodySchema,
      status: 201,
      response: createdSchema,
    },
    {
      family,
      access: 'bearer',
      method: 'GET',
      path: '/monitoring/:id',
      summary: 'One monitoring with its progress posts',
      response: upstreamMonitoringSchema,
    },
    {
      family,
      access: 'bearer',
      method: 'POST',
      path: '/monitoring/filter/:consultancyProvidedId',
      summary: 'The monitorings of a provided consultancy, last updated first',
      query: pageQuerySchema,
      body: monitoringFilterSchema,
      response: monitoringPageSchema,
    },
    {
      family,
      access: 'bearer',
      method: 'POST',
      path: '/monitoring/post-information/:id',
      summary: 'Add a progress post: title (optional), description, then one PDF/PNG/JPEG ≤ 3 MB',
      body: 'multipart',
      multipartFields: monitoringPostFieldsWireSchema,
      status: 201,
      response: createdSchema,
    },
    {
      family,
      access: 'bearer',
      method: 'POST',
      path: '/monitoring/count/filter',
      summary: 'How many monitorings each provided consultancy has (by ids and/or by farmer)',
      body: monitoringCountBodySchema,
      response: monitoringCountSchema,
    },
  ] as const;

export const MONITORINGS_ROUTES = defineRoutes([
  ...monitoringRoutes(MONITORINGS_FAMILIES.CONSULTANT),
  ...monitoringRoutes(MONITORINGS_FAMILIES.ENTERPRISE),
]);
