import type { WebRole } from '@talhao/schema';
import type { z } from 'zod';
import type { RequestContext } from '../context';
import type { CsvRow } from './csv';

/**
 * One CSV download (GET /exports/<name>.csv?…), contributed by its domain (graphql/<domain>/export.ts) and listed in
 * exports/index.ts, so the exports plugin never imports a domain (as uploads/targets.ts does for images). The rows
 * come from the same loaders and fetchers the domain's resolvers use, through a request context built like a GraphQL
 * request's: the same session, family choice and upstream accounting.
 */
export interface ExportTarget<P = unknown> {
  /** URL segment: 'farmers' → GET /exports/farmers.csv. */
  name: string;
  /** Roles that may download it; anyone else gets FORBIDDEN. */
  roles: readonly WebRole[];
  /** The query string's parameters (validated with pt-BR messages; a failure answers 400). */
  params: z.ZodType<P>;
  /** The file's name stem, e.g. 'agricultores' or `estoque-${farmer name}` (the date is appended). */
  fileStem(context: RequestContext, params: P): string | Promise<string>;
  columns: readonly string[];
  /** The rows, in order; may throw an appError (NOT_FOUND, FORBIDDEN …) before the first row. */
  rows(context: RequestContext, params: P): AsyncIterable<CsvRow>;
}

/** Widens a typed target for the registry list. */
export const exportTarget = <P>(target: ExportTarget<P>): ExportTarget<unknown> => target as ExportTarget<unknown>;

/** Every page of a paged read, one after the other, up to `maxPages` (a bound on what one download may cost). */
export async function* everyPage<T>(
  fetchPage: (page: number) => Promise<{ items: readonly T[]; hasNextPage: boolean }>,
  maxPages = EXPORT_MAX_PAGES,
): AsyncGenerator<T> {
  for (let page = 1; page <= maxPages; page += 1) {
    const { items, hasNextPage } = await fetchPage(page);
    yield* items;
    if (!hasNextPage) return;
  }
}

/** At most this many pages are read for one export (with the provider's page sizes, thousands of rows). */
export const EXPORT_MAX_PAGES = 200;
