import type { FamilyName } from '@talhao/schema';
import {
  upstreamAreaSchema,
  upstreamFarmerSchema,
  upstreamPropertySchema,
  upstreamProvidedSchema,
  WORK_STATUSES,
} from '@talhao/schema/upstream/consultant';
import DataLoader from 'dataloader';
import { z } from 'zod';
import type { RequestContext } from '../../context';
import type { RequestUpstream } from '../../upstream/request-upstream';
import { type OfferModel, toOfferedConsultancy } from '../consultancies/mapping';
import { upstreamOfferSchema } from '../consultancies/upstream';
import { ITEM_LOAD } from '../master/paging';
import { consultantArea } from './area';
import { toFarmer, toProperty, toProvided, toSector } from './mapping';
import type { FarmerModel, PropertyModel, ProvidedConsultancyModel, SectorModel } from './models';
import { batchOf, type SectorPayload, sectorPayloadSchema } from './upstream';

/**
 * Per-request, per-data-scope batched loaders of the records that rows name by id (issue 4).
 * Each loader batches every id asked for in one tick into ONE upstream call of its kind
 * (`{_id: [ids]}` filters, docs/rest-contract.md "Batch by id"); unknown or foreign ids load as null.
 * Keyed like consultancies/client-count-loader.ts (WeakMap on ctx.upstream), so viewAs gets its own.
 *
 * SIGNATURES ARE THE CONTRACT between the provided-consultancies slice (which implements this file)
 * and the schedule/dashboard slice (which imports it).
 */

/** The provider accepts at most 100 ids per `{_id: [ids]}` filter; DataLoader splits bigger batches. */
export const MAX_BATCH = 100;

const scopes = new WeakMap<RequestUpstream, Map<string, DataLoader<string, unknown>>>();

/** The loader of `kind` for this request's data scope, built on first use. */
function scoped<V>(ctx: RequestContext, kind: string, create: () => DataLoader<string, V>): DataLoader<string, V> {
  let byKind = scopes.get(ctx.upstream);
  if (!byKind) {
    byKind = new Map();
    scopes.set(ctx.upstream, byKind);
  }
  let loader = byKind.get(kind) as DataLoader<string, V> | undefined;
  if (!loader) {
    loader = create();
    byKind.set(kind, loader as DataLoader<string, unknown>);
  }
  return loader;
}

/**
 * A by-id loader over one batch call: `fetch` answers the visible records among the ids, `map`
 * turns them into models keyed by id (async so sectors can name their areas in the same pass).
 */
function batchLoader<P extends { _id: string }, M>(
  fetch: (ids: string[]) => Promise<P[]>,
  map: (records: P[]) => Promise<Map<string, M>> | Map<string, M>,
): DataLoader<string, M | null> {
  return new DataLoader<string, M | null>(
    async (ids) => {
      const models = await map(await fetch([...ids]));
      return ids.map((id) => models.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}

const keyed = <P extends { _id: string }, M>(records: P[], toModel: (record: P) => M) =>
  new Map(records.map((record) => [record._id, toModel(record)]));

/** POST `{path}` with `{_id: ids}` on a family, parsed with the item schema. */
function fetchByIds<S extends z.ZodType>(
  ctx: RequestContext,
  family: FamilyName,
  path: string,
  item: S,
  filters: Record<string, unknown> = {},
) {
  return async (ids: string[]): Promise<z.output<S>[]> => {
    const answer = await ctx.upstream
      .family(family)
      .post(path, { ...filters, _id: ids }, { schema: batchOf(item), ...ITEM_LOAD, query: { pageNumber: 1 } });
    return answer.items;
  };
}

/** consultantFarmerProfileApi/users-registered/filter `{_id: ids}` */
export const farmerLoader = (ctx: RequestContext): DataLoader<string, FarmerModel | null> => {
  const { families, userId } = consultantArea(ctx);
  return scoped(ctx, 'farmers', () =>
    batchLoader(fetchByIds(ctx, families.farmers, '/users-registered/filter', upstreamFarmerSchema), (farmers) =>
      keyed(farmers, (farmer) => toFarmer(farmer, userId)),
    ),
  );
};

/** farmerPropertyApi/filter `{_id: ids}` */
export const propertyLoader = (ctx: RequestContext): DataLoader<string, PropertyModel | null> => {
  consultantArea(ctx);
  return scoped(ctx, 'properties', () =>
    batchLoader(fetchByIds(ctx, 'farmerPropertyApi', '/filter', upstreamPropertySchema), (properties) =>
      keyed(properties, toProperty),
    ),
  );
};

const areaPageSchema = z.object({
  items: z.array(upstreamAreaSchema),
  pageSize: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});

/**
 * Area names of a property (GET farmerAreaApi/property/{id}, every page): the contract has no area
 * batch, so sectors are named through their properties, one call per distinct property and page.
 */
function propertyAreasLoader(ctx: RequestContext): DataLoader<string, Map<string, string>> {
  return scoped(
    ctx,
    'propertyAreas',
    () =>
      new DataLoader<string, Map<string, string>>((propertyIds) =>
        Promise.all(
          propertyIds.map(async (propertyId) => {
            const api = ctx.upstream.family('farmerAreaApi');
            const path = `/property/${encodeURIComponent(propertyId)}`;
            const page = (n: number) =>
              api.get(path, { schema: areaPageSchema, ...ITEM_LOAD, query: { pageNumber: n } });
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

/** farmerSectorApi/filter `{_id: ids}` (area names from farmerArea… or embedded; one call per kind) */
export const sectorLoader = (ctx: RequestContext): DataLoader<string, SectorModel | null> => {
  consultantArea(ctx);
  return scoped(ctx, 'sectors', () =>
    batchLoader(fetchByIds(ctx, 'farmerSectorApi', '/filter', sectorPayloadSchema), async (sectors) => {
      const models = await namedSectors(ctx, sectors);
      return new Map(models.map((model) => [model.id, model]));
    }),
  );
};

/** consultantConsultancyApi/filter `{_id: ids}` */
export const offerLoader = (ctx: RequestContext): DataLoader<string, OfferModel | null> => {
  const { families } = consultantArea(ctx);
  return scoped(ctx, 'offers', () =>
    batchLoader(fetchByIds(ctx, families.offers, '/filter', upstreamOfferSchema), (offers) =>
      keyed(offers, toOfferedConsultancy),
    ),
  );
};

const EVERY_STATUS = { status: WORK_STATUSES };

/** consultantConsultancyProvidedApi/filter `{_id: ids}` */
export const providedLoader = (ctx: RequestContext): DataLoader<string, ProvidedConsultancyModel | null> => {
  const { families } = consultantArea(ctx);
  return scoped(ctx, 'provided', () =>
    // Every status: a row may name a request (REQUESTED) or a refused one, which the filter omits by default.
    batchLoader(fetchByIds(ctx, families.provided, '/filter', upstreamProvidedSchema, EVERY_STATUS), (provided) =>
      keyed(provided, toProvided),
    ),
  );
};
