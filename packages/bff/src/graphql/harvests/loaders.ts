import { harvestPageSchema } from '@talhao/schema/upstream/harvests';
import type { RequestContext } from '../../context';
import { pageInfo } from '../base/paging';
import { farmDataApi, farmerPath } from './api';
import { farmerRecordKey, farmerRecordLoader } from './farmer-batch';
import { toHarvest } from './mapping';
import { LOAD } from './messages';

/** The loader key of a harvest: the provider reads one only under its farmer (`filter/{farmerId}` with `_id`). */
export const harvestKey = farmerRecordKey;

/** Harvests by farmer and id, batched per farmer (farmer-batch.ts); a harvest the caller may not see is null. */
export const harvestLoader = (ctx: RequestContext) =>
  farmerRecordLoader(ctx, {
    key: 'harvest',
    domain: 'harvests',
    page: harvestPageSchema,
    load: LOAD,
    toModel: (harvest) => toHarvest(harvest),
  });

/**
 * One page of a farmer's harvests, `search` matching the culture ('search by product'); primes the loader. The
 * `harvests` query and the harvest-costs CSV read through it.
 */
export async function fetchHarvestPage(
  ctx: RequestContext,
  farmerId: string,
  search: string | undefined,
  page: number,
) {
  const { api } = farmDataApi(ctx, 'harvests');
  const list = await api.post(farmerPath(farmerId), search ? { product: search } : {}, {
    schema: harvestPageSchema,
    ...LOAD,
    query: { pageNumber: page },
  });
  const loader = harvestLoader(ctx);
  const items = list.items.map(toHarvest);
  for (const harvest of items) loader.prime(harvestKey(harvest.farmerId, harvest.id), harvest);
  return { ...pageInfo(page, list.pageSize, list.total), items };
}
