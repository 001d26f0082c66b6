import type { UpstreamHarvest } from '@talhao/schema/upstream/harvests';
import type { Store } from '../../store/store';
import { CULTURES, PROPERTIES, SECTORS } from '../farmers/farmers';
import { FIELD_ACTIVITIES } from '../recommendations/fieldActivities';
import { harvestRealCosts } from './costs';
import type { HarvestRecord } from './harvests';

/**
 * A harvest as the provider answers it (spec 001 §3): culture, property and sectors embedded by name, the stored
 * estimated costs, and the real costs computed from its field activities (costs.ts) at read time.
 */
export function toHarvestPayload(store: Store, record: HarvestRecord): UpstreamHarvest {
  const culture = store.collection(CULTURES).get(record.culture);
  const property = store.collection(PROPERTIES).get(record.property);
  const sectors = store.collection(SECTORS);
  const real = harvestRealCosts(store.collection(FIELD_ACTIVITIES).filter((a) => a.harvest === record._id));
  return {
    _id: record._id,
    user: record.user,
    culture: { _id: record.culture, name: culture?.name ?? '' },
    property: { _id: record.property, name: property?.name ?? '' },
    startDate: record.startDate,
    endDate: record.endDate,
    sectors: record.sectors.flatMap((id) => {
      const sector = sectors.get(id);
      return sector ? [{ _id: sector._id, name: sector.name }] : [];
    }),
    estCostsLabor: record.estimatedCosts.LABOR,
    estCostsProduction: record.estimatedCosts.PRODUCTION,
    estCostsEquipment: record.estimatedCosts.EQUIPMENT,
    estCostsOther: record.estimatedCosts.OTHER,
    realCostsLabor: real.byCategory.LABOR,
    realCostsProduction: real.byCategory.PRODUCTION,
    realCostsEquipment: real.byCategory.EQUIPMENT,
    realCostsOther: real.byCategory.OTHER,
    realCostsFieldActivity: { byTag: real.byTag },
  };
}

/** Newest first (start date), ids breaking ties so pages never overlap. */
export const byStartDesc = <T extends { _id: string; startDate: string }>(a: T, b: T): number =>
  b.startDate.localeCompare(a.startDate) || b._id.localeCompare(a._id);
