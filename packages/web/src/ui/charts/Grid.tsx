/*
 * The grid lines behind the bars, as plain SVG: the markup of @visx/grid's GridRows and GridColumns (one crisp
 * 1 px line per tick, same classes), which type their scale as a full d3 scale and so would bring d3-scale's
 * linear scale back to the charts that draw with linearScale.
 */
import { Group } from '@visx/group';

interface GridProps {
  /** Value → px along the grid's axis. */
  scale: (value: number) => number;
  tickValues: readonly number[];
  stroke: string;
}

/** Horizontal lines across `width`, one per tick of a vertical value scale. */
export function GridRows({ scale, tickValues, stroke, width }: GridProps & { width: number }) {
  return (
    <Group className="visx-rows">
      {tickValues.map((tick) => {
        const y = scale(tick);
        return <GridLine key={tick} x1={0} y1={y} x2={width} y2={y} stroke={stroke} />;
      })}
    </Group>
  );
}

/** Vertical lines down `height`, one per tick of a horizontal value scale. */
export function GridColumns({ scale, tickValues, stroke, height }: GridProps & { height: number }) {
  return (
    <Group className="visx-columns">
      {tickValues.map((tick) => {
        const x = scale(tick);
        return <GridLine key={tick} x1={x} y1={0} x2={x} y2={height} stroke={stroke} />;
      })}
    </Group>
  );
}

function GridLine({ x1, y1, x2, y2, stroke }: { x1: number; y1: number; x2: number; y2: number; stroke: string }) {
  return (
    <line
      className="visx-line"
      x1={x1}
      y1={y1}
      x2={x2}
      y2={y2}
      fill="transparent"
      shapeRendering="crispEdges"
      stroke={stroke}
      strokeWidth={1}
    />
  );
}
