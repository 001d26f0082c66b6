import type { ReactNode } from 'react';
import { cn } from './cn';

export interface DataTableColumn<T> {
  key: string;
  /** Column heading; also the label of the value in the stacked (phone) layout. */
  header: string;
  render: (row: T) => ReactNode;
  className?: string;
  /** Phone layout: show the value without the header label (e.g. the avatar/name or the actions column). */
  hideMobileLabel?: boolean;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  /** The rows shown are being confirmed with the server (a cached page): the table says it is busy. */
  refreshing?: boolean;
  /** Shown instead of the table when there are no rows (and nothing is loading). */
  empty: ReactNode;
  /** Accessible name of the table (visually hidden). */
  caption?: string;
  className?: string;
  /**
   * Expandable rows: the content shown under a row while `isExpanded(row)` (a full-width row below it). The
   * page renders its own toggle in a column (aria-expanded, aria-controls = `expandedRowId(rowKey)`).
   */
  renderExpanded?: (row: T) => ReactNode;
  isExpanded?: (row: T) => boolean;
}

/** The id of a row's expanded content, for the toggle's aria-controls. */
export const expandedRowId = (key: string) => `expanded-${key.replace(/[^A-Za-z0-9_-]/g, '')}`;

const SKELETON_ROWS = 5;

/**
 * One `<table>` for every width: from 520 px up a regular table; below it CSS stacks each row into a card
 * whose cells show their column header as a label. A single markup keeps one copy of every value in the DOM.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading = false,
  refreshing = false,
  empty,
  caption,
  className,
  renderExpanded,
  isExpanded,
}: DataTableProps<T>) {
  if (!loading && rows.length === 0) return <>{empty}</>;
  return (
    <div
      className={cn(
        // `relative`: the scroller contains its absolutely placed descendants (the sr-only labels of a row's
        // actions), which would otherwise take the page's width from where they sit in a table wider than its card.
        'relative sm:overflow-x-auto sm:rounded-card sm:border sm:border-line sm:bg-surface sm:shadow-card',
        className,
      )}
    >
      <table
        aria-busy={loading || refreshing || undefined}
        className={cn(
          'w-full border-collapse text-left text-sm transition-opacity max-sm:block',
          refreshing && !loading && 'opacity-70',
        )}
      >
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="max-sm:sr-only">
          <tr className="border-b border-line bg-canvas/70">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn('px-4 py-3 text-xs font-semibold tracking-wide text-muted uppercase', column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <tr key={index} data-testid="data-table-skeleton" className={rowClasses}>
                  {columns.map((column) => (
                    <td key={column.key} className={cellClasses}>
                      <span aria-hidden="true" className="block h-4 w-full max-w-40 animate-pulse rounded bg-line" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.flatMap((row) => [
                <tr key={rowKey(row)} className={rowClasses}>
                  {columns.map((column) => (
                    <td key={column.key} className={cn(cellClasses, column.className)}>
                      {column.hideMobileLabel ? null : (
                        <span aria-hidden="true" className="text-xs font-medium text-muted sm:hidden">
                          {column.header}
                        </span>
                      )}
                      <div className={cn('min-w-0', column.hideMobileLabel ? 'max-sm:w-full' : 'max-sm:text-right')}>
                        {column.render(row)}
                      </div>
                    </td>
                  ))}
                </tr>,
                ...(renderExpanded && isExpanded?.(row)
                  ? [
                      <tr key={`${rowKey(row)}-expanded`} id={expandedRowId(rowKey(row))} className={expandedClasses}>
                        <td colSpan={columns.length} className="px-4 py-3 max-sm:block max-sm:px-1">
                          {renderExpanded(row)}
                        </td>
                      </tr>,
                    ]
                  : []),
              ])}
        </tbody>
      </table>
      {loading ? <span className="sr-only">Carregando</span> : null}
    </div>
  );
}

const rowClasses =
  'border-b border-line last:border-b-0 hover:bg-brand-50/40 max-sm:block max-sm:rounded-card max-sm:border max-sm:border-line max-sm:bg-surface max-sm:p-3 max-sm:shadow-card max-sm:last:border-b';
const expandedClasses =
  'border-b border-line bg-canvas/60 last:border-b-0 max-sm:block max-sm:rounded-card max-sm:border';
const cellClasses =
  'px-4 py-3 align-middle text-ink max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:px-1 max-sm:py-1.5';
