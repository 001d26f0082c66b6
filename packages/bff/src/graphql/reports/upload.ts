import { COMMON, CREATE_REPORT_ITEM, REPORT_MESSAGES, reportItemUploadFieldsSchema } from '@talhao/schema';
import { requireFamily } from '@talhao/schema/upstream/domainFamilies';
import { upstreamReportSchema } from '@talhao/schema/upstream/reports';
import { GraphQLError } from 'graphql';
import type { Services } from '../../services';
import { documentTarget, type Prepared, type UploadTarget } from '../../uploads/targets';

/** Who may add an item (the company only reads, spec 002). */
export const REPORT_ITEM_WRITERS = ['CONSULTANT', 'ENTERPRISE_CONSULTANT'] as const;

type Refusal = Extract<Prepared, { ok: false }>;
const refusal = (status: number, code: Refusal['code'], message: string): Refusal => ({
  ok: false,
  status,
  code,
  message,
});

const reportIdOf = (params: unknown) => (params as { reportId?: string }).reportId ?? '';

/**
 * POST /uploads/report-item/:reportId: the fields consultancyProvidedId, title and description (the items editor's
 * own rules), then the report read with the uploader's token — NOT_FOUND when they do not see it, FORBIDDEN when
 * they did not write it, NOT_FOUND for another consultancy's id — all before one byte of the file is streamed; then
 * one PDF/PNG/JPEG ≤ 3 MB to {family}/{reportId}/image-reports. Answers `{reportId, message}`.
 */
export function reportItemUpload(services: Services): UploadTarget {
  const family = (user: { role: Parameters<typeof requireFamily>[1] }) => requireFamily('reports', user.role);
  const target = documentTarget(services, {
    name: 'report-item',
    param: 'reportId',
    roles: REPORT_ITEM_WRITERS,
    family,
    path: '',
    fields: () => reportItemUploadFieldsSchema,
    check: async (request, user, values) => {
      try {
        const report = await services.upstream.call({
          jwt: user.jwt,
          operation: 'loadReports',
          metrics: request.upstreamMetrics,
          log: request.log,
          requestId: request.id,
          family: family(user),
          path: `/${encodeURIComponent(reportIdOf(request.params))}`,
          schema: upstreamReportSchema,
        });
        if (report.createdBy !== user.userId) return refusal(403, 'FORBIDDEN', REPORT_MESSAGES.notAuthor);
        if (report.consultancyProvided !== values.consultancyProvidedId) {
          return refusal(404, 'NOT_FOUND', REPORT_MESSAGES.providedNotFound);
        }
        return null;
      } catch (error) {
        if (error instanceof GraphQLError && error.extensions?.status === 404) {
          return refusal(404, 'NOT_FOUND', REPORT_MESSAGES.notFound);
        }
        request.log.warn({ err: String(error) }, 'report item: report check failed');
        return refusal(503, 'UPSTREAM_UNAVAILABLE', COMMON.upstreamUnavailable);
      }
    },
    upstreamFields: (values) => [
      ['consultancyProvidedId', values.consultancyProvidedId],
      ['title', values.title],
      ['description', values.description],
    ],
    messages: CREATE_REPORT_ITEM,
    record: upstreamReportSchema,
    reply: (report, message) => ({ reportId: report._id, message }),
  });
  // The items live under the report: {family}/{reportId}/image-reports.
  return {
    ...target,
    upstreamPath: (request, user) =>
      services.upstream.familyPath(family(user), `/${encodeURIComponent(reportIdOf(request.params))}/image-reports`),
  };
}
