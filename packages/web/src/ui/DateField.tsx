import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { CalendarPopover } from './CalendarPopover';
import { DAY_MASK, dayTextOf, dayValueOf, maskDayText } from './dateText';
import { describedBy, FieldShell, inputClasses } from './field';
import { useMaskedText } from './useMaskedText';

export interface DateFieldProps {
  /** Also names the calendar button ('Abrir calendário: Data de início'). */
  label: string;
  /** 'yyyy-MM-dd', '' when empty (an incomplete text while the user types it). */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** First and last days the calendar offers, 'yyyy-MM-dd'; the form's schema judges typed days. */
  min?: string;
  max?: string;
  error?: string;
  /** Marks the field invalid when a message elsewhere (one for the whole form) says why. */
  invalid?: boolean;
  /** Id of that message, read with the field. */
  describedBy?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * A day typed as dd/mm/aaaa (slashes come by themselves) or picked on a pt-BR calendar, the same in
 * any browser language: no native date input, whose picker follows the browser's locale. The form
 * keeps 'yyyy-MM-dd', so the schemas and the GraphQL Date scalar read it as before. Alt+ArrowDown
 * opens the calendar from the keyboard.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  error,
  invalid,
  describedBy: extraDescription,
  hint,
  required,
  disabled,
  name,
  id: idProp,
  className,
}: DateFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const calendarButton = useRef<HTMLButtonElement>(null);
  const field = useMaskedText({
    value,
    onChange,
    segments: DAY_MASK,
    mask: maskDayText,
    toValue: dayValueOf,
    toText: dayTextOf,
  });

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && event.key === 'ArrowDown') {
      event.preventDefault();
      calendarButton.current?.click();
    }
  };

  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <div className="relative">
        <input
          ref={field.inputRef}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/aaaa"
          required={required}
          disabled={disabled}
          value={field.text}
          onChange={field.onChange}
          onClick={field.onClick}
          onKeyDown={keyDown}
          onBlur={onBlur}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy(id, hint, error, extraDescription)}
          className={inputClasses(Boolean(error || invalid), 'pr-12 tabular-nums')}
        />
        <CalendarPopover
          label={label}
          value={value}
          min={min}
          max={max}
          disabled={disabled}
          buttonRef={calendarButton}
          returnFocus={field.inputRef}
          onPick={(day) => field.commit(dayTextOf(day))}
        />
      </div>
    </FieldShell>
  );
}
