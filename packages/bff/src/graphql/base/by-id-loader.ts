import type { CatalogueOperation, FamilyName } from '@talhao/schema';
import { batchOf } from '@talhao/schema/upstream/envelope';
import { LOOKUPS, type LookupKind } from '@talhao/schema/upstream/lookups';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import type { RequestContext } from '../../context';
import type { RequestUpstream } from '../../upstream/request-upstream';

/**
 * The by-id machinery every domain's lookups share (issue 4, issue 13 §8): per-request, per-data-scope
 * DataLoaders of the records that rows name by id. Each kind is read as packages/schema LOOKUPS says: by
 * default the specification's GET of one record per id, deduplicated and run in parallel; for a family the
 * deployment declares in UPSTREAM_BATCH_BY_ID, ONE `{_id: [ids]}` call per tick (docs/rest-contract.md
 * "Batch by id"). Unknown or foreign ids load as null; a failed GET fails only its own id. The loaders
 * themselves live with their domains (farmers/loaders.ts, offers/lookups.ts, provided/api.ts).
 */

/** The provider accepts at most 100 ids per `{_id: [ids]}` filter; DataLoader splits bigger batches. */
export const MAX_BATCH = 100;

const scopes = new WeakMap<RequestUpstream, Map<string, DataLoader<string, unknown>>>();

/**
 * The loader named `key` for this request's data scope, built on first use. Keyed by the scope's
 * upstream binding (like offers/client-count-loader.ts), so a master's viewAs gets its own.
 */
export function scopedLoader<V>(ctx: RequestContext, key: string, create: () => DataLoader<string, V>) {
  let byKey = scopes.get(ctx.upstream);
  if (!byKey) {
    byKey = new Map();
    scopes.set(ctx.upstream, byKey);
  }
  let loader = byKey.get(key) as DataLoader<string, V> | undefined;
  if (!loader) {
    loader = create();
    byKey.set(key, loader as DataLoader<string, unknown>);
  }
  return loader;
}

/** What one round of a lookup brought: the records found, and the ids whose own call failed. */
interface Fetched<P> {
  records: P[];
  failures: Map<string, Error>;
}

/** Records keyed by id, as `toModel` maps them. */
export const keyed = <P extends { _id: string }, M>(records: P[], toModel: (record: P) => M) =>
  new Map(records.map((record) => [record._id, toModel(record)]));

/** Whether this deployment declared `family` to answer `{_id: [ids]}` (else: one GET per id). */
export const batchesById = (ctx: RequestContext, family: FamilyName): boolean =>
  ctx.config.batchById?.has(family) ?? false;

/** A record the provider does not show this caller (gone, or someone else's): absent, not an error. */
const isAbsent = (error: unknown) => {
  const status = error instanceof GraphQLError ? error.extensions?.status : undefined;
  return status === 404 || status === 403;
};

/** How one kind is read by id: through which family, parsed by which schema, worded by which catalogue entry. */
export interface ByIdRead<S extends z.ZodType<{ _id: string }>> {
  kind: LookupKind;
  family: FamilyName;
  item: S;
  /** The asking domain's read texts (its catalogue entry). */
  operation: CatalogueOperation;
  /** Filters the batch call adds beside `_id` (e.g. every status). */
  filters?: Record<string, unknown>;
}

/**
 * The records of `ids`, as LOOKUPS[kind] reads them: one batch POST (with `filters`) where the family
 * declares it, else one GET per id in parallel.
 */
function fetchByIds<S extends z.ZodType<{ _id: string }>>(ctx: RequestContext, read: ByIdRead<S>) {
  const lookup = LOOKUPS[read.kind];
  const api = ctx.upstream.family(read.family);
  const texts = { operation: read.operation };
  return async (ids: string[]): Promise<Fetched<z.output<S>>> => {
    if (batchesById(ctx, read.family)) {
      const answer = await api.post(
        lookup.batch,
        { ...read.filters, _id: ids },
        { schema: batchOf(read.item), ...texts, query: { pageNumber: 1 } },
      );
      return { records: answer.items, failures: new Map() };
    }
    const records: z.output<S>[] = [];
    const failures = new Map<string, Error>();
    await Promise.all(
      ids.map(async (id) => {
        try {
          records.push(await api.get(lookup.byId(id), { schema: read.item, ...texts }));
        } catch (error) {
          if (!isAbsent(error)) failures.set(id, error instanceof Error ? error : new Error(String(error)));
        }
      }),
    );
    return { records, failures };
  };
}

/**
 * The by-id loader of `read.kind` for this request's data scope: `map` turns the visible records into
 * models keyed by id (async, so sectors can name their areas in the same pass).
 */
export function createByIdLoader<S extends z.ZodType<{ _id: string }>, M>(
  ctx: RequestContext,
  read: ByIdRead<S>,
  map: (records: z.output<S>[]) => Promise<Map<string, M>> | Map<string, M>,
): DataLoader<string, M | null> {
  return scopedLoader(ctx, read.kind, () => {
    const fetch = fetchByIds(ctx, read);
    return new DataLoader<string, M | null>(
      async (ids) => {
        const { records, failures } = await fetch([...ids]);
        const models = await map(records);
        return ids.map((id) => failures.get(id) ?? models.get(id) ?? null);
      },
      { maxBatchSize: MAX_BATCH },
    );
  });
}
