import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyField } from './MoneyField';

function Harness({ initial = null, spy }: { initial?: number | null; spy: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <MoneyField
      label="Preço (R$)"
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

describe('MoneyField', () => {
  it.each([
    ['350,50', 'R$ 350,50', 350.5],
    ['1.350,50', 'R$ 1.350,50', 1350.5],
    ['135050', 'R$ 135.050,00', 135050],
    ['350,5', 'R$ 350,50', 350.5],
  ])('typing %s shows %s and hands %s', async (typed, shown, amount) => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const input = screen.getByLabelText('Preço (R$)');
    await user.type(input, typed);
    await user.tab();
    expect(input).toHaveValue(shown);
    expect(spy).toHaveBeenLastCalledWith(amount);
  });

  it.each([
    ['1350.5', 'R$ 1.350,50', 1350.5],
    ['1.350,50', 'R$ 1.350,50', 1350.5],
    ['R$ 1.350,50', 'R$ 1.350,50', 1350.5],
    ['350,5', 'R$ 350,50', 350.5],
  ])('pasting %s shows %s and hands %s', async (pasted, shown, amount) => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const input = screen.getByLabelText('Preço (R$)');
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(shown);
    expect(spy).toHaveBeenLastCalledWith(amount);
  });

  it('shows a stored amount with cents and hands null once emptied', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness initial={1500} spy={spy} />);
    const input = screen.getByLabelText('Preço (R$)');
    expect(input).toHaveValue('R$ 1.500,00');
    await user.clear(input);
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('keeps two decimals and never reads a typed dot as the decimal point', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const input = screen.getByLabelText('Preço (R$)');
    await user.type(input, '12.5');
    expect(spy).toHaveBeenLastCalledWith(125);
    await user.clear(input);
    await user.type(input, '9,999');
    expect(input).toHaveValue('R$ 9,99');
    expect(spy).toHaveBeenLastCalledWith(9.99);
  });

  it('a paste replaces the amount the field held', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness initial={80} spy={spy} />);
    const input = screen.getByLabelText('Preço (R$)');
    await user.click(input);
    await user.paste('R$ 1.350,50');
    expect(input).toHaveValue('R$ 1.350,50');
    expect(spy).toHaveBeenLastCalledWith(1350.5);
  });

  it('ties the error to the input', () => {
    render(<MoneyField label="Valor fixo" value={null} onChange={() => {}} error="Valor inválido" />);
    const input = screen.getByLabelText('Valor fixo');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Valor inválido');
  });
});
