/*
 * The two axes the charts draw, as plain SVG. @visx/axis renders each label through @visx/text, whose
 * CSS-calc reduction brings math-expression-evaluator and reduce-css-calc (~5 KB gzip, a sixth of the master
 * home's chart chunk) for single-line labels that need none of it. Same geometry as @visx/axis 4 with ticks
 * hidden: labels 8 px off the axis (plus the font size below a bottom axis), band scales labelled at the
 * band's centre, the axis line offset by half a pixel.
 */
import type { SVGProps } from 'react';

const TICK_LENGTH = 8;

/** What the charts' scales share: a position per value, the range, and a band width for band scales. */
interface AxisScale<Value> {
  (value: Value): number | undefined;
  range(): number[];
  bandwidth?: () => number;
  round?: () => boolean;
}

type LabelProps = Pick<SVGProps<SVGTextElement>, 'fill' | 'fontFamily' | 'textAnchor' | 'dx' | 'dy'> & {
  fontSize: number;
};

interface AxisProps<Value> {
  scale: AxisScale<Value>;
  tickValues: readonly Value[];
  tickFormat(value: Value, index: number): string;
  tickLabelProps: LabelProps;
  top?: number;
  left?: number;
  stroke?: string;
  hideAxisLine?: boolean;
  /** Tick marks are never drawn; the prop stays for readers used to @visx/axis. */
  hideTicks: true;
}

/** Where a value's label sits: a band scale labels the middle of the band (rounded when the scale rounds). */
export function tickPosition<Value>(scale: AxisScale<Value>, value: Value): number {
  let offset = scale.bandwidth ? scale.bandwidth() / 2 : 0;
  if (scale.bandwidth && scale.round?.()) offset = Math.round(offset);
  return (scale(value) ?? 0) + offset;
}

function Axis<Value>({
  horizontal,
  scale,
  tickValues,
  tickFormat,
  tickLabelProps,
  top = 0,
  left = 0,
  stroke = '#222',
  hideAxisLine = false,
}: AxisProps<Value> & { horizontal: boolean }) {
  const { fontSize, ...label } = tickLabelProps;
  const range = scale.range();
  const start = Number(range[0]) + 0.5;
  const end = Number(range[range.length - 1]) + 0.5;
  return (
    <g className="visx-axis" transform={`translate(${left}, ${top})`}>
      {tickValues.map((value, index) => {
        const at = tickPosition(scale, value);
        const x = horizontal ? at : -TICK_LENGTH;
        const y = horizontal ? TICK_LENGTH + Math.max(10, fontSize) : at;
        return (
          <g key={String(value)} className="visx-axis-tick">
            <text x={x} y={y} fontSize={fontSize} {...label}>
              {tickFormat(value, index)}
            </text>
          </g>
        );
      })}
      {hideAxisLine ? null : (
        <line
          className="visx-axis-line"
          x1={horizontal ? start : 0}
          y1={horizontal ? 0 : start}
          x2={horizontal ? end : 0}
          y2={horizontal ? 0 : end}
          stroke={stroke}
          strokeWidth={1}
          fill="transparent"
          shapeRendering="crispEdges"
        />
      )}
    </g>
  );
}

export function AxisBottom<Value>(props: AxisProps<Value>) {
  return <Axis {...props} horizontal />;
}

export function AxisLeft<Value>(props: AxisProps<Value>) {
  return <Axis {...props} horizontal={false} />;
}
