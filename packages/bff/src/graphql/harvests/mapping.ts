import { COST_CATEGORIES, type UpstreamHarvest } from '@talhao/schema/upstream/harvests';
import type { Harvest } from '../../generated/resolvers';

export type HarvestModel = Harvest;

/** GraphQL Date is yyyy-MM-dd; the provider may send a full ISO date-time. */
const calendarDay = (value: string): string => value.slice(0, 10);

/** Sums to the cent (BRL with two decimals). */
const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + Math.round(value * 100), 0)) / 100;

const ESTIMATED = {
  LABOR: 'estCostsLabor',
  PRODUCTION: 'estCostsProduction',
  EQUIPMENT: 'estCostsEquipment',
  OTHER: 'estCostsOther',
} as const;
const REAL = {
  LABOR: 'realCostsLabor',
  PRODUCTION: 'realCostsProduction',
  EQUIPMENT: 'realCostsEquipment',
  OTHER: 'realCostsOther',
} as const;

/** The provider's flat `estCosts*` / `realCosts*` fields become one row per category; byTag becomes tag totals. */
export function toHarvest(harvest: UpstreamHarvest): HarvestModel {
  const startDate = calendarDay(harvest.startDate);
  const costs = COST_CATEGORIES.map((category) => ({
    category,
    estimated: harvest[ESTIMATED[category]],
    real: harvest[REAL[category]],
  }));
  return {
    __typename: 'Harvest',
    id: harvest._id,
    farmerId: harvest.user,
    cultureName: harvest.culture.name,
    year: Number(startDate.slice(0, 4)),
    startDate,
    endDate: calendarDay(harvest.endDate),
    property: { id: harvest.property._id, name: harvest.property.name },
    sectors: harvest.sectors.map((sector) => ({ id: sector._id, name: sector.name })),
    costs,
    estimatedTotal: sum(costs.map((c) => c.estimated)),
    realTotal: sum(costs.map((c) => c.real)),
    realCostsByTag: [...harvest.realCostsFieldActivity.byTag]
      .sort((a, b) => b.sum - a.sum || a._id.tag.localeCompare(b._id.tag, 'pt-BR'))
      .map((entry) => ({ tag: entry._id.tag, total: entry.sum })),
  };
}
