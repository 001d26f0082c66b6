import { BOUNDS } from '@talhao/schema';
import { type ClipboardEvent, type ReactNode, useId } from 'react';
import { type NumberFormatValues, NumericFormat } from 'react-number-format';
import { describedBy, FieldShell, inputClasses } from './field';
import { parseAmountText } from './moneyText';

export interface MoneyFieldProps {
  label: ReactNode;
  /** The amount in reais, or null while the field is empty. */
  value: number | null | undefined;
  onChange(value: number | null): void;
  onBlur?(): void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** Integer digits of the largest storable amount: more would lose cents in a JavaScript number. */
const INTEGER_DIGITS = String(BOUNDS.moneyMax).length;

const withinDigits = ({ value }: NumberFormatValues) => (value.split('.')[0] ?? '').length <= INTEGER_DIGITS;

/** Cents exactly: the number the form gets is the one the field shows. */
const toCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * A BRL amount ('R$ 1.350,50'). Typing follows the Brazilian way: ',' starts the cents and '.' only
 * groups thousands, so '1.350,50' is R$ 1.350,50 and never R$ 1,35. A paste is read whichever way it
 * was written ('1350.5', 'R$ 1.350,50'). The limits are the schema's (moneyAmount), not this field's.
 */
export function MoneyField({
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
}: MoneyFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const amount = parseAmountText(event.clipboardData.getData('text'));
    if (amount === null) return;
    event.preventDefault();
    onChange(toCents(amount));
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
        placeholder="R$ 0,00"
        prefix="R$ "
        thousandSeparator="."
        decimalSeparator=","
        allowedDecimalSeparators={[',']}
        decimalScale={2}
        fixedDecimalScale
        allowNegative={false}
        isAllowed={withinDigits}
        value={value ?? ''}
        onValueChange={(values) => onChange(values.floatValue === undefined ? null : toCents(values.floatValue))}
        onPaste={paste}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClasses(Boolean(error), 'tabular-nums')}
      />
    </FieldShell>
  );
}
