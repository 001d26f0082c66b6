import { z } from 'zod';
import { upstreamId } from './account';
import { defineRoutes, type RoleFamilies } from './contract';
import { createdSchema, pageQuerySchema, upstreamPage } from './envelope';

/**
 * A farmer's lab analyses (spec 001 §2.7 '/analises-agronomicas', §3 "Lab analysis", §7 farmerLabDocsApi;
 * docs/rest-contract.md "Issue 14 — analyses"): the provider's payloads, which family each role goes
 * through, and every call of that family. Every role reads and writes through farmerLabDocsApi; the BFF
 * lets only the consultants write (the company reads).
 */
export const ANALYSES_FAMILIES = {
  CONSULTANT: 'farmerLabDocsApi',
  ENTERPRISE: 'farmerLabDocsApi',
  ENTERPRISE_CONSULTANT: 'farmerLabDocsApi',
} as const satisfies RoleFamilies;

export type AnalysesFamily = (typeof ANALYSES_FAMILIES)[keyof typeof ANALYSES_FAMILIES];

/** The stored file of an analysis: its public path (`/uploads/<name>`), the client's name and its type. */
export const upstreamLabFileSchema = z.object({
  url: z.string().min(1),
  name: z.string().nullish(),
  contentType: z.string().nullish(),
});

export const upstreamLabAnalysisSchema = z.object({
  _id: upstreamId,
  name: z.string(),
  /** The day of the analysis, yyyy-MM-dd (an ISO date-time is read by its São Paulo day). */
  date: z.string(),
  createdAt: z.string(),
  file: upstreamLabFileSchema,
  /** The property the analysis belongs to (sent on create; absent in older records). */
  property: upstreamId.nullish(),
  /** The farmer. */
  user: upstreamId.nullish(),
});
export type UpstreamLabAnalysis = z.infer<typeof upstreamLabAnalysisSchema>;

export const labAnalysisPageSchema = upstreamPage(upstreamLabAnalysisSchema);

/**
 * `{}` or `{product}`: the specification's search field, matched accent- and case-insensitively against the
 * analysis's name (the records carry no product).
 */
export const labAnalysisFilterSchema = z.object({ product: z.string().max(100).nullish() });

/** The text parts of the create's multipart body, before the `file` part (wire spelling, all strings). */
export const labAnalysisCreateFieldsSchema = z.object({
  name: z.string().min(1).max(80),
  /** yyyy-MM-dd. */
  date: z.iso.date(),
  property: z.string().min(1),
});

const labDocs = { family: ANALYSES_FAMILIES.CONSULTANT, access: 'bearer' } as const;

export const ANALYSES_ROUTES = defineRoutes([
  {
    ...labDocs,
    method: 'POST',
    path: '/filter/:farmerId',
    summary: "A farmer's lab analyses, latest day first, optionally by name (`product`)",
    query: pageQuerySchema,
    body: labAnalysisFilterSchema,
    response: labAnalysisPageSchema,
  },
  {
    ...labDocs,
    method: 'POST',
    path: '/:farmerId',
    summary: "Add a lab analysis to a farmer's property: name, date, property, then one PDF/PNG/JPEG ≤ 3 MB",
    body: 'multipart',
    multipartFields: labAnalysisCreateFieldsSchema,
    status: 201,
    response: createdSchema,
  },
]);
