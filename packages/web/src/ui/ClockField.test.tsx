import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DurationField, TimeField } from './ClockField';

function Harness({ initial = '', spy }: { initial?: string; spy: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const [start, setStart] = useState('');
  return (
    <>
      <DurationField
        label="Duração"
        value={value}
        onChange={(next) => {
          spy(next);
          setValue(next);
        }}
      />
      <TimeField label="Início" value={start} onChange={setStart} />
    </>
  );
}

const duration = () => screen.getByLabelText('Duração') as HTMLInputElement;

describe('DurationField and TimeField', () => {
  it.each([
    ['130', '01:30'],
    ['1:30', '01:30'],
    ['01:30', '01:30'],
    ['0130', '01:30'],
    ['9', '09:00'],
    ['1:5', '01:05'],
  ])('typing %s ends as %s once the field is left', async (typed, shown) => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.type(duration(), typed);
    await user.tab();
    expect(duration()).toHaveValue(shown);
    expect(spy).toHaveBeenLastCalledWith(shown);
  });

  it('completes a short entry on Enter, before the form submits', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.type(duration(), '130{Enter}');
    expect(spy).toHaveBeenLastCalledWith('01:30');
  });

  it('clicking into the minutes of a full value and typing 30 gives 30 minutes', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} initial="04:00" />);
    // After the colon, and at the very end: both select the minutes.
    await user.pointer({ target: duration(), offset: 4, keys: '[MouseLeft]' });
    expect([duration().selectionStart, duration().selectionEnd]).toEqual([3, 5]);
    await user.keyboard('30');
    expect(duration()).toHaveValue('04:30');
    await user.pointer({ target: duration(), offset: 5, keys: '[MouseLeft]' });
    await user.keyboard('45');
    expect(duration()).toHaveValue('04:45');
    expect(spy).toHaveBeenLastCalledWith('04:45');
  });

  it('types over the digit after the caret in a full value', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} initial="04:00" />);
    await user.click(duration());
    duration().setSelectionRange(3, 3);
    await user.keyboard('3');
    expect(duration()).toHaveValue('04:30');
    expect(spy).toHaveBeenLastCalledWith('04:30');
  });

  it('steps the hour or the minute under the caret with the arrows', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} initial="23:59" />);
    await user.click(duration());
    duration().setSelectionRange(1, 1);
    await user.keyboard('{ArrowUp}');
    expect(duration()).toHaveValue('00:59');
    // The field puts the caret back on the next frame; a frame asked for now runs after it.
    await new Promise(requestAnimationFrame);
    duration().setSelectionRange(4, 4);
    await user.keyboard('{ArrowUp}');
    expect(duration()).toHaveValue('00:00');
    // …with the stepped minutes selected.
    await new Promise(requestAnimationFrame);
    expect([duration().selectionStart, duration().selectionEnd]).toEqual([3, 5]);
    await user.keyboard('{ArrowDown}');
    expect(spy).toHaveBeenLastCalledWith('00:59');
  });

  it('hands an emptied field as empty and shows no error of its own when left untouched', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} initial="02:00" />);
    await user.clear(duration());
    await user.tab();
    expect(spy).toHaveBeenLastCalledWith('');
    expect(duration()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is a 24-hour text input, not a native time input', async () => {
    const user = userEvent.setup();
    render(<Harness spy={() => {}} />);
    const start = screen.getByLabelText('Início');
    expect(start).toHaveAttribute('type', 'text');
    expect(start).toHaveAttribute('placeholder', 'hh:mm');
    await user.type(start, '1730');
    expect(start).toHaveValue('17:30');
  });
});
