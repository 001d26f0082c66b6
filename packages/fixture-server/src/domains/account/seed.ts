import type { Faker } from '@faker-js/faker';
import type { Role } from '@talhao/schema';
import { addressIn } from '../../seed/addresses';
import { DEMO, type DemoAccount } from '../../seed/demoAccounts';
import { generateCnpj, generateCpf, generateMobile, unique } from '../../seed/documents';
import { MUNICIPALITIES, type Municipality, municipality } from '../../seed/municipalities';
import { slug } from '../../seed/random';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { objectId } from '../../store/ids';
import { createUser } from './create';
import type { UserRecord } from './users';

const DAY_MS = 86_400_000;

/** Farmers at scale 1 (the brief asks for at least 40). */
export const BASE_FARMER_COUNT = 48;
/** Independent consultants on top of the demo ones, per scale unit above 1. */
const EXTRA_CONSULTANTS_PER_SCALE = 4;

/** E-mail of the n-th consultant the scale knob adds (n from 1). */
const extraConsultantEmail = (n: number) => `consultor${n}@talhao.dev`;

/** Whether an account is one the scale knob added (its own activity is not multiplied again). */
export const isScaleExtraAccount = (email: string | null): boolean =>
  email !== null && /^consultor\d+@talhao\.dev$/.test(email);

const CROPS = [
  'soja',
  'milho',
  'café',
  'cana-de-açúcar',
  'algodão',
  'feijão',
  'eucalipto',
  'pimenta-do-reino',
  'trigo',
];
const SPECIALTIES = [
  'manejo integrado de pragas',
  'fertilidade do solo',
  'irrigação',
  'agricultura de precisão',
  'gestão de safra',
  'nutrição de plantas',
];

const COMPANIES = [
  {
    demo: DEMO.agrovale,
    place: municipality('Linhares', 'ES'),
    plan: ['__freetrial', '__premium'],
    daysAgo: 420,
    slug: 'agrovale',
    consultantDemo: DEMO.agrovaleConsultant,
    consultantPlaces: [
      municipality('Linhares', 'ES'),
      municipality('Colatina', 'ES'),
      municipality('São Mateus', 'ES'),
    ],
  },
  {
    demo: DEMO.terraForte,
    place: municipality('Rio Verde', 'GO'),
    plan: ['__freetrial', '__std'],
    daysAgo: 260,
    slug: 'terraforte',
    consultantDemo: DEMO.terraForteConsultant,
    consultantPlaces: [municipality('Rio Verde', 'GO'), municipality('Jataí', 'GO'), municipality('Cristalina', 'GO')],
  },
] as const;

/** Independent consultants: one per plan situation the UI distinguishes, plus one never verified. */
const CONSULTANTS = [
  {
    demo: DEMO.premium,
    place: municipality('Uberlândia', 'MG'),
    plan: ['__freetrial', '__premium'],
    daysAgo: 320,
    farmerWeight: 4,
  },
  {
    demo: DEMO.standard,
    place: municipality('Ribeirão Preto', 'SP'),
    plan: ['__freetrial', '__std'],
    daysAgo: 190,
    farmerWeight: 3,
  },
  { demo: DEMO.trial, place: municipality('Londrina', 'PR'), plan: ['__freetrial'], daysAgo: 10, farmerWeight: 1 },
  { demo: DEMO.expired, place: municipality('Sorriso', 'MT'), plan: ['__freetrial'], daysAgo: 60, farmerWeight: 2 },
] as const;

class UserFactory {
  private readonly cpfs = new Set<string>();
  private readonly phones = new Set<string>();
  private readonly emails = new Set<string>();

  constructor(private readonly ctx: SeedContext) {}

  get faker(): Faker {
    return this.ctx.faker;
  }

  /** `daysAgo` days before the anchor, at a business hour in Brazil (11–21 UTC). */
  at(daysAgo: number): Date {
    const time = this.faker.number.int({ min: 11 * 60, max: 21 * 60 }) * 60_000;
    return new Date(this.ctx.anchor.getTime() - daysAgo * DAY_MS + time);
  }

  id(createdAt: Date): string {
    return objectId(createdAt, this.faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));
  }

  personName(): string {
    for (;;) {
      const sex = this.faker.helpers.arrayElement(['female', 'male'] as const);
      const first = this.faker.person.firstName(sex);
      const last = `${this.faker.person.lastName()} ${this.faker.person.lastName()}`;
      const full = `${first} ${this.faker.datatype.boolean(0.4) ? last : last.split(' ')[0]}`;
      if (full.length >= 4 && full.length <= 32) return full;
    }
  }

  cpf = () => unique(this.cpfs, () => generateCpf(this.faker));
  phone = (place: Municipality) => unique(this.phones, () => generateMobile(this.faker, place.ddd));
  email = (value: string) => unique(this.emails, () => value);

  birthDate(minAge: number, maxAge: number): string {
    const year = this.ctx.anchor.getUTCFullYear() - this.faker.number.int({ min: minAge, max: maxAge });
    const month = this.faker.number.int({ min: 1, max: 12 });
    const day = this.faker.number.int({ min: 1, max: 28 });
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }

  resume(place: Municipality): string {
    const crops = this.faker.helpers.arrayElements(CROPS, 2);
    const years = this.faker.number.int({ min: 4, max: 25 });
    const specialty = this.faker.helpers.arrayElement(SPECIALTIES);
    return (
      `<p>Engenheiro(a) agrônomo(a) com ${years} anos de experiência no atendimento a produtores da região de ` +
      `${place.city} - ${place.uf}.</p><p>Atuação em <strong>${crops.join(' e ')}</strong>, com foco em ${specialty}.</p>`
    );
  }

  person(fields: {
    role: Role;
    name: string;
    email: string | null;
    place: Municipality;
    daysAgo: number;
    permissions: readonly string[];
    kind?: 'urban' | 'rural';
    verified?: boolean;
    withPhone?: boolean;
    companyId?: string | null;
    createdBy?: string | null;
    cnpj?: string | null;
    professional?: boolean;
  }): UserRecord {
    const createdAt = this.at(fields.daysAgo);
    const isPerson = fields.role !== 'ENTERPRISE' && fields.role !== 'MASTER';
    return createUser(this.ctx.store, {
      _id: this.id(createdAt),
      role: fields.role,
      name: fields.name,
      email: fields.email ? this.email(fields.email) : null,
      phoneNumber: fields.withPhone === false ? null : this.phone(fields.place),
      address: addressIn(this.faker, fields.place, fields.kind ?? 'urban'),
      permissions: [...fields.permissions],
      cpf: isPerson ? this.cpf() : null,
      cnpj: fields.cnpj ?? null,
      birthDate: isPerson ? this.birthDate(fields.role === 'USER' ? 25 : 26, fields.role === 'USER' ? 75 : 60) : null,
      professionalResume: fields.professional ? this.resume(fields.place) : null,
      companyId: fields.companyId ?? null,
      createdBy: fields.createdBy ?? null,
      passwordHash: this.ctx.passwordHash,
      verified: fields.verified ?? true,
      createdAt,
    });
  }
}

function seedUsers(ctx: SeedContext): void {
  const make = new UserFactory(ctx);
  const { faker } = make;
  const fromDemo = (demo: DemoAccount) => ({ role: demo.role, name: demo.name, email: demo.email });

  make.person({
    ...fromDemo(DEMO.master),
    place: municipality('Vitória', 'ES'),
    daysAgo: 730,
    permissions: ['__master'],
  });

  const creators: { user: UserRecord; weight: number }[] = [];

  for (const company of COMPANIES) {
    const cnpj = generateCnpj(faker);
    const companyUser = make.person({
      ...fromDemo(company.demo),
      place: company.place,
      daysAgo: company.daysAgo,
      permissions: company.plan,
      cnpj,
    });
    company.consultantPlaces.forEach((place, index) => {
      const name = index === 0 ? company.consultantDemo.name : make.personName();
      const email = index === 0 ? company.consultantDemo.email : `consultor${index + 1}.${company.slug}@talhao.dev`;
      const consultant = make.person({
        role: 'ENTERPRISE_CONSULTANT',
        name,
        email,
        place,
        daysAgo: company.daysAgo - 20 - index * 30,
        permissions: [],
        companyId: companyUser._id,
        professional: true,
      });
      creators.push({ user: consultant, weight: 1 });
    });
  }

  for (const consultant of CONSULTANTS) {
    const user = make.person({
      ...fromDemo(consultant.demo),
      place: consultant.place,
      daysAgo: consultant.daysAgo,
      permissions: consultant.plan,
      professional: true,
    });
    creators.push({ user, weight: consultant.farmerWeight });
  }

  const extraConsultants = Math.max(0, Math.round(EXTRA_CONSULTANTS_PER_SCALE * (ctx.scale - 1)));
  for (let index = 0; index < extraConsultants; index++) {
    const user = make.person({
      role: 'CONSULTANT',
      name: make.personName(),
      email: extraConsultantEmail(index + 1),
      place: faker.helpers.arrayElement(MUNICIPALITIES),
      daysAgo: faker.number.int({ min: 30, max: 400 }),
      permissions: faker.helpers.arrayElement([
        ['__freetrial', '__std'],
        ['__freetrial', '__premium'],
        ['__freetrial'],
      ]),
      professional: true,
    });
    creators.push({ user, weight: 1 });
  }

  // Signed up but never confirmed the e-mail: no phone yet, as after a public sign-up.
  make.person({
    ...fromDemo(DEMO.unverified),
    place: municipality('Passo Fundo', 'RS'),
    daysAgo: 2,
    permissions: ['__freetrial'],
    verified: false,
    withPhone: false,
  });

  const premium = creators.find((c) => c.user.email === DEMO.premium.email)!.user;
  const farmerCount = Math.max(1, Math.round(BASE_FARMER_COUNT * ctx.scale));
  // Cycling through a shuffled table puts farmers in every municipality before repeating one.
  const places = faker.helpers.shuffle([...MUNICIPALITIES]);
  for (let index = 0; index < farmerCount; index++) {
    const isDemo = index === 0;
    const creator = isDemo
      ? premium
      : faker.helpers.weightedArrayElement(creators.map((c) => ({ weight: c.weight, value: c.user })));
    const creatorDays = Math.floor((ctx.anchor.getTime() - Date.parse(creator.createdAt)) / DAY_MS);
    const name = isDemo ? DEMO.farmer.name : make.personName();
    const [first = 'produtor', ...rest] = name.split(' ');
    const email = isDemo
      ? DEMO.farmer.email
      : faker.datatype.boolean(0.75)
        ? `${slug(first)}.${slug(rest.at(-1) ?? 'silva')}${index}@produtor.talhao.dev`
        : null;
    make.person({
      role: 'USER',
      name,
      email,
      place: places[index % places.length]!,
      kind: 'rural',
      daysAgo: faker.number.int({ min: 1, max: Math.max(1, creatorDays - 1) }),
      permissions: ['__freetrial', '__std'],
      createdBy: creator._id,
    });
  }
}

export const usersSeed: SeedGenerator = { name: 'users', run: seedUsers };
