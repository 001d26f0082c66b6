import { describe, expect, it } from 'vitest';
import { harvestRealCosts } from './costs';

const cost = (category: 'LABOR' | 'PRODUCTION' | 'EQUIPMENT' | 'OTHER', tag: string, value: number) => ({
  category,
  tag: { name: tag },
  cost: value,
});

describe('harvestRealCosts', () => {
  it('sums the costs of completed and in-progress activities per category and per tag, to the cent', () => {
    const real = harvestRealCosts([
      { status: 'COMPLETED', costs: [cost('LABOR', 'Mão de obra', 100.1), cost('PRODUCTION', 'Adubação', 0.2)] },
      { status: 'IN-PROGRESS', costs: [cost('LABOR', 'Mão de obra', 200.2), cost('EQUIPMENT', 'Combustível', 0.1)] },
      { status: 'PLANNED', costs: [cost('OTHER', 'Frete', 999)] },
      { status: 'LATE', costs: [cost('OTHER', 'Frete', 999)] },
      { status: 'CANCELED', costs: [cost('LABOR', 'Mão de obra', 999)] },
    ]);
    expect(real.byCategory).toEqual({ LABOR: 300.3, PRODUCTION: 0.2, EQUIPMENT: 0.1, OTHER: 0 });
    expect(real.byTag).toEqual([
      { _id: { tag: 'Mão de obra' }, sum: 300.3 },
      { _id: { tag: 'Adubação' }, sum: 0.2 },
      { _id: { tag: 'Combustível' }, sum: 0.1 },
    ]);
  });

  it('answers zeros and no tags for a harvest without counted activities', () => {
    expect(harvestRealCosts([])).toEqual({
      byCategory: { LABOR: 0, PRODUCTION: 0, EQUIPMENT: 0, OTHER: 0 },
      byTag: [],
    });
  });
});
