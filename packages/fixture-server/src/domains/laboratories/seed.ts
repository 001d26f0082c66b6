import type { Faker } from '@faker-js/faker';
import type { UpstreamAnalysisType, UpstreamLabAnalysisStatus } from '@talhao/schema/upstream/laboratories';
import { addressIn } from '../../seed/addresses';
import { DEMO } from '../../seed/demoAccounts';
import { type Municipality, municipality } from '../../seed/municipalities';
import { slug } from '../../seed/random';
import { between, DAY_MS, dayOf, dayStart } from '../../seed/time';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { objectId } from '../../store/ids';
import { USERS, type UserRecord } from '../account/users';
import { PROPERTIES } from '../farmers/farmers';
import { visibleFarmerIds } from '../farmers/visibility';
import { LAB_ANALYSES, LABORATORIES, type LabOfferRecord, type LaboratoryRecord } from './laboratories';
import { distanceKm } from './payloads';

/**
 * The seeded labs: two or three in or beside the city of each demo consultant (Uberlândia, Ribeirão Preto,
 * Londrina, Sorriso, Passo Fundo, and the company consultants' Linhares and Rio Verde), real municipalities
 * with their seats' coordinates. Names are made up.
 */
export const LAB_CATALOGUE: ReadonlyArray<{ name: string; city: string; uf: string }> = [
  { name: 'Laboratório Agronômico do Triângulo', city: 'Uberlândia', uf: 'MG' },
  { name: 'Solo Cerrado Análises Agrícolas', city: 'Uberlândia', uf: 'MG' },
  { name: 'Agrolab Alto Paranaíba', city: 'Patos de Minas', uf: 'MG' },
  { name: 'Laboratório Mogiana de Análises Agrícolas', city: 'Ribeirão Preto', uf: 'SP' },
  { name: 'Terra Roxa Análises de Solo e Planta', city: 'Ribeirão Preto', uf: 'SP' },
  { name: 'Fitolab Piracicaba', city: 'Piracicaba', uf: 'SP' },
  { name: 'Laboratório Norte Paranaense de Solos', city: 'Londrina', uf: 'PR' },
  { name: 'Agroanálises Pé Vermelho', city: 'Londrina', uf: 'PR' },
  { name: 'Agroanálise Médio Norte', city: 'Sorriso', uf: 'MT' },
  { name: 'Laboratório de Solos Lucas', city: 'Lucas do Rio Verde', uf: 'MT' },
  { name: 'Nematolab Sinop', city: 'Sinop', uf: 'MT' },
  { name: 'Laboratório Planalto Gaúcho de Análises', city: 'Passo Fundo', uf: 'RS' },
  { name: 'Solo Sul Análises Agronômicas', city: 'Passo Fundo', uf: 'RS' },
  { name: 'Laboratório Capixaba de Análises Agrícolas', city: 'Linhares', uf: 'ES' },
  { name: 'Conilon Lab Análises', city: 'Colatina', uf: 'ES' },
  { name: 'Agrolab Vitória', city: 'Vitória', uf: 'ES' },
  { name: 'Laboratório Sudoeste Goiano', city: 'Rio Verde', uf: 'GO' },
  { name: 'Jataí Agroanálises', city: 'Jataí', uf: 'GO' },
];

/** What each type is called and costs (BRL) at a Brazilian lab; soil is offered everywhere. */
const OFFER_CATALOGUE: Readonly<
  Record<UpstreamAnalysisType, ReadonlyArray<{ name: string; min: number; max: number; days: [number, number] }>>
> = {
  SOIL: [
    { name: 'Análise química de solo (rotina)', min: 55, max: 95, days: [5, 10] },
    { name: 'Análise de solo completa (macro e micronutrientes)', min: 110, max: 180, days: [7, 12] },
    { name: 'Análise física de solo (granulometria)', min: 70, max: 130, days: [7, 15] },
  ],
  'PLANT-TISSUE': [
    { name: 'Análise foliar (macro e micronutrientes)', min: 90, max: 160, days: [7, 12] },
    { name: 'Análise de tecido vegetal (nitrogênio)', min: 45, max: 80, days: [5, 8] },
  ],
  CRA: [{ name: 'Curva de retenção de água no solo (CRA)', min: 280, max: 520, days: [20, 30] }],
  NEMATODES: [{ name: 'Análise nematológica (solo e raízes)', min: 95, max: 210, days: [10, 20] }],
};

const OPTIONAL_TYPES: readonly UpstreamAnalysisType[] = ['PLANT-TISSUE', 'CRA', 'NEMATODES'];
const STATUSES: readonly UpstreamLabAnalysisStatus[] = [
  'SCHEDULED',
  'SAMPLE-SENT',
  'IN-ANALYSIS',
  'COMPLETED',
  'CANCELED',
];

/** The consultants (own and company) whose pages the demo shows: each gets associations and records. */
const DEMO_CONSULTANT_EMAILS: ReadonlySet<string | null> = new Set([
  DEMO.premium.email,
  DEMO.standard.email,
  DEMO.trial.email,
  DEMO.expired.email,
  DEMO.unverified.email,
  DEMO.agrovaleConsultant.email,
  DEMO.terraForteConsultant.email,
]);

const price = (faker: Faker, min: number, max: number) =>
  // Round reais, or .90 as labs price their lists.
  faker.number.int({ min, max }) + (faker.datatype.boolean() ? 0 : 0.9);

function offersOf(faker: Faker): LabOfferRecord[] {
  const types: UpstreamAnalysisType[] = [
    'SOIL',
    ...faker.helpers.arrayElements(OPTIONAL_TYPES, { min: 1, max: OPTIONAL_TYPES.length }),
  ];
  return types.flatMap((type) =>
    faker.helpers.arrayElements(OFFER_CATALOGUE[type], { min: 1, max: type === 'SOIL' ? 2 : 1 }).map((offer) => ({
      type,
      name: offer.name,
      price: price(faker, offer.min, offer.max),
      turnaroundDays: faker.number.int({ min: offer.days[0], max: offer.days[1] }),
    })),
  );
}

function phoneOf(faker: Faker, place: Municipality): string {
  return `(${place.ddd}) 3${faker.string.numeric(3)}-${faker.string.numeric(4)}`;
}

/** The day of a record in `status`, counted from the anchor: scheduled ahead, the others behind. */
function dayFor(faker: Faker, anchor: Date, status: UpstreamLabAnalysisStatus): number {
  const span: Record<UpstreamLabAnalysisStatus, [number, number]> = {
    SCHEDULED: [1, 45],
    'SAMPLE-SENT': [-7, -1],
    'IN-ANALYSIS': [-20, -3],
    COMPLETED: [-300, -15],
    CANCELED: [-120, 20],
  };
  const [from, to] = span[status];
  return dayStart(anchor, faker.number.int({ min: from, max: to })) + 15 * 3_600_000;
}

function seedLaboratories(ctx: SeedContext): void {
  const { faker, anchor, store } = ctx;
  const labs = store.collection(LABORATORIES);
  const created = anchor.getTime() - 400 * DAY_MS;
  const idAt = (at: number) =>
    objectId(new Date(at), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));

  const seeded: LaboratoryRecord[] = LAB_CATALOGUE.map(({ name, city, uf }) => {
    const place = municipality(city, uf);
    const domain = `${slug(name).slice(0, 24)}.com.br`;
    return labs.insert({
      _id: idAt(created + faker.number.int({ min: 0, max: 30 * DAY_MS })),
      name,
      address: addressIn(faker, place, 'urban'),
      phone: phoneOf(faker, place),
      email: `contato@${domain}`,
      site: `https://www.${domain}`,
      analyses: offersOf(faker),
      associatedWith: [],
      createdAt: new Date(created).toISOString(),
    });
  });

  // Every consultant with an address is associated with its two nearest labs, and sometimes a third one nearby.
  const consultants = store
    .collection(USERS)
    .filter((u) => (u.role === 'CONSULTANT' || u.role === 'ENTERPRISE_CONSULTANT') && u.deletedAt === null);
  const nearestTo = (user: UserRecord) => {
    const coords = user.address?.coords;
    if (!coords) return [];
    return [...seeded].sort((a, b) => distanceKm(coords, a.address.coords) - distanceKm(coords, b.address.coords));
  };
  for (const consultant of consultants) {
    const nearest = nearestTo(consultant);
    const count = DEMO_CONSULTANT_EMAILS.has(consultant.email) ? 3 : faker.number.int({ min: 1, max: 3 });
    for (const lab of nearest.slice(0, count)) {
      labs.update(lab._id, { associatedWith: [...(labs.get(lab._id)?.associatedWith ?? []), consultant._id] });
    }
  }

  // 'Minhas análises' of the demo consultants: every status at least once, for farmers each one sees.
  const records = store.collection(LAB_ANALYSES);
  const properties = store.collection(PROPERTIES);
  for (const consultant of consultants.filter((u) => DEMO_CONSULTANT_EMAILS.has(u.email))) {
    const farmers = [...visibleFarmerIds(store, consultant)].sort();
    const near = nearestTo(consultant).slice(0, 4);
    if (farmers.length === 0 || near.length === 0) continue;
    const count = faker.number.int({ min: 12, max: 16 });
    for (let index = 0; index < count; index += 1) {
      const status = index < STATUSES.length ? STATUSES[index]! : faker.helpers.arrayElement(STATUSES);
      const farmer = faker.helpers.arrayElement(farmers);
      const lab = labs.get(faker.helpers.arrayElement(near)._id)!;
      const offer = faker.helpers.arrayElement(lab.analyses);
      const owned = properties.filter((p) => p.user === farmer).sort((a, b) => (a._id < b._id ? -1 : 1));
      const day = dayFor(faker, anchor, status);
      const createdAt = Math.min(day - DAY_MS * faker.number.int({ min: 1, max: 10 }), anchor.getTime() - 3_600_000);
      records.insert({
        _id: idAt(between(faker, createdAt - 3_600_000, createdAt)),
        owner: consultant._id,
        laboratory: lab._id,
        farmer,
        property: owned.length > 0 ? faker.helpers.arrayElement(owned)._id : null,
        type: offer.type,
        date: dayOf(day),
        status,
        price: offer.price,
        createdAt: new Date(createdAt).toISOString(),
      });
    }
  }
}

export const laboratoriesSeed: SeedGenerator = { name: 'laboratories', run: seedLaboratories };
