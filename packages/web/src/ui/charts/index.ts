/**
 * Charts (visx). Import from '@/ui/charts' — not re-exported by '@/ui', so only the lazily loaded
 * pages that draw a chart download visx.
 */
export { BarChart, type BarChartProps, COMPACT_WIDTH } from './BarChart';
export { ChartContainer, type ChartContainerProps } from './ChartContainer';
export { ChartEmpty, ChartSkeleton, DEFAULT_EMPTY_TEXT } from './ChartEmpty';
export {
  CHART_FORMATS,
  type ChartFormat,
  type ChartFormatName,
  formatCompactBRL,
  formatCompactInteger,
  formatMonthAbbr,
  formatMonthShort,
  formatMonthTitle,
  resolveFormat,
} from './format';
export { ChartLegend, type LegendItem } from './Legend';
export { LineChart, type LineChartProps } from './LineChart';
export { SERIES_COLORS } from './palette';
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './SegmentedControl';
export { StackedBarChart, type StackedBarChartProps } from './StackedBarChart';
export type { TooltipContent, TooltipRow } from './tooltip';
export type { BarDatum, BaseChartProps, CategoryDatum, ChartSeries } from './types';
