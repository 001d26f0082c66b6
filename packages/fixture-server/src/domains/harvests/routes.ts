import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { batchIds, batchPage } from '../../http/batch';
import type { FixtureContext } from '../../http/context';
import { notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { foldText } from '../../http/text';
import { CULTURES } from '../farmers/farmers';
import { FARM_HTTP_MESSAGES } from '../farmers/routes';
import { visibleFarmerIds } from '../farmers/visibility';
import { HARVESTS } from './harvests';
import { byStartDesc, toHarvestPayload } from './payloads';

const harvestFilter = z.object({
  product: z.string().max(100).nullish(),
  _id: batchIds.optional(),
  id: batchIds.optional(),
});

/** The farmer of `:farmerId` when the caller sees them (domains/farmers/visibility.ts), else 404. */
export function visibleFarmerId(ctx: FixtureContext, request: FastifyRequest): string {
  const farmerId = (request.params as Record<string, string>).farmerId ?? '';
  if (!visibleFarmerIds(ctx.store, requireSelf(request)).has(farmerId))
    throw notFound(FARM_HTTP_MESSAGES.farmerNotFound);
  return farmerId;
}

/**
 * POST farmerHarvestApi/filter/{farmerId} (spec 001 §7; docs/rest-contract.md issue 14): the farmer's harvests,
 * newest first, `{product}` matching the culture's name (accent-insensitive contains); `{_id}` or `{id}` (one id
 * or a list) answers those harvests of the farmer in one unpaged page. An invisible farmer is 404.
 */
export function registerHarvestRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store } = ctx;
  const harvests = store.collection(HARVESTS);
  const cultures = store.collection(CULTURES);
  const api = familyRouter(app, ctx.families, 'farmerHarvestApi');

  api.post('/filter/:farmerId', { access: 'bearer' }, async (request) => {
    const farmerId = visibleFarmerId(ctx, request);
    const filter = parseOr400(harvestFilter, request.body ?? {});
    const ids = filter._id ?? filter.id;
    if (ids) {
      const wanted = new Set(ids);
      const found = harvests.filter((h) => h.user === farmerId && wanted.has(h._id));
      return batchPage(
        found.map((h) => toHarvestPayload(store, h)),
        ids,
      );
    }
    const pageNumber = parsePageNumber(request.query);
    const needle = filter.product?.trim() ? foldText(filter.product.trim()) : null;
    const matches = harvests
      .filter(
        (h) =>
          h.user === farmerId && (needle === null || foldText(cultures.get(h.culture)?.name ?? '').includes(needle)),
      )
      .sort(byStartDesc);
    return paginate(matches, pageNumber, (h) => toHarvestPayload(store, h));
  });
}
