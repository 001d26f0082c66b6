import { monitoringCountSchema } from '@talhao/schema/upstream/monitorings';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context';
import { MAX_BATCH, scopedLoader } from '../base/by-id-loader';
import { monitoringsApi } from './api';
import { LOAD } from './messages';

/**
 * How many monitorings each provided consultancy has: the ids asked for in one tick go in ONE
 * `POST {family}/monitoring/count/filter {consultancyProvided: [ids]}` (docs/rest-contract.md "Issue 15 —
 * monitorings"), so a page of consultancies costs one call. A consultancy the caller does not see counts 0.
 */
export const monitoringCountLoader = (ctx: RequestContext) =>
  scopedLoader(
    ctx,
    'monitoringCount',
    () =>
      new DataLoader<string, number>(
        async (ids) => {
          const counted = await monitoringsApi(ctx).post(
            '/monitoring/count/filter',
            { consultancyProvided: [...ids] },
            { schema: monitoringCountSchema, ...LOAD },
          );
          const totals = new Map(counted.items.map((item) => [item.consultancyProvided, item.total]));
          return ids.map((id) => totals.get(id) ?? 0);
        },
        { maxBatchSize: MAX_BATCH },
      ),
  );
