import { SETUP_DAYS } from '@talhao/schema/upstream/schedule';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import { DAY_MS, dayOf } from '../../seed/time';
import { Store } from '../../store/store';
import { FIXED_NOW } from '../../testing/harness';
import { USERS } from '../account/users';
import { SECTORS } from '../farmers/farmers';
import { PROVIDED_CONSULTANCIES } from '../provided/provided';
import { weekDayOfDay } from './payloads';
import { SCHEDULE_SETUPS, WORKS } from './schedule';
import { COMPANY_MONTH_GUARANTEES, DEMO_WORK_GUARANTEES, WORKS_HORIZON_DAYS } from './seed';

async function seeded(now: Date = FIXED_NOW, seed = DEFAULT_SEED) {
  const store = new Store();
  await seedStore(store, { seed, scale: 1, now });
  return store;
}

/** The premium consultant's works measured against DEMO_WORK_GUARANTEES at `now`. */
function demoFigures(store: Store, now: Date) {
  const premium = store.collection(USERS).find((u) => u.email === DEMO.premium.email)!;
  const works = store.collection(WORKS).filter((w) => w.consultant === premium._id);
  const today = dayOf(now.getTime());
  const in60 = dayOf(Date.parse(`${today}T00:00:00Z`) + 59 * DAY_MS);
  const upcoming = works.filter((w) => w.day >= today && w.day <= in60);
  const monthStart = `${today.slice(0, 8)}01`;
  return {
    upcoming: upcoming.length,
    upcomingPlanned: upcoming.filter((w) => w.status === 'PLANNED').length,
    completedThisMonth: works.filter((w) => w.status === 'COMPLETED' && w.day >= monthStart && w.day <= today).length,
    canceledUpcoming: upcoming.filter((w) => w.status === 'CANCELED' && w.day > today).length,
  };
}

let store: Store;
beforeAll(async () => {
  store = await seeded();
});

describe('schedule seed', () => {
  it('is deterministic for a seed and date', async () => {
    const again = await seeded();
    expect(again.collection(WORKS).all()).toEqual(store.collection(WORKS).all());
    expect(again.collection(SCHEDULE_SETUPS).all()).toEqual(store.collection(SCHEDULE_SETUPS).all());
    const other = await seeded(FIXED_NOW, 7);
    expect(other.collection(WORKS).all()).not.toEqual(store.collection(WORKS).all());
  });

  it('one setup per verified independent consultant (not the demo trial account) and per company consultant', () => {
    const users = store.collection(USERS).all();
    const setups = store.collection(SCHEDULE_SETUPS).all();
    const expected = users
      .filter(
        (u) =>
          (u.role === 'CONSULTANT' && u.verified && u.deletedAt === null && u.email !== DEMO.trial.email) ||
          (u.role === 'ENTERPRISE_CONSULTANT' && u.deletedAt === null),
      )
      .map((u) => u._id)
      .sort();
    expect(setups.map((s) => s.consultant).sort()).toEqual(expected);
    const trial = users.find((u) => u.email === DEMO.trial.email)!;
    expect(setups.some((s) => s.consultant === trial._id)).toBe(false);
    for (const setup of setups) {
      expect(setup.dayOfWeek).toEqual(expect.arrayContaining(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']));
      expect(setup.startTime < setup.endTime).toBe(true);
    }
  });

  it('works follow the schedule, their consultancy and its property', () => {
    const setups = new Map(
      store
        .collection(SCHEDULE_SETUPS)
        .all()
        .map((s) => [s.consultant, s]),
    );
    const provided = store.collection(PROVIDED_CONSULTANCIES);
    const sectors = store.collection(SECTORS);
    const works = store.collection(WORKS).all();
    const horizon = dayOf(FIXED_NOW.getTime() + WORKS_HORIZON_DAYS * DAY_MS);
    expect(works.length).toBeGreaterThan(50);
    const slots = new Map<string, [string, string][]>();
    for (const work of works) {
      const setup = setups.get(work.consultant)!;
      const engagement = provided.get(work.consultancyProvided)!;
      expect(setup.dayOfWeek).toContain(SETUP_DAYS[weekDayOfDay(work.day)]);
      expect(work.startWork >= setup.startTime && work.endWork <= setup.endTime && work.startWork < work.endWork).toBe(
        true,
      );
      expect(['REQUESTED', 'REJECTED']).not.toContain(engagement.status);
      expect(work.consultant).toBe(engagement.consultant);
      expect(work.user).toBe(engagement.user);
      expect(work.day >= engagement.startDate && work.day <= horizon).toBe(true);
      if (engagement.endDate) expect(work.day <= engagement.endDate).toBe(true);
      expect(work.sectors.length).toBeLessThanOrEqual(3);
      for (const id of work.sectors) expect(sectors.get(id)?.property).toBe(engagement.property);
      expect(work.priceCalculated !== null).toBe(work.status === 'COMPLETED');
      if (work.status === 'COMPLETED') expect(work.priceCalculated).toBeGreaterThan(0);
      if (work.status === 'COMPLETED' && work.price !== null) expect(work.priceCalculated).toBe(work.price);
      const key = `${work.consultant}|${work.day}`;
      for (const [start, end] of slots.get(key) ?? []) {
        expect(work.startWork >= end || work.endWork <= start, `${key} ${work.startWork}`).toBe(true);
      }
      slots.set(key, [...(slots.get(key) ?? []), [work.startWork, work.endWork]]);
    }
    const today = dayOf(FIXED_NOW.getTime());
    expect(works.some((w) => w.day < today && w.status === 'PLANNED')).toBe(false);
    expect(works.some((w) => w.day > today && w.status === 'COMPLETED')).toBe(false);
    expect(works.some((w) => w.sectors.length > 0)).toBe(true);
  });

  it('the premium demo consultant has what its dashboard shows', () => {
    const figures = demoFigures(store, FIXED_NOW);
    expect(figures.upcoming).toBeGreaterThanOrEqual(DEMO_WORK_GUARANTEES.upcoming);
    expect(figures.upcomingPlanned).toBeGreaterThanOrEqual(DEMO_WORK_GUARANTEES.upcomingPlanned);
    expect(figures.completedThisMonth).toBeGreaterThanOrEqual(DEMO_WORK_GUARANTEES.completedThisMonth);
    expect(figures.canceledUpcoming).toBeGreaterThanOrEqual(DEMO_WORK_GUARANTEES.canceledUpcoming);
  });

  it('keeps the demo guarantees on other dates, the first of a month included', async () => {
    for (const now of [new Date('2027-03-01T12:00:00Z'), new Date('2026-08-14T12:00:00Z')]) {
      const figures = demoFigures(await seeded(now), now);
      expect(figures.upcoming, now.toISOString()).toBeGreaterThanOrEqual(DEMO_WORK_GUARANTEES.upcoming);
      expect(figures.upcomingPlanned, now.toISOString()).toBeGreaterThanOrEqual(DEMO_WORK_GUARANTEES.upcomingPlanned);
      expect(figures.completedThisMonth, now.toISOString()).toBeGreaterThanOrEqual(
        DEMO_WORK_GUARANTEES.completedThisMonth,
      );
      expect(figures.canceledUpcoming, now.toISOString()).toBeGreaterThanOrEqual(DEMO_WORK_GUARANTEES.canceledUpcoming);
    }
  });

  it('every company consultant has a month of works in each status the company calendar shows or hides', async () => {
    // At the demo date every consultant; on other dates every company (a consultant may have no engagement
    // running after today, and then no future work).
    for (const now of [FIXED_NOW, new Date('2027-03-01T12:00:00Z'), new Date('2026-08-14T12:00:00Z')]) {
      const seededStore = now === FIXED_NOW ? store : await seeded(now);
      const today = dayOf(now.getTime());
      const monthStart = `${today.slice(0, 8)}01`;
      const users = seededStore.collection(USERS);
      const companyConsultants = users.filter((u) => u.role === 'ENTERPRISE_CONSULTANT' && u.deletedAt === null);
      expect(companyConsultants.length).toBeGreaterThanOrEqual(6);
      const provided = seededStore.collection(PROVIDED_CONSULTANCIES);
      const figures = (ids: string[]) => {
        const works = seededStore.collection(WORKS).filter((w) => ids.includes(w.consultant));
        const count = (status: string, after: boolean) =>
          works.filter((w) => w.status === status && (after ? w.day > today : w.day >= monthStart && w.day < today))
            .length;
        return {
          works,
          completedPast: count('COMPLETED', false),
          rejectedPast: count('REJECTED', false),
          plannedUpcoming: count('PLANNED', true),
          canceledUpcoming: count('CANCELED', true),
        };
      };
      const groups =
        now === FIXED_NOW
          ? companyConsultants.map((c) => ({ label: c.email!, ids: [c._id] }))
          : users
              .filter((u) => u.role === 'ENTERPRISE')
              .map((c) => ({
                label: c.email!,
                ids: companyConsultants.filter((e) => e.companyId === c._id).map((e) => e._id),
              }))
              .filter((group) => group.ids.length > 0);
      for (const consultant of companyConsultants) {
        // Every work is of one of the consultant's consultancies of their own company.
        for (const work of figures([consultant._id]).works) {
          expect(provided.get(work.consultancyProvided)?.company).toBe(consultant.companyId);
        }
      }
      if (today === monthStart) continue;
      for (const group of groups) {
        const got = figures(group.ids);
        const label = `${group.label} ${today}`;
        expect(got.completedPast, label).toBeGreaterThanOrEqual(COMPANY_MONTH_GUARANTEES.completedPast);
        expect(got.rejectedPast, label).toBeGreaterThanOrEqual(COMPANY_MONTH_GUARANTEES.rejectedPast);
        expect(got.plannedUpcoming, label).toBeGreaterThanOrEqual(COMPANY_MONTH_GUARANTEES.plannedUpcoming);
        expect(got.canceledUpcoming, label).toBeGreaterThanOrEqual(COMPANY_MONTH_GUARANTEES.canceledUpcoming);
      }
    }
  });
});
