import type { Faker } from '@faker-js/faker';
import type { UpstreamWorkStatus as WorkStatus } from '@talhao/schema/upstream/provided';
import { SETUP_DAYS } from '@talhao/schema/upstream/schedule';
import { DEMO } from '../../seed/demoAccounts';
import { createSeedFaker } from '../../seed/random';
import { DAY_MS, dayOf, dayStart } from '../../seed/time';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { objectId } from '../../store/ids';
import { USERS, type UserRecord } from '../account/users';
import { SECTORS } from '../farmers/farmers';
import { OFFERS } from '../offers/offers';
import { PROVIDED_CONSULTANCIES, type ProvidedConsultancyRecord } from '../provided/provided';
import { weekDayOfDay } from './payloads';
import { SCHEDULE_SETUPS, type ScheduleSetupRecord, WORKS, type WorkRecord } from './schedule';

/** Works are seeded up to this many days after the anchor. */
export const WORKS_HORIZON_DAYS = 75;

/** What the demo premium consultant's dashboard and calendar need to look lived-in. */
export const DEMO_WORK_GUARANTEES = {
  /** Works in the next 60 days (the home agenda's window)… */
  upcoming: 6,
  /** …of which PLANNED. */
  upcomingPlanned: 4,
  /** COMPLETED works earlier in the anchor's month (the monthly 'Trabalhos' and 'Receita' cards). */
  completedThisMonth: 3,
  /** A CANCELED future work (the dashboard hides it). */
  canceledUpcoming: 1,
} as const;

const ACTIVITY_TITLES = [
  'Visita técnica',
  'Coleta de solo',
  'Monitoramento de pragas',
  'Reunião de acompanhamento',
  'Avaliação da lavoura',
  'Regulagem de pulverizador',
  'Vistoria da irrigação',
];

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant of a São Paulo day and time (UTC−3, no daylight saving since 2019). */
const instantOf = (day: string, clock: string): number => Date.parse(`${day}T${clock}:00-03:00`);

const pick = <T>(faker: Faker, weights: [T, number][]): T =>
  faker.helpers.weightedArrayElement(weights.map(([value, weight]) => ({ value, weight })));

/** Weekdays, sometimes Saturday; hours from 07:00–08:00 to 16:00–18:00. */
function setupFor(faker: Faker): Pick<ScheduleSetupRecord, 'dayOfWeek' | 'startTime' | 'endTime'> {
  const saturday = faker.datatype.boolean(0.3);
  return {
    dayOfWeek: SETUP_DAYS.filter((day) => day !== 'Sunday' && (day !== 'Saturday' || saturday)),
    startTime: faker.helpers.arrayElement(['07:00', '07:30', '08:00']),
    endTime: faker.helpers.arrayElement(['16:00', '17:00', '17:30', '18:00']),
  };
}

/** The status a work of that consultancy has, by whether its day is past. */
function workStatusFor(faker: Faker, provided: ProvidedConsultancyRecord, past: boolean): WorkStatus {
  if (past && provided.status === 'CANCELED') {
    return pick(faker, [
      ['COMPLETED', 60],
      ['CANCELED', 40],
    ]);
  }
  if (past) {
    return pick(faker, [
      ['COMPLETED', 80],
      ['CANCELED', 12],
      ['REJECTED', 8],
    ]);
  }
  return pick(faker, [
    ['PLANNED', 75],
    ['REQUESTED', 18],
    ['CANCELED', 7],
  ]);
}

/**
 * Work schedules of the verified independent consultants (not the demo trial account, kept without one
 * so the web shows its 'create a work schedule' prompt), and works of their provided consultancies
 * (not requests nor refused ones): one every 1–3 weeks from the start until the end or 75 days after
 * the anchor, on the schedule's days and within its hours, never overlapping. Past works are mostly
 * COMPLETED (priceCalculated = price, or a share of the fixedPrice), future ones PLANNED.
 */
function seedSchedule(ctx: SeedContext): void {
  const consultants = (users: UserRecord[]) =>
    users.filter((u) => u.role === 'CONSULTANT' && u.verified && u.deletedAt === null && u.email !== DEMO.trial.email);
  const independent = seedWorkers(ctx, consultants);
  topUpDemoWorks(ctx, independent.setupBy, independent.addWork, independent.today);
  // Issue 16: the companies' consultants, from a stream of their own (the independent data stays as it was).
  const companyCtx = { ...ctx, faker: createSeedFaker(ctx.seed, 'schedule:enterprise') };
  const company = seedWorkers(companyCtx, (users) =>
    users.filter((u) => u.role === 'ENTERPRISE_CONSULTANT' && u.companyId !== null && u.deletedAt === null),
  );
  topUpCompanyMonths(companyCtx, company.setupBy, company.addWork, company.today);
}

/**
 * Work schedules of `pick(users)` and works of their provided consultancies (see seedSchedule); answers
 * the setups and the work adder, for the top-ups.
 */
function seedWorkers(ctx: SeedContext, pickWorkers: (users: UserRecord[]) => UserRecord[]) {
  const { faker, anchor, store } = ctx;
  const users = store.collection(USERS).all();
  const setups = store.collection(SCHEDULE_SETUPS);
  const works = store.collection(WORKS);
  const lastMoment = anchor.getTime() - 3_600_000;
  const today = dayOf(anchor.getTime());
  const horizon = dayOf(dayStart(anchor, WORKS_HORIZON_DAYS));
  const idAt = (at: number) =>
    objectId(new Date(at), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));

  const setupBy = new Map<string, ScheduleSetupRecord>();
  for (const consultant of pickWorkers(users)) {
    const at = Math.min(Date.parse(consultant.createdAt) + DAY_MS, lastMoment);
    const setup = setups.insert({
      _id: idAt(at),
      consultant: consultant._id,
      ...setupFor(faker),
      updatedAt: new Date(at).toISOString(),
    });
    setupBy.set(consultant._id, setup);
  }

  const sectorsByProperty = new Map<string, string[]>();
  for (const sector of store.collection(SECTORS).all()) {
    sectorsByProperty.set(sector.property, [...(sectorsByProperty.get(sector.property) ?? []), sector._id]);
  }
  /** Busy [start, end) minutes per consultant and day, so works never overlap. */
  const busy = new Map<string, [number, number][]>();

  /** A free slot of 1–3 hours within the setup's hours, or null when twelve tries collide. */
  const slotFor = (consultant: string, day: string, setup: ScheduleSetupRecord): [string, string] | null => {
    const open = minutesOf(setup.startTime);
    const close = minutesOf(setup.endTime);
    const taken = busy.get(`${consultant}|${day}`) ?? [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const length = faker.helpers.arrayElement([60, 90, 120, 150, 180]);
      const steps = Math.floor((close - open - length) / 30);
      if (steps < 0) continue;
      const start = open + faker.number.int({ min: 0, max: steps }) * 30;
      const end = start + length;
      if (taken.some(([from, to]) => start < to && from < end)) continue;
      busy.set(`${consultant}|${day}`, [...taken, [start, end]]);
      return [clockOf(start), clockOf(end)];
    }
    return null;
  };

  const addWork = (
    provided: ProvidedConsultancyRecord,
    setup: ScheduleSetupRecord,
    day: string,
    status: WorkStatus,
    share: number,
  ): WorkRecord | null => {
    const slot = slotFor(provided.consultant, day, setup);
    if (!slot) return null;
    const offer = store.collection(OFFERS).get(provided.consultancy);
    const title = offer && faker.datatype.boolean(0.3) ? offer.name : faker.helpers.arrayElement(ACTIVITY_TITLES);
    const format =
      offer?.format === 'ONLINE' || offer?.format === 'IN-PERSON'
        ? offer.format
        : faker.helpers.weightedArrayElement([
            { weight: 7, value: 'IN-PERSON' as const },
            { weight: 3, value: 'ONLINE' as const },
          ]);
    const own = provided.property ? (sectorsByProperty.get(provided.property) ?? []) : [];
    const sectors = own.length ? faker.helpers.arrayElements(own, { min: 1, max: Math.min(3, own.length) }) : [];
    const price = faker.datatype.boolean(0.3) ? faker.number.int({ min: 15, max: 80 }) * 10 : null;
    const created = Math.max(
      Date.parse(provided.createdAt),
      Math.min(instantOf(day, '12:00') - faker.number.int({ min: 3, max: 30 }) * DAY_MS, lastMoment),
    );
    const settled = status !== 'PLANNED' && status !== 'REQUESTED' && day < today;
    const updated = settled ? Math.max(created, Math.min(instantOf(day, slot[1]), lastMoment)) : created;
    const work = works.insert({
      _id: idAt(created),
      consultant: provided.consultant,
      user: provided.user,
      consultancyProvided: provided._id,
      title,
      day,
      startWork: slot[0],
      endWork: slot[1],
      status,
      format,
      price,
      priceCalculated: status === 'COMPLETED' ? (price ?? Math.round(share * 100) / 100) : null,
      sectors,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
    });
    return work;
  };

  /** The next day on or after `from` (ms) that the setup works. */
  const nextWorkDay = (from: number, setup: ScheduleSetupRecord): number => {
    let at = from;
    for (let step = 0; step < 7 && !setup.dayOfWeek.includes(SETUP_DAYS[weekDayOfDay(dayOf(at))]!); step++) {
      at += DAY_MS;
    }
    return at;
  };

  const provided = store.collection(PROVIDED_CONSULTANCIES).all();
  for (const record of provided) {
    const setup = setupBy.get(record.consultant);
    if (!setup || record.status === 'REQUESTED' || record.status === 'REJECTED') continue;
    let last = record.endDate && record.endDate < horizon ? record.endDate : horizon;
    // A canceled engagement stopped before today.
    if (record.status === 'CANCELED' && last >= today) last = dayOf(dayStart(anchor, -1));
    const days: string[] = [];
    let cursor = Date.parse(record.startDate) + faker.number.int({ min: 0, max: 3 }) * DAY_MS;
    for (;;) {
      cursor = nextWorkDay(cursor, setup);
      if (dayOf(cursor) > last) break;
      days.push(dayOf(cursor));
      cursor += faker.number.int({ min: 7, max: 21 }) * DAY_MS;
    }
    const share = record.fixedPrice / Math.max(1, days.length);
    for (const day of days) addWork(record, setup, day, workStatusFor(faker, record, day < today), share);
  }
  return { setupBy, addWork: addWork as AddWork, today };
}

type AddWork = (
  provided: ProvidedConsultancyRecord,
  setup: ScheduleSetupRecord,
  day: string,
  status: WorkStatus,
  share: number,
) => WorkRecord | null;

/** Adds works to the premium demo consultant until DEMO_WORK_GUARANTEES hold. */
function topUpDemoWorks(
  ctx: SeedContext,
  setupBy: Map<string, ScheduleSetupRecord>,
  addWork: AddWork,
  today: string,
): void {
  const { faker, anchor, store } = ctx;
  const premium = store.collection(USERS).find((u) => u.email === DEMO.premium.email && u.role === 'CONSULTANT');
  const setup = premium ? setupBy.get(premium._id) : undefined;
  if (!premium || !setup) return;
  const works = store.collection(WORKS);
  const own = () => works.filter((w) => w.consultant === premium._id);
  const ownProvided = store
    .collection(PROVIDED_CONSULTANCIES)
    .filter((p) => p.consultant === premium._id && p.status !== 'REQUESTED' && p.status !== 'REJECTED');
  const coverOf = (day: string, statuses: readonly WorkStatus[]) =>
    ownProvided.filter(
      (p) => statuses.includes(p.status) && p.startDate <= day && (p.endDate === null || p.endDate >= day),
    );
  const workDaysIn = (from: number, to: number): string[] => {
    const days: string[] = [];
    for (let at = from; at <= to; at += DAY_MS) {
      const day = dayOf(at);
      if (setup.dayOfWeek.includes(SETUP_DAYS[weekDayOfDay(day)]!)) days.push(day);
    }
    return faker.helpers.shuffle(days);
  };
  const share = (p: ProvidedConsultancyRecord) =>
    Math.max(1, Math.round(p.fixedPrice / Math.max(1, works.filter((w) => w.consultancyProvided === p._id).length)));

  /**
   * Adds `status` works on `days` (each covered by a consultancy in `statuses`) while `missing()` > 0;
   * a few passes, so a short window (the 1st of a month) can hold several works a day.
   */
  const fill = (days: string[], status: WorkStatus, statuses: readonly WorkStatus[], missing: () => number) => {
    for (let pass = 0; pass < 4; pass++) {
      for (const day of days) {
        if (missing() <= 0) return;
        const candidates = coverOf(day, statuses);
        if (!candidates.length) continue;
        const provided = faker.helpers.arrayElement(candidates);
        addWork(provided, setup, day, status, share(provided));
      }
    }
  };

  const nextDays = dayOf(dayStart(anchor, 59));
  const upcoming = () => own().filter((w) => w.day >= today && w.day <= nextDays);
  const future = workDaysIn(dayStart(anchor, 1), dayStart(anchor, 59));
  const active: WorkStatus[] = ['PLANNED', 'IN-PROGRESS'];
  const g = DEMO_WORK_GUARANTEES;
  fill(future, 'PLANNED', active, () => g.upcomingPlanned - upcoming().filter((w) => w.status === 'PLANNED').length);
  fill(future, 'PLANNED', active, () => g.upcoming - upcoming().length);
  fill(future, 'CANCELED', active, () => g.canceledUpcoming - upcoming().filter((w) => w.status === 'CANCELED').length);

  // Earlier in the anchor's month (on the 1st, the anchor day itself: its morning works are done).
  const monthStart = `${today.slice(0, 8)}01`;
  const lastPast = today === monthStart ? anchor.getTime() : dayStart(anchor, -1);
  const monthDays = workDaysIn(Date.parse(monthStart), lastPast);
  const completed = () => own().filter((w) => w.status === 'COMPLETED' && w.day >= monthStart && w.day <= today);
  fill(monthDays, 'COMPLETED', ['IN-PROGRESS', 'COMPLETED'], () => g.completedThisMonth - completed().length);
}

/** What every company consultant's month holds (the company calendar and home show each status). */
export const COMPANY_MONTH_GUARANTEES = {
  completedPast: 2,
  rejectedPast: 1,
  plannedUpcoming: 2,
  canceledUpcoming: 1,
} as const;

/**
 * Tops each company consultant's current month up to COMPANY_MONTH_GUARANTEES: done and refused works before
 * today, planned and canceled ones after (up to the month's end, at least two weeks: near a month's end the
 * agenda's next days). Nothing is added before the 1st.
 */
function topUpCompanyMonths(
  ctx: SeedContext,
  setupBy: Map<string, ScheduleSetupRecord>,
  addWork: AddWork,
  today: string,
): void {
  const { faker, anchor, store } = ctx;
  const works = store.collection(WORKS);
  const allProvided = store.collection(PROVIDED_CONSULTANCIES).all();
  const monthStart = `${today.slice(0, 8)}01`;
  const nextMonth = dayOf(Date.parse(`${today.slice(0, 7)}-01T12:00:00Z`) + 32 * DAY_MS).slice(0, 8);
  const lastOfMonth = dayOf(Date.parse(`${nextMonth}01T12:00:00Z`) - DAY_MS);
  const pastTo = today === monthStart ? anchor.getTime() : dayStart(anchor, -1);
  const futureTo = Math.max(Date.parse(`${lastOfMonth}T12:00:00Z`), dayStart(anchor, 14));
  for (const [consultant, setup] of setupBy) {
    const own = allProvided.filter(
      (p) => p.consultant === consultant && p.status !== 'REQUESTED' && p.status !== 'REJECTED',
    );
    if (!own.length) continue;
    const daysIn = (from: number, to: number): string[] => {
      const days: string[] = [];
      for (let at = from; at <= to; at += DAY_MS) {
        const day = dayOf(at);
        if (setup.dayOfWeek.includes(SETUP_DAYS[weekDayOfDay(day)]!)) days.push(day);
      }
      return faker.helpers.shuffle(days);
    };
    const count = (status: WorkStatus, from: string, to: string) =>
      works.filter((w) => w.consultant === consultant && w.status === status && w.day >= from && w.day <= to).length;
    const fill = (days: string[], status: WorkStatus, wanted: number, from: string, to: string) => {
      for (let pass = 0; pass < 4; pass++) {
        for (const day of days) {
          if (count(status, from, to) >= wanted) return;
          const cover = own.filter(
            (p) =>
              p.startDate <= day &&
              (p.endDate === null || p.endDate >= day) &&
              (p.status !== 'CANCELED' || day < today),
          );
          if (!cover.length) continue;
          const record = faker.helpers.arrayElement(cover);
          addWork(record, setup, day, status, Math.max(1, Math.round(record.fixedPrice / 6)));
        }
      }
    };
    const past = daysIn(Date.parse(`${monthStart}T12:00:00Z`), pastTo);
    const future = daysIn(dayStart(anchor, 1), futureTo);
    const g = COMPANY_MONTH_GUARANTEES;
    const yesterday = dayOf(pastTo);
    const last = dayOf(futureTo);
    const tomorrow = dayOf(dayStart(anchor, 1));
    fill(past, 'COMPLETED', g.completedPast, monthStart, yesterday);
    fill(past, 'REJECTED', g.rejectedPast, monthStart, yesterday);
    fill(future, 'PLANNED', g.plannedUpcoming, tomorrow, last);
    fill(future, 'CANCELED', g.canceledUpcoming, tomorrow, last);
  }
}

export const scheduleSeed: SeedGenerator = { name: 'schedule', run: seedSchedule };
