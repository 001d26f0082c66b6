import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { CLOCK_MASK, completeClockText, maskClockText, stepClockText } from './clockText';
import { describedBy, FieldShell, inputClasses } from './field';
import { useMaskedText } from './useMaskedText';

export interface ClockFieldProps {
  label: ReactNode;
  /** 'HH:mm', '' when empty (an incomplete text while the user types it). */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

const same = (text: string) => text;

/**
 * hh:mm typed on a 24-hour clock, the same in any browser language (no native time input, whose
 * display follows the browser's locale: 10:00 AM in English). The colon comes by itself; a short
 * entry is completed on leaving the field or pressing Enter ('9' → 09:00, '130' → 01:30); ArrowUp and
 * ArrowDown step the hour or the minute under the caret.
 */
function ClockField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  disabled,
  name,
  id: idProp,
  className,
}: ClockFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const field = useMaskedText({
    value,
    onChange,
    segments: CLOCK_MASK,
    mask: maskClockText,
    toValue: same,
    toText: same,
  });

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Before the form submits: '130' is saved as 01:30, as leaving the field would.
      field.commit(completeClockText(field.text));
      return;
    }
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const input = event.currentTarget;
    const segment = (input.selectionStart ?? 0) <= 2 ? 'hours' : 'minutes';
    const next = stepClockText(field.text, segment, event.key === 'ArrowUp' ? 1 : -1);
    field.commit(next);
    const [start, end] = segment === 'hours' ? [0, 2] : [3, 5];
    requestAnimationFrame(() => input.setSelectionRange(start, end));
  };

  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        ref={field.inputRef}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="hh:mm"
        required={required}
        disabled={disabled}
        value={field.text}
        onChange={field.onChange}
        onClick={field.onClick}
        onKeyDown={keyDown}
        onBlur={() => {
          field.commit(completeClockText(field.text));
          onBlur?.();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClasses(Boolean(error), 'tabular-nums')}
      />
    </FieldShell>
  );
}

/** A time of day, 00:00–23:59 (work schedule, activity start and end, training time). */
export function TimeField(props: ClockFieldProps) {
  return <ClockField {...props} />;
}

/**
 * A span of hours and minutes (a training's 'Duração', 00:01–23:59 by the schema): typed as one
 * hh:mm, so '130', '1:30' and '01:30' all end as 01:30.
 */
export function DurationField(props: ClockFieldProps) {
  return <ClockField {...props} />;
}
