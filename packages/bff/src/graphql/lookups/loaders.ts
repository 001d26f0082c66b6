import type { FamilyName } from '@talhao/schema';
import { batchOf } from '@talhao/schema/upstream/envelope';
import {
  areaPageSchema,
  type UpstreamSector as SectorPayload,
  upstreamSectorSchema as sectorPayloadSchema,
  upstreamFarmerSchema,
  upstreamPropertySchema,
} from '@talhao/schema/upstream/farmers';
import { LOOKUPS, type LookupKind } from '@talhao/schema/upstream/lookups';
import { upstreamOfferSchema } from '@talhao/schema/upstream/offers';
import { upstreamProvidedSchema, WORK_STATUSES } from '@talhao/schema/upstream/provided';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import type { RequestContext } from '../../context';
import type { RequestUpstream } from '../../upstream/request-upstream';
import { type OfferModel, toOfferedConsultancy } from '../consultancies/mapping';
import { consultantArea } from './area';
import { toFarmer, toProperty, toProvided, toSector } from './mapping';
import type { FarmerModel, PropertyModel, ProvidedConsultancyModel, SectorModel } from './models';

/** This domain's read texts (the catalogue's loadFarms). */
const LOAD = { operation: 'loadFarms' } as const;

/**
 * Per-request, per-data-scope loaders of the records that rows name by id (issue 4, issue 13 §8).
 * Each kind is read as packages/schema LOOKUPS says: by default the specification's GET of one record
 * per id, deduplicated and run in parallel; for a family the deployment declares in
 * UPSTREAM_BATCH_BY_ID, ONE `{_id: [ids]}` call per tick (docs/rest-contract.md "Batch by id").
 * Unknown or foreign ids load as null; a failed GET fails only its own id.
 * Keyed like consultancies/client-count-loader.ts (WeakMap on ctx.upstream), so viewAs gets its own.
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

/** What one round of a lookup brought: the records found, and the ids whose own call failed. */
interface Fetched<P> {
  records: P[];
  failures: Map<string, Error>;
}

/**
 * A by-id loader over `fetch`, which answers the visible records among the ids; `map` turns them into
 * models keyed by id (async so sectors can name their areas in the same pass).
 */
function byIdLoader<P extends { _id: string }, M>(
  fetch: (ids: string[]) => Promise<Fetched<P>>,
  map: (records: P[]) => Promise<Map<string, M>> | Map<string, M>,
): DataLoader<string, M | null> {
  return new DataLoader<string, M | null>(
    async (ids) => {
      const { records, failures } = await fetch([...ids]);
      const models = await map(records);
      return ids.map((id) => failures.get(id) ?? models.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}

const keyed = <P extends { _id: string }, M>(records: P[], toModel: (record: P) => M) =>
  new Map(records.map((record) => [record._id, toModel(record)]));

/** Whether this deployment declared `family` to answer `{_id: [ids]}` (else: one GET per id). */
export const batchesById = (ctx: RequestContext, family: FamilyName): boolean =>
  ctx.config.batchById?.has(family) ?? false;

/** A record the provider does not show this caller (gone, or someone else's): absent, not an error. */
const isAbsent = (error: unknown) => {
  const status = error instanceof GraphQLError ? error.extensions?.status : undefined;
  return status === 404 || status === 403;
};

/**
 * The records of `ids` through `family`, as LOOKUPS[kind] reads them: one batch POST (with `filters`)
 * where the family declares it, else one GET per id in parallel.
 */
function fetchByIds<S extends z.ZodType<{ _id: string }>>(
  ctx: RequestContext,
  kind: LookupKind,
  family: FamilyName,
  item: S,
  filters: Record<string, unknown> = {},
) {
  const lookup = LOOKUPS[kind];
  const api = ctx.upstream.family(family);
  return async (ids: string[]): Promise<Fetched<z.output<S>>> => {
    if (batchesById(ctx, family)) {
      const answer = await api.post(
        lookup.batch,
        { ...filters, _id: ids },
        { schema: batchOf(item), ...LOAD, query: { pageNumber: 1 } },
      );
      return { records: answer.items, failures: new Map() };
    }
    const records: z.output<S>[] = [];
    const failures = new Map<string, Error>();
    await Promise.all(
      ids.map(async (id) => {
        try {
          records.push(await api.get(lookup.byId(id), { schema: item, ...LOAD }));
        } catch (error) {
          if (!isAbsent(error)) failures.set(id, error instanceof Error ? error : new Error(String(error)));
        }
      }),
    );
    return { records, failures };
  };
}

/** Farmers: consultantFarmerProfileApi/{id} (or its `/users-registered/filter` batch). */
export const farmerLoader = (ctx: RequestContext): DataLoader<string, FarmerModel | null> => {
  const { families, userId } = consultantArea(ctx);
  return scoped(ctx, 'farmers', () =>
    byIdLoader(fetchByIds(ctx, 'farmer', families.farmers, upstreamFarmerSchema), (farmers) =>
      keyed(farmers, (farmer) => toFarmer(farmer, userId)),
    ),
  );
};

/** Properties: farmerPropertyApi/property/{id} (or its `/filter` batch). */
export const propertyLoader = (ctx: RequestContext): DataLoader<string, PropertyModel | null> => {
  const { families } = consultantArea(ctx);
  return scoped(ctx, 'properties', () =>
    byIdLoader(fetchByIds(ctx, 'property', families.properties, upstreamPropertySchema), (properties) =>
      keyed(properties, toProperty),
    ),
  );
};

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
  const { families } = consultantArea(ctx);
  return scoped(ctx, 'sectors', () =>
    byIdLoader(fetchByIds(ctx, 'sector', families.sectors, sectorPayloadSchema), async (sectors) => {
      const models = await namedSectors(ctx, sectors);
      return new Map(models.map((model) => [model.id, model]));
    }),
  );
};

/** Offers: consultantConsultancyApi/{id} (or its `/filter` batch). */
export const offerLoader = (ctx: RequestContext): DataLoader<string, OfferModel | null> => {
  const { families } = consultantArea(ctx);
  return scoped(ctx, 'offers', () =>
    byIdLoader(fetchByIds(ctx, 'offer', families.offers, upstreamOfferSchema), (offers) =>
      keyed(offers, toOfferedConsultancy),
    ),
  );
};

const EVERY_STATUS = { status: WORK_STATUSES };

/** Provided consultancies: consultantConsultancyProvidedApi/{id} (or its `/filter` batch, every status). */
export const providedLoader = (ctx: RequestContext): DataLoader<string, ProvidedConsultancyModel | null> => {
  const { families } = consultantArea(ctx);
  return scoped(ctx, 'provided', () =>
    // Every status: a row may name a request (REQUESTED) or a refused one, which the filter omits by default.
    byIdLoader(fetchByIds(ctx, 'provided', families.provided, upstreamProvidedSchema, EVERY_STATUS), (provided) =>
      keyed(provided, toProvided),
    ),
  );
};
