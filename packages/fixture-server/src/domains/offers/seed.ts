import type { Faker } from '@faker-js/faker';
import type { FeeType } from '@talhao/schema';
import type { UpstreamOfferFormat as Mode } from '@talhao/schema/upstream/offers';
import type { UpstreamWorkStatus as WorkStatus } from '@talhao/schema/upstream/provided';
import { DEMO } from '../../seed/demoAccounts';
import { createSeedFaker } from '../../seed/random';
import { activeUntil, between, businessTime, DAY_MS, dayOf, dayStart, WINDOW_PAST_DAYS } from '../../seed/time';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { objectId } from '../../store/ids';
import { USERS, type UserRecord } from '../account/users';
import { PROVIDED_CONSULTANCIES } from '../provided/provided';
import { OFFERS, type OfferRecord } from './offers';
import { offerDetails } from './seedDetails';

const OFFER_NAMES = [
  'Manejo integrado de pragas na soja',
  'Análise e correção de solo',
  'Planejamento de safra de milho',
  'Irrigação por gotejamento no café',
  'Agricultura de precisão',
  'Gestão financeira da propriedade rural',
  'Nutrição de plantas e adubação foliar',
  'Controle de plantas daninhas',
  'Colheita e pós-colheita do café',
  'Manejo de doenças do algodão',
  'Renovação de canaviais',
  'Implantação de eucalipto',
  'Boas práticas e certificação',
  'Recuperação de pastagens degradadas',
];

/** Offered price lists: one fee type with its price, or a price agreed per client. */
function pricing(faker: Faker): Pick<OfferRecord, 'price' | 'priceType'> {
  const option = faker.helpers.arrayElement<{ type: FeeType; min: number; max: number }>([
    { type: 'PER_HECTARE', min: 4, max: 18 }, // R$ 40–180 per hectare
    { type: 'PER_TECHNICAL_HOUR', min: 12, max: 35 }, // R$ 120–350 per hour
    { type: 'PER_VISIT', min: 30, max: 120 }, // R$ 300–1.200 per visit
    { type: 'AGREED_PRICE', min: 0, max: 0 },
  ]);
  if (option.type === 'AGREED_PRICE') return { price: 'AGREED_PRICE', priceType: ['AGREED_PRICE'] };
  return { price: [faker.number.int({ min: option.min, max: option.max }) * 10], priceType: [option.type] };
}

/** R$ 800–25.000, most engagements at the lower end. */
function fixedPrice(faker: Faker): number {
  const band = faker.helpers.weightedArrayElement([
    { weight: 6, value: [80, 600] },
    { weight: 3, value: [600, 1500] },
    { weight: 1, value: [1500, 2500] },
  ]);
  return faker.number.int({ min: band[0]!, max: band[1]! }) * 10;
}

/** A status that fits when the engagement starts relative to today. */
function statusFor(faker: Faker, startOffsetDays: number): WorkStatus {
  const pick = (weights: [WorkStatus, number][]) =>
    faker.helpers.weightedArrayElement(weights.map(([value, weight]) => ({ value, weight })));
  if (startOffsetDays > 0)
    return pick([
      ['PLANNED', 65],
      ['REQUESTED', 35],
    ]);
  if (startOffsetDays > -30)
    return pick([
      ['IN-PROGRESS', 55],
      ['COMPLETED', 30],
      ['CANCELED', 10],
      ['REQUESTED', 5],
    ]);
  return pick([
    ['COMPLETED', 78],
    ['CANCELED', 10],
    ['REJECTED', 7],
    ['IN-PROGRESS', 5],
  ]);
}

function endDateFor(faker: Faker, status: WorkStatus, start: number, anchor: Date): string | null {
  const days = (min: number, max: number) => start + faker.number.int({ min, max }) * DAY_MS;
  switch (status) {
    case 'COMPLETED':
      return dayOf(Math.max(start, Math.min(days(7, 90), dayStart(anchor, -1))));
    case 'IN-PROGRESS': {
      if (faker.datatype.boolean(0.3)) return null;
      const end = days(45, 240);
      return dayOf(end > anchor.getTime() ? end : dayStart(anchor, faker.number.int({ min: 7, max: 60 })));
    }
    case 'CANCELED':
      return faker.datatype.boolean(0.5) ? dayOf(days(5, 60)) : null;
    default:
      return faker.datatype.boolean(0.6) ? dayOf(days(30, 180)) : null;
  }
}

/**
 * Offered consultancies (2–3 per independent consultant, 3 per company) and the consultancies they
 * provided to the farmers each consultant registered (1–5 per farmer, about one per quarter of the
 * period since the consultant joined), across the last 12 months and the next 2. Scales with the farmers and consultants of
 * the users seed.
 */
function seedOffers(ctx: SeedContext): void {
  const { faker, anchor, store } = ctx;
  const users = store.collection(USERS).all();
  const byId = new Map(users.map((user) => [user._id, user]));
  const working = users.filter((user) => user.verified && user.deletedAt === null);
  const owners = working.filter((user) => user.role === 'CONSULTANT' || user.role === 'ENTERPRISE');
  const lastMoment = anchor.getTime() - 3_600_000;
  const idAt = (at: number) =>
    objectId(new Date(at), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));

  // Descriptive fields come from their own stream, so adding them left the rest of this seed unchanged.
  const details = createSeedFaker(ctx.seed, 'consultancy-offers');
  const offeredBy = new Map<string, OfferRecord[]>();
  for (const owner of owners) {
    const count = owner.role === 'ENTERPRISE' ? 3 : faker.number.int({ min: 2, max: 3 });
    const created = Date.parse(owner.createdAt);
    const list = faker.helpers.arrayElements(OFFER_NAMES, count).map((name) => {
      const at = Math.min(created + faker.number.int({ min: 1, max: 5 }) * DAY_MS, lastMoment);
      const format = faker.helpers.arrayElement<Mode>(['ONLINE', 'IN-PERSON', 'BOTH']);
      return store.collection(OFFERS).insert({
        _id: idAt(at),
        consultant: owner.role === 'CONSULTANT' ? owner._id : null,
        company: owner.role === 'ENTERPRISE' ? owner._id : null,
        name,
        format,
        ...pricing(faker),
        ...offerDetails(details, name, format),
        createdAt: new Date(at).toISOString(),
        updatedAt: new Date(at).toISOString(),
      });
    });
    offeredBy.set(owner._id, list);
  }
  topUpDemoOffers(ctx, details, owners);

  const windowStart = dayStart(anchor, -WINDOW_PAST_DAYS);
  const provided = store.collection(PROVIDED_CONSULTANCIES);
  for (const farmer of working.filter((user) => user.role === 'USER')) {
    const consultant: UserRecord | undefined = byId.get(farmer.createdBy ?? '');
    if (!consultant || (consultant.role !== 'CONSULTANT' && consultant.role !== 'ENTERPRISE_CONSULTANT')) continue;
    const ownerId = consultant.role === 'CONSULTANT' ? consultant._id : consultant.companyId;
    const owner = ownerId ? byId.get(ownerId) : undefined;
    const offers = ownerId ? offeredBy.get(ownerId) : undefined;
    if (!owner || !offers?.length) continue;
    // Engagements run from when the consultant (or company) joined: a consultant who registers a client
    // later also records the consultancies already under way or done with them.
    const earliest = Math.max(Date.parse(consultant.createdAt), windowStart);
    const latest = activeUntil(owner, anchor);
    if (latest <= earliest) continue;
    // About one engagement per quarter, each in its own slice of the period, so months fill evenly.
    const months = (latest - earliest) / (30 * DAY_MS);
    const count = Math.min(5, Math.max(1, Math.round(months / 3) + faker.number.int({ min: 0, max: 1 })));
    const slice = Math.floor((latest - earliest) / count);
    for (let index = 0; index < count; index++) {
      const offer = faker.helpers.arrayElement(offers);
      const from = Math.max(earliest + index * slice, Date.parse(offer.createdAt));
      const start = Math.floor(between(faker, from, Math.max(from, earliest + (index + 1) * slice)) / DAY_MS) * DAY_MS;
      const status = statusFor(faker, Math.round((start - anchor.getTime()) / DAY_MS));
      const requestedDaysBefore = faker.number.int({ min: 0, max: 20 }) * DAY_MS;
      // Recorded a little before it starts, never before the farmer and the offer existed nor after today.
      const lower = Math.max(Date.parse(farmer.createdAt), Date.parse(offer.createdAt));
      const created = Math.max(lower, Math.min(start - requestedDaysBefore + businessTime(faker), lastMoment));
      provided.insert({
        _id: idAt(created),
        consultancy: offer._id,
        consultant: consultant._id,
        company: consultant.role === 'ENTERPRISE_CONSULTANT' ? consultant.companyId : null,
        user: farmer._id,
        property: null,
        fixedPrice: fixedPrice(faker),
        status,
        startDate: dayOf(start),
        endDate: endDateFor(faker, status, start, anchor),
        createdAt: new Date(created).toISOString(),
        updatedAt: new Date(created).toISOString(),
      });
    }
  }
}

const DEMO_OFFER_OWNERS: readonly string[] = [
  DEMO.premium.email,
  DEMO.standard.email,
  DEMO.trial.email,
  DEMO.expired.email,
];

/**
 * The demo consultants get 12–14 offers (every other name of the catalogue) so their list pages;
 * these extra offers are recent and have no clients yet.
 */
function topUpDemoOffers(ctx: SeedContext, faker: Faker, owners: UserRecord[]): void {
  // Ids from this stream too: the main stream must stay where the provided consultancies expect it.
  const idAt = (at: number) =>
    objectId(new Date(at), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));
  const offers = ctx.store.collection(OFFERS);
  const lastMoment = ctx.anchor.getTime() - 3_600_000;
  for (const owner of owners.filter((user) => DEMO_OFFER_OWNERS.includes(user.email ?? ''))) {
    const taken = new Set(offers.filter((o) => o.consultant === owner._id).map((o) => o.name));
    const target = faker.number.int({ min: 12, max: OFFER_NAMES.length });
    const free = faker.helpers.shuffle(OFFER_NAMES.filter((name) => !taken.has(name)));
    const created = Date.parse(owner.createdAt);
    for (const name of free.slice(0, Math.max(0, target - taken.size))) {
      const at = between(faker, Math.min(created + DAY_MS, lastMoment), lastMoment);
      const format = faker.helpers.arrayElement<Mode>(['ONLINE', 'IN-PERSON', 'BOTH']);
      offers.insert({
        _id: idAt(at),
        consultant: owner._id,
        company: null,
        name,
        format,
        ...pricingOf(faker),
        ...offerDetails(faker, name, format),
        createdAt: new Date(at).toISOString(),
        updatedAt: new Date(at).toISOString(),
      });
    }
  }
}

/** Like pricing(), sometimes with two charge types (a 'Personalizado' price with several lines). */
function pricingOf(faker: Faker): Pick<OfferRecord, 'price' | 'priceType'> {
  const first = pricing(faker);
  if (first.price === 'AGREED_PRICE' || faker.datatype.boolean(0.6)) return first;
  const second = pricing(faker);
  if (second.price === 'AGREED_PRICE' || second.priceType[0] === first.priceType[0]) return first;
  return { price: [...first.price, ...second.price], priceType: [...first.priceType, ...second.priceType] };
}

/**
 * Offers and the provided consultancies made from them, in one faker stream: the generator keeps its
 * name 'consultancies' (the stream is derived from it) so the seeded data stays the same.
 */
export const offersSeed: SeedGenerator = { name: 'consultancies', run: seedOffers };
