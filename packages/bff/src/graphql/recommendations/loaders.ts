import { fieldActivityPageSchema } from '@talhao/schema/upstream/recommendations';
import type { RequestContext } from '../../context';
import { farmerRecordKey, farmerRecordLoader } from '../harvests/farmer-batch';
import { toFieldActivity } from './mapping';
import { LOAD } from './messages';

/** The loader key of a field activity: the provider batches them only under their farmer (`filter/{farmerId}`). */
export const fieldActivityKey = farmerRecordKey;

/**
 * Field activities by farmer and id (a report's recommended activities, say), batched per farmer
 * (harvests/farmer-batch.ts); an activity the caller may not see (or its farmer) is null.
 */
export const fieldActivityLoader = (ctx: RequestContext) =>
  farmerRecordLoader(ctx, {
    key: 'fieldActivity',
    domain: 'recommendations',
    page: fieldActivityPageSchema,
    load: LOAD,
    toModel: toFieldActivity,
  });
