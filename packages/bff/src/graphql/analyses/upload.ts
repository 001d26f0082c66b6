import {
  ANALYSIS_MESSAGES,
  COMMON,
  CREATE_LAB_ANALYSIS,
  labAnalysisFieldsSchema,
  todayInSaoPaulo,
} from '@talhao/schema';
import { requireFamily } from '@talhao/schema/upstream/domainFamilies';
import { createdSchema } from '@talhao/schema/upstream/envelope';
import { upstreamFarmerSchema, upstreamPropertySchema } from '@talhao/schema/upstream/farmers';
import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Services } from '../../services';
import type { SessionUser } from '../../session';
import { documentTarget, type Prepared } from '../../uploads/targets';

/** Who may insert an analysis (spec 001 §6, 002: the company reads farmer data). */
export const ANALYSIS_WRITERS = ['CONSULTANT', 'ENTERPRISE_CONSULTANT'] as const;

type Refusal = Extract<Prepared, { ok: false }>;

const statusOf = (error: unknown) => (error instanceof GraphQLError ? error.extensions?.status : undefined);
const isAbsent = (error: unknown) => statusOf(error) === 404 || statusOf(error) === 403;

const refusal = (status: number, code: Refusal['code'], message: string, field?: string): Refusal => ({
  ok: false,
  status,
  code,
  message,
  ...(field ? { fieldErrors: { [field]: message } } : {}),
});

/**
 * The farmer and the property, read with the uploader's token before the file is streamed (two GETs in
 * parallel): a farmer the uploader does not see is NOT_FOUND, one they did not register FORBIDDEN (rule: writes
 * on a farmer's land belong to the farmer's creator), a property not the farmer's NOT_FOUND.
 */
async function checkFarm(
  services: Services,
  request: FastifyRequest,
  user: SessionUser,
  propertyId: string,
): Promise<Refusal | null> {
  const farmerId = (request.params as { farmerId?: string }).farmerId ?? '';
  const common = {
    jwt: user.jwt,
    operation: 'loadFarms',
    metrics: request.upstreamMetrics,
    log: request.log,
    requestId: request.id,
  } as const;
  const [farmer, property] = await Promise.allSettled([
    services.upstream.call({
      ...common,
      family: requireFamily('farmers', user.role),
      path: `/${encodeURIComponent(farmerId)}`,
      schema: upstreamFarmerSchema,
    }),
    services.upstream.call({
      ...common,
      family: requireFamily('properties', user.role),
      path: `/property/${encodeURIComponent(propertyId)}`,
      schema: upstreamPropertySchema,
    }),
  ]);
  const unavailable = (reason: unknown): Refusal => {
    request.log.warn({ err: String(reason) }, 'lab analysis: farm check failed');
    return refusal(503, 'UPSTREAM_UNAVAILABLE', COMMON.upstreamUnavailable);
  };
  if (farmer.status === 'rejected') {
    return isAbsent(farmer.reason)
      ? refusal(404, 'NOT_FOUND', ANALYSIS_MESSAGES.farmerNotFound)
      : unavailable(farmer.reason);
  }
  if (farmer.value.createdBy !== user.userId) return refusal(403, 'FORBIDDEN', ANALYSIS_MESSAGES.notCreator);
  if (property.status === 'rejected') {
    return isAbsent(property.reason)
      ? refusal(404, 'NOT_FOUND', ANALYSIS_MESSAGES.propertyNotFound, 'property')
      : unavailable(property.reason);
  }
  if (property.value.user !== farmer.value._id) {
    return refusal(404, 'NOT_FOUND', ANALYSIS_MESSAGES.propertyNotFound, 'property');
  }
  return null;
}

/**
 * POST /uploads/lab-analysis/:farmerId: the fields name, date and property (checked with the web form's own
 * rules, then against the farm), then one PDF/PNG/JPEG ≤ 3 MB, streamed to farmerLabDocsApi/{farmerId} of the
 * uploader's family; answers `{id, message}`.
 */
export const labAnalysisUpload = (services: Services) =>
  documentTarget(services, {
    name: 'lab-analysis',
    param: 'farmerId',
    roles: ANALYSIS_WRITERS,
    family: (user) => requireFamily('analyses', user.role),
    path: '',
    // Built per request: "not in the future" is today's São Paulo day by the BFF's clock.
    fields: () => labAnalysisFieldsSchema(todayInSaoPaulo(services.now())),
    check: (request, user, values) => checkFarm(services, request, user, values.property),
    upstreamFields: (values) => [
      ['name', values.name],
      ['date', values.date],
      ['property', values.property],
    ],
    messages: CREATE_LAB_ANALYSIS,
    record: createdSchema,
    reply: (created, message) => ({ id: created._id, message }),
  });
