import { COMMON, CREATE_MONITORING_POST, MONITORING_MESSAGES, monitoringPostFieldsSchema } from '@talhao/schema';
import { requireFamily } from '@talhao/schema/upstream/domainFamilies';
import { createdSchema } from '@talhao/schema/upstream/envelope';
import { upstreamMonitoringSchema } from '@talhao/schema/upstream/monitorings';
import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Services } from '../../services';
import type { SessionUser } from '../../session';
import { documentTarget, type Prepared } from '../../uploads/targets';
import { MONITORING_WRITERS } from './api';

type Refusal = Extract<Prepared, { ok: false }>;

const statusOf = (error: unknown) => (error instanceof GraphQLError ? error.extensions?.status : undefined);

/**
 * The monitoring, read with the uploader's token before the file is streamed: one the uploader does not see
 * is NOT_FOUND, one they did not create (the company's reading, another consultant of the company) FORBIDDEN.
 */
async function checkMonitoring(
  services: Services,
  request: FastifyRequest,
  user: SessionUser,
): Promise<Refusal | null> {
  const monitoringId = (request.params as { monitoringId?: string }).monitoringId ?? '';
  try {
    const monitoring = await services.upstream.call({
      jwt: user.jwt,
      operation: 'loadMonitorings',
      metrics: request.upstreamMetrics,
      log: request.log,
      requestId: request.id,
      family: requireFamily('monitorings', user.role),
      path: `/monitoring/${encodeURIComponent(monitoringId)}`,
      schema: upstreamMonitoringSchema,
    });
    if (monitoring.createdBy !== user.userId) {
      return { ok: false, status: 403, code: 'FORBIDDEN', message: MONITORING_MESSAGES.notWriter };
    }
    return null;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 403) {
      return { ok: false, status: 404, code: 'NOT_FOUND', message: MONITORING_MESSAGES.notFound };
    }
    request.log.warn({ err: String(error) }, 'monitoring post: monitoring check failed');
    return { ok: false, status: 503, code: 'UPSTREAM_UNAVAILABLE', message: COMMON.upstreamUnavailable };
  }
}

/**
 * POST /uploads/monitoring-post/:monitoringId: the fields title (optional) and description (checked with the
 * dialog's own rules, then the monitoring is checked), then one PDF/PNG/JPEG ≤ 3 MB, streamed to
 * {family}/monitoring/post-information/{monitoringId} of the uploader's family; answers `{id, message}`.
 */
export const monitoringPostUpload = (services: Services) =>
  documentTarget(services, {
    name: 'monitoring-post',
    param: 'monitoringId',
    roles: MONITORING_WRITERS,
    family: (user) => requireFamily('monitorings', user.role),
    path: '/monitoring/post-information',
    fields: () => monitoringPostFieldsSchema,
    check: (request, user) => checkMonitoring(services, request, user),
    upstreamFields: (values) => [
      ...(values.title ? [['title', values.title] as const] : []),
      ['description', values.description],
    ],
    messages: CREATE_MONITORING_POST,
    record: createdSchema,
    reply: (created, message) => ({ id: created._id, message }),
  });
