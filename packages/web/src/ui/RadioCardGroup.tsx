import { CircleCheck } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from './cn';
import { FieldError } from './FieldError';

export interface RadioCardOption<T extends string = string> {
  value: T;
  label: string;
  description?: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

export interface RadioCardGroupProps<T extends string = string> {
  /** `value`/`onChange` decide T, so inline option literals do not widen it to string. */
  options: readonly RadioCardOption<NoInfer<T>>[];
  value: T | null | undefined;
  onChange(value: T): void;
  /** Visible legend of the group (e.g. 'Qual o seu tipo de conta?'). */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  ariaLabel?: string;
  name?: string;
  error?: string;
  /** Cards per row from 520 px up (one per row on phones). */
  columns?: 1 | 2 | 3;
  className?: string;
}

/**
 * Large selectable cards for a single choice, e.g. the account type. Native radio inputs inside a
 * fieldset: arrow keys, form semantics and screen-reader names come for free.
 */
export function RadioCardGroup<T extends string = string>({
  options,
  value,
  onChange,
  label,
  ariaLabel,
  name,
  error,
  columns = 2,
  className,
}: RadioCardGroupProps<T>) {
  const baseId = useId();
  const groupName = name ?? `${baseId}-radio`;
  const errorId = `${baseId}-error`;
  return (
    <fieldset
      className={cn('min-w-0', className)}
      aria-label={label ? undefined : ariaLabel}
      aria-describedby={error ? errorId : undefined}
    >
      {label ? <legend className="mb-2 block text-sm font-medium text-ink-soft">{label}</legend> : null}
      <div className={cn('grid gap-3', columns === 2 && 'sm:grid-cols-2', columns === 3 && 'sm:grid-cols-3')}>
        {options.map((option) => {
          const id = `${baseId}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                'group relative flex min-h-11 cursor-pointer items-start gap-3 rounded-card border border-line bg-surface p-4 text-left shadow-card transition',
                'hover:border-brand-300 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-500/30',
                'has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-500',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                error && 'border-tone-red/60',
              )}
            >
              <input
                id={id}
                type="radio"
                name={groupName}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                aria-labelledby={`${id}-label`}
                aria-describedby={option.description ? `${id}-desc` : undefined}
                aria-invalid={error ? true : undefined}
                className="peer sr-only"
              />
              {option.icon ? (
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 peer-checked:bg-brand-600 peer-checked:text-white"
                >
                  {option.icon}
                </span>
              ) : null}
              <span className="min-w-0 flex-1">
                <span id={`${id}-label`} className="block font-semibold text-ink">
                  {option.label}
                </span>
                {option.description ? (
                  <span id={`${id}-desc`} className="mt-0.5 block text-sm text-muted">
                    {option.description}
                  </span>
                ) : null}
              </span>
              <CircleCheck
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-600 opacity-0 transition peer-checked:opacity-100"
              />
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
