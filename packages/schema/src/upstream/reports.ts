import { z } from 'zod';
import { upstreamId } from './account';
import type { RoleFamilies } from './contract';

/**
 * Technical reports of a provided consultancy (spec 001 §2.5 '/relatorios', §3 "ConsultancyReport", §4, §5
 * "Report", §7 "Reports"; 002 §2). The payloads and the role → family table; the routes are appended by the
 * reports slice (REPORTS_ROUTES) and the PDF slice (REPORT_PDF_ROUTES).
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
