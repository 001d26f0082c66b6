import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaskedField, type MaskKind } from './MaskedField';

function Harness({ mask, initial = '', spy }: { mask: MaskKind; initial?: string; spy: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MaskedField
      label="Documento"
      mask={mask}
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

describe('MaskedField', () => {
  it('emits the CPF digits only and shows the mask', async () => {
    const spy = vi.fn();
    render(<Harness mask="cpf" spy={spy} />);
    const input = screen.getByLabelText('Documento');
    await userEvent.type(input, '12345678909');
    expect(spy).toHaveBeenLastCalledWith('12345678909');
    expect(input).toHaveValue('123 456 789-09');
  });

  it('ignores letters and stops at 11 CPF digits', async () => {
    const spy = vi.fn();
    render(<Harness mask="cpf" spy={spy} />);
    const input = screen.getByLabelText('Documento');
    await userEvent.type(input, '123abc456789099');
    expect(spy).toHaveBeenLastCalledWith('12345678909');
    expect(input).toHaveValue('123 456 789-09');
  });

  it('emits CNPJ digits and shows 00.000.000/0000-00', async () => {
    const spy = vi.fn();
    render(<Harness mask="cnpj" spy={spy} />);
    const input = screen.getByLabelText('Documento');
    await userEvent.type(input, '11222333000181');
    expect(spy).toHaveBeenLastCalledWith('11222333000181');
    expect(input).toHaveValue('11.222.333/0001-81');
  });

  it('emits a phone in E.164 and shows (27) 99876-5432', async () => {
    const spy = vi.fn();
    render(<Harness mask="phone" spy={spy} />);
    const input = screen.getByLabelText('Documento');
    await userEvent.type(input, '27998765432');
    expect(spy).toHaveBeenLastCalledWith('+5527998765432');
    expect(input).toHaveValue('(27) 99876-5432');
  });

  it('shows a stored E.164 phone with the national mask, and partial input stays national', async () => {
    const spy = vi.fn();
    render(<Harness mask="phone" initial="+5527998765432" spy={spy} />);
    const input = screen.getByLabelText('Documento');
    expect(input).toHaveValue('(27) 99876-5432');
    await userEvent.clear(input);
    expect(spy).toHaveBeenLastCalledWith('');
    await userEvent.type(input, '279');
    expect(spy).toHaveBeenLastCalledWith('+55279');
    expect(input).toHaveValue('(27) 9');
  });

  it('accepts a pasted international number', async () => {
    const spy = vi.fn();
    render(<Harness mask="phone" spy={spy} />);
    const input = screen.getByLabelText('Documento');
    input.focus();
    await userEvent.paste('+55 (11) 91234-5678');
    expect(spy).toHaveBeenLastCalledWith('+5511912345678');
    expect(input).toHaveValue('(11) 91234-5678');
  });

  it('ties the error to the input', () => {
    render(<MaskedField label="CPF" mask="cpf" value="" onChange={() => {}} error="CPF inválido" />);
    const input = screen.getByLabelText('CPF');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('CPF inválido');
  });
});
