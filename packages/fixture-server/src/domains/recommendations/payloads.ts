import type { UpstreamFieldActivity } from '@talhao/schema/upstream/recommendations';
import type { Store } from '../../store/store';
import { PROPERTIES, SECTORS } from '../farmers/farmers';
import type { FieldActivityRecord } from './fieldActivities';

/** A field activity as the provider answers it: property and sectors embedded as `{_id, name}`. */
export function toFieldActivityPayload(store: Store, record: FieldActivityRecord): UpstreamFieldActivity {
  const sectors = store.collection(SECTORS);
  return {
    _id: record._id,
    user: record.user,
    property: { _id: record.property, name: store.collection(PROPERTIES).get(record.property)?.name ?? '' },
    harvest: record.harvest,
    activityType: record.activityType,
    name: record.name,
    description: record.description,
    recurrence: record.recurrence,
    tags: record.tags,
    startDate: record.startDate,
    endDate: record.endDate,
    status: record.status,
    completionDate: record.completionDate,
    areas: record.areas,
    sectors: record.sectors.flatMap((id) => {
      const sector = sectors.get(id);
      return sector ? [{ _id: sector._id, name: sector.name }] : [];
    }),
    products: record.products ?? [],
    costs: record.costs,
    createdBy: record.createdBy,
    updatedAt: record.updatedAt,
  };
}
