import { FIELD_ACTIVITY_STATUSES } from '@talhao/schema/upstream/recommendations';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import { Store } from '../../store/store';
import { FIXED_NOW } from '../../testing/harness';
import { USERS } from '../account/users';
import { SECTORS } from '../farmers/farmers';
import { visibleFarmerIds } from '../farmers/visibility';
import { FIELD_ACTIVITIES } from '../recommendations/fieldActivities';
import { HARVESTS } from './harvests';

const seeded = async () => {
  const store = new Store();
  await seedStore(store, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  return store;
};

describe('harvests and field activities seed', async () => {
  const store = await seeded();
  const harvests = store.collection(HARVESTS).all();
  const activities = store.collection(FIELD_ACTIVITIES).all();
  const today = FIXED_NOW.toISOString().slice(0, 10);

  it('is deterministic', async () => {
    const again = await seeded();
    expect(again.collection(HARVESTS).all()).toEqual(harvests);
    expect(again.collection(FIELD_ACTIVITIES).all()).toEqual(activities);
  });

  it('gives every demo consultant harvests with activities in every status, theirs and others’', () => {
    const consultants = [DEMO.premium, DEMO.standard, DEMO.agrovaleConsultant, DEMO.terraForteConsultant];
    for (const demo of consultants) {
      const caller = store.collection(USERS).find((u) => u.email === demo.email)!;
      const farmers = visibleFarmerIds(store, caller);
      const seen = activities.filter((a) => farmers.has(a.user));
      expect(harvests.filter((h) => farmers.has(h.user)).length, demo.email).toBeGreaterThan(0);
      expect(new Set(seen.map((a) => a.status)), demo.email).toEqual(new Set(FIELD_ACTIVITY_STATUSES));
      if (caller.role === 'CONSULTANT') {
        expect(
          seen.some((a) => a.createdBy === caller._id),
          demo.email,
        ).toBe(true);
        expect(
          seen.some((a) => a.createdBy !== caller._id),
          demo.email,
        ).toBe(true);
      }
    }
  });

  it('keeps harvests and activities coherent: dates, sectors, statuses against today', () => {
    const byId = new Map(harvests.map((h) => [h._id, h]));
    const sectors = store.collection(SECTORS);
    for (const harvest of harvests) {
      expect(harvest.startDate < harvest.endDate).toBe(true);
      for (const id of harvest.sectors) expect(sectors.get(id)?.property).toBe(harvest.property);
    }
    for (const activity of activities) {
      const harvest = byId.get(activity.harvest!)!;
      expect(activity.startDate >= harvest.startDate && activity.endDate <= harvest.endDate).toBe(true);
      expect(activity.startDate <= activity.endDate).toBe(true);
      expect(activity.sectors.every((id) => harvest.sectors.includes(id))).toBe(true);
      expect(activity.costs.length).toBeGreaterThan(0);
      if (activity.status === 'COMPLETED' || activity.status === 'LATE') expect(activity.endDate < today).toBe(true);
      if (activity.status === 'PLANNED') expect(activity.startDate > today).toBe(true);
      if (activity.status === 'IN-PROGRESS')
        expect(activity.startDate <= today && today <= activity.endDate).toBe(true);
    }
    // 2–3 harvests a year apart per property culture, the newest under way today.
    expect(harvests.some((h) => h.startDate <= today && today <= h.endDate)).toBe(true);
    expect(harvests.some((h) => h.endDate < today)).toBe(true);
  });
});
