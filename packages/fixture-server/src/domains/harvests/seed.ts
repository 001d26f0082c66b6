import type { UpstreamCostCategory } from '@talhao/schema/upstream/harvests';
import { DAY_MS, dayOf, dayStart } from '../../seed/time';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { objectId } from '../../store/ids';
import { USERS } from '../account/users';
import { CULTURES, PROPERTIES, SECTORS, type SectorRecord } from '../farmers/farmers';
import { HARVESTS } from './harvests';

/** Perennial cultures run a harvest close to a year; the others a season of 3–6 months. */
const PERENNIAL = new Set(['Café', 'Cana-de-açúcar', 'Eucalipto', 'Laranja', 'Banana']);

/** Estimated BRL per hectare of each category (a season's budget). */
const ESTIMATE_PER_HA: Record<UpstreamCostCategory, [number, number]> = {
  LABOR: [600, 1500],
  PRODUCTION: [1500, 4000],
  EQUIPMENT: [400, 1200],
  OTHER: [100, 400],
};

const money = (value: number) => Math.round(value * 100) / 100;

/**
 * Harvests of every active farmer: for each culture grown on a property (its sectors' cultures), 2 or 3 harvests,
 * one a year back from the current one (which is under way today), over the sectors of that culture, with
 * estimated costs per category scaled by their area. Real costs come from the field activities (costs.ts).
 */
function seedHarvests({ faker, anchor, store }: SeedContext): void {
  const lastMoment = anchor.getTime() - 3_600_000;
  const idAt = (at: number) =>
    objectId(new Date(at), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));
  const cultures = store.collection(CULTURES);
  const sectors = store.collection(SECTORS).all();
  const farmers = store.collection(USERS).filter((u) => u.role === 'USER' && u.deletedAt === null);

  for (const farmer of farmers) {
    for (const property of store.collection(PROPERTIES).filter((p) => p.user === farmer._id)) {
      const byCulture = new Map<string, SectorRecord[]>();
      for (const sector of sectors) {
        if (sector.property !== property._id || !sector.culture) continue;
        byCulture.set(sector.culture, [...(byCulture.get(sector.culture) ?? []), sector]);
      }
      for (const [cultureId, group] of byCulture) {
        const perennial = PERENNIAL.has(cultures.get(cultureId)?.name ?? '');
        const duration = perennial
          ? faker.number.int({ min: 300, max: 340 })
          : faker.number.int({ min: 100, max: 180 });
        const hectares = Math.max(
          0.5,
          group.reduce((sum, s) => sum + (s.plotArea ?? 0), 0),
        );
        const currentStart = -faker.number.int({ min: 20, max: duration - 20 });
        const count = faker.number.int({ min: 2, max: 3 });
        for (let year = 0; year < count; year++) {
          const start = dayStart(anchor, currentStart - year * 365 - faker.number.int({ min: 0, max: 15 }));
          const end = start + duration * DAY_MS;
          const estimatedCosts = Object.fromEntries(
            Object.entries(ESTIMATE_PER_HA).map(([category, [min, max]]) => [
              category,
              money(hectares * faker.number.float({ min, max })),
            ]),
          ) as Record<UpstreamCostCategory, number>;
          const created = Math.min(lastMoment, start - faker.number.int({ min: 2, max: 20 }) * DAY_MS);
          store.collection(HARVESTS).insert({
            _id: idAt(created),
            user: farmer._id,
            property: property._id,
            culture: cultureId,
            startDate: dayOf(start),
            endDate: dayOf(end),
            sectors: group.map((s) => s._id),
            estimatedCosts,
            createdAt: new Date(created).toISOString(),
          });
        }
      }
    }
  }
}

export const harvestsSeed: SeedGenerator = { name: 'harvests', run: seedHarvests };
