import { type ProvidedConsultancyValues, providedConsultancySchema } from '@talhao/schema';
import { PROVIDED_FAMILIES, type ProvidedFamily, upstreamWorkStatus } from '@talhao/schema/upstream/provided';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { batchIds, batchPage } from '../../http/batch';
import type { FixtureContext } from '../../http/context';
import { calendarDay } from '../../http/dates';
import { badRequest, conflict, forbidden, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { created, paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter, type RouteOptions } from '../../http/routing';
import { objectId } from '../../store/ids';
import { USERS, type UserRecord } from '../account/users';
import { PROPERTIES } from '../farmers/farmers';
import { visibleFarmerIds } from '../farmers/visibility';
import { OFFERS } from '../offers/offers';
import { WORKS } from '../schedule/schedule';
import {
  DEFAULT_LISTED_STATUSES,
  newestCreatedFirst,
  newestStartFirst,
  PROVIDER_FIELD_OF,
  providerStatus,
  toFormValues,
  toProvidedPayload,
} from './access';
import { PROVIDED_CONSULTANCIES, type ProvidedConsultancyRecord } from './provided';

export const PROVIDED_HTTP_MESSAGES = {
  notFound: 'Consultoria prestada não encontrada.',
  notRequested: 'Esta solicitação já foi respondida.',
  response: 'Informe res=true (aceitar) ou res=false (recusar)',
  offerNotYours: 'A consultoria selecionada não pertence a você.',
  offerNotOfCompany: 'A consultoria selecionada não pertence à sua empresa.',
  farmerNotVisible: 'Você não tem acesso a este agricultor.',
  propertyNotOfFarmer: 'A propriedade selecionada não pertence ao agricultor.',
  idRequired: 'Informe o _id da consultoria prestada',
  removed: 'Consultoria prestada removida',
} as const;

const statusList = z.union([upstreamWorkStatus.transform((status) => [status]), z.array(upstreamWorkStatus)]);

const listFilter = z.object({
  _id: batchIds.optional(),
  user: z.string().min(1).optional(),
  consultancy: z.string().min(1).optional(),
  status: statusList.optional(),
  startFrom: calendarDay('startFrom').optional(),
  startTo: calendarDay('startTo').optional(),
});

const requestAnswer = z.object({
  res: z.enum(['true', 'false'], { error: PROVIDED_HTTP_MESSAGES.response }),
});

/**
 * The form rules of providedConsultancySchema on the provider's field names. A failure answers
 * `400 {statusCode, message, fields}`: `message` is the first rule broken, `fields` every broken field's
 * first message keyed by the provider's field name (consultancy, user, property…).
 */
function parseProvidedBody(
  mode: 'create' | 'edit',
  body: unknown,
  reply: FastifyReply,
): ProvidedConsultancyValues | null {
  const result = providedConsultancySchema(mode).safeParse(toFormValues(body));
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const head = String(issue.path[0] ?? '');
    const field = PROVIDER_FIELD_OF[head] ?? head;
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  const message = result.error.issues[0]?.message ?? 'Dados inválidos';
  void reply.code(400).send({ statusCode: 400, message, fields });
  return null;
}

/**
 * Which provided consultancies `caller` sees through `family` (docs/rest-contract.md issue 4 and issue 16):
 * consultantConsultancyProvidedApi — an independent CONSULTANT's own; enterpriseConsultancyProvidedApi — an
 * ENTERPRISE's company records (every consultant of it), an ENTERPRISE_CONSULTANT's own company records.
 * Anything else answers 404, as another user's record.
 */
export function seesProvided(
  family: ProvidedFamily,
  caller: UserRecord,
): (record: ProvidedConsultancyRecord) => boolean {
  if (family === PROVIDED_FAMILIES.CONSULTANT) {
    return (record) => record.company === null && record.consultant === caller._id;
  }
  if (caller.role === 'ENTERPRISE') return (record) => record.company !== null && record.company === caller._id;
  if (caller.role === 'ENTERPRISE_CONSULTANT') {
    return (record) =>
      record.company !== null && record.company === caller.companyId && record.consultant === caller._id;
  }
  return () => false;
}

/**
 * consultantConsultancyProvidedApi (docs/rest-contract.md issue 4): a CONSULTANT's provided consultancies
 * and the requests farmers made to them. enterpriseConsultancyProvidedApi (issue 16): the same calls for a
 * company (reads every record of its consultants, answers its requests, writes nothing else) and a company
 * consultant (reads and writes their own; never answers a request: 403). Another's record answers 404.
 */
export function registerProvidedRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  for (const family of [PROVIDED_FAMILIES.CONSULTANT, PROVIDED_FAMILIES.ENTERPRISE] as const) {
    registerFamily(app, ctx, family);
  }
}

function registerFamily(app: FastifyInstance, ctx: FixtureContext, family: ProvidedFamily): void {
  const { store, now } = ctx;
  const provided = store.collection(PROVIDED_CONSULTANCIES);
  const users = store.collection(USERS);
  const router = familyRouter(app, ctx.families, family);
  const enterprise = family === PROVIDED_FAMILIES.ENTERPRISE;
  const access = { access: 'bearer' } as const;
  /** Who writes records through this family: the consultant who delivers them. */
  const writers: RouteOptions = { access: 'bearer', roles: [enterprise ? 'ENTERPRISE_CONSULTANT' : 'CONSULTANT'] };
  /** Who answers requests: the independent consultant, or the company (spec 002 §1). */
  const answerers: RouteOptions = { access: 'bearer', roles: [enterprise ? 'ENTERPRISE' : 'CONSULTANT'] };
  const payload = (record: ProvidedConsultancyRecord) => toProvidedPayload(record, (id) => users.get(id));

  const ownRecord = (request: FastifyRequest, id: string): ProvidedConsultancyRecord => {
    const record = provided.get(id);
    if (!record || !seesProvided(family, requireSelf(request))(record)) {
      throw notFound(PROVIDED_HTTP_MESSAGES.notFound);
    }
    return record;
  };

  /** The references of a create/edit body: 403 for an offer or farmer that is not the caller's, 400 for a foreign property. */
  const checkReferences = (caller: UserRecord, values: ProvidedConsultancyValues) => {
    const offer = store.collection(OFFERS).get(values.offerId);
    if (enterprise) {
      if (!offer || offer.company === null || offer.company !== caller.companyId) {
        throw forbidden(PROVIDED_HTTP_MESSAGES.offerNotOfCompany);
      }
    } else if (!offer || offer.consultant !== caller._id) throw forbidden(PROVIDED_HTTP_MESSAGES.offerNotYours);
    if (!visibleFarmerIds(store, caller).has(values.farmerId)) throw forbidden(PROVIDED_HTTP_MESSAGES.farmerNotVisible);
    const property = store.collection(PROPERTIES).get(values.propertyId);
    if (!property || property.user !== values.farmerId) throw badRequest(PROVIDED_HTTP_MESSAGES.propertyNotOfFarmer);
  };
  const fieldsOf = (values: ProvidedConsultancyValues) => ({
    consultancy: values.offerId,
    user: values.farmerId,
    property: values.propertyId,
    fixedPrice: values.fixedPrice,
    status: providerStatus(values.status),
    startDate: values.startDate,
    endDate: values.endDate ?? null,
  });

  router.post('/filter', access, async (request) => {
    const filter = parseOr400(listFilter, request.body ?? {});
    const sees = seesProvided(family, requireSelf(request));
    // A lookup by ids holds every status unless `status` narrows it (rows may name a request or a refusal).
    const statuses: ReadonlySet<string> | null = filter.status?.length
      ? new Set(filter.status)
      : filter._id
        ? null
        : new Set(DEFAULT_LISTED_STATUSES);
    const ids = filter._id ? new Set(filter._id) : null;
    const matches = provided
      .filter(
        (record) =>
          sees(record) &&
          (ids === null || ids.has(record._id)) &&
          (statuses === null || statuses.has(record.status)) &&
          (filter.user === undefined || record.user === filter.user) &&
          (filter.consultancy === undefined || record.consultancy === filter.consultancy) &&
          (filter.startFrom === undefined || record.startDate >= filter.startFrom) &&
          (filter.startTo === undefined || record.startDate <= filter.startTo),
      )
      .sort(newestStartFirst);
    if (filter._id) return batchPage(matches.map(payload), filter._id);
    return paginate(matches, parsePageNumber(request.query), payload);
  });

  const requestsPage = async (request: FastifyRequest) => {
    const pageNumber = parsePageNumber(request.query);
    const sees = seesProvided(family, requireSelf(request));
    const requests = provided
      .filter((record) => sees(record) && record.status === 'REQUESTED')
      .sort(newestCreatedFirst);
    return paginate(requests, pageNumber, payload);
  };
  router.get('/requests', access, requestsPage);
  // Spec 002 §7 spells the company's list as a POST; the enterprise family answers both.
  if (enterprise) router.post('/requests', access, requestsPage);

  router.put('/requests/:id', answerers, async (request) => {
    const { res } = parseOr400(requestAnswer, request.query ?? {});
    const record = ownRecord(request, (request.params as { id: string }).id);
    if (record.status !== 'REQUESTED') throw conflict(PROVIDED_HTTP_MESSAGES.notRequested);
    const updated = provided.update(record._id, {
      status: res === 'true' ? 'PLANNED' : 'REJECTED',
      updatedAt: now().toISOString(),
    })!;
    return payload(updated);
  });

  router.get('/:id', access, async (request) => payload(ownRecord(request, (request.params as { id: string }).id)));

  router.post('', writers, async (request, reply) => {
    const values = parseProvidedBody('create', request.body, reply);
    if (!values) return reply;
    const caller = requireSelf(request);
    checkReferences(caller, values);
    const at = now();
    const record = provided.insert({
      _id: objectId(at),
      consultant: caller._id,
      company: enterprise ? caller.companyId : null,
      ...fieldsOf(values),
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
    return reply.code(201).send(created(record));
  });

  router.put('', writers, async (request, reply) => {
    const id = (request.body as { _id?: unknown } | null | undefined)?._id;
    if (typeof id !== 'string' || id === '') throw badRequest(PROVIDED_HTTP_MESSAGES.idRequired);
    const current = ownRecord(request, id);
    const values = parseProvidedBody('edit', request.body, reply);
    if (!values) return reply;
    checkReferences(requireSelf(request), values);
    const updated = provided.update(current._id, { ...fieldsOf(values), updatedAt: now().toISOString() })!;
    return payload(updated);
  });

  router.delete('/:id', writers, async (request) => {
    const record = ownRecord(request, (request.params as { id: string }).id);
    provided.remove(record._id);
    // Works belong to their provided consultancy: they go with it.
    store.collection(WORKS).removeWhere((work) => work.consultancyProvided === record._id);
    return { message: PROVIDED_HTTP_MESSAGES.removed };
  });
}
