import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from './cn';

export interface PaginationProps {
  /** Current page, starting at 1. */
  page: number;
  hasNextPage: boolean;
  onChange(page: number): void;
  className?: string;
}

export const PAGE_BLOCK = 5;

/**
 * The page buttons shown: the block of 5 that holds the current page, up to the furthest page known
 * to exist (lists report only `hasNextPage`, not a total).
 */
export function visiblePages(page: number, hasNextPage: boolean): number[] {
  const start = Math.floor((page - 1) / PAGE_BLOCK) * PAGE_BLOCK + 1;
  const lastKnown = hasNextPage ? page + 1 : page;
  const end = Math.min(start + PAGE_BLOCK - 1, lastKnown);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

const cell =
  'flex min-w-11 h-11 sm:min-w-9 sm:h-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';

export function Pagination({ page, hasNextPage, onChange, className }: PaginationProps) {
  if (page <= 1 && !hasNextPage) return null;
  const pages = visiblePages(page, hasNextPage);
  return (
    <nav aria-label="Paginação" className={cn('flex items-center justify-center gap-1', className)}>
      <button
        type="button"
        className={cn(cell, 'text-ink-soft hover:bg-ink/5')}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label="Página anterior"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          onClick={() => onChange(p)}
          aria-label={`Página ${p}`}
          aria-current={p === page ? 'page' : undefined}
          className={cn(
            cell,
            'tabular-nums',
            p === page ? 'bg-brand-600 text-white shadow-sm' : 'text-ink-soft hover:bg-brand-50',
          )}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={cn(cell, 'text-ink-soft hover:bg-ink/5')}
        onClick={() => onChange(page + 1)}
        disabled={!hasNextPage}
        aria-label="Próxima página"
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
