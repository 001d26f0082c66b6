import { defineRoutes, fileBytes, type RoleFamilies } from './contract';

/**
 * The PDF of a technical report (spec 001 §7 "Reports": GET commonPdfGeneratorApi/generatePDF/{reportId}, a blob
 * the app opened in a new window; 002 §2 'Gerar PDF' on the company's report page). The specification shows only
 * the consultant's path; the company and its consultants use their report family's own, same sub-path
 * (docs/rest-contract.md "Issue 15 — report PDF"). Both answer `application/pdf`, streamed, or 404 for a report
 * the caller may not read.
 */
export const REPORT_PDF_FAMILIES = {
  CONSULTANT: 'commonPdfGeneratorApi',
  ENTERPRISE: 'enterpriseReportApi',
  ENTERPRISE_CONSULTANT: 'enterpriseReportApi',
} as const satisfies RoleFamilies;

export type ReportPdfFamily = (typeof REPORT_PDF_FAMILIES)[keyof typeof REPORT_PDF_FAMILIES];

/** The sub-path of the PDF in either family. */
export const reportPdfPath = (reportId: string) => `/generatePDF/${encodeURIComponent(reportId)}`;

const generate = {
  method: 'GET',
  path: '/generatePDF/:reportId',
  access: 'bearer',
  response: fileBytes,
} as const;

export const REPORT_PDF_ROUTES = defineRoutes([
  {
    ...generate,
    family: 'commonPdfGeneratorApi',
    summary: "A report's PDF (application/pdf, streamed): cover, technical opinion, items with photos, activities",
  },
  {
    ...generate,
    family: 'enterpriseReportApi',
    summary: "A report's PDF for the company and its consultants (same document as commonPdfGeneratorApi)",
  },
]);

/** What a report PDF's file name looks like: `relatorio-<slug>.pdf` (lower-case ASCII, digits and hyphens). */
export const REPORT_PDF_FILE_NAME = /^relatorio-[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/;

/** `relatorio-<slug of the title>.pdf`: accents dropped, lower case, words joined by '-', at most 60 characters. */
export function reportPdfFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `relatorio-${slug || 'tecnico'}.pdf`;
}
