import { COMMON, ON_BEHALF_OF_HEADER } from '@talhao/schema';
import { familyFor } from '@talhao/schema/upstream/domainFamilies';
import { REPORT_PDF_FILE_NAME, reportPdfFileName, reportPdfPath } from '@talhao/schema/upstream/reportPdf';
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { createRequestContext } from '../graphql/context-factory';
import { resolveActingAs, VIEWABLE_ROLES } from '../graphql/view-as';
import type { Services } from '../services';
import { UpstreamNetworkError } from '../upstream/client';
import { sendError } from './http-errors';

export const REPORT_PDF_MESSAGES = {
  notFound: 'Relatório não encontrado.',
} as const;

/** The file name the provider gave (when it is one of ours, `relatorio-<slug>.pdf`), else a name from the id. */
function fileNameOf(disposition: unknown, reportId: string): string {
  const given = /filename="([^"]+)"/.exec(typeof disposition === 'string' ? disposition : '')?.[1];
  return given && REPORT_PDF_FILE_NAME.test(given) ? given : reportPdfFileName(reportId);
}

/**
 * GET /reports/:id/pdf[?viewAs=<userId>] (docs/rest-contract.md "Issue 15 — report PDF"): the report's PDF, streamed
 * from the provider as it is produced — never buffered here — with the session's token. The family comes from the
 * subject's role through REPORT_PDF_FAMILIES (a consultant's commonPdfGeneratorApi, the company's and its
 * consultants' enterpriseReportApi); a MASTER reads another user's with `viewAs` (X-On-Behalf-Of). Refusals are
 * JSON before any byte: 401 without a session, 404 'Relatório não encontrado.' for a report the provider does not
 * show the caller, 403 for a role without reports.
 */
export async function reportPdfPlugin(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/reports/:id/pdf', async (request, reply) => {
    const context = createRequestContext(services, request, reply);
    const user = context.session.get();
    if (!user) return sendError(reply, 401, 'UNAUTHENTICATED', COMMON.sessionExpired);
    const { id } = request.params as { id: string };
    const viewAs = (request.query as { viewAs?: unknown }).viewAs;

    let subject = context.subject();
    let onBehalfOf: string | undefined;
    if (typeof viewAs === 'string' && viewAs !== '') {
      try {
        const acting = await resolveActingAs(context, viewAs, VIEWABLE_ROLES);
        subject = { userId: acting.userId, role: acting.role };
        onBehalfOf = acting.userId;
      } catch (error) {
        if (error instanceof GraphQLError) {
          const status = typeof error.extensions?.status === 'number' ? error.extensions.status : 403;
          return sendError(reply, status, status === 404 ? 'NOT_FOUND' : 'FORBIDDEN', error.message);
        }
        throw error;
      }
    }
    const family = subject ? familyFor('reportPdf', subject.role) : undefined;
    if (!family) return sendError(reply, 403, 'FORBIDDEN', COMMON.forbidden);

    let response: Awaited<ReturnType<typeof services.upstream.send>>;
    try {
      response = await services.upstream.send({
        path: services.upstream.familyPath(family, reportPdfPath(id)),
        method: 'GET',
        jwt: user.jwt,
        headers: onBehalfOf ? { [ON_BEHALF_OF_HEADER]: onBehalfOf } : undefined,
        metrics: request.upstreamMetrics,
        log: request.log,
        requestId: request.id,
      });
    } catch (error) {
      if (!(error instanceof UpstreamNetworkError)) request.log.error({ err: error }, 'report pdf failed');
      return sendError(reply, 503, 'UPSTREAM_UNAVAILABLE', COMMON.upstreamUnavailable);
    }
    if (response.statusCode >= 400) {
      await response.body.dump();
      switch (response.statusCode) {
        case 404:
          return sendError(reply, 404, 'NOT_FOUND', REPORT_PDF_MESSAGES.notFound);
        case 401:
          context.session.destroy();
          return sendError(reply, 401, 'UNAUTHENTICATED', COMMON.sessionExpired);
        case 403:
          return sendError(reply, 403, 'FORBIDDEN', COMMON.forbidden);
        default:
          request.log.warn({ status: response.statusCode, reportId: id }, 'upstream report pdf failed');
          return sendError(reply, 502, 'UPSTREAM_ERROR', COMMON.loadError);
      }
    }
    response.body.on('error', (error) => request.log.error({ err: error, reportId: id }, 'report pdf cut short'));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${fileNameOf(response.headers['content-disposition'], id)}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(response.body);
  });
}
