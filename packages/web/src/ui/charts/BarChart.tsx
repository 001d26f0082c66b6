import { Group } from '@visx/group';
import { AxisBottom } from './Axis';
import { ChartContainer } from './ChartContainer';
import { ChartEmpty } from './ChartEmpty';
import { axisTicks, Columns } from './Columns';
import { type ChartFormat, fitLabel, resolveFormat, textWidth } from './format';
import { GridColumns } from './Grid';
import { linearScale } from './linearScale';
import { CHART_INK, seriesColor } from './palette';
import { describeContent, FOCUS_RING, type TooltipContent, useChartTooltip } from './tooltip';
import type { BarDatum, BaseChartProps } from './types';

export interface BarChartProps extends BaseChartProps {
  data: BarDatum[];
  /** What the values count, for the tooltip line (e.g. 'Agricultores', 'Receita'). */
  valueLabel: string;
  /** 'horizontal' (default: long labels, reads well on a phone) or 'vertical' columns. */
  orientation?: 'horizontal' | 'vertical';
  color?: string;
  /** Height of vertical charts (horizontal ones grow with their bars). */
  height?: number;
}

/** Below this width the labels of a horizontal chart sit above their bars instead of beside them. */
export const COMPACT_WIDTH = 440;

const BAR = 18;
const ROW_GAP = 12;
const LABEL_LINE = 18;
const AXIS_HEIGHT = 26;
const TICK_LABEL = { fill: CHART_INK.label, fontSize: 12, fontFamily: 'inherit' } as const;

/** Height of a horizontal chart with `count` bars at the given width. */
export function horizontalHeight(count: number, compact: boolean): number {
  const row = BAR + ROW_GAP + (compact ? LABEL_LINE : 0);
  return Math.max(1, count) * row + (compact ? 4 : AXIS_HEIGHT + 4);
}

/** One series of bars: horizontal (labels beside, or above on a phone) or vertical. */
export function BarChart({
  title,
  data,
  valueLabel,
  orientation = 'horizontal',
  format,
  color,
  height = 260,
  emptyText,
  width,
  className,
}: BarChartProps) {
  const fill = seriesColor(0, color);
  const resolvedFormat = resolveFormat(format);
  if (data.every((datum) => datum.value === 0)) {
    return <ChartEmpty text={emptyText} height={orientation === 'vertical' ? height : 160} />;
  }

  if (orientation === 'vertical') {
    return (
      <figure className={className}>
        <ChartContainer height={height} width={width}>
          {(measured) => (
            <Columns
              title={title}
              data={data.map((datum) => ({ ...datum, values: { value: datum.value } }))}
              series={[{ key: 'value', label: valueLabel, color: fill }]}
              mode="stacked"
              format={resolvedFormat}
              width={measured}
              height={height}
              showTotal={false}
            />
          )}
        </ChartContainer>
      </figure>
    );
  }

  return (
    <figure className={className}>
      {/* Its height follows the width (compact rows on a phone), so only the width is fixed up front. */}
      <ChartContainer width={width} minHeight={horizontalHeight(data.length, false)}>
        {(measured) => (
          <HorizontalBars
            title={title}
            data={data}
            valueLabel={valueLabel}
            format={resolvedFormat}
            fill={fill}
            width={measured}
          />
        )}
      </ChartContainer>
    </figure>
  );
}

interface HorizontalBarsProps {
  title: string;
  data: BarDatum[];
  valueLabel: string;
  format: ChartFormat;
  fill: string;
  width: number;
}

function HorizontalBars({ title, data, valueLabel, format, fill, width }: HorizontalBarsProps) {
  const { itemProps, activeIndex, tooltip } = useChartTooltip(data.length);
  const compact = width < COMPACT_WIDTH;
  const height = horizontalHeight(data.length, compact);

  const maxValue = Math.max(...data.map((datum) => datum.value), 1);
  const xScale = linearScale({ domain: [0, maxValue], nice: !compact });
  const valueWidth = Math.max(...data.map((datum) => textWidth(format.value(datum.value)))) + 10;
  const widestLabel = Math.max(...data.map((datum) => textWidth(datum.label)));
  const labelWidth = compact ? 0 : Math.min(Math.max(widestLabel, 48), Math.round(width * 0.34)) + 12;
  const innerWidth = Math.max(10, width - labelWidth - valueWidth);
  xScale.range([0, innerWidth]);
  const ticks = axisTicks(xScale, format, innerWidth < 320 ? 3 : 5);
  const row = BAR + ROW_GAP + (compact ? LABEL_LINE : 0);
  const barsHeight = data.length * row;

  return (
    <div className="relative" style={{ height }}>
      <svg width={width} height={height} role="group" aria-label={title} className="overflow-visible">
        <Group left={labelWidth} top={2}>
          {compact ? null : (
            <GridColumns scale={xScale} height={barsHeight} tickValues={ticks} stroke={CHART_INK.grid} />
          )}
          {data.map((datum, index) => {
            const y = index * row;
            const barY = y + (compact ? LABEL_LINE : ROW_GAP / 2);
            const barWidth = Math.max(datum.value > 0 ? 2 : 0, xScale(datum.value));
            const content: TooltipContent = {
              title: datum.title ?? datum.label,
              rows: [{ label: valueLabel, value: format.value(datum.value), color: fill }],
            };
            const active = activeIndex === index;
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable data point; focus shows its tooltip, role and label read its values
              <g
                key={datum.key ?? `${datum.label}#${index}`}
                role="img"
                aria-label={describeContent(content)}
                data-chart-item=""
                className="group/point outline-none"
                {...itemProps(index, { left: labelWidth + barWidth, top: barY + BAR / 2 }, content)}
              >
                <rect
                  x={-labelWidth - 6}
                  y={y}
                  width={width + 12}
                  height={row}
                  rx={6}
                  className={FOCUS_RING}
                  fill={active ? '#f1f8f1' : 'transparent'}
                  stroke={active ? '#bcdfc1' : 'none'}
                />
                <text
                  x={compact ? 0 : -10}
                  y={compact ? y + 12 : barY + BAR / 2}
                  dy={compact ? undefined : '0.32em'}
                  textAnchor={compact ? 'start' : 'end'}
                  fontSize={12}
                  fill={CHART_INK.value}
                >
                  {fitLabel(datum.label, compact ? width - 4 : labelWidth - 12)}
                </text>
                <rect data-bar="" x={0} y={barY} width={barWidth} height={BAR} rx={3} fill={fill} />
                <text
                  x={barWidth + 6}
                  y={barY + BAR / 2}
                  dy="0.32em"
                  fontSize={12}
                  fontWeight={600}
                  fill={CHART_INK.value}
                  className="tabular-nums"
                >
                  {format.value(datum.value)}
                </text>
              </g>
            );
          })}
          {compact ? null : (
            <AxisBottom
              top={barsHeight}
              scale={xScale}
              tickValues={ticks}
              tickFormat={(value) => format.axis(Number(value))}
              stroke={CHART_INK.axis}
              hideTicks
              tickLabelProps={{ ...TICK_LABEL, textAnchor: 'middle', dy: '0.25em' }}
            />
          )}
        </Group>
      </svg>
      {tooltip}
    </div>
  );
}
