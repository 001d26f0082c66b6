import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LineChart } from './LineChart';

const data = [
  { label: 'abr/26', values: { income: 1_000, expense: 400 } },
  { label: 'mai/26', values: { income: 3_000, expense: 900 } },
  { label: 'jun/26', values: { income: 2_000, expense: 1_200 } },
];
const series = [
  { key: 'income', label: 'Receitas' },
  { key: 'expense', label: 'Despesas' },
];

describe('LineChart', () => {
  it('draws a line per series with a point per category', () => {
    const { container } = render(<LineChart title="Fluxo" data={data} series={series} format="brl" width={560} />);
    expect(container.querySelectorAll('path')).toHaveLength(2);
    expect(container.querySelectorAll('circle[data-series="income"]')).toHaveLength(3);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    const [low, high] = [...container.querySelectorAll('circle[data-series="income"]')].map((point) =>
      Number(point.getAttribute('cy')),
    );
    // 3.000 in May sits higher (smaller y) than 1.000 in April.
    expect(high).toBeLessThan(low as number);
  });

  it('shows the values of a focused or hovered category', async () => {
    const user = userEvent.setup();
    render(<LineChart title="Fluxo" data={data} series={series} format="brl" width={560} />);
    await user.hover(screen.getAllByRole('img')[1] as HTMLElement);
    expect(screen.getByRole('tooltip')).toHaveTextContent('mai/26');
    expect(screen.getByRole('tooltip')).toHaveTextContent('ReceitasR$ 3.000,00');
    expect(screen.getByRole('tooltip')).toHaveTextContent('DespesasR$ 900,00');
    await user.unhover(screen.getAllByRole('img')[1] as HTMLElement);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('abr/26');
  });
});
