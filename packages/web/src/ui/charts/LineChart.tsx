import { Group } from '@visx/group';
import { LinePath } from '@visx/shape';
import { scalePoint } from 'd3-scale';
import { AxisBottom, AxisLeft } from './Axis';
import { ChartContainer } from './ChartContainer';
import { ChartEmpty } from './ChartEmpty';
import { axisTicks, bottomLabels, categoryContent, type ResolvedSeries, seriesValue } from './Columns';
import { type ChartFormat, resolveFormat, textWidth } from './format';
import { GridRows } from './Grid';
import { ChartLegend } from './Legend';
import { linearScale } from './linearScale';
import { CHART_INK, seriesColor } from './palette';
import { describeContent, FOCUS_RING, useChartTooltip } from './tooltip';
import type { BaseChartProps, CategoryDatum, ChartSeries } from './types';

export interface LineChartProps extends BaseChartProps {
  data: CategoryDatum[];
  series: ChartSeries[];
  height?: number;
}

/** One line per series over ordered categories (e.g. months), with points that show a tooltip. */
export function LineChart({ title, data, series, format, height = 260, emptyText, width, className }: LineChartProps) {
  const resolved = series.map((item, index) => ({ ...item, color: seriesColor(index, item.color) }));
  const empty = data.every((datum) => series.every((item) => seriesValue(datum, item.key) === 0));
  if (empty) return <ChartEmpty text={emptyText} height={height} />;
  return (
    <figure className={className}>
      {series.length > 1 ? <ChartLegend items={resolved} /> : null}
      <ChartContainer height={height} width={width}>
        {(measured) => (
          <Lines
            title={title}
            data={data}
            series={resolved}
            format={resolveFormat(format)}
            width={measured}
            height={height}
          />
        )}
      </ChartContainer>
    </figure>
  );
}

const MARGIN = { top: 12, right: 16, bottom: 30 };
/** Below this step (px) between categories the idle points are left out: the lines read, the dots would pile up. */
const POINT_STEP_MIN = 12;
const TICK_LABEL = { fill: CHART_INK.label, fontSize: 12, fontFamily: 'inherit' } as const;

interface LinesProps {
  title: string;
  data: CategoryDatum[];
  series: ResolvedSeries[];
  format: ChartFormat;
  width: number;
  height: number;
}

function Lines({ title, data, series, format, width, height }: LinesProps) {
  const { itemProps, activeIndex, tooltip } = useChartTooltip(data.length);
  const keys = data.map((datum, index) => datum.key ?? `${datum.label}#${index}`);
  const maxValue = Math.max(...data.flatMap((datum) => series.map((item) => seriesValue(datum, item.key))), 1);
  const yScale = linearScale({ domain: [0, maxValue], nice: true });
  const ticks = axisTicks(yScale, format, height < 220 ? 4 : 5);
  const left = Math.max(...ticks.map((tick) => textWidth(format.axis(tick)))) + 10;
  const innerWidth = Math.max(0, width - left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  yScale.range([innerHeight, 0]);
  const xScale = scalePoint<string>().domain(keys).range([0, innerWidth]).padding(0.4);
  const step = xScale.step();
  const labels = bottomLabels(data, step);
  const idlePoints = step >= POINT_STEP_MIN;

  return (
    <>
      <svg width={width} height={height} role="group" aria-label={title} className="overflow-visible">
        <Group left={left} top={MARGIN.top}>
          <GridRows scale={yScale} width={innerWidth} tickValues={ticks} stroke={CHART_INK.grid} />
          {series.map((item) => (
            <LinePath
              key={item.key}
              data={data}
              x={(_, index) => xScale(keys[index] ?? '') ?? 0}
              y={(datum) => yScale(seriesValue(datum, item.key))}
              stroke={item.color}
              strokeWidth={2.5}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ))}
          {data.map((datum, index) => {
            const x = xScale(keys[index] ?? '') ?? 0;
            const content = categoryContent(datum, series, format, false);
            const top = Math.min(...series.map((item) => yScale(seriesValue(datum, item.key))));
            const active = activeIndex === index;
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable data point; focus shows its tooltip, role and label read its values
              <g
                key={keys[index]}
                role="img"
                aria-label={describeContent(content)}
                data-chart-item=""
                className="group/point outline-none"
                {...itemProps(index, { left: left + x, top: MARGIN.top + top }, content)}
              >
                <rect
                  x={x - step / 2}
                  y={0}
                  width={step}
                  height={innerHeight}
                  rx={6}
                  className={FOCUS_RING}
                  fill={active ? '#f1f8f1' : 'transparent'}
                />
                {active ? <line x1={x} x2={x} y1={0} y2={innerHeight} stroke="#bcdfc1" /> : null}
                {(active || idlePoints ? series : []).map((item) => (
                  <circle
                    key={item.key}
                    data-series={item.key}
                    cx={x}
                    cy={yScale(seriesValue(datum, item.key))}
                    r={active ? 5 : 3.5}
                    fill="#ffffff"
                    stroke={item.color}
                    strokeWidth={2}
                  />
                ))}
              </g>
            );
          })}
          <AxisLeft
            scale={yScale}
            tickValues={ticks}
            tickFormat={(value) => format.axis(Number(value))}
            hideAxisLine
            hideTicks
            tickLabelProps={{ ...TICK_LABEL, textAnchor: 'end', dx: -4, dy: '0.32em' }}
          />
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            // Every category gets a tick: bottomLabels decides which ones carry text.
            tickValues={keys}
            tickFormat={(key) => labels.text(keys.indexOf(String(key)))}
            stroke={CHART_INK.axis}
            hideTicks
            tickLabelProps={{ ...TICK_LABEL, fontSize: labels.fontSize, textAnchor: 'middle', dy: '0.25em' }}
          />
        </Group>
      </svg>
      {tooltip}
    </>
  );
}
