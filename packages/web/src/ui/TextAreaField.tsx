import { type ChangeEvent, forwardRef, type ReactNode, type TextareaHTMLAttributes, useId, useState } from 'react';
import { cn } from './cn';
import { describedBy, FieldShell, inputClasses } from './field';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /**
   * Shows a "N/max" counter, red past the limit. The textarea itself takes more (a paste is never cut
   * mid-word without a word): the form's rule refuses the excess with its message.
   */
  maxLength?: number;
}

/** A labelled textarea (works with `register`); counts characters when `maxLength` is set. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, className, id: idProp, required, maxLength, rows = 4, onChange, value, defaultValue, ...rest },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? autoId;
  // Uncontrolled (register) inputs are counted from their change events; controlled ones from `value`.
  const [typed, setTyped] = useState(() => String(defaultValue ?? '').length);
  const count = value !== undefined ? String(value).length : typed;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value.length);
    onChange?.(event);
  };
  const counter =
    maxLength !== undefined ? (
      <span
        id={`${id}-count`}
        aria-live="polite"
        className={cn('text-xs tabular-nums', count > maxLength ? 'font-semibold text-tone-red' : 'text-muted')}
      >
        {count}/{maxLength}
      </span>
    ) : null;
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      aside={counter}
      className={className}
    >
      <textarea
        ref={(node) => {
          // Picks up values set by form resets / defaultValues before the first change event.
          if (node && value === undefined && node.value.length !== typed) setTyped(node.value.length);
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        id={id}
        rows={rows}
        required={required}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, maxLength !== undefined ? `${id}-count` : undefined)}
        className={inputClasses(Boolean(error), 'resize-y leading-relaxed')}
        {...rest}
      />
    </FieldShell>
  );
});
