import { formatBRL, formatInteger, formatMonthYear, LOCALE, monthName } from '@talhao/schema';

/** How a chart writes its values: in full (tooltips, bar labels) and short (axis ticks). */
export interface ChartFormat {
  value: (value: number) => string;
  axis: (value: number) => string;
  /** Counts: the axis only gets whole-number ticks. */
  integer: boolean;
}

const compactCurrency = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const compactNumber = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });

/** 'R$ 12,3 mil', 'R$ 1,5 mi' — axis ticks, where 'R$ 12.345,67' would not fit. */
export const formatCompactBRL = (value: number): string => compactCurrency.format(value);
/** '950', '1,2 mil', '25 mil'. */
export const formatCompactInteger = (value: number): string => compactNumber.format(value);

export const CHART_FORMATS = {
  integer: { value: formatInteger, axis: formatCompactInteger, integer: true },
  brl: { value: formatBRL, axis: formatCompactBRL, integer: false },
} as const satisfies Record<string, ChartFormat>;

export type ChartFormatName = keyof typeof CHART_FORMATS;

export const resolveFormat = (format: ChartFormat | ChartFormatName = 'integer'): ChartFormat =>
  typeof format === 'string' ? CHART_FORMATS[format] : format;

const MONTH = /^(\d{4})-(\d{2})/;

/**
 * 'yyyy-MM' (or a yyyy-MM-dd day) → 'jun/26'. Built from the digits, never through a Date in the
 * browser's time zone, so the first of the month never slips into the previous one.
 */
export function formatMonthShort(month: string): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  return `${monthName(Number(match[2]), 'short')}/${match[1]?.slice(2)}`;
}

/** 'yyyy-MM' → 'jun' (axis label where 'jun/26' does not fit). */
export function formatMonthAbbr(month: string): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  return monthName(Number(match[2]), 'short');
}

/** 'yyyy-MM' → 'Junho de 2026' (tooltip titles). */
export function formatMonthTitle(month: string): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  const text = formatMonthYear(`${match[1]}-${match[2]}-01`);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Average width of a 12 px character, when the browser cannot measure (tests, no canvas). */
export const CHAR_WIDTH = 6.8;

let context: CanvasRenderingContext2D | null | undefined;
const measured = new Map<string, number>();

/**
 * Width in px of a 12 px chart label in the page's font (SVG text never wraps, so margins and cut
 * labels depend on it). Falls back to an average character width where there is no canvas.
 */
export function textWidth(text: string): number {
  const cached = measured.get(text);
  if (cached !== undefined) return cached;
  if (context === undefined) {
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (context) context.font = `12px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
  }
  const width = Math.ceil(context ? context.measureText(text).width : text.length * CHAR_WIDTH);
  measured.set(text, width);
  return width;
}

/** Cuts a label to fit `width` px, ending in '…'. */
export function fitLabel(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  let end = text.length - 1;
  while (end > 1 && textWidth(`${text.slice(0, end).trimEnd()}…`) > width) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}
