import { reportPdfFileName } from '@talhao/schema/upstream/reportPdf';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FixtureContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { requireSelf } from '../../../http/guard';
import { familyRouter } from '../../../http/routing';
import { readUpload } from '../../uploads/uploads';
import { loadReportPdfDocument } from './document';
import { renderReportPdf } from './render';

export const REPORT_PDF_MESSAGES = {
  notFound: 'Relatório não encontrado',
} as const;

/**
 * GET commonPdfGeneratorApi/generatePDF/:reportId (spec 001 §7) and the company's
 * enterpriseReportApi/generatePDF/:reportId (docs/rest-contract.md "Issue 15 — report PDF"): the report's PDF,
 * streamed as it is drawn (`application/pdf`, chunked). A report the caller may not read (not its author, not
 * the author's company) or that does not exist answers 404 before any byte.
 */
export function registerReportPdfRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = requireSelf(request);
    const { reportId } = request.params as { reportId: string };
    const document = loadReportPdfDocument(ctx.store, reportId, caller._id);
    if (!document) throw notFound(REPORT_PDF_MESSAGES.notFound);
    const pdf = renderReportPdf(document, {
      readFile: (url) => readUpload(ctx.store, ctx.files, url),
      now: ctx.now(),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${reportPdfFileName(document.title)}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  };
  const access = { access: 'bearer' } as const;
  familyRouter(app, ctx.families, 'commonPdfGeneratorApi').get('/generatePDF/:reportId', access, handler);
  familyRouter(app, ctx.families, 'enterpriseReportApi').get('/generatePDF/:reportId', access, handler);
}
