import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldError } from './FieldError';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  className?: string;
}

/** A native checkbox with its label (works with `register`); the label row is the touch target. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, description, error, className, id: idProp, ...rest },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const describedBy = [description ? `${id}-desc` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-3 size-5 shrink-0 cursor-pointer rounded border-line-strong accent-brand-600 sm:mt-0.5 sm:size-4"
          {...rest}
        />
        <div className="min-w-0 flex-1 text-sm">
          <label
            htmlFor={id}
            className="flex min-h-11 cursor-pointer items-center font-medium text-ink sm:block sm:min-h-0"
          >
            {label}
          </label>
          {description ? (
            <p id={`${id}-desc`} className="text-muted sm:mt-0.5">
              {description}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
});
