import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

/** The value, once it has stopped changing for `delay` ms (search-as-you-type). */
export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** What the user typed in a search box, and the debounced, trimmed term to query with. */
export interface SearchTerm {
  query: string;
  setQuery(query: string): void;
  term: string;
  /** The user is still typing: the term has not caught up with the box yet. */
  settling: boolean;
}

export function useSearchTerm(delay = 300): SearchTerm {
  const [query, setQuery] = useState('');
  const term = useDebounced(query.trim(), delay);
  return { query, setQuery, term, settling: term !== query.trim() };
}

/** Headless UI's ComboboxInput owns aria-describedby (for its own <Field>); set ours (hint/error ids) on the element. */
export function useInputDescribedBy(ref: RefObject<HTMLInputElement | null>, ids: string | undefined): void {
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input) return;
    if (ids) input.setAttribute('aria-describedby', ids);
    else input.removeAttribute('aria-describedby');
  });
}

/** The options panel and an option row of every search combobox. */
export const comboboxOptionsClasses =
  'z-[70] w-(--input-width) rounded-lg border border-line bg-surface p-1 shadow-pop [--anchor-gap:4px] [--anchor-max-height:18rem] empty:invisible';
export const comboboxOptionClasses =
  'group flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink data-focus:bg-brand-50 sm:min-h-9';
