import { describe, expect, it } from 'vitest';
import { axisTicks, bottomLabels, minColumnStep } from './Columns';
import { CHART_FORMATS } from './format';

// jsdom has no canvas: widths are the 6,8 px-per-character estimate ('jun/26' = 41 px, 'jun' = 21 px).
const months = ['jun', 'jul', 'ago', 'set', 'out', 'nov'].map((short) => ({ label: `${short}/26`, shortLabel: short }));
const texts = (step: number) => {
  const labels = bottomLabels(months, step);
  return { fontSize: labels.fontSize, every: labels.every, texts: months.map((_, index) => labels.text(index)) };
};

describe('bottomLabels', () => {
  it('writes every full label when the columns are wide enough', () => {
    expect(texts(60)).toEqual({ fontSize: 12, every: 1, texts: months.map((month) => month.label) });
  });

  it('steps down to 11 px before shortening', () => {
    expect(texts(44)).toEqual({ fontSize: 11, every: 1, texts: months.map((month) => month.label) });
  });

  it('uses the short labels on a narrow screen', () => {
    expect(texts(34).texts).toEqual(['jun', 'jul', 'ago', 'set', 'out', 'nov']);
  });

  it('labels only every n-th column when even the short labels collide', () => {
    expect(texts(16)).toEqual({ fontSize: 12, every: 2, texts: ['jun', '', 'ago', '', 'out', ''] });
  });
});

describe('axisTicks', () => {
  it('keeps whole numbers only on count axes', () => {
    const scale = { ticks: () => [0, 0.5, 1, 1.5, 2] };
    expect(axisTicks(scale, CHART_FORMATS.integer, 5)).toEqual([0, 1, 2]);
    expect(axisTicks(scale, CHART_FORMATS.brl, 5)).toEqual([0, 0.5, 1, 1.5, 2]);
  });
});

describe('minColumnStep', () => {
  it('keeps every bar at least 3 px wide: one bar per column when stacked, one per series side by side', () => {
    expect(minColumnStep('stacked', 3)).toBe(5);
    expect(minColumnStep('grouped', 3)).toBe(16);
    // A 16 px step: a 11,2 px band (70 %) split in 3 bars with 12 % padding inside and around them.
    expect((16 * 0.7 * 0.88) / 3.12).toBeGreaterThanOrEqual(3);
  });
});
