import { COMMON } from '@talhao/schema';
import { CircleAlert, Inbox, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { cn } from './cn';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** Nothing to show yet (e.g. 'Nenhum agricultor encontrado'). */
export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-card border border-dashed border-line-strong bg-surface/60 px-6 py-12 text-center',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600"
      >
        {icon ?? <Inbox className="size-6" />}
      </span>
      <p className="text-base font-semibold text-ink">{title}</p>
      {description ? <p className="max-w-md text-sm text-muted">{description}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}

export interface ErrorStateProps {
  message: ReactNode;
  onRetry?: () => void;
  className?: string;
}

/** 'Tentar novamente' of a failed or partial load. */
function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button variant="secondary" size="sm" icon={<RotateCw aria-hidden="true" className="size-4" />} onClick={onRetry}>
      Tentar novamente
    </Button>
  );
}

/** A load failure in place of the content, with 'Tentar novamente'. */
export function ErrorState({ message, onRetry, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-card border border-tone-red/20 bg-tone-red-bg/50 px-6 py-10 text-center',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-8 text-tone-red" />
      <p className="max-w-md text-sm font-medium text-ink">{message}</p>
      {onRetry ? <RetryButton onRetry={onRetry} /> : null}
    </div>
  );
}

export interface PartialErrorNoticeProps {
  /** Why the missing part is missing (the BFF's pt-BR text). */
  message: string;
  onRetry?: () => void;
  className?: string;
}

/**
 * Above a page that loaded only in part (a farmer, an offer or sectors the provider could not answer):
 * says so and offers a retry, while the page shows everything that did load.
 */
export function PartialErrorNotice({ message, onRetry, className }: PartialErrorNoticeProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-card border border-tone-yellow/30 bg-tone-yellow-bg px-4 py-3 text-sm text-ink',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-tone-yellow" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{COMMON.partialData}</span> {message}
      </p>
      {onRetry ? <RetryButton onRetry={onRetry} /> : null}
    </div>
  );
}

/** In place of a part that could not be loaded ('Agricultor indisponível'). */
export function UnavailableText({ children }: { children: ReactNode }) {
  return <span className="text-muted italic">{children}</span>;
}
