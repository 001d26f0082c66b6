import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DecimalField } from './DecimalField';

function Harness({ onValue }: { onValue(value: number | null): void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <DecimalField
      label="Tamanho"
      suffix="ha"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('DecimalField', () => {
  it("reads '1.350,5' as 1350.5 whatever the browser's language", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Tamanho'), '1.350,5');
    expect(onValue).toHaveBeenLastCalledWith(1350.5);
    expect(screen.getByLabelText('Tamanho')).toHaveValue('1.350,5 ha');
  });

  it('keeps two decimals and reads a pasted number written either way', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Tamanho');
    await userEvent.type(input, '2,555');
    expect(onValue).toHaveBeenLastCalledWith(2.55);
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('1350.75');
    expect(onValue).toHaveBeenLastCalledWith(1350.75);
  });

  it('refuses more than 7 integer digits', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Tamanho'), '123456789');
    expect(onValue).toHaveBeenLastCalledWith(1234567);
  });
});
