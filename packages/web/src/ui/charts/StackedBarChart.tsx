import { ChartContainer } from './ChartContainer';
import { ChartEmpty } from './ChartEmpty';
import { Columns, seriesValue } from './Columns';
import { resolveFormat } from './format';
import { ChartLegend } from './Legend';
import { seriesColor } from './palette';
import type { BaseChartProps, CategoryDatum, ChartSeries } from './types';

export interface StackedBarChartProps extends BaseChartProps {
  data: CategoryDatum[];
  series: ChartSeries[];
  /** 'stacked' (default) piles the series up; 'grouped' puts them side by side. */
  mode?: 'stacked' | 'grouped';
  height?: number;
  /** Adds a 'Total' line to the tooltip (default: when stacked). */
  showTotal?: boolean;
}

/**
 * Vertical bars per category (e.g. per month) for several series, with a legend, a value axis and a
 * tooltip listing every series of the hovered or focused category.
 */
export function StackedBarChart({
  title,
  data,
  series,
  mode = 'stacked',
  format,
  height = 280,
  showTotal,
  emptyText,
  width,
  className,
}: StackedBarChartProps) {
  const resolved = series.map((item, index) => ({ ...item, color: seriesColor(index, item.color) }));
  const empty = data.every((datum) => series.every((item) => seriesValue(datum, item.key) === 0));
  if (empty) return <ChartEmpty text={emptyText} height={height} />;
  return (
    <figure className={className}>
      <ChartLegend items={resolved} />
      <ChartContainer height={height} width={width}>
        {(measured) => (
          <Columns
            title={title}
            data={data}
            series={resolved}
            mode={mode}
            format={resolveFormat(format)}
            width={measured}
            height={height}
            showTotal={showTotal ?? mode === 'stacked'}
          />
        )}
      </ChartContainer>
    </figure>
  );
}
