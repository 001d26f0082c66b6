import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LineChart } from './LineChart';
import { StackedBarChart } from './StackedBarChart';
import { rovingTarget } from './tooltip';

const series = [
  { key: 'total', label: 'Total' },
  { key: 'confirmed', label: 'Confirmado' },
];
const weeks = [
  {
    key: 'a',
    label: 'sem. de 02/02',
    title: 'Semana de 02/02/2026 a 08/02/2026',
    values: { total: 100, confirmed: 80 },
  },
  { key: 'b', label: 'sem. de 09/02', title: 'Semana de 09/02/2026 a 15/02/2026', values: { total: 0, confirmed: 0 } },
  {
    key: 'c',
    label: 'sem. de 16/02',
    title: 'Semana de 16/02/2026 a 22/02/2026',
    values: { total: 350.5, confirmed: 1200 },
  },
];

function renderWithNeighbours(chart: React.ReactNode) {
  return render(
    <>
      <button type="button">Antes</button>
      {chart}
      <button type="button">Depois</button>
    </>,
  );
}

describe('rovingTarget', () => {
  it('moves one step with the arrows, to the ends with Home and End, and stays inside', () => {
    expect(rovingTarget('ArrowRight', 0, 3)).toBe(1);
    expect(rovingTarget('ArrowDown', 2, 3)).toBe(2);
    expect(rovingTarget('ArrowLeft', 0, 3)).toBe(0);
    expect(rovingTarget('ArrowUp', 2, 3)).toBe(1);
    expect(rovingTarget('Home', 2, 3)).toBe(0);
    expect(rovingTarget('End', 0, 3)).toBe(2);
    expect(rovingTarget('Enter', 0, 3)).toBeNull();
    expect(rovingTarget('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('chart tooltips from the keyboard', () => {
  it('makes the chart one Tab stop whose arrows walk the bars, each tooltip in BRL', async () => {
    const user = userEvent.setup();
    renderWithNeighbours(
      <StackedBarChart
        title="Lucro de treinamentos por semana"
        data={weeks}
        series={series}
        mode="grouped"
        format="brl"
        width={600}
      />,
    );
    const bars = within(screen.getByRole('group', { name: 'Lucro de treinamentos por semana' })).getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);

    await user.tab();
    await user.tab();
    expect(bars[0]).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Semana de 02/02/2026 a 08/02/2026');

    await user.keyboard('{ArrowRight}');
    expect(bars[1]).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Semana de 09/02/2026 a 15/02/2026');
    expect(bars[1]).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);

    await user.keyboard('{End}');
    expect(bars[2]).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('TotalR$ 350,50');
    expect(tooltip).toHaveTextContent('ConfirmadoR$ 1.200,00');
    // The Tab stop follows: leaving and coming back lands on the last bar visited.
    expect(bars.map((bar) => bar.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);

    await user.keyboard('{Home}');
    expect(bars[0]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Depois' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab({ shift: true });
    expect(bars[0]).toHaveFocus();
  });

  it('hides the tooltip on Escape, keeping the focus, and shows it again on the next arrow', async () => {
    const user = userEvent.setup();
    const onEscapeAround = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: stands for a dialog that closes on Escape
      <div onKeyDown={(event) => event.key === 'Escape' && onEscapeAround()}>
        <LineChart title="Lucro por semana" data={weeks} series={series} format="brl" width={600} />
      </div>,
    );
    const points = screen.getAllByRole('img');
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Semana de 02/02/2026');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(points[0]).toHaveFocus();
    // The first Escape closed only the tooltip; the next one is the dialog's.
    expect(onEscapeAround).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onEscapeAround).toHaveBeenCalledTimes(1);

    await user.keyboard('{ArrowRight}');
    expect(points[1]).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Semana de 09/02/2026');
  });

  it('shows the hovered point while another one has the focus', async () => {
    const user = userEvent.setup();
    render(<LineChart title="Lucro por semana" data={weeks} series={series} format="brl" width={600} />);
    const points = screen.getAllByRole('img');
    await user.tab();
    await user.hover(points[2] as HTMLElement);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Semana de 16/02/2026');
    expect(points[2]).toHaveAccessibleName(
      'Semana de 16/02/2026 a 22/02/2026: Total R$\u00a0350,50, Confirmado R$\u00a01.200,00',
    );
  });
});
