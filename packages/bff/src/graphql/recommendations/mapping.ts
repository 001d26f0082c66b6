import type { UpstreamFieldActivity } from '@talhao/schema/upstream/recommendations';
import type { FieldActivity } from '../../generated/resolvers';
import { toFieldActivityStatus } from '../base/provider-enums';

/** A field activity as resolvers pass it; `harvest` is resolved from `harvestId` by the harvest loader. */
export type FieldActivityModel = Omit<FieldActivity, 'harvest'>;

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
    startDate: calendarDay(activity.startDate),
    endDate: calendarDay(activity.endDate),
    completionDate: activity.completionDate ? calendarDay(activity.completionDate) : null,
    property: { id: activity.property._id, name: activity.property.name },
    harvestId: activity.harvest ?? null,
    sectors: activity.sectors.map((sector) => ({ id: sector._id, name: sector.name })),
    costs: activity.costs.map((cost) => ({ category: cost.category, tag: cost.tag.name, cost: cost.cost })),
    totalCost: Math.round(activity.costs.reduce((sum, cost) => sum + Math.round(cost.cost * 100), 0)) / 100,
    createdByMe: activity.createdBy === ownerId,
    updatedAt: activity.updatedAt,
  };
}
