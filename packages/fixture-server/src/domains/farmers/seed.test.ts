import { upstreamAreaSchema, upstreamPropertySchema, upstreamSectorSchema } from '@talhao/schema/upstream/farmers';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import { Store } from '../../store/store';
import { FIXED_NOW } from '../../testing/harness';
import { USERS } from '../account/users';
import { OFFERS } from '../offers/offers';
import { PROVIDED_CONSULTANCIES } from '../provided/provided';
import { AREAS, CULTURES, PROPERTIES, SECTORS } from './farmers';
import { toAreaPayload, toPropertyPayload, toSectorPayload } from './payloads';
import { visibleFarmerIds } from './visibility';

async function seeded(seed = DEFAULT_SEED) {
  const store = new Store();
  await seedStore(store, { seed, scale: 1, now: FIXED_NOW });
  return store;
}

const farmCollections = (store: Store) => ({
  properties: store.collection(PROPERTIES).all(),
  areas: store.collection(AREAS).all(),
  sectors: store.collection(SECTORS).all(),
  cultures: store.collection(CULTURES).all(),
  provided: store.collection(PROVIDED_CONSULTANCIES).all(),
});

let store: Store;
beforeAll(async () => {
  store = await seeded();
});

const today = FIXED_NOW.toISOString().slice(0, 10);

describe('farms seed', () => {
  it('is deterministic for a seed and differs for another', async () => {
    expect(JSON.stringify(farmCollections(await seeded()))).toBe(JSON.stringify(farmCollections(store)));
    const other = await seeded(DEFAULT_SEED + 1);
    expect(
      other
        .collection(PROPERTIES)
        .all()
        .map((p) => p.name),
    ).not.toEqual(
      store
        .collection(PROPERTIES)
        .all()
        .map((p) => p.name),
    );
  });

  it('gives every active farmer 1–3 properties whose areas and sectors fit inside them', () => {
    const farmers = store.collection(USERS).filter((u) => u.role === 'USER' && u.deletedAt === null);
    expect(farmers.length).toBeGreaterThan(10);
    for (const farmer of farmers) {
      const properties = store.collection(PROPERTIES).filter((p) => p.user === farmer._id);
      expect(properties.length).toBeGreaterThanOrEqual(1);
      expect(properties.length).toBeLessThanOrEqual(3);
      const cultures = store.collection(CULTURES).filter((c) => c.user === farmer._id);
      expect(cultures.length).toBeGreaterThanOrEqual(2);
      for (const property of properties) {
        expect(property.totalArea).toBeGreaterThanOrEqual(5);
        expect(property.totalArea).toBeLessThanOrEqual(2500);
        expect(property.name).toMatch(/^(Fazenda|Sítio|Chácara|Estância) /);
        expect(property.address?.city).toBe(farmer.address?.city);
        const areas = store.collection(AREAS).filter((a) => a.property === property._id);
        expect(areas.length).toBeGreaterThanOrEqual(1);
        expect(areas.length).toBeLessThanOrEqual(4);
        expect(areas.reduce((sum, a) => sum + (a.plotArea ?? 0), 0)).toBeLessThanOrEqual(property.totalArea);
        for (const area of areas) {
          const sectors = store.collection(SECTORS).filter((s) => s.area === area._id);
          expect(sectors.length).toBeGreaterThanOrEqual(1);
          expect(sectors.length).toBeLessThanOrEqual(4);
          expect(sectors.reduce((sum, s) => sum + (s.plotArea ?? 0), 0)).toBeLessThanOrEqual(area.plotArea ?? 0);
          for (const sector of sectors) {
            expect(sector.property).toBe(property._id);
            expect(cultures.map((c) => c._id)).toContain(sector.culture);
            expect(sector.numberOfPlants).toBeGreaterThan(0);
            expect(sector.plantingDate! < today).toBe(true);
          }
        }
      }
    }
  });

  it('produces payloads the shared upstream schemas accept', () => {
    const cultures = store.collection(CULTURES);
    for (const property of store.collection(PROPERTIES).all().slice(0, 20)) {
      expect(upstreamPropertySchema.safeParse(toPropertyPayload(property)).success).toBe(true);
    }
    for (const area of store.collection(AREAS).all().slice(0, 20)) {
      expect(upstreamAreaSchema.safeParse(toAreaPayload(area)).success).toBe(true);
    }
    for (const sector of store.collection(SECTORS).all().slice(0, 20)) {
      const payload = toSectorPayload(sector, cultures.get(sector.culture ?? ''));
      expect(upstreamSectorSchema.safeParse(payload).success).toBe(true);
      expect(payload.culture?.name).toBeTruthy();
    }
  });

  it('gives the demo farmer exactly 2 properties with at least 2 areas each', () => {
    const farmer = store.collection(USERS).find((u) => u.email === DEMO.farmer.email)!;
    const properties = store.collection(PROPERTIES).filter((p) => p.user === farmer._id);
    expect(properties).toHaveLength(2);
    for (const property of properties) {
      expect(store.collection(AREAS).filter((a) => a.property === property._id).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('links every provided consultancy to one of its farmer’s properties', () => {
    const provided = store.collection(PROVIDED_CONSULTANCIES).all();
    expect(provided.length).toBeGreaterThan(20);
    for (const record of provided) {
      const property = store.collection(PROPERTIES).get(record.property ?? '');
      expect(property?.user, record._id).toBe(record.user);
    }
  });

  it('gives the premium demo consultant 3+ future requests and every listed status, with its own offers and farmers', () => {
    const premium = store.collection(USERS).find((u) => u.email === DEMO.premium.email)!;
    const mine = store.collection(PROVIDED_CONSULTANCIES).filter((p) => p.consultant === premium._id);
    const futureRequests = mine.filter((p) => p.status === 'REQUESTED' && p.startDate > today);
    expect(futureRequests.length).toBeGreaterThanOrEqual(3);
    for (const status of ['PLANNED', 'IN-PROGRESS', 'COMPLETED', 'CANCELED'] as const) {
      expect(mine.some((p) => p.status === status)).toBe(true);
    }
    for (const record of mine) {
      expect(store.collection(OFFERS).get(record.consultancy)?.consultant).toBe(premium._id);
      expect(record.createdAt <= FIXED_NOW.toISOString()).toBe(true);
      expect(record.endDate === null || record.endDate >= record.startDate).toBe(true);
    }
  });

  it('gives every signed-in demo consultant farmers it registered and farmers it serves but did not register', () => {
    for (const account of [DEMO.premium, DEMO.standard, DEMO.trial, DEMO.expired]) {
      const consultant = store.collection(USERS).find((u) => u.email === account.email)!;
      const visible = [...visibleFarmerIds(store, consultant)].map((id) => store.collection(USERS).get(id)!);
      expect(
        visible.some((f) => f.createdBy === consultant._id),
        account.email,
      ).toBe(true);
      const others = visible.filter((f) => f.createdBy !== consultant._id);
      expect(others.length, account.email).toBeGreaterThanOrEqual(2);
      for (const farmer of others) {
        const served = store
          .collection(PROVIDED_CONSULTANCIES)
          .filter((p) => p.consultant === consultant._id && p.user === farmer._id);
        expect(served.length).toBeGreaterThan(0);
        for (const record of served)
          expect(store.collection(PROPERTIES).get(record.property ?? '')?.user).toBe(farmer._id);
      }
    }
  });

  it('gives each demo company consultant farmers it registered and farmers of its company', () => {
    for (const account of [DEMO.agrovaleConsultant, DEMO.terraForteConsultant]) {
      const employee = store.collection(USERS).find((u) => u.email === account.email)!;
      const visible = [...visibleFarmerIds(store, employee)].map((id) => store.collection(USERS).get(id)!);
      expect(visible.some((f) => f.createdBy === employee._id)).toBe(true);
      expect(visible.some((f) => f.createdBy !== employee._id)).toBe(true);
    }
  });
});
