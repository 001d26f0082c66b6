import type { createdSchema, upstreamPage } from '@talhao/schema/upstream/envelope';
import type { z } from 'zod';
import { badRequest } from './errors';

/** Lists are paged by `?pageNumber=n` (from 1), 10 per page (docs/rest-contract.md). */
export const PAGE_SIZE = 10;

/** The paged envelope of the contract (`upstreamPage` of packages/schema upstream/envelope.ts) around `T`s. */
export type Page<T> = Omit<z.input<ReturnType<typeof upstreamPage<z.ZodType>>>, 'items'> & { items: T[] };

/** What a create answers (`createdSchema`): the new record's id. */
export const created = (record: { _id: string }): z.input<typeof createdSchema> => ({ _id: record._id });

/** `pageNumber` from the query string; absent means 1, anything but a positive integer is 400. */
export function parsePageNumber(query: unknown): number {
  const raw = (query as { pageNumber?: unknown } | undefined)?.pageNumber;
  if (raw === undefined || raw === '') return 1;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw badRequest('pageNumber deve ser um inteiro a partir de 1');
  return value;
}

export function paginate<T, R>(all: readonly T[], pageNumber: number, map: (item: T) => R): Page<R> {
  const start = (pageNumber - 1) * PAGE_SIZE;
  return { items: all.slice(start, start + PAGE_SIZE).map(map), pageNumber, pageSize: PAGE_SIZE, total: all.length };
}
