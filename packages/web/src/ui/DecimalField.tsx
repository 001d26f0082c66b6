import { type ClipboardEvent, type ReactNode, useId } from 'react';
import { type NumberFormatValues, NumericFormat } from 'react-number-format';
import { describedBy, FieldShell, inputClasses } from './field';
import { parseAmountText } from './moneyText';

export interface DecimalFieldProps {
  label: ReactNode;
  /** The number, or null while the field is empty. */
  value: number | null | undefined;
  onChange(value: number | null): void;
  onBlur?(): void;
  error?: string;
  hint?: ReactNode;
  /** Unit after the number ('ha', 'm'). */
  suffix?: string;
  /** Decimal places allowed (2 by default). */
  decimals?: number;
  /** Integer digits allowed (7 by default: up to 9.999.999). */
  integerDigits?: number;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * A decimal number typed the Brazilian way whatever the browser's language: ',' starts the decimals and '.'
 * only groups thousands, so '1.350,5' is 1350,5 (never 1,3505). A paste is read whichever way it was written
 * ('1350.5', '1.350,50'). Limits beyond the digits are the form schema's.
 */
export function DecimalField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  suffix,
  decimals = 2,
  integerDigits = 7,
  placeholder,
  required,
  disabled,
  name,
  id: idProp,
  className,
}: DecimalFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const scale = 10 ** decimals;
  const round = (amount: number) => Math.round(amount * scale) / scale;
  const withinDigits = ({ value: text }: NumberFormatValues) => (text.split('.')[0] ?? '').length <= integerDigits;

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const amount = parseAmountText(event.clipboardData.getData('text'));
    if (amount === null) return;
    event.preventDefault();
    onChange(round(amount));
  };

  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <NumericFormat
        id={id}
        name={name}
        disabled={disabled}
        required={required}
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder ?? (suffix ? `0,00 ${suffix}` : '0,00')}
        suffix={suffix ? ` ${suffix}` : undefined}
        thousandSeparator="."
        decimalSeparator=","
        allowedDecimalSeparators={[',']}
        decimalScale={decimals}
        allowNegative={false}
        isAllowed={withinDigits}
        value={value ?? ''}
        onValueChange={(values) => onChange(values.floatValue === undefined ? null : round(values.floatValue))}
        onPaste={paste}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClasses(Boolean(error), 'tabular-nums')}
      />
    </FieldShell>
  );
}
