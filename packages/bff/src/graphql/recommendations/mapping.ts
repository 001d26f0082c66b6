import {
  RECOMMENDATION_RECURRENCES,
  type RecommendationRecurrenceKey,
  type RecommendationValues,
  recurrenceOfMs,
} from '@talhao/schema';
import type { FieldActivityBody, UpstreamFieldActivity } from '@talhao/schema/upstream/recommendations';
import type { FieldActivity } from '../../generated/resolvers';
import { toFieldActivityStatus, toUpstreamFieldActivityStatus } from '../base/provider-enums';
import { recurrenceRuleText } from './recurrence';

/**
 * A field activity as resolvers pass it; `harvest` (the harvest loader), `farmerName` (the farmer loader) and
 * `nextOccurrences` (its argument) are resolved by field resolvers.
 */
export type FieldActivityModel = Omit<FieldActivity, 'harvest' | 'farmerName' | 'nextOccurrences'> & {
  createdBy: string;
};

/**
 * The provider's milliseconds as a recurrence: the table's value, else the nearest one (an unknown 31 days reads as
 * MONTHLY; docs/architecture-notes.md "Recurrence"), 0 or less as ONCE.
 */
export const toRecurrence = (ms: number): RecommendationRecurrenceKey => recurrenceOfMs(ms);
export const toUpstreamRecurrence = (recurrence: RecommendationRecurrenceKey): number =>
  RECOMMENDATION_RECURRENCES[recurrence].ms;

/** The POST / PUT body of the form's values (the caller's report only on create). */
export function toFieldActivityBody(values: RecommendationValues, reportId?: string | null): FieldActivityBody {
  return {
    user: values.farmerId,
    property: values.propertyId,
    harvest: values.harvestId,
    activityType: values.type,
    name: values.title,
    description: values.description,
    recurrence: toUpstreamRecurrence(values.recurrence),
    tags: [...new Set(values.costs.map((cost) => cost.tag))],
    startDate: values.startDate,
    endDate: values.endDate,
    status: toUpstreamFieldActivityStatus(values.status),
    sectors: values.sectorIds,
    products: values.products.map((product) => ({
      name: product.name,
      quantity: product.quantity,
      unitOfMeasurement: product.unit,
    })),
    costs: values.costs.map((cost) => ({ category: cost.category, tag: { name: cost.tag }, cost: cost.cost })),
    ...(reportId ? { consultancyReport: reportId } : {}),
  };
}

const calendarDay = (value: string): string => value.slice(0, 10);

/** `createdByMe`: the area owner recommended it (only its creator edits it, spec 001 §6). */
export function toFieldActivity(activity: UpstreamFieldActivity, ownerId: string): FieldActivityModel {
  return {
    __typename: 'FieldActivity',
    id: activity._id,
    farmerId: activity.user,
    name: activity.name,
    description: activity.description || null,
    activityType: activity.activityType,
    status: toFieldActivityStatus(activity.status),
    recurrence: activity.recurrence,
    recurrenceKind: toRecurrence(activity.recurrence),
    recurrenceRule: recurrenceRuleText(
      toRecurrence(activity.recurrence),
      calendarDay(activity.startDate),
      calendarDay(activity.endDate),
    ),
    startDate: calendarDay(activity.startDate),
    endDate: calendarDay(activity.endDate),
    completionDate: activity.completionDate ? calendarDay(activity.completionDate) : null,
    property: { id: activity.property._id, name: activity.property.name },
    harvestId: activity.harvest ?? null,
    sectors: activity.sectors.map((sector) => ({ id: sector._id, name: sector.name })),
    products: (activity.products ?? []).map((product) => ({
      name: product.name,
      quantity: product.quantity,
      unit: product.unitOfMeasurement,
    })),
    costs: activity.costs.map((cost) => ({ category: cost.category, tag: cost.tag.name, cost: cost.cost })),
    totalCost: Math.round(activity.costs.reduce((sum, cost) => sum + Math.round(cost.cost * 100), 0)) / 100,
    createdByMe: activity.createdBy === ownerId,
    createdBy: activity.createdBy,
    updatedAt: activity.updatedAt,
  };
}
