import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams<F extends Record<string, string>> {
  /** Current page, from 1. */
  page: number;
  /** Every filter of `defaults`, read from the URL (the default when absent). */
  filters: F;
  setPage(page: number): void;
  /** Merges the given filters and goes back to page 1. */
  setFilters(filters: Partial<F>): void;
  /** Back to the defaults and page 1. */
  clear(): void;
}

const PAGE = 'page';

/** Reads `?page=` (from 1; anything else is 1). */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get(PAGE));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Page and filters of a list kept in the URL search params, so reloads, links and the back button keep them.
 * Defaults and page 1 are left out of the URL; params that are not the list's (e.g. `viewAs`) are kept.
 */
export function useListParams<F extends Record<string, string>>(defaults: F): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // The defaults object is usually a fresh literal each render: key the memo on its content.
  const defaultsKey = JSON.stringify(defaults);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the serialized params and defaults
  const filters = useMemo(() => {
    const current = new URLSearchParams(search);
    const read = {} as Record<string, string>;
    for (const [key, fallback] of Object.entries(defaults)) read[key] = current.get(key) ?? fallback;
    return read as F;
  }, [search, defaultsKey]);

  const page = readPage(params);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        return next;
      }),
    [setParams],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the serialized defaults
  const writeFilters = useCallback(
    (next: URLSearchParams, values: Partial<F>) => {
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) continue;
        if (value === '' || value === defaults[key]) next.delete(key);
        else next.set(key, value);
      }
    },
    [defaultsKey],
  );

  const setPage = useCallback(
    (nextPage: number) =>
      update((next) => {
        if (nextPage > 1) next.set(PAGE, String(Math.floor(nextPage)));
        else next.delete(PAGE);
      }),
    [update],
  );

  const setFilters = useCallback(
    (values: Partial<F>) =>
      update((next) => {
        writeFilters(next, values);
        next.delete(PAGE);
      }),
    [update, writeFilters],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the serialized defaults
  const clear = useCallback(
    () =>
      update((next) => {
        for (const key of Object.keys(defaults)) next.delete(key);
        next.delete(PAGE);
      }),
    [update, defaultsKey],
  );

  return { page, filters, setPage, setFilters, clear };
}
