import { harvestPageSchema } from '@talhao/schema/upstream/harvests';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context';
import { batchesById, MAX_BATCH, scopedLoader } from '../base/by-id-loader';
import { pageInfo } from '../base/paging';
import { farmDataApi, farmerPath } from './api';
import { type HarvestModel, toHarvest } from './mapping';
import { LOAD } from './messages';

/** The loader key of a harvest: the provider reads one only under its farmer (`filter/{farmerId}` with `_id`). */
export const harvestKey = (farmerId: string, harvestId: string) => `${farmerId}/${harvestId}`;

/**
 * Harvests by farmer and id: one POST farmerHarvestApi/filter/{farmerId} with `{_id: [ids]}` per farmer where the
 * deployment declares the batch, else one `{_id: id}` per harvest (the specification's provider). A harvest the
 * caller may not see (or its farmer) is null.
 */
export const harvestLoader = (ctx: RequestContext): DataLoader<string, HarvestModel | null> => {
  const { api, family } = farmDataApi(ctx, 'harvests');
  return scopedLoader(
    ctx,
    'harvest',
    () =>
      new DataLoader<string, HarvestModel | null>(
        async (keys) => {
          const byFarmer = new Map<string, string[]>();
          for (const key of keys) {
            const [farmerId = '', id = ''] = key.split('/');
            byFarmer.set(farmerId, [...(byFarmer.get(farmerId) ?? []), id]);
          }
          const found = new Map<string, HarvestModel>();
          const read = async (farmerId: string, ids: string | string[]) => {
            try {
              const page = await api.post(farmerPath(farmerId), { _id: ids }, { schema: harvestPageSchema, ...LOAD });
              for (const harvest of page.items) found.set(harvestKey(harvest.user, harvest._id), toHarvest(harvest));
            } catch (error) {
              // An invisible farmer reads as "no such harvest"; anything else is the field's error.
              if ((error as { extensions?: { status?: number } }).extensions?.status !== 404) throw error;
            }
          };
          const batch = batchesById(ctx, family);
          await Promise.all(
            [...byFarmer].flatMap(([farmerId, ids]) =>
              batch ? [read(farmerId, ids)] : ids.map((id) => read(farmerId, id)),
            ),
          );
          return keys.map((key) => found.get(key) ?? null);
        },
        { maxBatchSize: MAX_BATCH },
      ),
  );
};

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
