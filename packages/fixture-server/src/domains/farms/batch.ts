import { z } from 'zod';
import type { Page } from '../../routes/pagination';

/**
 * "Batch by id" (docs/rest-contract.md issue 4): lookup filters accept `{_id: [ids]}`, at most 100, and
 * answer every visible record among them in one unpaged page. A single id string is taken as a list of one.
 */
export const MAX_BATCH_IDS = 100;

export const BATCH_MESSAGES = {
  tooMany: `Informe no máximo ${MAX_BATCH_IDS} ids`,
} as const;

export const batchIds = z
  .union([
    z
      .string()
      .min(1)
      .transform((id) => [id]),
    z.array(z.string().min(1)),
  ])
  .refine((ids) => ids.length <= MAX_BATCH_IDS, BATCH_MESSAGES.tooMany);

/**
 * The one page of a batch: `pageSize` is the number of ids asked for (1 when the list was empty, since a
 * page size is positive), `total` the number of records found.
 */
export function batchPage<T>(items: T[], asked: readonly string[]): Page<T> {
  return { items, pageNumber: 1, pageSize: Math.max(1, asked.length), total: items.length };
}
