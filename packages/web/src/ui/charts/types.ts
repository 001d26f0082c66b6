import type { ChartFormat, ChartFormatName } from './format';

/** One bar of a single-series chart. */
export interface BarDatum {
  /** Stable key; defaults to the label. */
  key?: string;
  /** Axis text, e.g. 'Vitória - ES' or 'jun/26'. */
  label: string;
  /** A shorter axis text for narrow screens, e.g. 'jun' (the tooltip still has the title). */
  shortLabel?: string;
  /** Tooltip title when it should say more than the label, e.g. 'Junho de 2026'. */
  title?: string;
  value: number;
}

/** One category (a month, a place) of a multi-series chart, with a value per series key. */
export interface CategoryDatum {
  key?: string;
  label: string;
  shortLabel?: string;
  title?: string;
  values: Record<string, number>;
}

export interface ChartSeries {
  key: string;
  label: string;
  /** Defaults to the palette's colour for the series' position. */
  color?: string;
}

/** Props every chart shares. */
export interface BaseChartProps {
  /** Accessible name of the chart (its figure). */
  title: string;
  /** 'integer' (counts) or 'brl' (money), or your own formatter pair. */
  format?: ChartFormat | ChartFormatName;
  /** Shown instead of the chart when every value is zero. */
  emptyText?: string;
  /** Fixed width; by default the chart takes its parent's width. */
  width?: number;
  className?: string;
}
