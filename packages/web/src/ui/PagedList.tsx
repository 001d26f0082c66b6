import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from './DataTable';
import { ListEnd } from './ListEnd';
import { Pagination } from './Pagination';
import { ErrorState, PartialErrorNotice } from './states';

/** One page of a list as the BFF answers it (`{items, hasNextPage}` of every paged query). */
export interface PagedResult<T> {
  items: T[];
  hasNextPage: boolean;
}

interface PagedListCommon<T> {
  /** Current page, from 1 (useListParams keeps it in the URL). */
  page: number;
  onPageChange(page: number): void;
  /** The page loaded, or undefined while none has arrived. */
  result: PagedResult<T> | null | undefined;
  /** The query is loading (a first load, or a cached page being confirmed). */
  loading: boolean;
  /** Why the load failed (pt-BR), or null. Without a page it replaces the list; with one, see `partialErrors`. */
  error: string | null;
  onRetry(): void;
  /** Shown when a later page comes back empty ('Você já visualizou todas…'). */
  endText: string;
  /** Shown when the first page is empty (usually an EmptyState). */
  empty: ReactNode;
  /** A page that loaded with errors (errorPolicy 'all') says so above the rows. */
  partialErrors?: boolean;
  /** The pagination waits for a page (it is not shown while page 2 first loads). */
  paginationAfterLoad?: boolean;
}

interface PagedTableProps<T> extends PagedListCommon<T> {
  /** Accessible name of the table. */
  caption: string;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string;
  /** The table says it is busy while a cached page is confirmed with the server. */
  showRefreshing?: boolean;
}

interface PagedItemsProps<T> extends PagedListCommon<T> {
  /** The rows in a layout of their own (cards…), when a table does not fit. */
  renderItems(items: T[]): ReactNode;
  /** What stands in for the items while the first page loads. */
  loadingView: ReactNode;
}

export type PagedListProps<T> = PagedTableProps<T> | PagedItemsProps<T>;

/**
 * The block every paged list page repeats: the load error (or the partial-data notice), the rows (a
 * DataTable, or items laid out by the page), the empty state on page 1 or ListEnd past the last page,
 * and the pagination. A fragment, so it sits in the page's own layout.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { page, onPageChange, result, loading, error, onRetry, endText, empty, partialErrors, paginationAfterLoad } =
    props;
  const items = result?.items ?? [];
  const emptyView = page > 1 ? <ListEnd text={endText} /> : empty;

  let body: ReactNode;
  if (error && !result) body = <ErrorState message={error} onRetry={onRetry} />;
  else if ('columns' in props)
    body = (
      <DataTable
        caption={props.caption}
        columns={props.columns}
        rows={items}
        rowKey={props.rowKey}
        loading={loading && !result}
        refreshing={props.showRefreshing ? loading && !!result : false}
        empty={emptyView}
      />
    );
  else if (loading && !result) body = props.loadingView;
  else if (items.length === 0) body = emptyView;
  else body = props.renderItems(items);

  const showPagination = !paginationAfterLoad || Boolean(result && (page > 1 || result.hasNextPage));
  return (
    <>
      {partialErrors && error && result ? <PartialErrorNotice message={error} onRetry={onRetry} /> : null}
      {body}
      {showPagination ? (
        <Pagination page={page} hasNextPage={result?.hasNextPage ?? false} onChange={onPageChange} />
      ) : null}
    </>
  );
}
