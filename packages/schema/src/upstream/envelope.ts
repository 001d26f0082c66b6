import { z } from 'zod';

/**
 * The envelopes every REST family shares (issue 13): defined once, used by the BFF's parsers and the
 * fixture server's answers alike.
 */

/** `{items, pageNumber, pageSize, total}` of any paged list. */
export const upstreamPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  });

/**
 * The `{_id: [ids]}` / `{property}` batch answers: one unpaged page whose pageSize is the number of
 * ids (docs/rest-contract.md "Batch by id"). Only `items` is read, so an empty answer parses too.
 */
export const batchOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

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
