import { batchOf } from '@talhao/schema/upstream/envelope';
import {
  upstreamSectorSchema as sectorPayloadSchema,
  upstreamFarmerSchema,
  upstreamPropertySchema,
} from '@talhao/schema/upstream/farmers';
import { lookupFamily } from '@talhao/schema/upstream/lookups';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';
import { createByIdLoader, keyed, MAX_BATCH, scopedLoader } from '../base/by-id-loader';
import { landApi, landSubject } from './land-access';
import { LAND_TEXTS } from './land-messages';
import { namedSectors } from './loaders';
import { toFarmer, toProperty } from './mapping';
import { LOAD } from './messages';
import type { FarmerModel, PropertyModel, SectorModel } from './models';

/**
 * The land's by-id loaders for every role that has farmers (consultant, company, company consultant), each
 * kind's family from LOOKUPS by the subject's role. They share their per-request cache with the farmers
 * domain's loaders (same kind, same data scope), so a page that reads a farmer or a property twice asks once.
 */

const lookup = (ctx: RequestContext, kind: 'farmer' | 'property' | 'sector') => {
  const family = lookupFamily(kind, landSubject(ctx).role);
  if (!family) throw appError('FORBIDDEN', LAND_TEXTS.noLandArea, { status: 403 });
  return family;
};

export const landFarmerLoader = (ctx: RequestContext): DataLoader<string, FarmerModel | null> => {
  const { userId } = landSubject(ctx);
  return createByIdLoader(
    ctx,
    { kind: 'farmer', family: lookup(ctx, 'farmer'), item: upstreamFarmerSchema, ...LOAD },
    (farmers) => keyed(farmers, (farmer) => toFarmer(farmer, userId)),
  );
};

export const landPropertyLoader = (ctx: RequestContext): DataLoader<string, PropertyModel | null> =>
  createByIdLoader(
    ctx,
    { kind: 'property', family: lookup(ctx, 'property'), item: upstreamPropertySchema, ...LOAD },
    (properties) => keyed(properties, toProperty),
  );

export const landSectorLoader = (ctx: RequestContext): DataLoader<string, SectorModel | null> =>
  createByIdLoader(
    ctx,
    { kind: 'sector', family: lookup(ctx, 'sector'), item: sectorPayloadSchema, ...LOAD },
    async (sectors) => new Map((await namedSectors(ctx, sectors)).map((model) => [model.id, model])),
  );

/** Stores `sectors` in the by-id loader, so a later read of one of them costs nothing. */
export function primeSectors(ctx: RequestContext, sectors: SectorModel[]): void {
  const loader = landSectorLoader(ctx);
  for (const sector of sectors) loader.clear(sector.id).prime(sector.id, sector);
}

/**
 * The sectors of areas: every area asked in one tick is answered by ONE `POST farmerSectorApi/filter
 * {area: [ids]}` (at most 100 areas a call), so a page of areas with their sectors costs one call.
 */
export const areaSectorsLoader = (ctx: RequestContext): DataLoader<string, SectorModel[]> =>
  scopedLoader(
    ctx,
    'areaSectors',
    () =>
      new DataLoader<string, SectorModel[]>(
        async (areaIds) => {
          const list = await landApi(ctx, 'sectors').post(
            '/filter',
            { area: [...areaIds] },
            { schema: batchOf(sectorPayloadSchema), ...LOAD },
          );
          const sectors = await namedSectors(ctx, list.items);
          primeSectors(ctx, sectors);
          const byArea = new Map<string, SectorModel[]>();
          for (const sector of sectors) byArea.set(sector.areaId, [...(byArea.get(sector.areaId) ?? []), sector]);
          return areaIds.map((id) => byArea.get(id) ?? []);
        },
        { maxBatchSize: MAX_BATCH },
      ),
  );
