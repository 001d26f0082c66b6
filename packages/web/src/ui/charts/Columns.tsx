import { Group } from '@visx/group';
import { scaleBand } from 'd3-scale';
import { useLayoutEffect, useRef } from 'react';
import { AxisBottom, AxisLeft } from './Axis';
import { type ChartFormat, fitLabel, textWidth } from './format';
import { GridRows } from './Grid';
import { linearScale } from './linearScale';
import { CHART_INK } from './palette';
import { describeContent, FOCUS_RING, type TooltipContent, type TooltipRow, useChartTooltip } from './tooltip';
import type { CategoryDatum } from './types';

export interface ResolvedSeries {
  key: string;
  label: string;
  color: string;
}

export interface ColumnsProps {
  title: string;
  data: CategoryDatum[];
  series: ResolvedSeries[];
  mode: 'stacked' | 'grouped';
  format: ChartFormat;
  width: number;
  height: number;
  /** Adds a 'Total' line to the tooltip (stacked, several series). */
  showTotal: boolean;
}

const MARGIN = { top: 12, right: 4, bottom: 30 };
/** Thinnest bar worth drawing (px): below it a chart of many columns scrolls sideways instead. */
const MIN_BAR = 3;
const PADDING_INNER = 0.3;
/** Room around the columns of a scrolling chart, so the first and last axis labels are not cut at its edges. */
const SCROLL_INSET = 12;
const GROUP_PADDING = 0.12;

/**
 * The narrowest column step (px) that keeps every bar at least MIN_BAR wide. Stacked, the bar is the
 * column's band; side by side, the band holds one bar per series, with the group padding inside and
 * around them.
 */
export function minColumnStep(mode: 'stacked' | 'grouped', seriesCount: number): number {
  const band =
    mode === 'grouped' ? (MIN_BAR * (Math.max(1, seriesCount) + GROUP_PADDING)) / (1 - GROUP_PADDING) : MIN_BAR;
  return Math.ceil(band / (1 - PADDING_INNER));
}
const TICK_LABEL = { fill: CHART_INK.label, fontSize: 12, fontFamily: 'inherit' } as const;

export interface AxisLabels {
  fontSize: number;
  /** Only every n-th category is labelled. */
  every: number;
  /** The text under category `index` (the short form when the full one does not fit). */
  text(index: number): string;
}

/**
 * How the category labels under the axis fit their column step, in order of preference: every
 * full label at 12 px, then at 11 px, then the short labels ('jun' for 'jun/26'), and last only
 * every n-th label (narrow phones with many categories).
 */
export function bottomLabels(data: readonly { label: string; shortLabel?: string }[], step: number): AxisLabels {
  const fits = (texts: string[], fontSize: number, gap: number) =>
    Math.max(0, ...texts.map(textWidth)) * (fontSize / 12) + gap <= step;
  const full = data.map((datum) => datum.label);
  const short = data.map((datum) => datum.shortLabel ?? datum.label);
  const all = (texts: string[], fontSize: number): AxisLabels => ({
    fontSize,
    every: 1,
    text: (index) => texts[index] ?? '',
  });
  if (fits(full, 12, 6)) return all(full, 12);
  if (fits(full, 11, 4)) return all(full, 11);
  if (fits(short, 12, 6)) return all(short, 12);
  const widest = Math.max(0, ...short.map(textWidth));
  const every = Math.max(1, Math.ceil((widest + 8) / Math.max(step, 1)));
  return {
    fontSize: 12,
    every,
    text: (index) => (index % every === 0 ? fitLabel(short[index] ?? '', step * every - 2) : ''),
  };
}

export const seriesValue = (datum: CategoryDatum, key: string): number => datum.values[key] ?? 0;

/** Axis ticks: whole numbers only for counts (no '0,5 agricultor'). */
export function axisTicks(scale: { ticks(count?: number): number[] }, format: ChartFormat, count: number): number[] {
  const ticks = scale.ticks(count);
  return format.integer ? ticks.filter(Number.isInteger) : ticks;
}

export function categoryContent(
  datum: CategoryDatum,
  series: ResolvedSeries[],
  format: ChartFormat,
  showTotal: boolean,
): TooltipContent {
  const rows: TooltipRow[] = series.map((item) => ({
    label: item.label,
    value: format.value(seriesValue(datum, item.key)),
    color: item.color,
  }));
  if (showTotal && series.length > 1) {
    const total = series.reduce((sum, item) => sum + seriesValue(datum, item.key), 0);
    rows.push({ label: 'Total', value: format.value(total), total: true });
  }
  return { title: datum.title ?? datum.label, rows };
}

/** Vertical bars per category, stacked or side by side, with a value axis on the left. */
export function Columns({ title, data, series, mode, format, width, height, showTotal }: ColumnsProps) {
  const { itemProps, activeIndex, tooltip } = useChartTooltip(data.length);

  const totals = data.map((datum) =>
    mode === 'stacked'
      ? series.reduce((sum, item) => sum + Math.max(0, seriesValue(datum, item.key)), 0)
      : Math.max(0, ...series.map((item) => seriesValue(datum, item.key))),
  );
  const yScale = linearScale({ domain: [0, Math.max(...totals, 1)], nice: true });
  const tickCount = height < 220 ? 4 : 5;
  const ticks = axisTicks(yScale, format, tickCount);
  const left = Math.max(...ticks.map((tick) => textWidth(format.axis(tick)))) + 10;

  // Many columns on a narrow screen (37 months on a phone) scroll sideways rather than shrink to hairlines.
  const drawnWidth = Math.max(
    width,
    Math.ceil(left + MARGIN.right + (data.length + 0.2) * minColumnStep(mode, series.length)),
  );
  const innerWidth = Math.max(0, drawnWidth - left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  yScale.range([innerHeight, 0]);
  const keys = data.map((datum, index) => datum.key ?? `${datum.label}#${index}`);
  const xScale = scaleBand<string>().domain(keys).range([0, innerWidth]).paddingInner(PADDING_INNER).paddingOuter(0.1);
  const groupScale = scaleBand<string>()
    .domain(series.map((item) => item.key))
    .range([0, xScale.bandwidth()])
    .padding(GROUP_PADDING);
  const labels = bottomLabels(data, xScale.step());
  const scrolls = drawnWidth > width;
  // Scrolling, the value axis stays put in its own strip and the columns keep a few px from the edges.
  const plotLeft = scrolls ? SCROLL_INSET : left;
  const plotWidth = scrolls ? drawnWidth - left + 2 * SCROLL_INSET : width;
  const valueAxis = (
    <AxisLeft
      scale={yScale}
      tickValues={ticks}
      tickFormat={(value) => format.axis(Number(value))}
      hideAxisLine
      hideTicks
      tickLabelProps={{ ...TICK_LABEL, textAnchor: 'end', dx: -4, dy: '0.32em' }}
    />
  );

  // A scrolling chart opens on its latest columns: a period's end is what one looks at first.
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (scrolls && scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [scrolls]);

  const plot = (
    <>
      <svg width={plotWidth} height={height} role="group" aria-label={title} className="overflow-visible">
        <Group left={plotLeft} top={MARGIN.top}>
          <GridRows scale={yScale} width={innerWidth} tickValues={ticks} stroke={CHART_INK.grid} />
          {data.map((datum, index) => {
            const key = datum.key ?? `${datum.label}#${index}`;
            const x = xScale(key) ?? 0;
            const content = categoryContent(datum, series, format, showTotal);
            const top = yScale(totals[index] ?? 0);
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable data point; focus shows its tooltip, role and label read its values
              <g
                key={key}
                role="img"
                aria-label={describeContent(content)}
                data-chart-item=""
                className="group/point outline-none"
                {...itemProps(index, { left: plotLeft + x + xScale.bandwidth() / 2, top: MARGIN.top + top }, content)}
              >
                {/* Hit area (and the hover/focus highlight) over the whole column. */}
                <rect
                  x={x - (xScale.step() - xScale.bandwidth()) / 2}
                  y={0}
                  width={xScale.step()}
                  height={innerHeight}
                  rx={6}
                  className={FOCUS_RING}
                  fill={activeIndex === index ? '#f1f8f1' : 'transparent'}
                  stroke={activeIndex === index ? '#bcdfc1' : 'none'}
                />
                {mode === 'stacked'
                  ? stackedBars(datum, series, x, xScale.bandwidth(), yScale, innerHeight)
                  : series.map((item) => {
                      const value = Math.max(0, seriesValue(datum, item.key));
                      const y = yScale(value);
                      return (
                        <rect
                          key={item.key}
                          data-series={item.key}
                          x={x + (groupScale(item.key) ?? 0)}
                          y={y}
                          width={groupScale.bandwidth()}
                          height={innerHeight - y}
                          rx={2}
                          fill={item.color}
                        />
                      );
                    })}
              </g>
            );
          })}
          {scrolls ? null : valueAxis}
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            // Every column gets a tick: bottomLabels decides which ones carry text.
            tickValues={keys}
            tickFormat={(key) => labels.text(keys.indexOf(key))}
            stroke={CHART_INK.axis}
            hideTicks
            tickLabelProps={{ ...TICK_LABEL, fontSize: labels.fontSize, textAnchor: 'middle', dy: '0.25em' }}
          />
        </Group>
      </svg>
      {tooltip}
    </>
  );
  if (!scrolls) return plot;
  return (
    <div className="flex" style={{ width }}>
      <svg aria-hidden="true" data-value-axis="" width={left} height={height} className="shrink-0">
        <Group left={left} top={MARGIN.top}>
          {valueAxis}
        </Group>
      </svg>
      <div
        ref={scroller}
        data-chart-scroll=""
        className="overflow-x-auto overflow-y-hidden"
        style={{ width: width - left }}
      >
        <div className="relative" style={{ width: plotWidth, height }}>
          {plot}
        </div>
      </div>
    </div>
  );
}

function stackedBars(
  datum: CategoryDatum,
  series: ResolvedSeries[],
  x: number,
  width: number,
  yScale: (value: number) => number,
  innerHeight: number,
) {
  let base = 0;
  return series.map((item) => {
    const value = Math.max(0, seriesValue(datum, item.key));
    const y0 = yScale(base);
    base += value;
    const y1 = yScale(base);
    if (value === 0) return null;
    return (
      <rect
        key={item.key}
        data-series={item.key}
        x={x}
        y={y1}
        width={width}
        // A hairline between segments keeps adjacent colours apart.
        height={Math.max(0, y0 - y1 - (y0 === innerHeight ? 0 : 1))}
        rx={2}
        fill={item.color}
      />
    );
  });
}
