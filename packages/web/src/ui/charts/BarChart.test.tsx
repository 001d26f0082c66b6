import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';

const places = [
  { label: 'Vitória - ES', value: 1234 },
  { label: 'Linhares - ES', value: 617 },
  { label: 'São José dos Campos do Norte Fluminense - RJ', value: 12 },
];

const barWidths = (container: HTMLElement) =>
  [...container.querySelectorAll('rect[data-bar]')].map((rect) => Number(rect.getAttribute('width')));

describe('BarChart (horizontal)', () => {
  it('draws one labelled bar per datum, lengths proportional to the values', () => {
    const { container } = render(
      <BarChart title="Agricultores por cidade" data={places} valueLabel="Agricultores" width={640} />,
    );
    expect(screen.getByRole('group', { name: 'Agricultores por cidade' })).toBeInTheDocument();
    const bars = screen.getAllByRole('img');
    expect(bars).toHaveLength(3);
    expect(bars[0]).toHaveAccessibleName('Vitória - ES: Agricultores 1.234');
    // The full name stays in the accessible name even when the visible label is cut.
    expect(bars[2]).toHaveAccessibleName('São José dos Campos do Norte Fluminense - RJ: Agricultores 12');
    expect(within(bars[2] as HTMLElement).getByText(/…$/)).toBeInTheDocument();
    // Values written at the bar ends, pt-BR.
    expect(within(bars[0] as HTMLElement).getByText('1.234')).toBeInTheDocument();

    const [first = 0, second = 0, third = 0] = barWidths(container);
    expect(first).toBeGreaterThan(second);
    expect(second / first).toBeCloseTo(617 / 1234, 1);
    expect(third).toBeGreaterThan(0);
  });

  it('shows a tooltip on hover and hides it on leave', async () => {
    const user = userEvent.setup();
    render(<BarChart title="Agricultores por cidade" data={places} valueLabel="Agricultores" width={640} />);
    const bar = screen.getByRole('img', { name: 'Linhares - ES: Agricultores 617' });

    await user.hover(bar);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Linhares - ES');
    expect(tooltip).toHaveTextContent('Agricultores617');
    expect(bar).toHaveAttribute('aria-describedby', tooltip.id);

    await user.unhover(bar);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the tooltip for the focused bar and closes it with Escape', async () => {
    const user = userEvent.setup();
    render(<BarChart title="Receita" data={places} valueLabel="Receita" format="brl" width={640} />);

    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Vitória - ES');
    expect(screen.getByRole('tooltip')).toHaveTextContent('R$ 1.234,00');
    // One Tab stop for the chart: the arrows walk its bars.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Linhares - ES');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('puts the labels above the bars on a narrow screen', () => {
    render(<BarChart title="Agricultores por cidade" data={places} valueLabel="Agricultores" width={340} />);
    const label = screen.getByText('Vitória - ES');
    expect(label).toHaveAttribute('text-anchor', 'start');
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });

  it('says there is nothing to show when every value is zero', () => {
    render(
      <BarChart
        title="Agricultores por cidade"
        data={places.map((place) => ({ ...place, value: 0 }))}
        valueLabel="Agricultores"
        emptyText="Nenhum usuário cadastrado para exibir."
        width={640}
      />,
    );
    expect(screen.getByText('Nenhum usuário cadastrado para exibir.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('BarChart (vertical)', () => {
  it('draws columns with a BRL axis and a tooltip in full', async () => {
    const user = userEvent.setup();
    render(
      <BarChart
        orientation="vertical"
        title="Receita por mês"
        data={[
          { label: 'mai/26', title: 'Maio de 2026', value: 12_345.67 },
          { label: 'jun/26', title: 'Junho de 2026', value: 4_000 },
        ]}
        valueLabel="Receita"
        format="brl"
        width={500}
      />,
    );
    const chart = within(screen.getByRole('group', { name: 'Receita por mês' }));
    expect(chart.getAllByRole('img')).toHaveLength(2);
    expect(chart.getByText('R$ 10 mil')).toBeInTheDocument();
    expect(chart.getByText('mai/26')).toBeInTheDocument();

    await user.hover(screen.getAllByRole('img')[0] as HTMLElement);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Maio de 2026');
    expect(screen.getByRole('tooltip')).toHaveTextContent('R$ 12.345,67');
    // One series: no total line.
    expect(screen.getByRole('tooltip')).not.toHaveTextContent('Total');
  });
});
