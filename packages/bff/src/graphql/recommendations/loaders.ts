import { fieldActivityPageSchema } from '@talhao/schema/upstream/recommendations';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context';
import { batchesById, MAX_BATCH, scopedLoader } from '../base/by-id-loader';
import { farmDataApi, farmerPath } from '../harvests/api';
import { type FieldActivityModel, toFieldActivity } from './mapping';
import { LOAD } from './messages';

/** The loader key of a field activity: the provider batches them only under their farmer (`filter/{farmerId}`). */
export const fieldActivityKey = (farmerId: string, activityId: string) => `${farmerId}/${activityId}`;

/**
 * Field activities by farmer and id (a report's recommended activities, say): one POST
 * farmerFieldActivityApi/filter/{farmerId} with `{_id: [ids]}` per farmer where the deployment declares the batch,
 * else one `{_id: id}` per activity (the specification's provider). An activity the caller may not see (or its
 * farmer) is null.
 */
export const fieldActivityLoader = (ctx: RequestContext): DataLoader<string, FieldActivityModel | null> => {
  const { api, family, userId } = farmDataApi(ctx, 'recommendations');
  return scopedLoader(
    ctx,
    'fieldActivity',
    () =>
      new DataLoader<string, FieldActivityModel | null>(
        async (keys) => {
          const byFarmer = new Map<string, string[]>();
          for (const key of keys) {
            const [farmerId = '', id = ''] = key.split('/');
            byFarmer.set(farmerId, [...(byFarmer.get(farmerId) ?? []), id]);
          }
          const found = new Map<string, FieldActivityModel>();
          const read = async (farmerId: string, ids: string | string[]) => {
            try {
              const page = await api.post(
                farmerPath(farmerId),
                { _id: ids },
                { schema: fieldActivityPageSchema, ...LOAD },
              );
              for (const activity of page.items) {
                found.set(fieldActivityKey(activity.user, activity._id), toFieldActivity(activity, userId));
              }
            } catch (error) {
              // An invisible farmer reads as "no such activity"; anything else is the field's error.
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
