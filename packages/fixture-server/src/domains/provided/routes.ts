import { type ProvidedConsultancyValues, providedConsultancySchema } from '@talhao/schema';
import { upstreamWorkStatus } from '@talhao/schema/upstream/provided';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { batchIds, batchPage } from '../../http/batch';
import type { FixtureContext } from '../../http/context';
import { calendarDay } from '../../http/dates';
import { badRequest, conflict, forbidden, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { created, paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { objectId } from '../../store/ids';
import type { UserRecord } from '../account/users';
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
 * consultantConsultancyProvidedApi (docs/rest-contract.md issue 4): a CONSULTANT's provided
 * consultancies and the requests farmers made to them. Another consultant's record answers 404.
 */
export function registerProvidedRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;
  const provided = store.collection(PROVIDED_CONSULTANCIES);
  const router = familyRouter(app, ctx.families, 'consultantConsultancyProvidedApi');
  const access = { access: 'bearer' } as const;

  const mine = (caller: UserRecord) => (record: ProvidedConsultancyRecord) => record.consultant === caller._id;
  const ownRecord = (request: FastifyRequest, id: string): ProvidedConsultancyRecord => {
    const record = provided.get(id);
    if (!record || !mine(requireSelf(request))(record)) throw notFound(PROVIDED_HTTP_MESSAGES.notFound);
    return record;
  };

  /** The references of a create/edit body: 403 for an offer or farmer that is not the caller's, 400 for a foreign property. */
  const checkReferences = (caller: UserRecord, values: ProvidedConsultancyValues) => {
    const offer = store.collection(OFFERS).get(values.offerId);
    if (!offer || offer.consultant !== caller._id) throw forbidden(PROVIDED_HTTP_MESSAGES.offerNotYours);
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
    const caller = requireSelf(request);
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
          mine(caller)(record) &&
          (ids === null || ids.has(record._id)) &&
          (statuses === null || statuses.has(record.status)) &&
          (filter.user === undefined || record.user === filter.user) &&
          (filter.consultancy === undefined || record.consultancy === filter.consultancy) &&
          (filter.startFrom === undefined || record.startDate >= filter.startFrom) &&
          (filter.startTo === undefined || record.startDate <= filter.startTo),
      )
      .sort(newestStartFirst);
    if (filter._id) return batchPage(matches.map(toProvidedPayload), filter._id);
    return paginate(matches, parsePageNumber(request.query), toProvidedPayload);
  });

  router.get('/requests', access, async (request) => {
    const pageNumber = parsePageNumber(request.query);
    const caller = requireSelf(request);
    const requests = provided
      .filter((record) => mine(caller)(record) && record.status === 'REQUESTED')
      .sort(newestCreatedFirst);
    return paginate(requests, pageNumber, toProvidedPayload);
  });

  router.put('/requests/:id', access, async (request) => {
    const { res } = parseOr400(requestAnswer, request.query ?? {});
    const record = ownRecord(request, (request.params as { id: string }).id);
    if (record.status !== 'REQUESTED') throw conflict(PROVIDED_HTTP_MESSAGES.notRequested);
    const updated = provided.update(record._id, {
      status: res === 'true' ? 'PLANNED' : 'REJECTED',
      updatedAt: now().toISOString(),
    })!;
    return toProvidedPayload(updated);
  });

  router.get('/:id', access, async (request) =>
    toProvidedPayload(ownRecord(request, (request.params as { id: string }).id)),
  );

  router.post('', access, async (request, reply) => {
    const values = parseProvidedBody('create', request.body, reply);
    if (!values) return reply;
    const caller = requireSelf(request);
    checkReferences(caller, values);
    const at = now();
    const record = provided.insert({
      _id: objectId(at),
      consultant: caller._id,
      company: null,
      ...fieldsOf(values),
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
    return reply.code(201).send(created(record));
  });

  router.put('', access, async (request, reply) => {
    const id = (request.body as { _id?: unknown } | null | undefined)?._id;
    if (typeof id !== 'string' || id === '') throw badRequest(PROVIDED_HTTP_MESSAGES.idRequired);
    const current = ownRecord(request, id);
    const values = parseProvidedBody('edit', request.body, reply);
    if (!values) return reply;
    checkReferences(requireSelf(request), values);
    const updated = provided.update(current._id, { ...fieldsOf(values), updatedAt: now().toISOString() })!;
    return toProvidedPayload(updated);
  });

  router.delete('/:id', access, async (request) => {
    const record = ownRecord(request, (request.params as { id: string }).id);
    provided.remove(record._id);
    // Works belong to their provided consultancy: they go with it.
    store.collection(WORKS).removeWhere((work) => work.consultancyProvided === record._id);
    return { message: PROVIDED_HTTP_MESSAGES.removed };
  });
}
