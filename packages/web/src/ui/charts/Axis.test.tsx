import { render } from '@testing-library/react';
import { scaleBand, scaleLinear } from '@visx/scale';
import { describe, expect, it } from 'vitest';
import { AxisBottom, AxisLeft, tickPosition } from './Axis';

const LABEL = { fill: '#555', fontSize: 12, fontFamily: 'inherit' } as const;

describe('chart axes', () => {
  it('labels a band at its centre, rounded when the scale rounds', () => {
    const band = scaleBand<string>({ domain: ['a', 'b'], range: [0, 101], padding: 0 });
    expect(tickPosition(band, 'b')).toBe(50.5 + 25.25);
    const rounded = scaleBand<string>({ domain: ['a', 'b'], range: [0, 101], padding: 0, round: true });
    expect(tickPosition(rounded, 'a')).toBe((rounded('a') ?? 0) + Math.round(rounded.bandwidth() / 2));
  });

  it('puts bottom labels 8 px plus the font size under the axis, with the axis line', () => {
    const scale = scaleBand<string>({ domain: ['jan', 'fev'], range: [0, 200] });
    const { container } = render(
      <svg aria-hidden="true">
        <AxisBottom
          top={100}
          scale={scale}
          tickValues={['jan', 'fev']}
          tickFormat={(key) => key.toUpperCase()}
          stroke="#999"
          hideTicks
          tickLabelProps={{ ...LABEL, textAnchor: 'middle', dy: '0.25em' }}
        />
      </svg>,
    );
    expect(container.querySelector('.visx-axis')?.getAttribute('transform')).toBe('translate(0, 100)');
    const labels = [...container.querySelectorAll('text')];
    expect(labels.map((text) => [text.textContent, text.getAttribute('x'), text.getAttribute('y')])).toEqual([
      ['JAN', '50', '20'],
      ['FEV', '150', '20'],
    ]);
    expect(labels[0]?.getAttribute('dy')).toBe('0.25em');
    const line = container.querySelector('.visx-axis-line');
    expect([line?.getAttribute('x1'), line?.getAttribute('x2'), line?.getAttribute('stroke')]).toEqual([
      '0.5',
      '200.5',
      '#999',
    ]);
  });

  it('puts left labels 8 px before the axis at each value, without a line when asked', () => {
    const scale = scaleLinear<number>({ domain: [0, 10], range: [100, 0] });
    const { container } = render(
      <svg aria-hidden="true">
        <AxisLeft
          scale={scale}
          tickValues={[0, 5, 10]}
          tickFormat={(value) => `${value} ha`}
          hideAxisLine
          hideTicks
          tickLabelProps={{ ...LABEL, textAnchor: 'end', dx: -4, dy: '0.32em' }}
        />
      </svg>,
    );
    const labels = [...container.querySelectorAll('text')];
    expect(labels.map((text) => [text.textContent, text.getAttribute('x'), text.getAttribute('y')])).toEqual([
      ['0 ha', '-8', '100'],
      ['5 ha', '-8', '50'],
      ['10 ha', '-8', '0'],
    ]);
    expect(labels[0]?.getAttribute('text-anchor')).toBe('end');
    expect(container.querySelector('.visx-axis-line')).toBeNull();
  });
});
