import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

function Harness({
  initial = '',
  spy = () => {},
  min,
  max,
}: {
  initial?: string;
  spy?: (value: string) => void;
  min?: string;
  max?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Data de início"
        value={value}
        min={min}
        max={max}
        onChange={(next) => {
          spy(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2027-01-15')}>
        Trocar por fora
      </button>
    </>
  );
}

const input = () => screen.getByLabelText('Data de início');

describe('DateField', () => {
  it.each([
    ['01122026', '01/12/2026'],
    ['01/12/2026', '01/12/2026'],
    ['1/2/2026', '01/02/2026'],
  ])('typing %s shows %s and hands yyyy-MM-dd to the form', async (typed, shown) => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.type(input(), typed);
    expect(input()).toHaveValue(shown);
    const [day, month, year] = shown.split('/');
    expect(spy).toHaveBeenLastCalledWith(`${year}-${month}-${day}`);
  });

  it('reads dd/mm/aaaa with a placeholder and no native date input', () => {
    render(<Harness initial="2026-03-10" />);
    expect(input()).toHaveValue('10/03/2026');
    expect(input()).toHaveAttribute('type', 'text');
    expect(input()).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  });

  it('hands an incomplete text as it is and an emptied field as empty', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} initial="2026-03-10" />);
    await user.clear(input());
    expect(spy).toHaveBeenLastCalledWith('');
    await user.type(input(), '0112');
    expect(input()).toHaveValue('01/12');
    expect(spy).toHaveBeenLastCalledWith('01/12');
  });

  it('reads a pasted ISO day and follows a value set from outside', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.click(input());
    await user.paste('2026-12-01');
    expect(input()).toHaveValue('01/12/2026');
    expect(spy).toHaveBeenLastCalledWith('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Trocar por fora' }));
    expect(input()).toHaveValue('15/01/2027');
  });

  it('a click on a full date selects the segment under it, so typing replaces just that part', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} initial="2026-12-01" />);
    await user.pointer({ target: input(), offset: 4, keys: '[MouseLeft]' });
    expect([(input() as HTMLInputElement).selectionStart, (input() as HTMLInputElement).selectionEnd]).toEqual([3, 5]);
    await user.keyboard('03');
    expect(input()).toHaveValue('01/03/2026');
    expect(spy).toHaveBeenLastCalledWith('2026-03-01');
  });

  it('picks a day on a pt-BR calendar that starts on Sunday and returns focus to the input', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} initial="2026-12-01" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário: Data de início' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendário: Data de início' });
    const grid = within(calendar).getByRole('grid');
    expect(grid).toHaveAccessibleName(/dezembro/i);
    const weekdays = within(grid)
      .getAllByRole('columnheader', { hidden: true })
      .map((header) => header.getAttribute('aria-label'));
    expect(weekdays).toEqual([
      'domingo',
      'segunda-feira',
      'terça-feira',
      'quarta-feira',
      'quinta-feira',
      'sexta-feira',
      'sábado',
    ]);
    await user.click(within(calendar).getByRole('button', { name: /, 15 de dezembro de 2026/ }));
    expect(spy).toHaveBeenLastCalledWith('2026-12-15');
    expect(input()).toHaveValue('15/12/2026');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input()).toHaveFocus();
  });

  it('works from the keyboard: Alt+ArrowDown opens, arrows move, Enter picks, Escape closes', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} initial="2026-12-01" />);
    await user.click(input());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const calendar = await screen.findByRole('dialog', { name: 'Calendário: Data de início' });
    await waitFor(() =>
      expect(within(calendar).getByRole('button', { name: /, 1 de dezembro de 2026/ })).toHaveFocus(),
    );
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(calendar).getByRole('button', { name: /, 9 de dezembro de 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith('2026-12-09');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input()).toHaveFocus();

    spy.mockClear();
    await user.click(screen.getByRole('button', { name: 'Abrir calendário: Data de início' }));
    await screen.findByRole('dialog', { name: 'Calendário: Data de início' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).not.toHaveBeenCalled();
    expect(input()).toHaveValue('09/12/2026');
  });

  it('closes on a click elsewhere and leaves focus where the user went', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness initial="2026-12-01" />
        <input aria-label="Outro campo" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir calendário: Data de início' }));
    await screen.findByRole('dialog', { name: 'Calendário: Data de início' });
    await user.click(screen.getByLabelText('Outro campo'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Outro campo')).toHaveFocus();
    expect(input()).toHaveValue('01/12/2026');
  });

  it('offers no day outside min and max', async () => {
    const user = userEvent.setup();
    render(<Harness min="2026-12-10" max="2026-12-20" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário: Data de início' }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('button', { name: /, 9 de dezembro de 2026/ })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: /, 10 de dezembro de 2026/ })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: /, 21 de dezembro de 2026/ })).toBeDisabled();
  });

  it('ties the error to the input', () => {
    render(<DateField label="Dia" value="" onChange={() => {}} error="Selecione o dia da atividade" />);
    const day = screen.getByLabelText('Dia');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription('Selecione o dia da atividade');
    expect(screen.getByRole('alert')).toHaveTextContent('Selecione o dia da atividade');
  });
});
