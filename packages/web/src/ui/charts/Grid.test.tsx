import { render } from '@testing-library/react';
import { GridColumns as VisxGridColumns, GridRows as VisxGridRows } from '@visx/grid';
import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { GridColumns, GridRows } from './Grid';
import { linearScale } from './linearScale';

const markup = (element: React.ReactElement) => render(<svg aria-label="grid">{element}</svg>).container.innerHTML;

describe('chart grid', () => {
  const ticks = [0, 10, 20, 30, 40];

  it("draws the rows @visx/grid's GridRows draws", () => {
    const ours = linearScale({ domain: [0, 37], nice: true, range: [188, 0] });
    const d3 = scaleLinear().domain([0, 37]).nice().range([188, 0]);
    expect(markup(<GridRows scale={ours} width={420} tickValues={ticks} stroke="#e5e7eb" />)).toBe(
      markup(<VisxGridRows scale={d3} width={420} tickValues={ticks} stroke="#e5e7eb" />),
    );
  });

  it("draws the columns @visx/grid's GridColumns draws", () => {
    const ours = linearScale({ domain: [0, 40], range: [0, 317.5] });
    const d3 = scaleLinear().domain([0, 40]).range([0, 317.5]);
    expect(markup(<GridColumns scale={ours} height={96} tickValues={ticks} stroke="#e5e7eb" />)).toBe(
      markup(<VisxGridColumns scale={d3} height={96} tickValues={ticks} stroke="#e5e7eb" />),
    );
  });

  it('draws one crisp line per tick', () => {
    const { container } = render(
      <svg aria-label="grid">
        <GridRows scale={(value) => 100 - value} width={50} tickValues={[0, 50, 100]} stroke="#ccc" />
      </svg>,
    );
    const lines = [...container.querySelectorAll('line')];
    expect(lines.map((line) => line.getAttribute('y1'))).toEqual(['100', '50', '0']);
    expect(lines.every((line) => line.getAttribute('shape-rendering') === 'crispEdges')).toBe(true);
  });
});
