import { FIELD_ACTIVITY_STATUSES } from '@talhao/schema/upstream/recommendations';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { batchIds, batchPage } from '../../http/batch';
import type { FixtureContext } from '../../http/context';
import { notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { foldText } from '../../http/text';
import { visibleFarmerIds } from '../farmers/visibility';
import { byStartDesc } from '../harvests/payloads';
import { visibleFarmerId } from '../harvests/routes';
import { FIELD_ACTIVITIES } from './fieldActivities';
import { toFieldActivityPayload } from './payloads';

export const FIELD_ACTIVITY_HTTP_MESSAGES = { notFound: 'Atividade não encontrada.' } as const;

const filterSchema = z.object({
  _id: batchIds.nullish(),
  name: z.string().max(100).nullish(),
  status: z.enum(FIELD_ACTIVITY_STATUSES).nullish(),
  createdBy: z.string().min(1).nullish(),
});

/**
 * farmerFieldActivityApi (spec 001 §7; docs/rest-contract.md issue 14): POST /filter/{farmerId} with optional
 * `name` (accent-insensitive contains), `status` and `createdBy`, or `_id` (one id or a list: those activities of
 * the farmer, unpaged); GET /{id}. A farmer or activity the caller may
 * not see (domains/farmers/visibility.ts) is 404.
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
}
