import { z } from 'zod';

/**
 * The envelopes every REST family shares (issue 13): defined once, used by the BFF's parsers and the
 * fixture server's answers alike.
 */

/**
 * One schema per item schema, built on first use: zod compiles each object schema on its first parse, so a
 * schema built per call (a lookup per request) would be compiled again every time.
 */
function memoized<R>(build: (item: z.ZodType) => R) {
  const built = new WeakMap<z.ZodType, R>();
  return (item: z.ZodType): R => {
    let schema = built.get(item);
    if (!schema) {
      schema = build(item);
      built.set(item, schema);
    }
    return schema;
  };
}

const pageSchemas = memoized((item) =>
  z.object({
    items: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  }),
);

/** `{items, pageNumber, pageSize, total}` of any paged list. */
export const upstreamPage = <T extends z.ZodType>(item: T) =>
  pageSchemas(item) as z.ZodObject<{
    items: z.ZodArray<T>;
    pageNumber: z.ZodNumber;
    pageSize: z.ZodNumber;
    total: z.ZodNumber;
  }>;

const batchSchemas = memoized((item) => z.object({ items: z.array(item) }));

/**
 * The `{_id: [ids]}` / `{property}` batch answers: one unpaged page whose pageSize is the number of
 * ids (docs/rest-contract.md "Batch by id"). Only `items` is read, so an empty answer parses too.
 */
export const batchOf = <T extends z.ZodType>(item: T) => batchSchemas(item) as z.ZodObject<{ items: z.ZodArray<T> }>;

/** What a create answers: the new record's id. */
export const createdSchema = z.object({ _id: z.string().min(1) });

/** What a removal (or another acknowledgement) answers: one pt-BR sentence. */
export const messageSchema = z.object({ message: z.string() });

/** Most ids one batch lookup takes (docs/rest-contract.md "Batch by id"). */
export const MAX_BATCH_IDS = 100;

/** The `_id` of a lookup filter: one id, or a list of at most MAX_BATCH_IDS (the batch by id). */
export const batchIdsSchema = z.union([z.string().min(1), z.array(z.string().min(1)).max(MAX_BATCH_IDS)]);

/** The query of a paged list: `?pageNumber=n`, from 1 (absent means 1). */
export const pageQuerySchema = z.object({ pageNumber: z.string().regex(/^\d+$/).optional() });

/** A body the BFF does not read (what a removal answers varies by family): anything parses. */
export const anyBodySchema = z.unknown();

/** The body of a POST that takes none (the provider reads `{}`). */
export const emptyBodySchema = z.object({});
