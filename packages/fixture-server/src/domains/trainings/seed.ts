import type { Faker } from '@faker-js/faker';
import { addressIn } from '../../seed/addresses';
import { DEMO } from '../../seed/demoAccounts';
import { MUNICIPALITIES } from '../../seed/municipalities';
import { slug } from '../../seed/random';
import {
  activeUntil,
  between,
  businessTime,
  DAY_MS,
  dayStart,
  WINDOW_FUTURE_DAYS,
  WINDOW_PAST_DAYS,
} from '../../seed/time';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { objectId } from '../../store/ids';
import { isScaleExtraAccount } from '../account/seed';
import { USERS } from '../account/users';
import { TRAININGS, type TrainingParticipant, type TrainingRecord } from './trainings';

const TITLES = [
  'Manejo de pragas na soja',
  'Calibração de pulverizadores',
  'Amostragem e análise de solo',
  'Irrigação eficiente no café',
  'Gestão de custos da safra',
  'Agricultura de precisão na prática',
  'Uso de drones no monitoramento',
  'Boas práticas na aplicação de defensivos',
  'Nutrição do milho safrinha',
  'Colheita e secagem do café',
  'Plantio direto e cobertura do solo',
  'Controle biológico de pragas',
  'Crédito rural e financiamento',
  'Manejo de nematoides',
];

/** Trainings per month of activity: companies give more than independent consultants. */
const MONTHLY_COUNTS = {
  CONSULTANT: [
    { weight: 4, value: 0 },
    { weight: 5, value: 1 },
    { weight: 1, value: 2 },
  ],
  ENTERPRISE: [
    { weight: 6, value: 1 },
    { weight: 3, value: 2 },
    { weight: 1, value: 3 },
  ],
} as const satisfies Record<string, readonly { weight: number; value: number }[]>;

/** R$ 150–1.200 per seat, most below R$ 400. */
function seatPrice(faker: Faker): number {
  const [min, max] = faker.helpers.weightedArrayElement([
    { weight: 6, value: [15, 40] },
    { weight: 3, value: [40, 80] },
    { weight: 1, value: [80, 120] },
  ]);
  return faker.number.int({ min: min!, max: max! }) * 10;
}

/** Midnight UTC of the 1st of the calendar month after the instant's. */
const nextMonth = (ms: number): number => {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
};

function person(faker: Faker, serial: number): TrainingParticipant {
  const first = faker.person.firstName();
  const last = faker.person.lastName();
  return { name: `${first} ${last}`, email: `${slug(first)}.${slug(last)}${serial}@exemplo.com.br` };
}

/** Who signed up: a held training has its final list (no pending); an upcoming one is still filling. */
function participantsOf(faker: Faker, spots: number, held: boolean): TrainingRecord['participants'] {
  let serial = 0;
  const people = (count: number) => Array.from({ length: count }, () => person(faker, ++serial));
  const confirmed = Math.round(spots * faker.number.float({ min: held ? 0.4 : 0.1, max: held ? 1 : 0.7 }));
  const pending = held ? 0 : faker.number.int({ min: 0, max: Math.min(8, spots - confirmed) });
  return {
    confirmed: people(confirmed),
    pending: people(pending),
    canceled: people(faker.number.int({ min: 0, max: held ? 4 : 3 })),
  };
}

/**
 * Trainings of independent consultants and companies, spread over each one's active months in the last
 * 12 months and the next 2, R$ 150–1.200 per seat; profit = price × confirmed. Scales with the scale knob.
 */
function seedTrainings(ctx: SeedContext): void {
  const { faker, anchor, store } = ctx;
  const users = store.collection(USERS).all();
  const owners = users.filter(
    (user) => user.verified && user.deletedAt === null && (user.role === 'CONSULTANT' || user.role === 'ENTERPRISE'),
  );
  const lastMoment = anchor.getTime() - 3_600_000;
  for (const owner of owners) {
    const role = owner.role as keyof typeof MONTHLY_COUNTS;
    // The knob multiplies the base accounts' activity; the accounts it adds get the base rate, or the
    // total would grow with the square of the scale.
    const perOwnerScale = isScaleExtraAccount(owner.email) ? 1 : ctx.scale;
    const from = Math.max(Date.parse(owner.createdAt) + 7 * DAY_MS, dayStart(anchor, -WINDOW_PAST_DAYS));
    const to = activeUntil(owner, anchor);
    if (to <= from) continue;
    const companyConsultants = users.filter((u) => u.role === 'ENTERPRISE_CONSULTANT' && u.companyId === owner._id);
    const home = MUNICIPALITIES.find((m) => m.city === owner.address?.city && m.uf === owner.address?.stateFrom);
    // Month by month, so every month of activity has its share (companies at least one a month).
    const days: number[] = [];
    for (let monthStart = from; monthStart < to; monthStart = nextMonth(monthStart)) {
      const monthEnd = Math.min(to, nextMonth(monthStart) - 1);
      const count = Math.round(faker.helpers.weightedArrayElement(MONTHLY_COUNTS[role]) * perOwnerScale);
      for (let index = 0; index < count; index++) {
        days.push(Math.floor(between(faker, monthStart, monthEnd) / DAY_MS) * DAY_MS);
      }
    }
    for (const day of days) {
      const date = day + businessTime(faker);
      const format = faker.helpers.weightedArrayElement([
        { weight: 4, value: 'ONLINE' as const },
        { weight: 6, value: 'IN-PERSON' as const },
      ]);
      const price = seatPrice(faker);
      const availableSpots = faker.number.int({ min: 8, max: format === 'ONLINE' ? 50 : 30 });
      const participants = participantsOf(faker, availableSpots, date <= anchor.getTime());
      const created = Math.max(
        Date.parse(owner.createdAt),
        Math.min(date - faker.number.int({ min: 10, max: 40 }) * DAY_MS, lastMoment),
      );
      // Drawn in the same order as before issue 4's fields, so the seeded data did not shift.
      const _id = objectId(new Date(created), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));
      const consultants =
        role === 'ENTERPRISE'
          ? faker.helpers.arrayElements(companyConsultants, { min: 1, max: 2 }).map((c) => c._id)
          : [];
      const title = faker.helpers.arrayElement(TITLES);
      store.collection(TRAININGS).insert({
        _id,
        consultant: role === 'CONSULTANT' ? owner._id : null,
        company: role === 'ENTERPRISE' ? owner._id : null,
        consultants,
        title,
        date: new Date(date).toISOString(),
        format,
        address: format === 'IN-PERSON' && home ? addressIn(faker, home, 'urban') : null,
        price,
        profit: price * participants.confirmed.length,
        availableSpots,
        ...textsOf(title),
        image: null,
        participants,
        createdAt: new Date(created).toISOString(),
        updatedAt: new Date(created).toISOString(),
      });
    }
  }
  topUpDemoConsultants(ctx);
}

/** Minimum open and held trainings of each demo consultant: more than a page (10) of each. */
export const DEMO_TRAININGS_PER_STATE = 12;
const DEMO_CONSULTANT_EMAILS = [DEMO.premium.email, DEMO.standard.email, DEMO.trial.email, DEMO.expired.email];

/**
 * The demo consultants get at least DEMO_TRAININGS_PER_STATE open and held trainings (an expired trial's
 * too, so every demo login shows paged lists); the first of each state has more than a page of
 * participants in each of its lists (held trainings have no pending ones).
 */
function topUpDemoConsultants(ctx: SeedContext): void {
  const { faker, anchor, store } = ctx;
  const trainings = store.collection(TRAININGS);
  const now = anchor.getTime();
  for (const email of DEMO_CONSULTANT_EMAILS) {
    const owner = store.collection(USERS).find((u) => u.email === email && u.role === 'CONSULTANT');
    if (!owner) continue;
    const home = MUNICIPALITIES.find((m) => m.city === owner.address?.city && m.uf === owner.address?.stateFrom);
    const own = trainings.filter((t) => t.consultant === owner._id);
    const earliest = Math.max(Date.parse(owner.createdAt) + DAY_MS, dayStart(anchor, -WINDOW_PAST_DAYS));
    for (const held of [false, true]) {
      const existing = own.filter((t) => Date.parse(t.date) <= now === held).length;
      for (let index = 0; index < Math.max(0, DEMO_TRAININGS_PER_STATE - existing); index++) {
        const day = held
          ? Math.floor(between(faker, Math.min(earliest, now - DAY_MS), now - DAY_MS) / DAY_MS) * DAY_MS
          : Math.floor(between(faker, now + DAY_MS, dayStart(anchor, WINDOW_FUTURE_DAYS - 1)) / DAY_MS) * DAY_MS;
        const date = day + businessTime(faker);
        const format = home && faker.datatype.boolean() ? ('IN-PERSON' as const) : ('ONLINE' as const);
        const price = seatPrice(faker);
        const crowded = index === 0;
        const availableSpots = crowded ? 40 : faker.number.int({ min: 8, max: 30 });
        const participants = crowded ? crowdOf(faker, held) : participantsOf(faker, availableSpots, held);
        const created = Math.min(date - 10 * DAY_MS, now - 3_600_000);
        const title = faker.helpers.arrayElement(TITLES);
        trainings.insert({
          _id: objectId(new Date(created), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' })),
          consultant: owner._id,
          company: null,
          consultants: [],
          title,
          date: new Date(date).toISOString(),
          format,
          address: format === 'IN-PERSON' && home ? addressIn(faker, home, 'urban') : null,
          price,
          profit: price * participants.confirmed.length,
          availableSpots,
          ...textsOf(title),
          image: null,
          participants,
          createdAt: new Date(created).toISOString(),
          updatedAt: new Date(created).toISOString(),
        });
      }
    }
  }
}

/** More than a page (10) in each list: 14 confirmed, 12 pending (upcoming only), 11 canceled. */
function crowdOf(faker: Faker, held: boolean): TrainingRecord['participants'] {
  let serial = 100;
  const people = (count: number) => Array.from({ length: count }, () => person(faker, ++serial));
  return { confirmed: people(14), pending: held ? [] : people(12), canceled: people(11) };
}

/** Duration, texts and categories follow from the title (no draws, so the faker stream is unchanged). */
function textsOf(title: string) {
  const index = Math.max(0, TITLES.indexOf(title));
  const hours = 2 + (index % 6);
  return {
    duration: `${String(hours).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
    summary: `${title}: conceitos, exemplos de campo e um plano de ação para aplicar na sua propriedade.`,
    description: `<p>Neste treinamento sobre <strong>${title.toLowerCase()}</strong>, o produtor aprende na prática com casos reais da região.</p><ul><li>Conceitos essenciais</li><li>Demonstração em campo</li><li>Dúvidas e plano de ação</li></ul>`,
    specificInformation: `<p>Carga horária de ${hours} horas. Leve caderno e, se presencial, roupas adequadas para atividade em campo. Certificado de participação ao final.</p>`,
    categories: [CATEGORIES[index % CATEGORIES.length]!],
  };
}

const CATEGORIES = ['Manejo', 'Tecnologia', 'Gestão', 'Solo e nutrição'];

export const trainingsSeed: SeedGenerator = { name: 'trainings', run: seedTrainings };
