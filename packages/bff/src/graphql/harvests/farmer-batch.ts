import type { CatalogueOperation } from '@talhao/schema';
import DataLoader from 'dataloader';
import type { z } from 'zod';
import type { RequestContext } from '../../context';
import { batchesById, MAX_BATCH, scopedLoader } from '../base/by-id-loader';
import { farmDataApi, farmerPath } from './api';

/** The loader key of a farmer's record: the provider reads one only under its farmer (`filter/{farmerId}` + `_id`). */
export const farmerRecordKey = (farmerId: string, recordId: string) => `${farmerId}/${recordId}`;

/**
 * Records of a farmer-data domain by farmer and id (harvests, field activities): one POST {family}/filter/{farmerId}
 * with `{_id: [ids]}` per farmer where the deployment declares the batch, else one `{_id: id}` per record (the
 * specification's provider). A record the caller may not see (or its farmer) is null.
 */
export function farmerRecordLoader<Upstream extends { _id: string; user: string }, Model>(
  ctx: RequestContext,
  options: {
    key: string;
    domain: 'harvests' | 'recommendations';
    page: z.ZodType<{ items: Upstream[] }>;
    load: { operation: CatalogueOperation };
    toModel: (record: Upstream, userId: string) => Model;
  },
): DataLoader<string, Model | null> {
  const { api, family, userId } = farmDataApi(ctx, options.domain);
  return scopedLoader(
    ctx,
    options.key,
    () =>
      new DataLoader<string, Model | null>(
        async (keys) => {
          const byFarmer = new Map<string, string[]>();
          for (const key of keys) {
            const [farmerId = '', id = ''] = key.split('/');
            byFarmer.set(farmerId, [...(byFarmer.get(farmerId) ?? []), id]);
          }
          const found = new Map<string, Model>();
          const read = async (farmerId: string, ids: string | string[]) => {
            try {
              const page = await api.post(
                farmerPath(farmerId),
                { _id: ids },
                { schema: options.page, ...options.load },
              );
              for (const record of page.items) {
                found.set(farmerRecordKey(record.user, record._id), options.toModel(record, userId));
              }
            } catch (error) {
              // An invisible farmer reads as "no such record"; anything else is the field's error.
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
}
