import { COST_CATEGORIES, type UpstreamCostCategory } from '@talhao/schema/upstream/harvests';
import type { UpstreamFieldActivityCost, UpstreamFieldActivityStatus } from '@talhao/schema/upstream/recommendations';

/**
 * The statuses whose costs are real (docs/rest-contract.md issue 14): work done or under way. Planned and late
 * activities have not been carried out yet; canceled ones never will be.
 */
export const REAL_COST_STATUSES: ReadonlySet<UpstreamFieldActivityStatus> = new Set(['COMPLETED', 'IN-PROGRESS']);

export interface RealCosts {
  byCategory: Record<UpstreamCostCategory, number>;
  /** Per tag, largest first (ties by tag name), in the provider's `$group` shape. */
  byTag: { _id: { tag: string }; sum: number }[];
}

/** Cents-exact sums: costs are BRL with two decimals. */
const cents = (value: number) => Math.round(value * 100);

/**
 * A harvest's real costs from its field activities: the costs of every activity whose status counts
 * (REAL_COST_STATUSES), summed per category and per tag. The one place these numbers come from.
 */
export function harvestRealCosts(
  activities: readonly { status: UpstreamFieldActivityStatus; costs: readonly UpstreamFieldActivityCost[] }[],
): RealCosts {
  const categories = Object.fromEntries(COST_CATEGORIES.map((c) => [c, 0])) as Record<UpstreamCostCategory, number>;
  const tags = new Map<string, number>();
  for (const activity of activities) {
    if (!REAL_COST_STATUSES.has(activity.status)) continue;
    for (const cost of activity.costs) {
      categories[cost.category] += cents(cost.cost);
      tags.set(cost.tag.name, (tags.get(cost.tag.name) ?? 0) + cents(cost.cost));
    }
  }
  return {
    byCategory: Object.fromEntries(COST_CATEGORIES.map((c) => [c, categories[c] / 100])) as Record<
      UpstreamCostCategory,
      number
    >,
    byTag: [...tags]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b, 'pt-BR'))
      .map(([tag, sum]) => ({ _id: { tag }, sum: sum / 100 })),
  };
}
