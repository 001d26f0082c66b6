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
