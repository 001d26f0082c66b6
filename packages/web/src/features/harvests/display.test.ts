import { describe, expect, it } from 'vitest';
import { categoryCostData, harvestLabel, tagCostData } from './display';

describe('harvest display', () => {
  it("labels a harvest 'Safra de {culture} {year} - dd/MM a dd/MM'", () => {
    expect(harvestLabel({ cultureName: 'Soja', year: 2025, startDate: '2025-09-15', endDate: '2026-02-03' })).toBe(
      'Safra de Soja 2025 - 15/09 a 03/02',
    );
  });

  it('turns the costs into chart data: estimated vs real per category label, real per tag', () => {
    expect(
      categoryCostData([
        { category: 'LABOR', estimated: 1000, real: 850.5 },
        { category: 'OTHER', estimated: 10, real: 0 },
      ]),
    ).toEqual([
      { key: 'LABOR', label: 'Mão de obra', values: { estimated: 1000, real: 850.5 } },
      { key: 'OTHER', label: 'Outros', values: { estimated: 10, real: 0 } },
    ]);
    expect(tagCostData([{ tag: 'Adubação', total: 1200.4 }])).toEqual([
      { key: 'Adubação', label: 'Adubação', value: 1200.4 },
    ]);
  });
});
