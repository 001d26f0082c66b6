import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LineChart } from './LineChart';
import { StackedBarChart } from './StackedBarChart';

/** 37 months (three years to the same day), the most points a finance chart draws. */
const MONTHS = Array.from({ length: 37 }, (_, index) => {
  const year = 2023 + Math.floor((index + 10) / 12);
  const month = ((index + 10) % 12) + 1;
  const key = `${year}-${String(month).padStart(2, '0')}`;
  return { key, label: key, values: { total: 100 + index, confirmed: 50, canceled: 10 } };
});
const SERIES = [
  { key: 'total', label: 'Total' },
  { key: 'confirmed', label: 'Confirmado' },
  { key: 'canceled', label: 'Cancelado' },
];

describe('charts of many points', () => {
  it('scroll grouped columns sideways on a phone instead of drawing hairlines', () => {
    const { container } = render(
      <StackedBarChart title="Lucro" data={MONTHS} series={SERIES} mode="grouped" format="brl" width={320} />,
    );
    const scroller = container.querySelector('[data-chart-scroll]') as HTMLElement;
    expect(scroller).not.toBeNull();
    // The value axis stays beside the scrolling columns.
    const axis = container.querySelector('svg[data-value-axis]') as SVGSVGElement;
    expect(within(axis as unknown as HTMLElement).getByText('R$ 0')).toBeInTheDocument();
    expect(scroller.style.width).toBe(`${320 - Number(axis.getAttribute('width'))}px`);
    const svg = within(scroller).getByRole('group', { name: 'Lucro' });
    expect(Number(svg.getAttribute('width'))).toBeGreaterThan(37 * 16);
    const widths = [...container.querySelectorAll('rect[data-series]')].map((bar) => Number(bar.getAttribute('width')));
    expect(widths).toHaveLength(37 * 3);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(3);
  });

  it('open scrolled to the latest columns', () => {
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(700);
    const { container } = render(
      <StackedBarChart title="Lucro" data={MONTHS} series={SERIES} mode="grouped" format="brl" width={320} />,
    );
    expect((container.querySelector('[data-chart-scroll]') as HTMLElement).scrollLeft).toBe(700);
    scrollWidth.mockRestore();
  });

  it('fit without scrolling where the columns have room', () => {
    const { container } = render(
      <StackedBarChart title="Lucro" data={MONTHS} series={SERIES} mode="grouped" format="brl" width={1000} />,
    );
    expect(container.querySelector('[data-chart-scroll]')).toBeNull();
    expect(screen.getByRole('group', { name: 'Lucro' })).toHaveAttribute('width', '1000');
  });

  it('label as many columns as fit, not visx’s ten ticks', () => {
    render(
      <StackedBarChart
        title="Lucro"
        data={MONTHS.slice(0, 20)}
        series={SERIES}
        mode="grouped"
        format="brl"
        width={1400}
      />,
    );
    const chart = within(screen.getByRole('group', { name: 'Lucro' }));
    for (const month of MONTHS.slice(0, 20)) expect(chart.getByText(month.label)).toBeInTheDocument();
  });

  it('draw a line without its idle dots when the points are crowded, and the dots of the hovered point', async () => {
    const user = userEvent.setup();
    const { container } = render(<LineChart title="Lucro" data={MONTHS} series={SERIES} format="brl" width={320} />);
    expect(container.querySelectorAll('path')).toHaveLength(3);
    expect(container.querySelectorAll('circle')).toHaveLength(0);
    await user.hover(screen.getByRole('img', { name: /^2024-01:/ }));
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    expect(screen.getByRole('tooltip')).toHaveTextContent('2024-01');
  });
});
