import { maskCnpj, maskCpf, maskPhoneInput, onlyDigits, toE164 } from '@talhao/schema';
import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { digitsBefore, positionAfterDigits } from './caret';
import { describedBy, FieldShell, inputClasses } from './field';

export type MaskKind = 'cpf' | 'cnpj' | 'phone';

interface MaskSpec {
  /** Formats the stored value for display. */
  display(value: string): string;
  /** Turns what the user typed into the stored value. */
  parse(typed: string): string;
  placeholder: string;
  autoComplete: string;
  inputMode: 'numeric' | 'tel';
}

/** National digits of a stored E.164 value (+55…) or of typed text; a leading '+' marks an international paste. */
const nationalDigits = (value: string): string => {
  const digits = onlyDigits(value);
  return value.trim().startsWith('+') ? digits.replace(/^55/, '') : digits;
};

export const MASKS: Record<MaskKind, MaskSpec> = {
  cpf: {
    display: maskCpf,
    parse: (typed) => onlyDigits(typed).slice(0, 11),
    placeholder: '000 000 000-00',
    autoComplete: 'off',
    inputMode: 'numeric',
  },
  cnpj: {
    display: maskCnpj,
    parse: (typed) => onlyDigits(typed).slice(0, 14),
    placeholder: '00.000.000/0000-00',
    autoComplete: 'off',
    inputMode: 'numeric',
  },
  phone: {
    display: (value) => maskPhoneInput(nationalDigits(value)),
    parse: (typed) => {
      const national = nationalDigits(typed).slice(0, 11);
      return national ? toE164(national) : '';
    },
    placeholder: '(00) 00000-0000',
    autoComplete: 'tel-national',
    inputMode: 'tel',
  },
};

export interface MaskedFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size' | 'type'> {
  label: ReactNode;
  mask: MaskKind;
  /** Stored value: digits for cpf/cnpj, E.164 ('+5527998765432') for phone. */
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: ReactNode;
  name?: string;
  className?: string;
}

/**
 * Controlled input with a Brazilian mask. The parent holds the unmasked value; the caret keeps its
 * place among the digits when the mask inserts or removes separators.
 */
export function MaskedField({
  label,
  mask,
  value,
  onChange,
  error,
  hint,
  name,
  className,
  id: idProp,
  required,
  placeholder,
  ...rest
}: MaskedFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const spec = MASKS[mask];
  const shown = spec.display(value ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || caretDigits.current === null || document.activeElement !== input) return;
    const pos = positionAfterDigits(shown, caretDigits.current);
    input.setSelectionRange(pos, pos);
    caretDigits.current = null;
  }, [shown]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const caret = event.target.selectionStart ?? typed.length;
    caretDigits.current = digitsBefore(typed, caret);
    onChange(spec.parse(typed));
  };

  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={mask === 'phone' ? 'tel' : 'text'}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete}
        placeholder={placeholder ?? spec.placeholder}
        required={required}
        value={shown}
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClasses(Boolean(error), 'tabular-nums')}
        {...rest}
      />
    </FieldShell>
  );
}
