import { useId } from 'react';
import { cn } from '../cn';

export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
}

export interface SegmentedControlProps<V extends string> {
  /** Accessible name of the choice (e.g. 'Tipo de usuário'). */
  label: string;
  options: readonly SegmentedOption<NoInfer<V>>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

/**
 * A small one-of-several switch for a chart (what it counts, how it groups). Native radio buttons,
 * so arrow keys move the choice and screen readers announce 'n of m'.
 */
export function SegmentedControl<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<V>) {
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="sr-only">{label}</legend>
      <div className="inline-flex max-w-full rounded-lg border border-line bg-canvas p-0.5">
        {options.map((option) => (
          <label key={option.value} className="relative min-w-0">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex min-h-9 cursor-pointer items-center justify-center truncate rounded-md px-3 text-sm font-medium text-muted transition-colors',
                'hover:text-ink peer-checked:bg-surface peer-checked:text-brand-800 peer-checked:shadow-card',
                // The radio itself is visually hidden: its label shows index.css's focus ring instead.
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
