import { describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import { MUNICIPALITIES } from '../../seed/municipalities';
import { Store } from '../../store/store';
import { FIXED_NOW } from '../../testing/harness';
import { USERS } from '../account/users';
import { visibleFarmerIds } from '../farmers/visibility';
import { LAB_ANALYSES, LABORATORIES } from './laboratories';
import { distanceKm } from './payloads';

const seeded = async () => {
  const store = new Store();
  await seedStore(store, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  return store;
};

const CONSULTANTS = [
  DEMO.premium,
  DEMO.standard,
  DEMO.trial,
  DEMO.expired,
  DEMO.unverified,
  DEMO.agrovaleConsultant,
  DEMO.terraForteConsultant,
];

describe('laboratories seed', () => {
  it('places ~15 labs in real municipalities, each with soil and priced analyses', async () => {
    const store = await seeded();
    const labs = store.collection(LABORATORIES).all();
    expect(labs.length).toBeGreaterThanOrEqual(15);
    for (const lab of labs) {
      const seat = MUNICIPALITIES.find((m) => m.city === lab.address.city && m.uf === lab.address.stateFrom);
      expect(seat, lab.name).toBeDefined();
      expect(distanceKm(lab.address.coords, { latitude: seat!.latitude, longitude: seat!.longitude })).toBeLessThan(5);
      expect(lab.analyses.some((offer) => offer.type === 'SOIL')).toBe(true);
      expect(lab.analyses.every((offer) => offer.price > 0 && Number.isInteger(Math.round(offer.price * 100)))).toBe(
        true,
      );
      expect(lab.site).toMatch(/^https:\/\/www\.[a-z0-9]+\.com\.br$/);
    }
  });

  it('gives every demo consultant 2–4 labs within 150 km, three associated, and records of their farmers in every status', async () => {
    const store = await seeded();
    const labs = store.collection(LABORATORIES).all();
    for (const demo of CONSULTANTS) {
      const consultant = store.collection(USERS).find((u) => u.email === demo.email)!;
      const home = consultant.address!.coords;
      const near = labs.filter((lab) => distanceKm(home, lab.address.coords) < 150);
      expect(near.length, demo.email).toBeGreaterThanOrEqual(2);
      expect(near.length, demo.email).toBeLessThanOrEqual(4);
      expect(
        labs.filter((lab) => lab.associatedWith.includes(consultant._id)),
        demo.email,
      ).toHaveLength(3);

      const records = store.collection(LAB_ANALYSES).filter((r) => r.owner === consultant._id);
      const visible = visibleFarmerIds(store, consultant);
      if (visible.size === 0) continue;
      expect(new Set(records.map((r) => r.status)), demo.email).toEqual(
        new Set(['SCHEDULED', 'SAMPLE-SENT', 'IN-ANALYSIS', 'COMPLETED', 'CANCELED']),
      );
      expect(
        records.every((r) => visible.has(r.farmer)),
        demo.email,
      ).toBe(true);
    }
  });

  it('is deterministic', async () => {
    const [a, b] = [await seeded(), await seeded()];
    expect(a.collection(LABORATORIES).all()).toEqual(b.collection(LABORATORIES).all());
    expect(a.collection(LAB_ANALYSES).all()).toEqual(b.collection(LAB_ANALYSES).all());
  });
});
