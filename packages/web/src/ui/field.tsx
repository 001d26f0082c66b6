import type { ReactNode } from 'react';
import { cn } from './cn';
import { FieldError } from './FieldError';

/** ids of a field's hint and error, for aria-describedby. */
export function describedBy(
  id: string,
  hint: ReactNode,
  error: string | undefined,
  extra?: string,
): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, extra ?? null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export const inputClasses = (invalid: boolean, className?: string) =>
  cn(
    'block w-full min-h-11 sm:min-h-10 rounded-lg border bg-surface px-3 py-2 text-base sm:text-sm text-ink shadow-xs',
    'placeholder:text-muted/80 transition-colors',
    'focus:outline-none focus:ring-3 disabled:cursor-not-allowed disabled:bg-canvas disabled:text-muted',
    invalid
      ? 'border-tone-red focus:border-tone-red focus:ring-tone-red/20'
      : 'border-line-strong hover:border-brand-300 focus:border-brand-500 focus:ring-brand-500/20',
    className,
  );

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Right side of the label row (e.g. a character counter). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error of one form field, tied together by ids. */
export function FieldShell({ id, label, hint, error, required, aside, className, children }: FieldShellProps) {
  return (
    <div className={cn('w-full', className)}>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink-soft">
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-tone-red">
              *
            </span>
          ) : null}
        </label>
        {aside}
      </div>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
