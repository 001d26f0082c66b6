import type DataLoader from 'dataloader';
import type { RequestContext } from '../../context';
import type { OfferModel } from '../consultancies/mapping';
import type { FarmerModel, PropertyModel, ProvidedConsultancyModel, SectorModel } from './models';

/**
 * Per-request, per-data-scope batched loaders of the records that rows name by id (issue 4).
 * Each loader batches every id asked for in one tick into ONE upstream call of its kind
 * (`{_id: [ids]}` filters, docs/rest-contract.md "Batch by id"); unknown or foreign ids load as null.
 * Keyed like consultancies/client-count-loader.ts (WeakMap on ctx.upstream), so viewAs gets its own.
 *
 * SIGNATURES ARE THE CONTRACT between the provided-consultancies slice (which implements this file)
 * and the schedule/dashboard slice (which imports it). Bodies below are placeholders until then.
 */
const pending = (name: string): never => {
  throw new Error(`${name}: not implemented yet`);
};

/** consultantFarmerProfileApi/users-registered/filter `{_id: ids}` */
export const farmerLoader = (_ctx: RequestContext): DataLoader<string, FarmerModel | null> => pending('farmerLoader');
/** farmerPropertyApi/filter `{_id: ids}` */
export const propertyLoader = (_ctx: RequestContext): DataLoader<string, PropertyModel | null> =>
  pending('propertyLoader');
/** farmerSectorApi/filter `{_id: ids}` (area names from farmerArea… or embedded; one call per kind) */
export const sectorLoader = (_ctx: RequestContext): DataLoader<string, SectorModel | null> => pending('sectorLoader');
/** consultantConsultancyApi/filter `{_id: ids}` */
export const offerLoader = (_ctx: RequestContext): DataLoader<string, OfferModel | null> => pending('offerLoader');
/** consultantConsultancyProvidedApi/filter `{_id: ids}` */
export const providedLoader = (_ctx: RequestContext): DataLoader<string, ProvidedConsultancyModel | null> =>
  pending('providedLoader');
