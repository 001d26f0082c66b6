/**
 * Series colours: brand green first, then hues that stay apart for the common colour-vision
 * deficiencies; each has at least 3:1 contrast against the white card.
 */
export const SERIES_COLORS = ['#2b7239', '#c2610c', '#1d4fd8', '#8a3ffc', '#0d7f7c', '#b42323'] as const;

export const seriesColor = (index: number, color?: string): string =>
  color ?? SERIES_COLORS[index % SERIES_COLORS.length] ?? SERIES_COLORS[0];

/** Axis, grid and label colours (the kit's line and muted tokens). */
export const CHART_INK = { grid: '#e2e5df', axis: '#c9cec6', label: '#5e695f', value: '#1b231d' } as const;
