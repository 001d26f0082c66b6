import {
  areaPageSchema,
  type UpstreamSector as SectorPayload,
  upstreamSectorSchema as sectorPayloadSchema,
  upstreamFarmerSchema,
  upstreamPropertySchema,
} from '@talhao/schema/upstream/farmers';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context';
import { createByIdLoader, keyed, scopedLoader } from '../base/by-id-loader';
import { consultantDomainFamily, consultantLookupFamily, consultantSubject } from '../base/consultant-subject';
import { roleLookupFamily } from '../base/role-subject';
import { farmerSubject } from './farmer-access';
import { toFarmer, toProperty, toSector } from './mapping';
import { LOAD, NO_CONSULTANT_AREA } from './messages';
import type { FarmerModel, PropertyModel, SectorModel } from './models';

/** The families a consultant reads farmers and their land through, by id (packages/schema LOOKUPS). */
export const FAMILIES = {
  farmer: consultantLookupFamily('farmer'),
  property: consultantLookupFamily('property'),
  sector: consultantLookupFamily('sector'),
};

/**
 * Farmers: {farmer family}/{id} (or its `/users-registered/filter` batch), the family of the subject's role
 * (consultantFarmerProfileApi; enterpriseFarmerProfileApi for the company and its consultants).
 */
export const farmerLoader = (ctx: RequestContext): DataLoader<string, FarmerModel | null> => {
  const { userId, family } = farmerSubject(ctx);
  return createByIdLoader(ctx, { kind: 'farmer', family, item: upstreamFarmerSchema, ...LOAD }, (farmers) =>
    keyed(farmers, (farmer) => toFarmer(farmer, userId)),
  );
};

/** Properties: farmerPropertyApi/property/{id} (or its `/filter` batch). */
export const propertyLoader = (ctx: RequestContext): DataLoader<string, PropertyModel | null> => {
  // Issue 16: the family of the subject's role (the company and its consultants read properties too).
  const family = roleLookupFamily(ctx, 'property', NO_CONSULTANT_AREA);
  return createByIdLoader(ctx, { kind: 'property', family, item: upstreamPropertySchema, ...LOAD }, (properties) =>
    keyed(properties, toProperty),
  );
};

/**
 * Area names of a property (GET farmerAreaApi/property/{id}, every page): the contract has no area
 * batch, so sectors are named through their properties, one call per distinct property and page.
 */
function propertyAreasLoader(ctx: RequestContext): DataLoader<string, Map<string, string>> {
  return scopedLoader(
    ctx,
    'propertyAreas',
    () =>
      new DataLoader<string, Map<string, string>>((propertyIds) =>
        Promise.all(
          propertyIds.map(async (propertyId) => {
            const api = ctx.upstream.family(consultantDomainFamily('areas'));
            const path = `/property/${encodeURIComponent(propertyId)}`;
            const page = (n: number) => api.get(path, { schema: areaPageSchema, ...LOAD, query: { pageNumber: n } });
            const first = await page(1);
            const pages = first.pageSize > 0 ? Math.ceil(first.total / first.pageSize) : 1;
            const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
            const names = new Map<string, string>();
            for (const area of [first, ...rest].flatMap((p) => p.items)) names.set(area._id, area.name);
            return names;
          }),
        ),
      ),
  );
}

/**
 * Sectors with their area names: embedded `areaName` when the provider sends it, else the areas of
 * the sectors' properties (`fallbackProperty` when the payload does not name one), for a provider that
 * omits the optional embedded fields. With neither (no area-by-id call exists) the name is ''.
 */
export async function namedSectors(
  ctx: RequestContext,
  sectors: SectorPayload[],
  fallbackProperty?: string,
): Promise<SectorModel[]> {
  const names = new Map<string, string>();
  for (const sector of sectors) if (sector.areaName) names.set(sector.area, sector.areaName);
  const unnamed = () => sectors.filter((sector) => !names.has(sector.area));

  const propertyIds = [...new Set(unnamed().flatMap((sector) => sector.property ?? fallbackProperty ?? []))];
  if (propertyIds.length > 0) {
    for (const areas of await propertyAreasLoader(ctx).loadMany(propertyIds)) {
      if (areas instanceof Error) throw areas;
      for (const [id, name] of areas) names.set(id, name);
    }
  }
  return sectors.map((sector) => toSector(sector, names.get(sector.area) ?? ''));
}

/** Sectors: farmerSectorApi/{id} (or its `/filter` batch); area names embedded or from farmerAreaApi. */
export const sectorLoader = (ctx: RequestContext): DataLoader<string, SectorModel | null> => {
  consultantSubject(ctx, NO_CONSULTANT_AREA);
  return createByIdLoader(
    ctx,
    { kind: 'sector', family: FAMILIES.sector, item: sectorPayloadSchema, ...LOAD },
    async (sectors) => {
      const models = await namedSectors(ctx, sectors);
      return new Map(models.map((model) => [model.id, model]));
    },
  );
};
