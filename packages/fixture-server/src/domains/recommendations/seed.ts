import type { Faker } from '@faker-js/faker';
import type { UpstreamCostCategory } from '@talhao/schema/upstream/harvests';
import {
  FIELD_ACTIVITY_STATUSES,
  type UpstreamFieldActivityCost,
  type UpstreamFieldActivityStatus,
  type UpstreamFieldActivityType,
} from '@talhao/schema/upstream/recommendations';
import { DEMO_ACCOUNTS } from '../../seed/demoAccounts';
import { DAY_MS, dayOf, dayStart } from '../../seed/time';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { objectId } from '../../store/ids';
import { USERS, type UserRecord } from '../account/users';
import { SECTORS } from '../farmers/farmers';
import { HARVESTS, type HarvestRecord } from '../harvests/harvests';
import { PROVIDED_CONSULTANCIES } from '../provided/provided';
import { FIELD_ACTIVITIES, type FieldActivityRecord } from './fieldActivities';

/** A cost tag, its category and what it costs per hectare in one activity (BRL). */
const TAGS = {
  'Mão de obra': { category: 'LABOR', perHa: [80, 300] },
  Sementes: { category: 'PRODUCTION', perHa: [300, 900] },
  Adubação: { category: 'PRODUCTION', perHa: [400, 1200] },
  Defensivos: { category: 'PRODUCTION', perHa: [250, 800] },
  Combustível: { category: 'EQUIPMENT', perHa: [60, 200] },
  'Manutenção de máquinas': { category: 'EQUIPMENT', perHa: [40, 150] },
  Frete: { category: 'OTHER', perHa: [30, 120] },
  'Análise de solo': { category: 'OTHER', perHa: [10, 40] },
} as const satisfies Record<string, { category: UpstreamCostCategory; perHa: [number, number] }>;
type Tag = keyof typeof TAGS;

/** What each kind of activity is called, where it falls in the season (fractions of it) and what it costs. */
const KINDS: Record<UpstreamFieldActivityType, { names: string[]; tags: Tag[]; at: [number, number] }> = {
  PLANTING: {
    names: ['Plantio', 'Replantio de falhas', 'Preparo e plantio'],
    tags: ['Sementes', 'Mão de obra', 'Combustível'],
    at: [0, 0.1],
  },
  APPLICATION: {
    names: ['Aplicação de fungicida', 'Aplicação de herbicida', 'Adubação de cobertura', 'Aplicação de inseticida'],
    tags: ['Defensivos', 'Adubação', 'Combustível', 'Mão de obra'],
    at: [0.15, 0.7],
  },
  MANAGEMENT: {
    names: ['Controle de plantas daninhas', 'Monitoramento de pragas', 'Poda e desbrota', 'Irrigação'],
    tags: ['Mão de obra', 'Manutenção de máquinas'],
    at: [0.1, 0.8],
  },
  HARVEST: {
    names: ['Colheita', 'Colheita mecanizada'],
    tags: ['Mão de obra', 'Combustível', 'Frete'],
    at: [0.85, 0.97],
  },
  CUSTOM: {
    names: ['Análise de solo', 'Manutenção de cercas', 'Amostragem foliar'],
    tags: ['Análise de solo', 'Mão de obra'],
    at: [0, 0.9],
  },
};
const SEASON: UpstreamFieldActivityType[] = [
  'PLANTING',
  'APPLICATION',
  'MANAGEMENT',
  'APPLICATION',
  'CUSTOM',
  'HARVEST',
];
const WEEK_MS = 7 * DAY_MS;

const money = (value: number) => Math.max(50, Math.round(value * 100) / 100);

function costsOf(faker: Faker, type: UpstreamFieldActivityType, hectares: number): UpstreamFieldActivityCost[] {
  const tags = faker.helpers.arrayElements(KINDS[type].tags, { min: 1, max: KINDS[type].tags.length });
  return tags.map((name) => {
    const [min, max] = TAGS[name].perHa;
    return { category: TAGS[name].category, tag: { name }, cost: money(hectares * faker.number.float({ min, max })) };
  });
}

/** The status today says for an activity of these days (a past one may have been dropped or run late). */
function statusFor(faker: Faker, start: string, end: string, today: string): UpstreamFieldActivityStatus {
  if (faker.number.int({ min: 1, max: 12 }) === 1) return 'CANCELED';
  if (end < today) return faker.number.int({ min: 1, max: 8 }) === 1 ? 'LATE' : 'COMPLETED';
  if (start <= today) return 'IN-PROGRESS';
  return 'PLANNED';
}

/** Days (offsets from the anchor) an activity of `status` takes in the current harvest when one is missing. */
const DAYS_FOR: Record<UpstreamFieldActivityStatus, [number, number]> = {
  PLANNED: [5, 20],
  'IN-PROGRESS': [-4, 10],
  COMPLETED: [-18, -12],
  LATE: [-9, -3],
  CANCELED: [-2, 6],
};

/**
 * Field activities of every harvest: a season of planting, applications, management, a custom task and the
 * harvest, over some of its sectors, with costs by tag; statuses follow today's date (done, under way, planned,
 * some late or canceled) and every current harvest shows each status. Each is recommended by the farmer's own
 * consultant or one serving them most of the time, by another consultant otherwise.
 */
function seedFieldActivities({ faker, anchor, store }: SeedContext): void {
  const lastMoment = anchor.getTime() - 3_600_000;
  const today = dayOf(anchor.getTime());
  const idAt = (at: number) =>
    objectId(new Date(at), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));
  const users = store.collection(USERS);
  const sectors = store.collection(SECTORS);
  const consultants = users.filter((u) => u.role === 'CONSULTANT' && u.deletedAt === null).map((u) => u._id);
  const servedBy = new Map<string, string[]>();
  for (const p of store.collection(PROVIDED_CONSULTANCIES).all()) {
    if (p.consultant) servedBy.set(p.user, [...(servedBy.get(p.user) ?? []), p.consultant]);
  }
  const recommender = (farmer: UserRecord | undefined, own: string[]) =>
    own.length && faker.number.int({ min: 1, max: 10 }) <= 7
      ? faker.helpers.arrayElement(own)
      : faker.helpers.arrayElement(consultants.length ? consultants : own.length ? own : [farmer?._id ?? '']);

  const harvests = store.collection(HARVESTS).all();
  for (const harvest of harvests) {
    const farmer = users.get(harvest.user);
    const own = [...new Set([farmer?.createdBy ?? '', ...(servedBy.get(harvest.user) ?? [])])].filter(Boolean);
    const startMs = Date.parse(harvest.startDate);
    const length = Date.parse(harvest.endDate) - startMs;
    const current = harvest.startDate <= today && today <= harvest.endDate;
    const made: FieldActivityRecord[] = [];

    const add = (type: UpstreamFieldActivityType, from: number, to: number, forced?: UpstreamFieldActivityStatus) => {
      const picked = faker.helpers.arrayElements(harvest.sectors, { min: 1, max: harvest.sectors.length });
      const records = picked.flatMap((id) => sectors.get(id) ?? []);
      const hectares = Math.max(
        0.5,
        records.reduce((sum, s) => sum + (s.plotArea ?? 0), 0),
      );
      const startDate = dayOf(from);
      const endDate = dayOf(Math.min(startMs + length, Math.max(from, to)));
      const status = forced ?? statusFor(faker, startDate, endDate, today);
      const costs = costsOf(faker, type, hectares);
      const created = Math.min(lastMoment, from - faker.number.int({ min: 1, max: 10 }) * DAY_MS);
      const completion = status === 'COMPLETED' ? Math.min(Date.parse(endDate), lastMoment) : null;
      const record: FieldActivityRecord = {
        _id: idAt(created),
        user: harvest.user,
        property: harvest.property,
        harvest: harvest._id,
        activityType: type,
        name: faker.helpers.arrayElement(KINDS[type].names),
        description: faker.helpers.arrayElement([
          '',
          'Seguir a dosagem recomendada na bula e registrar as condições do tempo.',
          'Priorizar os setores com maior pressão de pragas.',
          'Conferir a calibração dos equipamentos antes de iniciar.',
        ]),
        recurrence: type === 'MANAGEMENT' && faker.datatype.boolean() ? WEEK_MS : 0,
        tags: costs.map((c) => c.tag.name),
        startDate,
        endDate,
        status,
        completionDate: completion === null ? null : dayOf(completion),
        areas: [...new Set(records.map((s) => s.area))],
        sectors: records.map((s) => s._id),
        costs,
        createdBy: recommender(farmer, own),
        createdAt: new Date(created).toISOString(),
        updatedAt: new Date(Math.max(created, completion ?? created)).toISOString(),
      };
      made.push(store.collection(FIELD_ACTIVITIES).insert(record));
    };

    for (const type of SEASON) {
      const [a, b] = KINDS[type].at;
      const from = startMs + Math.round((length * faker.number.float({ min: a, max: b })) / DAY_MS) * DAY_MS;
      add(type, from, from + faker.number.int({ min: 1, max: 12 }) * DAY_MS);
    }
    if (current) ensureEveryStatus(faker, anchor, harvest, made, add);
  }
  seedDemoRecurrences({ faker, anchor, store } as SeedContext, idAt);
}

/** The recurring recommendations every demo consultant makes: [recurrence in days, start and end offsets, status]. */
const DEMO_RECURRENCES: [UpstreamFieldActivityType, string, number, [number, number], UpstreamFieldActivityStatus][] = [
  ['MANAGEMENT', 'Monitoramento de pragas', 1, [-3, 10], 'IN-PROGRESS'],
  ['MANAGEMENT', 'Irrigação', 7, [-20, 45], 'IN-PROGRESS'],
  ['APPLICATION', 'Adubação de cobertura', 30, [4, 150], 'PLANNED'],
  ['CUSTOM', 'Análise de solo', 180, [-40, 400], 'IN-PROGRESS'],
  ['CUSTOM', 'Amostragem foliar', 7, [-30, -6], 'LATE'],
  ['APPLICATION', 'Aplicação de fungicida', 0, [-25, -22], 'COMPLETED'],
  ['MANAGEMENT', 'Poda e desbrota', 30, [-10, 60], 'CANCELED'],
];

/**
 * Every demo consultant and company consultant recommends, on up to two farmers they registered, a set of recurring
 * activities around today (daily, weekly, monthly, semiannual) in every status: the calendar's markers and the
 * detail's next occurrences have something to show for each demo account.
 */
function seedDemoRecurrences({ faker, anchor, store }: SeedContext, idAt: (at: number) => string): void {
  const users = store.collection(USERS);
  const sectors = store.collection(SECTORS);
  const harvests = store.collection(HARVESTS).all();
  const today = dayOf(anchor.getTime());
  const lastMoment = anchor.getTime() - 3_600_000;
  const demoEmails = new Set(
    DEMO_ACCOUNTS.filter((a) => a.role === 'CONSULTANT' || a.role === 'ENTERPRISE_CONSULTANT').map((a) => a.email),
  );
  for (const consultant of users.filter((u) => u.email !== null && demoEmails.has(u.email) && u.deletedAt === null)) {
    const farmers = users.filter((u) => u.role === 'USER' && u.createdBy === consultant._id && u.deletedAt === null);
    let done = 0;
    for (const farmer of farmers) {
      if (done === 2) break;
      // The current harvest that runs longest: the activities stay within its days.
      const harvest = harvests
        .filter((h) => h.user === farmer._id && h.startDate <= today && today <= h.endDate && h.sectors.length > 0)
        .sort((a, b) => b.endDate.localeCompare(a.endDate))[0];
      if (!harvest) continue;
      const first = Date.parse(harvest.startDate);
      const last = Date.parse(harvest.endDate);
      const within = (offset: number) => Math.min(last, Math.max(first, dayStart(anchor, offset)));
      done += 1;
      for (const [type, name, days, [from, to], status] of DEMO_RECURRENCES) {
        const picked = faker.helpers.arrayElements(harvest.sectors, {
          min: 1,
          max: Math.min(3, harvest.sectors.length),
        });
        const records = picked.flatMap((id) => sectors.get(id) ?? []);
        const hectares = Math.max(
          0.5,
          records.reduce((sum, sector) => sum + (sector.plotArea ?? 0), 0),
        );
        const start = within(from);
        const startDate = dayOf(start);
        const endDate = dayOf(within(to));
        // The status must still hold once the days are kept within the harvest.
        const holds =
          status === 'PLANNED'
            ? startDate > today
            : status === 'IN-PROGRESS'
              ? startDate <= today && today <= endDate
              : status === 'COMPLETED' || status === 'LATE'
                ? endDate < today
                : true;
        if (!holds) continue;
        const created = Math.min(lastMoment, start - faker.number.int({ min: 2, max: 10 }) * DAY_MS);
        const costs = costsOf(faker, type, hectares);
        store.collection(FIELD_ACTIVITIES).insert({
          _id: idAt(created),
          user: farmer._id,
          property: harvest.property,
          harvest: harvest._id,
          activityType: type,
          name,
          description: 'Repetir conforme a recorrência e registrar as observações de cada visita.',
          recurrence: days * DAY_MS,
          tags: costs.map((c) => c.tag.name),
          startDate,
          endDate,
          status,
          completionDate: status === 'COMPLETED' ? endDate : null,
          areas: [...new Set(records.map((sector) => sector.area))],
          sectors: records.map((sector) => sector._id),
          costs,
          createdBy: consultant._id,
          createdAt: new Date(created).toISOString(),
          updatedAt: new Date(created).toISOString(),
        });
      }
    }
  }
}

function ensureEveryStatus(
  faker: Faker,
  anchor: Date,
  harvest: HarvestRecord,
  made: readonly FieldActivityRecord[],
  add: (type: UpstreamFieldActivityType, from: number, to: number, forced: UpstreamFieldActivityStatus) => void,
): void {
  const present = new Set(made.map((a) => a.status));
  const first = Date.parse(harvest.startDate);
  const last = Date.parse(harvest.endDate);
  for (const status of FIELD_ACTIVITY_STATUSES.filter((s) => !present.has(s))) {
    const [from, to] = DAYS_FOR[status];
    const start = Math.min(last, Math.max(first, dayStart(anchor, from)));
    const end = Math.min(last, Math.max(start, dayStart(anchor, to)));
    add(faker.helpers.arrayElement(['APPLICATION', 'MANAGEMENT', 'CUSTOM'] as const), start, end, status);
  }
}

export const fieldActivitiesSeed: SeedGenerator = { name: 'fieldActivities', run: seedFieldActivities };
