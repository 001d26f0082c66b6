import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

/** The plain card box of dashboard figures and their loading placeholders. */
export const FIGURE_CARD = 'rounded-card border border-line bg-surface p-4 shadow-card sm:p-5';

const PULSE = 'animate-pulse rounded bg-line motion-reduce:animate-none';

/** A figure card's loading placeholder: bars where the label, the value and the caption will be. */
export function FigureCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn(FIGURE_CARD, 'flex flex-col gap-3', className)}>
      <span className={cn('h-3.5 w-2/3', PULSE)} />
      <span className={cn('h-7 w-1/2', PULSE)} />
      <span className={cn('h-3 w-1/3', PULSE)} />
    </div>
  );
}

export interface FigureCardProps {
  /** Unique on the page: the card is labelled by its heading. */
  id: string;
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  /** The money figure stands out (brand background, filled icon). */
  highlight?: boolean;
  /** Heading level of the label where the page has none above the cards. */
  headingLevel?: 'h2' | 'h3';
  /** Extra classes of the label (its reserved height). */
  labelClassName?: string;
  /** Below the value: a caption, a split… */
  children?: ReactNode;
}

/**
 * One dashboard figure: label with its icon, the value, and what the caller adds below. The card is a size
 * container: its value is set by the card's own width (a row of four beside the side menu is narrower than the
 * window suggests), on one line, so a money figure never spills out of its card.
 */
export function FigureCard({
  id,
  label,
  value,
  icon: Icon,
  highlight = false,
  headingLevel: Heading = 'h3',
  labelClassName = 'min-h-[2lh]',
  children,
}: FigureCardProps) {
  return (
    <article
      aria-labelledby={id}
      className={cn(FIGURE_CARD, '@container flex h-full flex-col gap-2', highlight && 'border-brand-200 bg-brand-50')}
    >
      <div className="flex items-start justify-between gap-2">
        {/* Two lines kept for the label, so the figures of a row line up when one label wraps. */}
        <Heading id={id} className={cn('text-sm font-medium leading-snug text-muted', labelClassName)}>
          {label}
        </Heading>
        <span
          aria-hidden="true"
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-lg',
            highlight ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-600',
          )}
        >
          <Icon className="size-4" />
        </span>
      </div>
      <p className="whitespace-nowrap text-lg font-bold tracking-tight text-ink tabular-nums @[9rem]:text-xl @[11rem]:text-2xl">
        {value}
      </p>
      {children}
    </article>
  );
}
