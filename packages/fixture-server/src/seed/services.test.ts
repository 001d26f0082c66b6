import { advertSchema, pushNotificationSchema } from '@talhao/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { USERS } from '../domains/account/users';
import { PROPERTIES } from '../domains/farmers/farmers';
import { ADVERTS, PUSH_NOTIFICATIONS } from '../domains/master/broadcast/broadcasts';
import { OFFERS } from '../domains/offers/offers';
import { PROVIDED_CONSULTANCIES } from '../domains/provided/provided';
import { TRAININGS } from '../domains/trainings/trainings';
import { Store } from '../store/store';
import { FIXED_NOW } from '../testing/harness';
import { DEMO } from './demoAccounts';
import { DEFAULT_SEED, seedStore } from './index';

const DAY_MS = 86_400_000;
const TODAY = '2026-11-21';
const day = (offset: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

async function seeded(scale = 1) {
  const store = new Store();
  await seedStore(store, { seed: DEFAULT_SEED, scale, now: FIXED_NOW });
  return store;
}

let store: Store;
beforeAll(async () => {
  store = await seeded();
});

const users = () => store.collection(USERS).all();
const userById = (id: string | null) => users().find((u) => u._id === id);
/** The last 12 calendar months, current one included. */
const LAST_12_MONTHS = Array.from({ length: 12 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 10 - i, 1));
  return date.toISOString().slice(0, 7);
});

describe('seed: farmers’ app installs', () => {
  it('gives about 70% of farmers Android, 25% iOS and the rest no app; nobody else has a device', () => {
    const farmers = users().filter((u) => u.role === 'USER');
    const share = (device: string | null) =>
      farmers.filter((f) => (f.device ?? null) === device).length / farmers.length;
    expect(share('Android')).toBeGreaterThan(0.55);
    expect(share('Android')).toBeLessThan(0.85);
    expect(share('iOS')).toBeGreaterThan(0.15);
    expect(share('iOS')).toBeLessThan(0.35);
    expect(share(null)).toBeLessThan(0.12);
    expect(users().find((u) => u.email === DEMO.farmer.email)?.device).toBe('Android');
    expect(
      users()
        .filter((u) => u.role !== 'USER')
        .every((u) => u.device === null),
    ).toBe(true);
  });
});

describe('seed: consultancies', () => {
  it('offers 2–3 consultancies per independent consultant and 3 per company, each with one owner', () => {
    const offered = store.collection(OFFERS).all();
    for (const owner of users().filter((u) => u.verified && (u.role === 'CONSULTANT' || u.role === 'ENTERPRISE'))) {
      const mine = offered.filter((c) => c.consultant === owner._id || c.company === owner._id);
      // The demo consultants get 12–14 so their offered list pages (domains/offers/seed.ts topUpDemoOffers).
      const demo = [DEMO.premium, DEMO.standard, DEMO.trial, DEMO.expired].some((d) => d.email === owner.email);
      if (owner.role === 'ENTERPRISE') expect(mine).toHaveLength(3);
      else if (demo) expect(mine.length).toBeGreaterThanOrEqual(12);
      else expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.length).toBeLessThanOrEqual(demo ? 14 : 3);
      for (const c of mine) {
        expect(c.cultures.length).toBeGreaterThan(0);
        expect(c.format === 'ONLINE' ? c.regionOffered.length === 0 : c.regionOffered.length > 0).toBe(true);
      }
      for (const c of mine) {
        expect(Date.parse(c.createdAt)).toBeGreaterThan(Date.parse(owner.createdAt));
        expect(Date.parse(c.createdAt)).toBeLessThan(FIXED_NOW.getTime());
        if (c.price === 'AGREED_PRICE') expect(c.priceType).toEqual(['AGREED_PRICE']);
        else expect(c.price).toHaveLength(c.priceType.length);
      }
    }
    expect(offered.every((c) => (c.consultant === null) !== (c.company === null))).toBe(true);
    for (const c of offered) {
      expect(c.consultant ? userById(c.consultant)?.role : userById(c.company)?.role).toBe(
        c.consultant ? 'CONSULTANT' : 'ENTERPRISE',
      );
    }
  });

  it('links each provided consultancy to a farmer, the consultant who registered them and their offer', () => {
    const offered = new Map(
      store
        .collection(OFFERS)
        .all()
        .map((c) => [c._id, c]),
    );
    const provided = store.collection(PROVIDED_CONSULTANCIES).all();
    expect(provided.length).toBeGreaterThan(120);
    let servedOthers = 0;
    for (const record of provided) {
      const farmer = userById(record.user)!;
      const consultant = userById(record.consultant)!;
      const offer = offered.get(record.consultancy)!;
      expect(farmer.role).toBe('USER');
      // Besides their own, each demo consultant serves 2 farmers another consultant registered (farms seed).
      if (farmer.createdBy !== consultant._id) {
        servedOthers++;
        expect(consultant.role).toBe('CONSULTANT');
        expect(userById(farmer.createdBy ?? '')?.role).toBe('CONSULTANT');
      }
      if (consultant.role === 'CONSULTANT') {
        expect(record.company).toBeNull();
        expect(offer.consultant).toBe(consultant._id);
      } else {
        expect(consultant.role).toBe('ENTERPRISE_CONSULTANT');
        expect(record.company).toBe(consultant.companyId);
        expect(offer.company).toBe(consultant.companyId);
      }
      // The farms seed gives every provided consultancy one of its farmer's properties.
      expect(store.collection(PROPERTIES).get(record.property ?? '')?.user).toBe(record.user);
      expect(record._id).toMatch(/^[0-9a-f]{24}$/);
      // Recorded after both the farmer and the offer existed, and never in the future.
      expect(Date.parse(record.createdAt)).toBeGreaterThanOrEqual(Date.parse(farmer.createdAt));
      expect(Date.parse(record.createdAt)).toBeGreaterThanOrEqual(Date.parse(offer.createdAt));
      expect(Date.parse(record.createdAt)).toBeLessThan(FIXED_NOW.getTime());
    }
    expect(servedOthers).toBeGreaterThan(0);
    expect(servedOthers).toBeLessThanOrEqual(8);
    expect(provided.some((r) => r.company === null)).toBe(true);
    expect(provided.some((r) => r.company !== null)).toBe(true);
  });

  it('prices engagements at R$ 800–25.000 over the last 12 months and the next 2, with fitting statuses', () => {
    const provided = store.collection(PROVIDED_CONSULTANCIES).all();
    const statuses = new Set(provided.map((r) => r.status));
    expect([...statuses].sort()).toEqual(['CANCELED', 'COMPLETED', 'IN-PROGRESS', 'PLANNED', 'REJECTED', 'REQUESTED']);
    for (const record of provided) {
      expect(record.fixedPrice).toBeGreaterThanOrEqual(800);
      expect(record.fixedPrice).toBeLessThanOrEqual(25_000);
      expect(record.startDate >= day(-365) && record.startDate <= day(60)).toBe(true);
      if (record.endDate) expect(record.endDate >= record.startDate).toBe(true);
      if (record.startDate > TODAY) expect(['PLANNED', 'REQUESTED']).toContain(record.status);
      if (record.status === 'COMPLETED') expect(record.endDate! < TODAY).toBe(true);
    }
    for (const month of LAST_12_MONTHS.slice(0, 11)) {
      expect(
        provided.some((r) => r.status === 'COMPLETED' && r.startDate.startsWith(month)),
        month,
      ).toBe(true);
    }
  });

  it('gives the unverified sign-up nothing and stops an expired trial’s work at its end', () => {
    const unverified = users().find((u) => u.email === DEMO.unverified.email)!;
    const expired = users().find((u) => u.email === DEMO.expired.email)!;
    const trialEnd = new Date(Date.parse(expired.createdAt) + 45 * DAY_MS).toISOString().slice(0, 10);
    const provided = store.collection(PROVIDED_CONSULTANCIES).all();
    expect(provided.filter((r) => r.consultant === unverified._id)).toEqual([]);
    expect(
      store
        .collection(TRAININGS)
        .all()
        .filter((t) => t.consultant === unverified._id),
    ).toEqual([]);
    expect(provided.filter((r) => r.consultant === expired._id).every((r) => r.startDate <= trialEnd)).toBe(true);
  });
});

describe('seed: trainings', () => {
  it('prices seats at R$ 150–1.200 with profit = price × confirmed and consistent participants', () => {
    const trainings = store.collection(TRAININGS).all();
    expect(trainings.length).toBeGreaterThan(40);
    for (const t of trainings) {
      expect(t.price).toBeGreaterThanOrEqual(150);
      expect(t.price).toBeLessThanOrEqual(1200);
      expect(t.profit).toBe(t.price * t.participants.confirmed.length);
      expect(t.participants.confirmed.length + t.participants.pending.length).toBeLessThanOrEqual(t.availableSpots);
      if (Date.parse(t.date) < Date.parse(`${TODAY}T00:00:00Z`)) expect(t.participants.pending).toEqual([]);
      if (t.format === 'ONLINE') expect(t.address).toBeNull();
      else expect(t.address?.formattedAddress).toContain(t.address?.city ?? '?');
      expect((t.consultant === null) !== (t.company === null)).toBe(true);
      for (const id of t.consultants) expect(userById(id)?.companyId).toBe(t.company);
      if (t.company) expect(t.consultants.length).toBeGreaterThanOrEqual(1);
      expect(t.date.slice(0, 10) >= day(-365) && t.date.slice(0, 10) <= day(60)).toBe(true);
      expect(Date.parse(t.createdAt)).toBeLessThan(FIXED_NOW.getTime());
    }
    for (const month of LAST_12_MONTHS) {
      expect(
        trainings.some((t) => t.date.startsWith(month)),
        month,
      ).toBe(true);
    }
    expect(trainings.some((t) => t.date > FIXED_NOW.toISOString())).toBe(true);
  });
});

describe('seed: adverts and notifications', () => {
  it('seeds exactly one ACTIVE advert and more than a page of WAITING and INACTIVE ones, all valid', () => {
    const adverts = store.collection(ADVERTS).all();
    const of = (status: string) => adverts.filter((a) => a.status === status);
    expect(of('ACTIVE')).toHaveLength(1);
    expect(of('WAITING')).toHaveLength(11);
    expect(of('INACTIVE')).toHaveLength(12);
    const [active] = of('ACTIVE');
    expect(active!.startDate <= TODAY && active!.endDate > TODAY).toBe(true);
    expect(of('INACTIVE').every((a) => a.endDate < TODAY && a.lastPush)).toBe(true);
    for (const a of adverts) {
      expect(a.image).toBeNull();
      const values = {
        title: a.title,
        message: a.message,
        url: a.url,
        status: a.status,
        periodicity: a.notificationPeriodicity,
        startDate: a.startDate,
        endDate: a.endDate,
        audience: a.role,
      };
      const result = advertSchema({ today: TODAY, keepStart: a.startDate }).safeParse(values);
      expect(result.success, `${a.title}: ${result.error?.issues[0]?.message}`).toBe(true);
      if (a.startDate > TODAY) expect(a.lastPush).toBeNull();
    }
    expect(new Set(adverts.map((a) => `${a.title}|${a.message}`)).size).toBe(adverts.length);
  });

  it('seeds 15 valid notifications, past, running and scheduled', () => {
    const notifications = store.collection(PUSH_NOTIFICATIONS).all();
    expect(notifications).toHaveLength(15);
    for (const n of notifications) {
      const values = {
        title: n.title,
        message: n.message,
        periodicity: n.notificationPeriodicity,
        startDate: n.startDate,
        endDate: n.endDate,
        audience: n.role,
      };
      const result = pushNotificationSchema({ today: TODAY, keepStart: n.startDate }).safeParse(values);
      expect(result.success, `${n.title}: ${result.error?.issues[0]?.message}`).toBe(true);
    }
    expect(notifications.filter((n) => n.startDate > TODAY).length).toBeGreaterThanOrEqual(3);
    expect(notifications.filter((n) => n.endDate < TODAY).length).toBeGreaterThanOrEqual(8);
  });
});

describe('seed: scale', () => {
  it('grows consultancies and trainings with the scale knob; adverts stay as they are', async () => {
    const double = await seeded(2);
    const count = (s: Store) => ({
      provided: s.collection(PROVIDED_CONSULTANCIES).size,
      trainings: s.collection(TRAININGS).size,
    });
    const one = count(store);
    const two = count(double);
    expect(two.provided).toBeGreaterThan(one.provided * 1.5);
    expect(two.trainings).toBeGreaterThan(one.trainings * 1.5);
    expect(double.collection(ADVERTS).size).toBe(24);
  });
});
