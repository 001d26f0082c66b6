import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Optional header row. */
  title?: ReactNode;
  actions?: ReactNode;
  /** Removes the body padding (tables that touch the edges). */
  flush?: boolean;
  as?: 'section' | 'div' | 'article';
}

export function Card({ title, actions, flush = false, as: Tag = 'section', className, children, ...rest }: CardProps) {
  return (
    <Tag className={cn('rounded-card border border-line bg-surface shadow-card', className)} {...rest}>
      {title || actions ? (
        <header className="flex flex-wrap items-center gap-3 border-b border-line px-5 py-3.5">
          {title ? <h2 className="min-w-0 flex-1 text-base font-semibold text-ink">{title}</h2> : null}
          {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
        </header>
      ) : null}
      <div className={flush ? undefined : 'p-5'}>{children}</div>
    </Tag>
  );
}
