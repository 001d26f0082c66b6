import {
  COST_CATEGORY_LABELS,
  type CostCategoryKey,
  FIELD_ACTIVITY_TYPE_LABELS,
  RECOMMENDATION_RECURRENCES,
  type RecommendationRecurrenceKey,
} from '@talhao/schema';

export const recurrenceLabel = (key: string): string =>
  key in RECOMMENDATION_RECURRENCES ? RECOMMENDATION_RECURRENCES[key as RecommendationRecurrenceKey].label : key;

export const activityTypeLabel = (key: string): string =>
  FIELD_ACTIVITY_TYPE_LABELS[key as keyof typeof FIELD_ACTIVITY_TYPE_LABELS] ?? key;

export const costCategoryLabel = (key: string): string => COST_CATEGORY_LABELS[key as CostCategoryKey] ?? key;

/** 'dd/MM' of a yyyy-MM-dd day (the detail's next occurrences). */
export const dayMonth = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export interface CostLine {
  category: string;
  tag: string;
  cost: number;
}

/** Costs grouped by category (in the table's order), each with its tags summed, and the category's total. */
export function costsByCategory(costs: readonly CostLine[]) {
  const order = Object.keys(COST_CATEGORY_LABELS);
  const groups = new Map<string, Map<string, number>>();
  for (const line of costs) {
    const tags = groups.get(line.category) ?? new Map<string, number>();
    tags.set(line.tag, Math.round(((tags.get(line.tag) ?? 0) + line.cost) * 100) / 100);
    groups.set(line.category, tags);
  }
  return [...groups]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([category, tags]) => ({
      category,
      label: costCategoryLabel(category),
      tags: [...tags].map(([tag, cost]) => ({ tag, cost })),
      total: Math.round([...tags.values()].reduce((sum, cost) => sum + cost * 100, 0)) / 100,
    }));
}
