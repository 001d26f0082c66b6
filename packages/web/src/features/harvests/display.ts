import { COST_CATEGORY_LABELS, type CostCategoryKey } from '@talhao/schema';
import type { BarDatum, CategoryDatum, ChartSeries } from '@/ui/charts';

/** The card's label (spec 001 §3), shared with the harvest-costs CSV. */
export { harvestLabel } from '@talhao/schema';

export const COST_SERIES: ChartSeries[] = [
  { key: 'estimated', label: 'Estimado' },
  { key: 'real', label: 'Real' },
];

/** Estimated vs real per category (Mão de obra, Produção, Equipamentos, Outros), in the BFF's order. */
export function categoryCostData(
  costs: readonly { category: string; estimated: number; real: number }[],
): CategoryDatum[] {
  return costs.map((cost) => ({
    key: cost.category,
    label: COST_CATEGORY_LABELS[cost.category as CostCategoryKey] ?? cost.category,
    values: { estimated: cost.estimated, real: cost.real },
  }));
}

/** Real field-activity costs per tag, largest first (as the BFF sends them). */
export function tagCostData(byTag: readonly { tag: string; total: number }[]): BarDatum[] {
  return byTag.map((entry) => ({ key: entry.tag, label: entry.tag, value: entry.total }));
}
