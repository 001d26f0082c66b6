import { GOOGLE_TEST_TOKEN_PREFIX } from '@talhao/fixture-server';
import { ACCOUNT_DELETION_PHRASE, type Role } from '@talhao/schema';
import { DEMO_PASSWORD, dataOf, type Fixture, type TestClient } from '../test/helpers';
import {
  advertInput,
  DAY_MS,
  dayFromToday,
  FULL_ADDRESS,
  mobile,
  notificationInput,
  offerInput,
  trainingInput,
  validCnpj,
  validCpf,
} from './sample-inputs';

export { dayFromToday, FULL_ADDRESS, mobile, validCnpj, validCpf };

/**
 * VALID variables for every Mutation field that takes arguments, with the account that may run them,
 * for the value fuzz (fuzz-values.test.ts): each variant there changes one leaf of these, so the
 * injected value is the only thing wrong. Ids are real ids of the signed-in user's own seeded records,
 * collected with queries (collectSeeded); one-time tokens are read from the fixture's outbox when used.
 */

/** Mutations without arguments: nothing to inject. */
export const EXEMPT_MUTATIONS: Record<string, string> = {
  ping: 'sem argumentos',
  signOut: 'sem argumentos',
  removeProfilePicture: 'sem argumentos',
};

/** The accounts the table signs in with (one session each, kept by TestClient). */
export const ACCOUNTS = {
  /** The main consultant: profile, offers, provided consultancies, schedule, trainings. */
  consultant: { email: 'premium@talhao.dev', role: 'CONSULTANT' },
  /** The trial consultant: the seed gives it no work schedule, so createWorkSchedule can succeed. */
  noSchedule: { email: 'teste@talhao.dev', role: 'CONSULTANT' },
  /** deleteAccount's own account: a mistaken acceptance must not end the main consultant's session. */
  deletable: { email: 'expirado@talhao.dev', role: 'CONSULTANT' },
  master: { email: 'master@talhao.dev', role: 'MASTER' },
  /** A company (issue 16): its consultants and trainings. */
  company: { email: 'agrovale@talhao.dev', role: 'ENTERPRISE' },
} as const satisfies Record<string, { email: string; role: Role }>;
export type AccountKey = keyof typeof ACCOUNTS;

/** The account whose e-mail change link confirmEmailUpdate uses (asked for once, before the run). */
export const EMAIL_CHANGE = { account: 'padrao@talhao.dev', newEmail: 'padrao.fuzz@talhao.dev' } as const;
/** The unverified account whose confirmation link confirmAccount uses. */
export const UNVERIFIED_EMAIL = 'naoverificado@talhao.dev';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const clockPlus = (clock: string, minutes: number) => {
  const total = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** Ids of the signed-in users' own seeded records. */
export interface Seeded {
  offerId: string;
  /** A PLANNED provided consultancy of the consultant, with a property that has sectors. */
  provided: {
    id: string;
    offerId: string;
    farmerId: string;
    propertyId: string;
    status: string;
    startDate: string;
    endDate: string | null;
  };
  sectorId: string;
  /** The sector's area and culture (the land mutations, issue 14). */
  areaId: string;
  cultureId: string;
  /** Another provided consultancy of the consultant (deleteProvidedConsultancy). */
  otherProvidedId: string;
  requestId: string;
  trainingId: string;
  workId: string;
  schedule: { days: string[]; startTime: string; endTime: string };
  /** A consultant the master edits (name, plan). */
  userId: string;
  advertId: string;
  notificationId: string;
  /** A farmer the consultant registered (updateFarmer). */
  ownFarmerId: string;
  /** A lab near the consultant (every seeded lab offers soil analyses). */
  laboratoryId: string;
  /** A report of the consultant without a technical opinion, with an item that has a photo (issue 15). */
  report: { id: string; itemIndex: number; providedId: string };
  /** Another report of the consultant (deleteReport). */
  otherReportId: string;
  /** A farmer the consultant registered, a harvest of theirs with a sector, and a recommendation the consultant made. */
  recommendation: { farmerId: string; propertyId: string; harvestId: string; sectorId: string; activityId: string };
  /** A consultant of the company (not its demo one), edited then deleted (issue 16). */
  companyConsultant: { id: string; email: string };
  /** A planned training of the company (updateTraining as a company). */
  companyTrainingId: string;
}

/** What a variables function may use: the seeded ids, and the newest one-time link sent to an address. */
export interface TableContext {
  ids: Seeded;
  link(to: string, kind: 'confirm-account' | 'email-update'): { token: string; role: string };
}

/** The newest link of a kind in the fixture's outbox, as token and role. */
export function outboxLink(fixture: Fixture, to: string, kind: string): { token: string; role: string } {
  const mail = fixture.outbox().find((m) => m.to === to && m.kind === kind);
  if (!mail?.link) throw new Error(`nenhum e-mail ${kind} para ${to}`);
  const url = new URL(mail.link);
  return { token: url.searchParams.get('token') ?? '', role: url.searchParams.get('role') ?? '' };
}

async function read<T>(client: TestClient, query: string, field: string, variables?: Record<string, unknown>) {
  return dataOf<T>(await client.gql(query, variables), field);
}

interface ProvidedRow {
  id: string;
  status: string;
  startDate: string;
  endDate: string | null;
  farmer: { id: string };
  property: { id: string } | null;
  offer: { id: string };
}

/** Collects the ids the table names, as their owners see them (first pages; more pages when needed). */
export async function collectSeeded(consultant: TestClient, master: TestClient, company: TestClient): Promise<Seeded> {
  const companyConsultants = await read<{ items: Array<{ id: string; email: string }> }>(
    company,
    '{ companyConsultants { items { id email } } }',
    'companyConsultants',
  );
  const companyConsultant = companyConsultants.items.find((c) => c.email !== 'consultor.agrovale@talhao.dev');
  if (!companyConsultant) throw new Error('semente sem consultor da empresa');
  const companyTrainings = await read<{ items: Array<{ id: string; editable: boolean }> }>(
    company,
    '{ trainings(state: PLANNED) { items { id editable } } }',
    'trainings',
  );
  const companyTrainingId = companyTrainings.items.find((t) => t.editable)?.id;
  if (!companyTrainingId) throw new Error('semente sem treinamento planejado da empresa');
  const offers = await read<{ items: Array<{ id: string }> }>(
    consultant,
    '{ offeredConsultancies { items { id } } }',
    'offeredConsultancies',
  );
  const requests = await read<{ items: Array<{ id: string }> }>(
    consultant,
    '{ consultancyRequests { items { id } } }',
    'consultancyRequests',
  );
  const trainings = await read<{ items: Array<{ id: string; editable: boolean }> }>(
    consultant,
    '{ trainings(state: PLANNED) { items { id editable } } }',
    'trainings',
  );
  const schedule = await read<Seeded['schedule']>(
    consultant,
    '{ workSchedule { days startTime endTime } }',
    'workSchedule',
  );

  let provided: { row: ProvidedRow; sectorId: string } | undefined;
  let otherProvidedId: string | undefined;
  for (let page = 1; page <= 10 && (!provided || !otherProvidedId); page++) {
    const list = await read<{ hasNextPage: boolean; items: ProvidedRow[] }>(
      consultant,
      `query($page: Int) { providedConsultancies(page: $page) { hasNextPage items {
        id status startDate endDate farmer { id } property { id } offer { id } } } }`,
      'providedConsultancies',
      { page },
    );
    for (const row of list.items) {
      if (!provided && row.status === 'PLANNED' && row.property) {
        const sectors = await read<Array<{ id: string }>>(
          consultant,
          'query($id: ID!) { propertySectors(propertyId: $id) { id } }',
          'propertySectors',
          { id: row.property.id },
        );
        if (sectors[0]) {
          provided = { row, sectorId: sectors[0].id };
          continue;
        }
      }
      if (!otherProvidedId && row.id !== provided?.row.id) otherProvidedId = row.id;
    }
    if (!list.hasNextPage) break;
  }

  let workId: string | undefined;
  for (let page = 1; page <= 10 && !workId; page++) {
    const list = await read<{ hasNextPage: boolean; items: Array<{ id: string; cancellable: boolean }> }>(
      consultant,
      'query($page: Int) { activities(page: $page) { hasNextPage items { id cancellable } } }',
      'activities',
      { page },
    );
    workId = list.items.find((w) => w.cancellable)?.id;
    if (!list.hasNextPage) break;
  }

  const users = await read<{ items: Array<{ id: string }> }>(
    master,
    '{ users(kind: CONSULTANT, name: "Juliana Martins") { items { id } } }',
    'users',
  );
  let advertId: string | undefined;
  for (const status of ['WAITING', 'INACTIVE']) {
    if (advertId) break;
    const adverts = await read<{ items: Array<{ id: string }> }>(
      master,
      'query($status: EntityStatus!) { adverts(status: $status) { items { id } } }',
      'adverts',
      { status },
    );
    advertId = adverts.items[0]?.id;
  }
  const notifications = await read<{ items: Array<{ id: string }> }>(
    master,
    '{ pushNotifications { items { id } } }',
    'pushNotifications',
  );

  const farmers = await read<{ items: Array<{ id: string; createdByMe: boolean }> }>(
    consultant,
    '{ farmers { items { id createdByMe } } }',
    'farmers',
  );
  const ownFarmerId = farmers.items.find((f) => f.createdByMe)?.id;
  const offerId = offers.items.find((o) => o.id !== provided?.row.offer.id)?.id;
  const trainingId = trainings.items.find((t) => t.editable)?.id;
  const [request] = requests.items;
  const [user] = users.items;
  const [notification] = notifications.items;
  if (
    !provided?.row.property ||
    !otherProvidedId ||
    !offerId ||
    !trainingId ||
    !request ||
    !workId ||
    !user ||
    !advertId ||
    !notification ||
    !ownFarmerId
  ) {
    throw new Error(
      `semente sem os registros da tabela: ${JSON.stringify({ provided, otherProvidedId, offerId, trainingId, request, workId, user, advertId, notification, ownFarmerId })}`,
    );
  }
  const { row } = provided;
  const labs = await read<{ items: Array<{ id: string }> }>(
    consultant,
    '{ laboratories { items { id } } }',
    'laboratories',
  );
  const laboratoryId = labs.items[0]?.id;
  if (!laboratoryId) throw new Error('semente sem laboratórios');
  const reports = await collectReports(consultant);
  let recommendation: Seeded['recommendation'] | undefined;
  for (const farmer of farmers.items.filter((f) => f.createdByMe)) {
    const land = await read<{ items: Array<{ id: string; property: { id: string }; sectors: Array<{ id: string }> }> }>(
      consultant,
      'query($farmerId: ID!) { harvests(farmerId: $farmerId) { items { id property { id } sectors { id } } } }',
      'harvests',
      { farmerId: farmer.id },
    );
    const activities = await read<{ items: Array<{ id: string; createdByMe: boolean }> }>(
      consultant,
      'query($farmerId: ID!) { fieldActivities(farmerId: $farmerId) { items { id createdByMe } } }',
      'fieldActivities',
      { farmerId: farmer.id },
    );
    const harvest = land.items.find((h) => h.sectors.length > 0);
    const activity = activities.items.find((a) => a.createdByMe);
    if (harvest?.sectors[0] && activity) {
      recommendation = {
        farmerId: farmer.id,
        propertyId: harvest.property.id,
        harvestId: harvest.id,
        sectorId: harvest.sectors[0].id,
        activityId: activity.id,
      };
      break;
    }
  }
  if (!recommendation) throw new Error('semente sem recomendação do consultor num agricultor dele');
  const sector = await read<{ areaId: string; cultureId: string | null }>(
    consultant,
    'query($id: ID!) { sector(id: $id) { areaId cultureId } }',
    'sector',
    { id: provided.sectorId },
  );
  return {
    companyConsultant,
    companyTrainingId,
    laboratoryId,
    recommendation,
    offerId,
    provided: {
      id: row.id,
      offerId: row.offer.id,
      farmerId: row.farmer.id,
      propertyId: row.property?.id ?? '',
      status: row.status,
      startDate: row.startDate,
      endDate: row.endDate,
    },
    sectorId: provided.sectorId,
    areaId: sector.areaId,
    cultureId: sector.cultureId ?? '',
    otherProvidedId,
    requestId: request.id,
    trainingId,
    workId,
    schedule,
    ownFarmerId,
    userId: user.id,
    advertId,
    notificationId: notification.id,
    ...reports,
  };
}

interface ReportRow {
  id: string;
  technicalAdvice: string | null;
  items: Array<{ index: number; fileUrl: string | null }>;
}

/** A report without an opinion whose item has a photo, and another one, among the consultant's reports. */
async function collectReports(consultant: TestClient): Promise<Pick<Seeded, 'report' | 'otherReportId'>> {
  let report: Seeded['report'] | undefined;
  let otherReportId: string | undefined;
  for (let page = 1; page <= 10 && (!report || !otherReportId); page++) {
    const list = await read<{ hasNextPage: boolean; items: Array<{ id: string }> }>(
      consultant,
      'query($page: Int) { providedConsultancies(page: $page) { hasNextPage items { id } } }',
      'providedConsultancies',
      { page },
    );
    for (const provided of list.items) {
      const found = await read<{ items: ReportRow[] }>(
        consultant,
        `query($id: ID!) { reports(providedConsultancyId: $id) { items { id technicalAdvice items { index fileUrl } } } }`,
        'reports',
        { id: provided.id },
      );
      for (const row of found.items) {
        const item = row.items.find((entry) => entry.fileUrl);
        if (!report && row.technicalAdvice === null && item) {
          report = { id: row.id, itemIndex: item.index, providedId: provided.id };
        } else if (!otherReportId) otherReportId = row.id;
      }
      if (report && otherReportId) break;
    }
    if (!list.hasNextPage) break;
  }
  if (!report || !otherReportId) throw new Error('semente sem relatórios para a tabela');
  return { report, otherReportId };
}

/** One valid call of a mutation: who sends it (null = a visitor) and its variables. */
export interface ValidEntry {
  mutation: string;
  /** Tells apart several entries of one mutation (signUp as a consultant and as a company). */
  label?: string;
  /** The account that sends it; null for a visitor (a fresh client per request). */
  account: AccountKey | null;
  variables(ctx: TableContext): Record<string, unknown>;
}

const companyConsultantInput = (n: number) => ({
  name: 'Consultor Fuzz',
  email: `consultor.fuzz.${n}@agrovale.dev`,
  password: 'Senha@2026',
  cpf: validCpf(900 + n),
  birthDate: '1990-05-10',
  address: FULL_ADDRESS,
});

const companyConsultantUpdate = (ids: Seeded, n: number) => ({
  name: 'Consultor Editado',
  email: ids.companyConsultant.email,
  phoneNumber: `+55649${String(81_000_000 + n).slice(0, 8)}`,
  cpf: validCpf(950 + n),
  birthDate: '1988-03-02',
  address: FULL_ADDRESS,
});

const NEW_PASSWORD = 'Senha@Fuzz2026';

/**
 * A new number on every call: names, titles, e-mails and documents the provider keeps unique differ
 * from one call to the next, so a variant the product wrongly stored cannot turn the next ones into
 * duplicates (refused as CONFLICT for the wrong reason).
 */
let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

/** The table, in the SDL's order. */
const propertyInput = { name: 'Sítio Fuzz', address: FULL_ADDRESS, totalArea: 120.5 };
const sectorFields = (cultureId: string) => ({
  cultureId,
  plotArea: 2.5,
  plantingDate: '2026-03-10',
  spacingBetweenPlants: 0.5,
  spacingBetweenStreets: 3.5,
});

/** A farmer's land (issue 14): the seeded provided consultancy's farmer, property, sector, area and culture. */
const LAND_ENTRIES: ValidEntry[] = [
  {
    mutation: 'createProperty',
    account: 'consultant',
    variables: ({ ids }) => ({ farmerId: ids.provided.farmerId, input: propertyInput }),
  },
  {
    mutation: 'updateProperty',
    account: 'consultant',
    variables: ({ ids }) => ({ id: ids.provided.propertyId, input: propertyInput }),
  },
  {
    mutation: 'createArea',
    account: 'consultant',
    variables: ({ ids }) => ({ input: { propertyId: ids.provided.propertyId, name: 'Talhão Fuzz' } }),
  },
  { mutation: 'updateArea', account: 'consultant', variables: ({ ids }) => ({ id: ids.areaId, name: 'Talhão Fuzz' }) },
  {
    mutation: 'createSectors',
    account: 'consultant',
    variables: ({ ids }) => ({
      input: { areaId: ids.areaId, quantity: 1, name: 'Setor Fuzz', ...sectorFields(ids.cultureId) },
    }),
  },
  {
    mutation: 'updateSector',
    account: 'consultant',
    variables: ({ ids }) => ({ id: ids.sectorId, input: { name: 'Setor Fuzz', ...sectorFields(ids.cultureId) } }),
  },
  // Deletes run last, in this order: the sector, its area, then the property.
  { mutation: 'deleteSector', account: 'consultant', variables: ({ ids }) => ({ id: ids.sectorId }) },
  { mutation: 'deleteArea', account: 'consultant', variables: ({ ids }) => ({ id: ids.areaId }) },
  { mutation: 'deleteProperty', account: 'consultant', variables: ({ ids }) => ({ id: ids.provided.propertyId }) },
  {
    mutation: 'createCulture',
    account: 'consultant',
    variables: ({ ids }) => ({ farmerId: ids.provided.farmerId, name: 'Cultura Fuzz' }),
  },
];

export const VALID_ENTRIES: ValidEntry[] = [
  ...LAND_ENTRIES,
  {
    mutation: 'signIn',
    account: null,
    variables: () => ({
      input: { email: ACCOUNTS.consultant.email, password: DEMO_PASSWORD, accountType: 'CONSULTANT' },
    }),
  },
  {
    mutation: 'signInWithGoogle',
    account: null,
    variables: () => ({
      input: { accessToken: `${GOOGLE_TEST_TOKEN_PREFIX}consultor.agrovale@talhao.dev`, accountType: 'ENTERPRISE' },
    }),
  },
  {
    mutation: 'signUp',
    label: 'consultor',
    account: null,
    variables: () => {
      const n = next();
      return {
        input: {
          role: 'CONSULTANT',
          email: `fuzz.consultor.${n}@talhao.dev`,
          password: NEW_PASSWORD,
          name: 'Renata Fuzz',
          cpf: validCpf(n),
          address: FULL_ADDRESS,
        },
      };
    },
  },
  {
    mutation: 'signUp',
    label: 'empresa',
    account: null,
    variables: () => {
      const n = next();
      return {
        input: {
          role: 'ENTERPRISE',
          email: `fuzz.empresa.${n}@talhao.dev`,
          password: NEW_PASSWORD,
          name: 'Fuzz Agro Ltda',
          cnpj: validCnpj(n),
          address: FULL_ADDRESS,
        },
      };
    },
  },
  {
    mutation: 'requestPasswordRecovery',
    account: null,
    variables: () => ({ input: { email: 'consultor.terraforte@talhao.dev', accountType: 'ENTERPRISE_CONSULTANT' } }),
  },
  {
    mutation: 'resendVerification',
    account: null,
    variables: () => ({ input: { email: UNVERIFIED_EMAIL, accountType: 'CONSULTANT' } }),
  },
  {
    mutation: 'confirmAccount',
    account: null,
    variables: ({ link }) => link(UNVERIFIED_EMAIL, 'confirm-account'),
  },
  {
    mutation: 'confirmEmailUpdate',
    account: null,
    variables: ({ link }) => link(EMAIL_CHANGE.newEmail, 'email-update'),
  },
  {
    mutation: 'requestEmailChange',
    account: 'consultant',
    variables: () => ({ input: { email: 'premium.fuzz@talhao.dev', password: DEMO_PASSWORD } }),
  },
  {
    mutation: 'changePassword',
    account: 'consultant',
    variables: () => ({ input: { password: DEMO_PASSWORD, newPassword: NEW_PASSWORD } }),
  },
  {
    mutation: 'deleteAccount',
    account: 'deletable',
    variables: () => ({ phrase: ACCOUNT_DELETION_PHRASE }),
  },
  {
    mutation: 'updateProfile',
    account: 'consultant',
    variables: () => ({
      input: {
        name: 'Ana Paula Ribeiro',
        phoneNumber: '+5527988112200',
        address: FULL_ADDRESS,
        birthDate: '1985-04-12',
      },
    }),
  },
  {
    mutation: 'updateProfessionalResume',
    account: 'consultant',
    variables: () => ({ html: '<p>Engenheira agrônoma com dez anos de campo em grãos.</p>' }),
  },
  {
    mutation: 'createOfferedConsultancy',
    account: 'consultant',
    variables: () => ({ input: offerInput(`Consultoria de solo fuzz ${next()}`) }),
  },
  {
    mutation: 'updateOfferedConsultancy',
    account: 'consultant',
    variables: ({ ids }) => ({ id: ids.offerId, input: offerInput(`Consultoria editada fuzz ${next()}`) }),
  },
  {
    mutation: 'deleteOfferedConsultancy',
    account: 'consultant',
    variables: ({ ids }) => ({ id: ids.offerId }),
  },
  {
    mutation: 'registerCompany',
    account: 'master',
    variables: () => {
      const n = next();
      return {
        input: {
          name: 'Fuzz Agro Empresa',
          cnpj: validCnpj(n),
          address: FULL_ADDRESS,
          email: `fuzz.master.empresa.${n}@talhao.dev`,
          password: NEW_PASSWORD,
        },
      };
    },
  },
  {
    mutation: 'registerConsultant',
    account: 'master',
    variables: () => {
      const n = next();
      return {
        input: {
          name: 'Bruno Fuzz',
          cpf: validCpf(n),
          address: FULL_ADDRESS,
          email: `fuzz.master.consultor.${n}@talhao.dev`,
          password: NEW_PASSWORD,
        },
      };
    },
  },
  {
    mutation: 'registerFarmer',
    account: 'master',
    variables: () => {
      const n = next();
      return {
        input: {
          name: 'José Fuzz Bernardes',
          cpf: validCpf(n),
          phoneNumber: mobile(n),
          address: FULL_ADDRESS,
          email: `fuzz.agricultor.${n}@talhao.dev`,
          password: 'segredo123',
        },
      };
    },
  },
  {
    mutation: 'updateUserProfile',
    account: 'master',
    variables: ({ ids }) => ({
      id: ids.userId,
      input: { name: 'Juliana Martins', phoneNumber: '+5527988112202', address: FULL_ADDRESS, birthDate: '1990-05-10' },
    }),
  },
  {
    mutation: 'changeUserPlan',
    account: 'master',
    variables: ({ ids }) => ({ id: ids.userId, plan: '__std' }),
  },
  {
    mutation: 'createAdvert',
    account: 'master',
    variables: () => ({ input: advertInput(`Campanha fuzz nova ${next()}`) }),
  },
  {
    mutation: 'updateAdvert',
    account: 'master',
    variables: ({ ids }) => ({ id: ids.advertId, input: advertInput(`Campanha fuzz editada ${next()}`) }),
  },
  {
    mutation: 'setAdvertStatus',
    account: 'master',
    variables: ({ ids }) => ({ id: ids.advertId, status: 'INACTIVE' }),
  },
  {
    mutation: 'createPushNotification',
    account: 'master',
    variables: () => ({ input: notificationInput(`Aviso fuzz novo ${next()}`) }),
  },
  {
    mutation: 'updatePushNotification',
    account: 'master',
    variables: ({ ids }) => ({ id: ids.notificationId, input: notificationInput(`Aviso fuzz editado ${next()}`) }),
  },
  {
    mutation: 'deletePushNotification',
    account: 'master',
    variables: ({ ids }) => ({ id: ids.notificationId }),
  },
  {
    mutation: 'createProvidedConsultancy',
    account: 'consultant',
    variables: ({ ids }) => ({
      input: {
        offerId: ids.provided.offerId,
        farmerId: ids.provided.farmerId,
        propertyId: ids.provided.propertyId,
        fixedPrice: 1500.5,
        status: 'PLANNED',
        startDate: dayFromToday(1),
        endDate: dayFromToday(60),
      },
    }),
  },
  {
    mutation: 'createMonitoring',
    account: 'consultant',
    variables: ({ ids }) => ({
      input: {
        consultancyProvidedId: ids.provided.id,
        title: `Monitoramento fuzz ${next()}`,
        description: 'Acompanhamento semanal do setor.',
        status: 'PLANNED',
        sectorIds: [ids.sectorId],
      },
    }),
  },
  {
    mutation: 'updateProvidedConsultancy',
    account: 'consultant',
    variables: ({ ids }) => ({
      id: ids.provided.id,
      input: {
        offerId: ids.provided.offerId,
        farmerId: ids.provided.farmerId,
        propertyId: ids.provided.propertyId,
        fixedPrice: 1800.25,
        status: ids.provided.status,
        startDate: ids.provided.startDate,
        endDate: ids.provided.endDate ?? addDays(ids.provided.startDate, 90),
      },
    }),
  },
  {
    mutation: 'deleteProvidedConsultancy',
    account: 'consultant',
    variables: ({ ids }) => ({ id: ids.otherProvidedId }),
  },
  {
    mutation: 'setPropertyBoundary',
    account: 'consultant',
    variables: ({ ids }) => ({
      propertyId: ids.provided.propertyId,
      boundary: {
        type: 'Polygon',
        coordinates: [
          [
            [-40.07, -19.39],
            [-40.06, -19.39],
            [-40.06, -19.38],
            [-40.07, -19.38],
            [-40.07, -19.39],
          ],
        ],
      },
    }),
  },
  {
    mutation: 'answerConsultancyRequest',
    account: 'consultant',
    variables: ({ ids }) => ({ id: ids.requestId, accept: true }),
  },
  {
    mutation: 'createWorkSchedule',
    account: 'noSchedule',
    variables: () => ({ input: { days: ['MONDAY', 'WEDNESDAY', 'FRIDAY'], startTime: '08:00', endTime: '17:00' } }),
  },
  {
    mutation: 'updateWorkSchedule',
    account: 'consultant',
    variables: ({ ids }) => ({ input: { ...ids.schedule } }),
  },
  {
    mutation: 'scheduleActivity',
    account: 'consultant',
    variables: ({ ids }) => {
      // Days compare as text (yyyy-MM-dd): the later of three days from now and the consultancy's start.
      const day = [dayFromToday(3), ids.provided.startDate].sort().at(-1);
      return {
        input: {
          farmerId: ids.provided.farmerId,
          providedConsultancyId: ids.provided.id,
          title: 'Visita de acompanhamento',
          format: 'IN_PERSON',
          sectorIds: [ids.sectorId],
          day,
          startWork: ids.schedule.startTime,
          endWork: clockPlus(ids.schedule.startTime, 60),
          price: 350.5,
        },
      };
    },
  },
  {
    mutation: 'cancelActivity',
    account: 'consultant',
    variables: ({ ids }) => ({ id: ids.workId }),
  },
  {
    mutation: 'createTraining',
    account: 'consultant',
    variables: () => ({ input: trainingInput(`Treinamento fuzz novo ${next()}`) }),
  },
  {
    mutation: 'createTraining',
    label: 'empresa',
    account: 'company',
    variables: ({ ids }) => ({
      input: trainingInput(`Treinamento fuzz da empresa ${next()}`, [ids.companyConsultant.id]),
    }),
  },
  // The company's consultants (issue 16). The delete runs last, after the edit of the same consultant.
  {
    mutation: 'createCompanyConsultant',
    account: 'company',
    variables: () => ({ input: companyConsultantInput(next()) }),
  },
  {
    mutation: 'updateCompanyConsultant',
    account: 'company',
    variables: ({ ids }) => ({ id: ids.companyConsultant.id, input: companyConsultantUpdate(ids, next()) }),
  },
  {
    mutation: 'deleteCompanyConsultant',
    account: 'company',
    variables: ({ ids }) => ({ id: ids.companyConsultant.id }),
  },
  {
    mutation: 'updateTraining',
    label: 'empresa',
    account: 'company',
    variables: ({ ids }) => ({
      id: ids.companyTrainingId,
      input: trainingInput(`Treinamento fuzz da empresa editado ${next()}`, [ids.companyConsultant.id]),
    }),
  },
  {
    mutation: 'updateTraining',
    account: 'consultant',
    variables: ({ ids }) => ({ id: ids.trainingId, input: trainingInput(`Treinamento fuzz editado ${next()}`) }),
  },
  {
    mutation: 'deleteTraining',
    account: 'consultant',
    variables: ({ ids }) => ({ id: ids.trainingId }),
  },
  {
    mutation: 'createFarmer',
    account: 'consultant',
    variables: () => {
      const n = next();
      return {
        input: {
          name: 'Joana Fuzz Pereira',
          email: `fuzz.consultor.agricultor.${n}@talhao.dev`,
          phoneNumber: mobile(n),
          address: FULL_ADDRESS,
          password: 'segredo123',
        },
      };
    },
  },
  {
    mutation: 'updateFarmer',
    account: 'consultant',
    variables: ({ ids }) => {
      const n = next();
      return {
        id: ids.ownFarmerId,
        input: {
          name: 'Joana Fuzz Editada',
          email: `fuzz.consultor.agricultor.editado.${n}@talhao.dev`,
          phoneNumber: mobile(n),
          address: FULL_ADDRESS,
          birthDate: '1980-05-17',
        },
      };
    },
  },
  {
    mutation: 'scheduleLabAnalysis',
    account: 'consultant',
    variables: ({ ids }) => ({
      input: {
        laboratoryId: ids.laboratoryId,
        farmerId: ids.provided.farmerId,
        propertyId: ids.provided.propertyId,
        analysisType: 'SOIL',
        date: dayFromToday(7),
      },
    }),
  },
  // Reports (issue 15): the opinion is inserted before the edit that rewrites it; items before the report's delete.
  {
    mutation: 'createReport',
    account: 'consultant',
    variables: ({ ids }) => ({
      input: { providedConsultancyId: ids.report.providedId, title: `Relatório fuzz ${next()}`, description: 'Visita' },
    }),
  },
  {
    mutation: 'insertTechnicalAdvice',
    account: 'consultant',
    variables: ({ ids }) => ({ id: ids.report.id, technicalAdvice: 'Manter o monitoramento semanal.' }),
  },
  {
    mutation: 'updateReport',
    account: 'consultant',
    variables: ({ ids }) => ({
      id: ids.report.id,
      input: { title: `Relatório fuzz editado ${next()}`, description: 'Nova', technicalAdvice: 'Parecer revisto' },
    }),
  },
  {
    mutation: 'updateReportItem',
    account: 'consultant',
    variables: ({ ids }) => ({
      reportId: ids.report.id,
      index: ids.report.itemIndex,
      input: { title: 'Item fuzz', description: 'Descrição do item' },
    }),
  },
  {
    mutation: 'removeReportItemPhoto',
    account: 'consultant',
    variables: ({ ids }) => ({ reportId: ids.report.id, index: ids.report.itemIndex }),
  },
  {
    mutation: 'deleteReportItem',
    account: 'consultant',
    variables: ({ ids }) => ({ reportId: ids.report.id, index: ids.report.itemIndex }),
  },
  {
    mutation: 'deleteReport',
    account: 'consultant',
    variables: ({ ids }) => ({ id: ids.otherReportId }),
  },
  // Recommendations (issue 15). `reportId` names no report of the consultant: the provider ignores it.
  {
    mutation: 'createRecommendation',
    account: 'consultant',
    variables: ({ ids }) => ({ input: recommendationInput(ids) }),
  },
  {
    mutation: 'updateRecommendation',
    account: 'consultant',
    variables: ({ ids }) => ({ id: ids.recommendation.activityId, input: recommendationInput(ids) }),
  },
];

function recommendationInput(ids: Seeded) {
  const land = ids.recommendation;
  return {
    farmerId: land.farmerId,
    propertyId: land.propertyId,
    harvestId: land.harvestId,
    type: 'MANAGEMENT',
    title: 'Irrigação Fuzz',
    recurrence: 'WEEKLY',
    startDate: dayFromToday(1),
    endDate: dayFromToday(30),
    description: 'Conferir os gotejadores.',
    sectorIds: [land.sectorId],
    status: 'PLANNED',
    products: [{ name: 'Sulfato de zinco', quantity: 2.5, unit: 'kg/ha' }],
    costs: [{ category: 'LABOR', tag: 'Mão de obra', cost: 1350.5 }],
    reportId: ids.provided.id,
  };
}
