import { z } from 'zod';
import { upstreamId } from './account';
import { defineRoutes, type RoleFamilies, type RouteContract } from './contract';
import { batchIdsSchema, createdSchema, messageSchema, pageQuerySchema, upstreamPage } from './envelope';

/**
 * Technical reports of a provided consultancy (spec 001 §2.5 '/relatorios', §3 "ConsultancyReport", §4, §5
 * "Report", §7 "Reports"; 002 §2; docs/rest-contract.md "Issue 15 — reports"). The payloads, the role → family
 * table and every call of both families (REPORTS_ROUTES); the PDF slice adds REPORT_PDF_ROUTES.
 */
export const REPORTS_FAMILIES = {
  CONSULTANT: 'consultantReportApi',
  ENTERPRISE: 'enterpriseReportApi',
  ENTERPRISE_CONSULTANT: 'enterpriseReportApi',
} as const satisfies RoleFamilies;

export type ReportsFamily = (typeof REPORTS_FAMILIES)[keyof typeof REPORTS_FAMILIES];

/** A stored file of a report item (a photo or a PDF): its path (`/uploads/<name>`), the client's name, its type. */
export const upstreamReportFileSchema = z.object({
  url: z.string().min(1),
  name: z.string().nullish(),
  contentType: z.string().nullish(),
});
export type UpstreamReportFile = z.infer<typeof upstreamReportFileSchema>;

/** One item of a report ("Inserir relatório"): index, optional title, description ≤ 480, its files (0 or 1). */
export const upstreamReportItemSchema = z.object({
  index: z.number().int().nonnegative(),
  title: z.string().nullish(),
  description: z.string(),
  files: z.array(upstreamReportFileSchema),
});
export type UpstreamReportItem = z.infer<typeof upstreamReportItemSchema>;

export const upstreamReportSchema = z.object({
  _id: upstreamId,
  title: z.string(),
  description: z.string().nullish(),
  /** The technical opinion ('Inserir parecer técnico'), empty until written. */
  technicalAdvice: z.string().nullish(),
  /** The provided consultancy's id. */
  consultancyProvided: upstreamId,
  /** The farmer of that consultancy (002 §3: the report carries consultancyProvided.user). */
  user: upstreamId.nullish(),
  /** Who wrote it (the consultant or company consultant). */
  createdBy: upstreamId.nullish(),
  createdAt: z.string(),
  updatedAt: z.string().nullish(),
  reportOfFile: z.array(upstreamReportItemSchema),
  /** Ids of the field activities recommended from this report. */
  fieldActivityRecommended: z.array(upstreamId),
});
export type UpstreamReport = z.infer<typeof upstreamReportSchema>;

export const reportPageSchema = upstreamPage(upstreamReportSchema);

/**
 * The list's body (spec 001 §7): `{consultancyProvided}` (one provided consultancy's reports), `{title}` (accent- and
 * case-insensitive contains), `{_id}` (one id or a list: those reports, unpaged — the batch by id). Empty strings are
 * "no filter" (the old front sent '' for unset search params).
 */
export const reportFilterSchema = z.object({
  consultancyProvided: z.string().max(64).nullish(),
  title: z.string().max(100).nullish(),
  _id: z.union([z.literal(''), batchIdsSchema]).nullish(),
});
export type ReportFilter = z.infer<typeof reportFilterSchema>;

/** POST / (spec 001 §7): the new report; description and technicalAdvice default to ''. */
export const reportCreateBodySchema = z.object({
  consultancyProvided: upstreamId,
  title: z.string(),
  description: z.string().nullish(),
  technicalAdvice: z.string().nullish(),
});
export type ReportCreateBody = z.infer<typeof reportCreateBodySchema>;

/**
 * PUT /:id (the specification names no method; Talhão's, docs/rest-contract.md "Issue 15 — reports"): the whole
 * report's fields. `insertTechnicalAdvice: true` marks 'Inserir parecer técnico' — refused (409) when the report
 * already has one (spec 001 §4) — where a plain update may rewrite it (the consultant's edit).
 */
export const reportUpdateBodySchema = reportCreateBodySchema.extend({
  insertTechnicalAdvice: z.boolean().nullish(),
});
export type ReportUpdateBody = z.infer<typeof reportUpdateBodySchema>;

/** The multipart fields of an item, before the `file` part (wire spelling, all strings). */
export const reportItemFieldsSchema = z.object({
  consultancyProvidedId: z.string().min(1),
  title: z.string().optional(),
  description: z.string().min(1),
});

/** PUT /:id/image-reports/update/:index: the item's new title and description (its file stays). */
export const reportItemUpdateBodySchema = z.object({
  title: z.string().nullish(),
  description: z.string(),
});

/** PUT /:id/image-reports/remove-img: which item loses its file. */
export const reportItemIndexBodySchema = z.object({ index: z.number().int().nonnegative() });

/** DELETE /:id/image-reports?index=n: which item goes (a DELETE carries no body). */
export const reportItemIndexQuerySchema = z.object({ index: z.string().regex(/^\d+$/) });

const reportRoutes = (family: ReportsFamily, who: string) =>
  [
    {
      family,
      access: 'bearer',
      method: 'POST',
      path: '/filter',
      summary: `${who}: reports by provided consultancy and title (newest first), or a batch by _id`,
      query: pageQuerySchema,
      body: reportFilterSchema,
      response: reportPageSchema,
    },
    {
      family,
      access: 'bearer',
      method: 'GET',
      path: '/:id',
      summary: `${who}: one report`,
      response: upstreamReportSchema,
    },
    {
      family,
      access: 'bearer',
      method: 'POST',
      path: '',
      summary: `${who}: create a report of one of the caller's provided consultancies`,
      body: reportCreateBodySchema,
      status: 201,
      response: createdSchema,
    },
    {
      family,
      access: 'bearer',
      method: 'PUT',
      path: '/:id',
      summary: `${who}: update a report (title, description, technical opinion); the author only`,
      body: reportUpdateBodySchema,
      response: upstreamReportSchema,
    },
    {
      family,
      access: 'bearer',
      method: 'DELETE',
      path: '/:id',
      summary: `${who}: delete a report and its items' files; the author only`,
      response: messageSchema,
    },
    {
      family,
      access: 'bearer',
      method: 'POST',
      path: '/:id/image-reports',
      summary: `${who}: add an item (consultancyProvidedId, title, description, then one PDF/PNG/JPEG ≤ 3 MB)`,
      body: 'multipart',
      multipartFields: reportItemFieldsSchema,
      status: 201,
      response: upstreamReportSchema,
    },
    {
      family,
      access: 'bearer',
      method: 'PUT',
      path: '/:id/image-reports/update/:index',
      summary: `${who}: edit an item's title and description by its index`,
      body: reportItemUpdateBodySchema,
      response: upstreamReportSchema,
    },
    {
      family,
      access: 'bearer',
      method: 'PUT',
      path: '/:id/image-reports/remove-img',
      summary: `${who}: remove the file of the item at {index}`,
      body: reportItemIndexBodySchema,
      response: upstreamReportSchema,
    },
    {
      family,
      access: 'bearer',
      method: 'DELETE',
      path: '/:id/image-reports',
      summary: `${who}: delete the item at ?index= (the others keep their indexes)`,
      query: reportItemIndexQuerySchema,
      response: upstreamReportSchema,
    },
  ] as const satisfies readonly RouteContract[];

export const REPORTS_ROUTES = defineRoutes([
  ...reportRoutes(REPORTS_FAMILIES.CONSULTANT, 'Consultant'),
  ...reportRoutes(REPORTS_FAMILIES.ENTERPRISE_CONSULTANT, 'Company and company consultant (writes: the consultant)'),
]);
