import { todayInSaoPaulo } from '@talhao/schema';
import {
  FIELD_ACTIVITY_RANGE_MAX,
  FIELD_ACTIVITY_STATUSES,
  type FieldActivityBody,
  fieldActivityBodySchema,
  fieldActivityRangeSchema,
} from '@talhao/schema/upstream/recommendations';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { batchIds, batchPage } from '../../http/batch';
import type { FixtureContext } from '../../http/context';
import { badRequest, forbidden, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { foldText } from '../../http/text';
import { objectId } from '../../store/ids';
import type { Store } from '../../store/store';
import { USERS, type UserRecord } from '../account/users';
import { PROPERTIES, SECTORS } from '../farmers/farmers';
import { visibleFarmerIds } from '../farmers/visibility';
import { HARVESTS } from '../harvests/harvests';
import { byStartDesc } from '../harvests/payloads';
import { visibleFarmerId } from '../harvests/routes';
import { REPORTS } from '../reports/reports';
import { FIELD_ACTIVITIES, type FieldActivityRecord } from './fieldActivities';
import { toFieldActivityPayload } from './payloads';

export const FIELD_ACTIVITY_HTTP_MESSAGES = {
  notFound: 'Atividade não encontrada.',
  farmerNotFound: 'Agricultor não encontrado.',
  notCreator: 'Apenas quem criou a recomendação pode editá-la.',
  invalidLand: 'Propriedade, safra ou setores inválidos.',
  endBeforeStart: 'A data final deve ser maior que a data de início',
  startBeforeToday: 'A data de início deve ser maior ou igual à data de hoje',
  rangeTooLong: 'O intervalo pode ter no máximo 370 dias.',
} as const;

const DAY_MS = 86_400_000;

/**
 * The land of a body, checked against the farmer: the property is theirs, the harvest is theirs and on that property,
 * every sector is on that property (400 otherwise); the days are real and ordered. Returns the record's land fields.
 */
function landOf(store: Store, farmerId: string, body: FieldActivityBody) {
  const property = store.collection(PROPERTIES).get(body.property);
  const harvest = store.collection(HARVESTS).get(body.harvest);
  const sectors = body.sectors.map((id) => store.collection(SECTORS).get(id));
  if (
    property?.user !== farmerId ||
    harvest?.user !== farmerId ||
    harvest.property !== property._id ||
    sectors.some((sector) => sector?.property !== property._id)
  ) {
    throw badRequest(FIELD_ACTIVITY_HTTP_MESSAGES.invalidLand);
  }
  const real = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
  if (!real(body.startDate) || !real(body.endDate)) throw badRequest('Data inválida');
  if (body.endDate < body.startDate) throw badRequest(FIELD_ACTIVITY_HTTP_MESSAGES.endBeforeStart);
  return {
    property: property._id,
    harvest: harvest._id,
    sectors: body.sectors,
    areas: [...new Set(sectors.flatMap((sector) => (sector ? [sector.area] : [])))],
  };
}

/** The company of a report's author, or the author: who may read the activities that report recommends. */
const readsReportsOf = (caller: UserRecord, author: UserRecord | undefined): boolean =>
  !!author &&
  (author._id === caller._id ||
    (caller.role === 'ENTERPRISE' && author.companyId === caller._id) ||
    (caller.role === 'ENTERPRISE_CONSULTANT' && caller.companyId !== null && author.companyId === caller.companyId));

const filterSchema = z.object({
  _id: batchIds.nullish(),
  name: z.string().max(100).nullish(),
  status: z.enum(FIELD_ACTIVITY_STATUSES).nullish(),
  createdBy: z.string().min(1).nullish(),
});

/**
 * farmerFieldActivityApi (spec 001 §7; docs/rest-contract.md issue 14): POST /filter/{farmerId} with optional
 * `name` (accent-insensitive contains), `status` and `createdBy`, or `_id` (one id or a list: those activities of
 * the farmer, unpaged); GET /{id}; POST / (201 `{_id}`, on any farmer the caller sees, 404 otherwise; `consultancyReport` appends the new id to that report when it is the caller's on that farmer, and is
 * ignored otherwise); PUT /{id} (only its creator, 403);
 * POST /created-by-me/filter `{startDate, endDate}` (deployment extension: the caller's activities whose period meets the
 * range, unpaged). enterpriseFieldActivityApi GET /{reportId}/{id}: the activity a report recommends, for the
 * report's author and its company. A farmer or activity the caller may not see (domains/farmers/visibility.ts) is 404.
 */
export function registerFieldActivityRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store } = ctx;
  const activities = store.collection(FIELD_ACTIVITIES);
  const api = familyRouter(app, ctx.families, 'farmerFieldActivityApi');
  const read = { access: 'bearer' } as const;

  api.post('/filter/:farmerId', read, async (request) => {
    const farmerId = visibleFarmerId(ctx, request);
    const { _id: ids, name, status, createdBy } = parseOr400(filterSchema, request.body ?? {});
    if (ids) {
      const wanted = new Set(ids);
      const found = activities.filter((a) => a.user === farmerId && wanted.has(a._id));
      return batchPage(
        found.map((a) => toFieldActivityPayload(store, a)),
        ids,
      );
    }
    const pageNumber = parsePageNumber(request.query);
    const needle = name?.trim() ? foldText(name.trim()) : null;
    const matches = activities
      .filter(
        (a) =>
          a.user === farmerId &&
          (needle === null || foldText(a.name).includes(needle)) &&
          (!status || a.status === status) &&
          (!createdBy || a.createdBy === createdBy),
      )
      .sort(byStartDesc);
    return paginate(matches, pageNumber, (a) => toFieldActivityPayload(store, a));
  });

  api.get('/:id', read, async (request) => {
    const id = (request.params as Record<string, string>).id ?? '';
    const activity = activities.get(id);
    if (!activity || !visibleFarmerIds(store, requireSelf(request)).has(activity.user)) {
      throw notFound(FIELD_ACTIVITY_HTTP_MESSAGES.notFound);
    }
    return toFieldActivityPayload(store, activity);
  });

  api.post('', read, async (request, reply) => {
    const caller = requireSelf(request);
    const body = parseOr400(fieldActivityBodySchema, request.body ?? {});
    if (!visibleFarmerIds(store, caller).has(body.user)) throw notFound(FIELD_ACTIVITY_HTTP_MESSAGES.farmerNotFound);
    const land = landOf(store, body.user, body);
    const at = ctx.now();
    if (body.startDate < todayInSaoPaulo(at)) throw badRequest(FIELD_ACTIVITY_HTTP_MESSAGES.startBeforeToday);
    // Only one of the caller's reports on this farmer lists it; any other `consultancyReport` is ignored.
    const named = body.consultancyReport ? store.collection(REPORTS).get(body.consultancyReport) : undefined;
    const report = named?.createdBy === caller._id && named.user === body.user ? named : undefined;
    const record = activities.insert({
      _id: objectId(at),
      user: body.user,
      ...land,
      activityType: body.activityType,
      name: body.name,
      description: body.description ?? '',
      recurrence: body.recurrence,
      tags: body.tags ?? body.costs.map((cost) => cost.tag.name),
      startDate: body.startDate,
      endDate: body.endDate,
      status: body.status,
      completionDate: body.status === 'COMPLETED' ? body.endDate : null,
      products: body.products ?? [],
      costs: body.costs,
      createdBy: caller._id,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
    if (report) {
      store.collection(REPORTS).update(report._id, {
        fieldActivityRecommended: [...report.fieldActivityRecommended, record._id],
        updatedAt: at.toISOString(),
      });
    }
    return reply.code(201).send({ _id: record._id });
  });

  api.put('/:id', read, async (request) => {
    const caller = requireSelf(request);
    const id = (request.params as Record<string, string>).id ?? '';
    const current = activities.get(id);
    if (!current || !visibleFarmerIds(store, caller).has(current.user)) {
      throw notFound(FIELD_ACTIVITY_HTTP_MESSAGES.notFound);
    }
    if (current.createdBy !== caller._id) throw forbidden(FIELD_ACTIVITY_HTTP_MESSAGES.notCreator);
    const body = parseOr400(fieldActivityBodySchema, request.body ?? {});
    const land = landOf(store, current.user, body);
    const at = ctx.now();
    if (body.startDate !== current.startDate && body.startDate < todayInSaoPaulo(at)) {
      throw badRequest(FIELD_ACTIVITY_HTTP_MESSAGES.startBeforeToday);
    }
    const patch: Partial<FieldActivityRecord> = {
      ...land,
      activityType: body.activityType,
      name: body.name,
      description: body.description ?? '',
      recurrence: body.recurrence,
      tags: body.tags ?? body.costs.map((cost) => cost.tag.name),
      startDate: body.startDate,
      endDate: body.endDate,
      status: body.status,
      completionDate: body.status === 'COMPLETED' ? (current.completionDate ?? todayInSaoPaulo(at)) : null,
      products: body.products ?? [],
      costs: body.costs,
      updatedAt: at.toISOString(),
    };
    const updated = activities.update(id, patch);
    return toFieldActivityPayload(store, updated ?? current);
  });

  api.post('/created-by-me/filter', read, async (request) => {
    const caller = requireSelf(request);
    const { startDate, endDate } = parseOr400(fieldActivityRangeSchema, request.body ?? {});
    const span = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS;
    if (!(span >= 0)) throw badRequest(FIELD_ACTIVITY_HTTP_MESSAGES.endBeforeStart);
    if (span > 370) throw badRequest(FIELD_ACTIVITY_HTTP_MESSAGES.rangeTooLong);
    const visible = visibleFarmerIds(store, caller);
    const items = activities
      .filter(
        (a) =>
          a.createdBy === caller._id &&
          visible.has(a.user) &&
          a.startDate.slice(0, 10) <= endDate &&
          a.endDate.slice(0, 10) >= startDate,
      )
      .sort(byStartDesc)
      .slice(0, FIELD_ACTIVITY_RANGE_MAX);
    return { items: items.map((a) => toFieldActivityPayload(store, a)) };
  });

  const company = familyRouter(app, ctx.families, 'enterpriseFieldActivityApi');
  company.get('/:reportId/:id', read, async (request) => {
    const caller = requireSelf(request);
    const { reportId = '', id = '' } = request.params as Record<string, string>;
    const report = store.collection(REPORTS).get(reportId);
    const author = report ? store.collection(USERS).get(report.createdBy) : undefined;
    const activity = activities.get(id);
    if (!report || !activity || !report.fieldActivityRecommended.includes(id) || !readsReportsOf(caller, author)) {
      throw notFound(FIELD_ACTIVITY_HTTP_MESSAGES.notFound);
    }
    return toFieldActivityPayload(store, activity);
  });
}
