import { formatBRL } from '@talhao/schema';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StackedBarChart } from './StackedBarChart';

const series = [
  { key: 'consultancy', label: 'Consultorias' },
  { key: 'training', label: 'Treinamentos' },
];
const months = [
  { key: '2026-05', label: 'mai/26', title: 'Maio de 2026', values: { consultancy: 8_000, training: 0 } },
  { key: '2026-06', label: 'jun/26', title: 'Junho de 2026', values: { consultancy: 12_345.67, training: 2_500 } },
];

const segments = (container: HTMLElement, key: string) => container.querySelectorAll(`rect[data-series="${key}"]`);

describe('StackedBarChart', () => {
  it('stacks the series per category with a legend and a BRL axis', () => {
    const { container } = render(
      <StackedBarChart title="Receita por serviço" data={months} series={series} format="brl" width={600} />,
    );
    const chart = within(screen.getByRole('group', { name: 'Receita por serviço' }));
    expect(screen.getByText('Consultorias')).toBeInTheDocument();
    expect(screen.getByText('Treinamentos')).toBeInTheDocument();

    const columns = screen.getAllByRole('img');
    expect(columns).toHaveLength(2);
    expect(columns[1]).toHaveAccessibleName(
      `Junho de 2026: Consultorias ${formatBRL(12_345.67)}, Treinamentos ${formatBRL(2_500)}, Total ${formatBRL(14_845.67)}`,
    );
    // A zero value draws no segment.
    expect(segments(container, 'consultancy')).toHaveLength(2);
    expect(segments(container, 'training')).toHaveLength(1);
    // The training segment sits on top of June's consultancy segment.
    const june = segments(container, 'consultancy')[1] as Element;
    const training = segments(container, 'training')[0] as Element;
    expect(Number(training.getAttribute('y'))).toBeLessThan(Number(june.getAttribute('y')));

    // (@visx/text leaves a measuring copy of a label in <body>, hence the look inside the chart.)
    expect(chart.getByText('mai/26')).toBeInTheDocument();
    expect(chart.getByText('jun/26')).toBeInTheDocument();
    expect(chart.getByText('R$ 10 mil')).toBeInTheDocument();
  });

  it('falls back to the short labels on a phone', () => {
    render(
      <StackedBarChart
        title="Receita por serviço"
        data={months.map((month) => ({ ...month, shortLabel: month.label.slice(0, 3) }))}
        series={series}
        format="brl"
        width={150}
      />,
    );
    const chart = within(screen.getByRole('group', { name: 'Receita por serviço' }));
    expect(chart.getByText('mai')).toBeInTheDocument();
    expect(chart.getByText('jun')).toBeInTheDocument();
    expect(chart.queryByText('jun/26')).not.toBeInTheDocument();
  });

  it('lists every series and the total of the hovered month', async () => {
    const user = userEvent.setup();
    render(<StackedBarChart title="Receita por serviço" data={months} series={series} format="brl" width={600} />);

    await user.hover(screen.getAllByRole('img')[1] as HTMLElement);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Junho de 2026');
    expect(tooltip).toHaveTextContent('ConsultoriasR$ 12.345,67');
    expect(tooltip).toHaveTextContent('TreinamentosR$ 2.500,00');
    expect(tooltip).toHaveTextContent('TotalR$ 14.845,67');
  });

  it('opens the tooltip from the keyboard', async () => {
    const user = userEvent.setup();
    render(<StackedBarChart title="Receita por serviço" data={months} series={series} format="brl" width={600} />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Maio de 2026');
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
  });

  it('puts the series side by side when grouped, zero bars included', () => {
    const { container } = render(
      <StackedBarChart title="Receita" data={months} series={series} mode="grouped" format="brl" width={600} />,
    );
    expect(segments(container, 'consultancy')).toHaveLength(2);
    expect(segments(container, 'training')).toHaveLength(2);
    const [consultancy, training] = [segments(container, 'consultancy')[1], segments(container, 'training')[1]];
    expect(Number(training?.getAttribute('x'))).toBeGreaterThan(Number(consultancy?.getAttribute('x')));
  });

  it('shows the empty text when every value is zero', () => {
    render(
      <StackedBarChart
        title="Receita"
        data={months.map((month) => ({ ...month, values: { consultancy: 0, training: 0 } }))}
        series={series}
        emptyText="Nenhuma receita registrada no período."
        width={600}
      />,
    );
    expect(screen.getByText('Nenhuma receita registrada no período.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
