import type { Faker } from '@faker-js/faker';
import type { Address } from '@talhao/schema';
import type { UpstreamWorkStatus as WorkStatus } from '@talhao/schema/upstream/provided';
import { DEMO } from '../../seed/demoAccounts';
import { between, businessTime, DAY_MS, dayOf, dayStart } from '../../seed/time';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { objectId } from '../../store/ids';
import { USERS, type UserRecord } from '../account/users';
import { OFFERS } from '../offers/offers';
import { PROVIDED_CONSULTANCIES, type ProvidedConsultancyRecord } from '../provided/provided';
import { AREAS, CULTURES, type CultureRecord, PROPERTIES, type PropertyRecord, SECTORS } from './farmers';

const PROPERTY_KINDS = [
  { kind: 'Fazenda', min: 120, max: 2500 },
  { kind: 'Sítio', min: 5, max: 80 },
  { kind: 'Chácara', min: 5, max: 30 },
  { kind: 'Estância', min: 60, max: 900 },
] as const;
const PROPERTY_NAMES = [
  'Santa Helena',
  'Boa Vista',
  'Boa Esperança',
  'São José',
  'Três Irmãos',
  'Água Limpa',
  'Santa Rita',
  'Primavera',
  'Recanto Verde',
  'Monte Alegre',
  'Santo Antônio',
  'Bom Retiro',
  'Palmeiras',
  'Sol Nascente',
  'Vale do Sossego',
  'Nossa Senhora Aparecida',
];
const AREA_NAMES = [
  'Talhão 1',
  'Talhão 2',
  'Talhão 3',
  'Gleba Norte',
  'Gleba Sul',
  'Área da Baixada',
  'Talhão do Açude',
  'Lavoura Nova',
  'Área do Pivô',
  'Gleba da Estrada',
];

/** Cultures with their usual spacing (metres between rows, between plants) and how long ago they are planted. */
const CULTURE_CATALOGUE = [
  { name: 'Soja', rows: 0.5, plants: 0.05, maxAgeDays: 150 },
  { name: 'Milho', rows: 0.8, plants: 0.2, maxAgeDays: 150 },
  { name: 'Café', rows: 3.5, plants: 0.7, maxAgeDays: 3650 },
  { name: 'Algodão', rows: 0.9, plants: 0.1, maxAgeDays: 180 },
  { name: 'Cana-de-açúcar', rows: 1.5, plants: 0.5, maxAgeDays: 1460 },
  { name: 'Feijão', rows: 0.5, plants: 0.1, maxAgeDays: 90 },
  { name: 'Eucalipto', rows: 3, plants: 2, maxAgeDays: 2190 },
  { name: 'Laranja', rows: 7, plants: 4, maxAgeDays: 3650 },
  { name: 'Trigo', rows: 0.17, plants: 0.03, maxAgeDays: 120 },
  { name: 'Banana', rows: 3, plants: 2.5, maxAgeDays: 1460 },
] as const;
type Culture = (typeof CULTURE_CATALOGUE)[number];

const round2 = (value: number) => Math.floor(value * 100) / 100;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Splits `total` into `count` parts filling 70–100% of it (each part ≥ 0.01 ha, sum ≤ total). */
function splitArea(faker: Faker, total: number, count: number): number[] {
  const used = total * faker.number.float({ min: 0.7, max: 1 });
  const weights = Array.from({ length: count }, () => faker.number.float({ min: 1, max: 4 }));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => Math.max(0.01, round2((used * weight) / sum)));
}

/** A rural address a few kilometres from the farmer's own (or a generic one when the farmer has none). */
function propertyAddress(faker: Faker, name: string, home: Address | null): Address | null {
  if (!home) return null;
  const where = `${home.city} - ${home.stateFrom}, Brasil`;
  return {
    formattedAddress: `${name}, Zona Rural, ${where}`,
    city: home.city,
    stateFrom: home.stateFrom,
    country: 'Brasil',
    coords: {
      latitude: round6(home.coords.latitude + faker.number.float({ min: -0.08, max: 0.08 })),
      longitude: round6(home.coords.longitude + faker.number.float({ min: -0.08, max: 0.08 })),
    },
  };
}

/**
 * Properties (1–3), areas (1–4 each) and sectors (1–4 each, with one of the farmer's cultures) of every
 * active farmer; the demo farmer gets exactly 2 properties of 2–4 areas. Then every provided consultancy
 * gets one of its farmer's properties, and the premium demo consultant is topped up so each status
 * (and 3 future requests) shows. Everything comes from this generator's own stream.
 */
function seedFarms(ctx: SeedContext): void {
  const { faker, anchor, store } = ctx;
  const lastMoment = anchor.getTime() - 3_600_000;
  const idAt = (at: number) =>
    objectId(new Date(at), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));
  const farmers = store.collection(USERS).filter((u) => u.role === 'USER' && u.deletedAt === null);
  const propertiesOf = new Map<string, PropertyRecord[]>();

  for (const farmer of farmers) {
    const isDemo = farmer.email === DEMO.farmer.email;
    const since = Math.min(Date.parse(farmer.createdAt), lastMoment);
    const at = () => between(faker, since, lastMoment);

    const cultures: { record: CultureRecord; culture: Culture }[] = faker.helpers
      .arrayElements(CULTURE_CATALOGUE, { min: 2, max: 4 })
      .map((culture) => ({
        culture,
        record: store.collection(CULTURES).insert({ _id: idAt(at()), user: farmer._id, name: culture.name }),
      }));

    const propertyCount = isDemo ? 2 : faker.number.int({ min: 1, max: 3 });
    const names = faker.helpers.arrayElements(PROPERTY_NAMES, propertyCount);
    const list: PropertyRecord[] = [];
    for (const baseName of names) {
      const type = faker.helpers.arrayElement(PROPERTY_KINDS);
      const name = `${type.kind} ${baseName}`;
      const created = at();
      const totalArea = faker.number.int({ min: type.min, max: type.max });
      const property = store.collection(PROPERTIES).insert({
        _id: idAt(created),
        user: farmer._id,
        name,
        address: propertyAddress(faker, name, farmer.address),
        totalArea,
        propertyPicture: null,
        createdAt: new Date(created).toISOString(),
        updatedAt: new Date(created).toISOString(),
      });
      list.push(property);

      const areaCount = faker.number.int({ min: isDemo ? 2 : 1, max: 4 });
      const areaNames = faker.helpers.arrayElements(AREA_NAMES, areaCount);
      const areaSizes = splitArea(faker, totalArea, areaCount);
      areaNames.forEach((areaName, index) => {
        const areaCreated = between(faker, created, lastMoment);
        const plotArea = areaSizes[index]!;
        const area = store.collection(AREAS).insert({
          _id: idAt(areaCreated),
          user: farmer._id,
          property: property._id,
          name: areaName,
          plotArea,
          createdAt: new Date(areaCreated).toISOString(),
        });
        const sectorCount = faker.number.int({ min: 1, max: 4 });
        const sectorSizes = splitArea(faker, plotArea, sectorCount);
        for (let number = 1; number <= sectorCount; number++) {
          const { record, culture } = faker.helpers.arrayElement(cultures);
          const sectorArea = sectorSizes[number - 1]!;
          const sectorCreated = between(faker, areaCreated, lastMoment);
          store.collection(SECTORS).insert({
            _id: idAt(sectorCreated),
            user: farmer._id,
            property: property._id,
            area: area._id,
            name: `Setor ${number}`,
            culture: record._id,
            plotArea: sectorArea,
            plantingDate: dayOf(dayStart(anchor, -faker.number.int({ min: 10, max: culture.maxAgeDays }))),
            spacingBetweenStreets: culture.rows,
            spacingBetweenPlants: culture.plants,
            numberOfPlants: Math.round((10_000 * sectorArea) / (culture.rows * culture.plants)),
            createdAt: new Date(sectorCreated).toISOString(),
          });
        }
      });
    }
    propertiesOf.set(farmer._id, list);
  }

  const provided = store.collection(PROVIDED_CONSULTANCIES);
  for (const record of provided.all()) {
    const options = propertiesOf.get(record.user);
    if (options?.length) provided.update(record._id, { property: faker.helpers.arrayElement(options)._id });
  }
  topUpPremium(ctx, propertiesOf, idAt);
  serveOtherConsultantsFarmers(ctx, propertiesOf, idAt);
}

/** How many farmers registered by someone else each demo consultant serves. */
const SERVED_OTHERS = 2;

/**
 * Every demo consultant also serves farmers another consultant registered (spec 001 §6: they see them but
 * may not edit them): SERVED_OTHERS completed provided consultancies of their own offers with such farmers.
 * Consultants without offers or a verified account (they cannot sign in) are left as they are.
 */
function serveOtherConsultantsFarmers(
  ctx: SeedContext,
  propertiesOf: ReadonlyMap<string, PropertyRecord[]>,
  idAt: (at: number) => string,
): void {
  const { faker, anchor, store } = ctx;
  const users = store.collection(USERS);
  const provided = store.collection(PROVIDED_CONSULTANCIES);
  const lastMoment = anchor.getTime() - 3_600_000;
  const consultants = Object.values(DEMO)
    .filter((account) => account.role === 'CONSULTANT')
    .flatMap((account) => users.filter((u) => u.email === account.email && u.deletedAt === null && u.verified));
  const isConsultant = (id: string | null) => users.get(id ?? '')?.role === 'CONSULTANT';

  for (const consultant of consultants) {
    const offers = store.collection(OFFERS).filter((o) => o.consultant === consultant._id);
    const candidates = users.filter(
      (u: UserRecord) =>
        u.role === 'USER' &&
        u.deletedAt === null &&
        u.createdBy !== consultant._id &&
        isConsultant(u.createdBy) &&
        Boolean(propertiesOf.get(u._id)?.length),
    );
    if (!offers.length || candidates.length < SERVED_OTHERS) continue;
    for (const farmer of faker.helpers.arrayElements(candidates, SERVED_OTHERS)) {
      const offer = faker.helpers.arrayElement(offers);
      const start = dayStart(anchor, -faker.number.int({ min: 60, max: 200 }));
      const earliest = Math.max(Date.parse(farmer.createdAt), Date.parse(offer.createdAt));
      const stamp = Math.min(lastMoment, Math.max(earliest, start - 7 * DAY_MS + businessTime(faker)));
      const end = Math.max(start, dayStart(anchor, -faker.number.int({ min: 5, max: 50 })));
      provided.insert({
        _id: idAt(stamp),
        consultancy: offer._id,
        consultant: consultant._id,
        company: null,
        user: farmer._id,
        property: faker.helpers.arrayElement(propertiesOf.get(farmer._id)!)._id,
        fixedPrice: faker.number.int({ min: 80, max: 1500 }) * 10,
        status: 'COMPLETED',
        startDate: dayOf(start),
        endDate: dayOf(end),
        createdAt: new Date(stamp).toISOString(),
        updatedAt: new Date(stamp).toISOString(),
      });
    }
  }
}

const FUTURE_REQUESTS = 3;
const SHOWN_STATUSES: readonly WorkStatus[] = ['PLANNED', 'IN-PROGRESS', 'COMPLETED', 'CANCELED'];

/**
 * The premium demo consultant shows every screen filled: at least 3 requests starting in the future and
 * one provided consultancy per listed status, added with their own offers and farmers when the
 * consultancies seed left a gap.
 */
function topUpPremium(
  ctx: SeedContext,
  propertiesOf: ReadonlyMap<string, PropertyRecord[]>,
  idAt: (at: number) => string,
): void {
  const { faker, anchor, store } = ctx;
  const premium = store.collection(USERS).find((u) => u.email === DEMO.premium.email && u.deletedAt === null);
  if (!premium) return;
  const offers = store.collection(OFFERS).filter((c) => c.consultant === premium._id);
  const farmers = store
    .collection(USERS)
    .filter((u: UserRecord) => u.role === 'USER' && u.deletedAt === null && u.createdBy === premium._id && u.verified)
    .filter((u) => propertiesOf.get(u._id)?.length);
  if (!offers.length || !farmers.length) return;

  const provided = store.collection(PROVIDED_CONSULTANCIES);
  const today = dayOf(anchor.getTime());
  const own = () => provided.filter((p) => p.consultant === premium._id);
  const lastMoment = anchor.getTime() - 3_600_000;

  const add = (status: WorkStatus, startOffset: [number, number], endOffset: [number, number] | null) => {
    const farmer = faker.helpers.arrayElement(farmers);
    const eligible = offers.filter((o) => Date.parse(o.createdAt) <= lastMoment);
    const offer = faker.helpers.arrayElement(eligible.length ? eligible : offers);
    const start = dayStart(anchor, faker.number.int({ min: startOffset[0], max: startOffset[1] }));
    const earliest = Math.max(Date.parse(farmer.createdAt), Date.parse(offer.createdAt));
    // Recorded a few days before it starts (never after today, nor before the farmer and the offer existed).
    const wanted = Math.min(start, anchor.getTime()) - faker.number.int({ min: 1, max: 15 }) * DAY_MS;
    const stamp = Math.min(lastMoment, Math.max(earliest, wanted + businessTime(faker)));
    const record: ProvidedConsultancyRecord = {
      _id: idAt(stamp),
      consultancy: offer._id,
      consultant: premium._id,
      company: null,
      user: farmer._id,
      property: faker.helpers.arrayElement(propertiesOf.get(farmer._id)!)._id,
      fixedPrice: faker.number.int({ min: 80, max: 1500 }) * 10,
      status,
      startDate: dayOf(start),
      endDate: endOffset
        ? dayOf(Math.max(start, dayStart(anchor, faker.number.int({ min: endOffset[0], max: endOffset[1] }))))
        : null,
      createdAt: new Date(stamp).toISOString(),
      updatedAt: new Date(stamp).toISOString(),
    };
    provided.insert(record);
  };

  const futureRequests = own().filter((p) => p.status === 'REQUESTED' && p.startDate > today).length;
  for (let index = futureRequests; index < FUTURE_REQUESTS; index++) add('REQUESTED', [5, 45], [60, 180]);
  const present = new Set(own().map((p) => p.status));
  for (const status of SHOWN_STATUSES.filter((s) => !present.has(s))) {
    if (status === 'PLANNED') add(status, [3, 40], [50, 150]);
    else if (status === 'IN-PROGRESS') add(status, [-40, -3], [20, 120]);
    else if (status === 'COMPLETED') add(status, [-120, -60], [-50, -5]);
    else add(status, [-90, -20], null);
  }
}

export const farmersSeed: SeedGenerator = { name: 'farms', run: seedFarms };
