/**
 * The soak's mix: which accounts the 50 connections sign in as, and what each does in a loop — journeys
 * through the screens of its role, in the order the web app asks (a list, then the detail of a row read
 * from that list), with the web app's own documents (soak-client.ts). Writes create their own records and
 * delete them in the same journey (or edit an existing record back to a value of the same kind), so a day
 * of load leaves the fixture server's store as it found it: its memory measures the servers, not the data.
 */
import { DEMO_PASSWORD } from '@talhao/fixture-server';
import { todayInSaoPaulo } from '@talhao/schema';
import {
  FULL_ADDRESS as ADDRESS,
  cpfWithCheckDigits,
  dayFromToday as day,
  notificationInput,
  offerInput,
  trainingInput,
} from '../../packages/bff/src/security/sample-inputs';
import type { GqlSession } from './soak-client';

export type AccountType = 'CONSULTANT' | 'ENTERPRISE' | 'ENTERPRISE_CONSULTANT' | 'MASTER';

export interface SoakAccount {
  email: string;
  /** The role, which picks the journeys. */
  accountType: AccountType;
  /** Connections (of every 50) that sign in as this account. */
  share: number;
  /** Runs the role's write journeys only (else its read journeys only). */
  writer: boolean;
}

/**
 * Every role the web panel serves, two accounts where the seed has two (plans, companies). The writes of a
 * role run on their own connections and account (`writer`), whose lists no reading connection reads: a
 * list read while another tab deletes one of its rows answers NOT_FOUND for that row's lookups, which is
 * a race of the test's own making, not a fault of the servers. The master is one account: its readers skip
 * the notifications the writers create.
 */
export const SOAK_ACCOUNTS: readonly SoakAccount[] = [
  { email: 'premium@talhao.dev', accountType: 'CONSULTANT', share: 3, writer: true },
  { email: 'padrao@talhao.dev', accountType: 'CONSULTANT', share: 15, writer: false },
  { email: 'agrovale@talhao.dev', accountType: 'ENTERPRISE', share: 3, writer: true },
  { email: 'terraforte@talhao.dev', accountType: 'ENTERPRISE', share: 8, writer: false },
  { email: 'consultor.agrovale@talhao.dev', accountType: 'ENTERPRISE_CONSULTANT', share: 6, writer: false },
  { email: 'consultor.terraforte@talhao.dev', accountType: 'ENTERPRISE_CONSULTANT', share: 6, writer: false },
  { email: 'master@talhao.dev', accountType: 'MASTER', share: 6, writer: false },
  { email: 'master@talhao.dev', accountType: 'MASTER', share: 3, writer: true },
];

/** The journeys a connection of `account` runs: its role's writes, or its role's reads. */
export function journeysOf(account: SoakAccount): readonly Journey[] {
  const journeys = JOURNEYS[account.accountType].filter((journey) => journey.writes === account.writer);
  if (journeys.length === 0)
    throw new Error(`no ${account.writer ? 'write' : 'read'} journeys for ${account.accountType}`);
  return journeys;
}

/** The account of connection `index` (0-based): the shares repeat every 50 connections. */
export function accountFor(index: number): SoakAccount {
  const total = SOAK_ACCOUNTS.reduce((sum, account) => sum + account.share, 0);
  let slot = index % total;
  for (const account of SOAK_ACCOUNTS) {
    if (slot < account.share) return account;
    slot -= account.share;
  }
  throw new Error('unreachable');
}

/** A small seeded PRNG (mulberry32): every connection's choices are reproducible from the bench seed. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Journey {
  name: string;
  /** Relative frequency among its role's journeys. */
  weight: number;
  /** Writes: creates, edits, deletes. */
  writes: boolean;
  run(user: VirtualUser): Promise<void>;
}

/** One connection: its session, its random source and a serial for unique names, e-mails and documents. */
export interface VirtualUser {
  session: GqlSession;
  random: () => number;
  index: number;
  serial(): number;
  /** What a connection keeps between journeys (e.g. the writer's own farmer). */
  state: Record<string, unknown>;
}

/** Picks a journey by weight. */
export function pickJourney(journeys: readonly Journey[], random: () => number): Journey {
  const total = journeys.reduce((sum, journey) => sum + journey.weight, 0);
  let point = random() * total;
  for (const journey of journeys) {
    point -= journey.weight;
    if (point < 0) return journey;
  }
  return journeys[journeys.length - 1] as Journey;
}

// ---------------------------------------------------------------------------------------------------
// Values

type Data = Record<string, unknown>;
interface Page<T> {
  items: T[];
  total?: number;
}
interface WithId {
  id: string;
}

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
}

/**
 * A list page, as its screen reads it (operation `operation`, answer field `field`), and one of its rows at
 * random (of those `keep` accepts): the row whose detail a user opens next; undefined on an empty page.
 */
async function pickRow<T extends WithId = WithId>(
  user: Pick<VirtualUser, 'session' | 'random'>,
  operation: string,
  variables: Data,
  field: string,
  keep?: (row: T) => boolean,
): Promise<T | undefined> {
  const data = await user.session.op<Record<string, Page<T>>>(operation, variables);
  const items = (data[field] as Page<T>).items;
  return pick(keep ? items.filter(keep) : items, user.random);
}

/** A CPF with valid check digits from a number (unique per number below 6 × 10⁸). */
export const cpfFrom = (n: number): string => cpfWithCheckDigits(300_000_000 + (n % 600_000_000));

/** Per process: names, e-mails and phones stay unique against a store an earlier run left behind. */
const RUN = Date.now().toString(36);
const RUN_NUMBER = Math.floor(Date.now() / 1000) % 100_000;

const SOAK_CONSULTANT_NAME = 'Consultor Soak';
const SOAK_NOTICE = 'Aviso soak';
const SOAK_TRAINING = 'Treinamento soak';

/**
 * Runs `steps` on a record just created and deletes it afterwards even when a step failed, so a failed
 * run does not leave records behind (the failure is already recorded and fails the run).
 */
async function thenDelete(steps: () => Promise<void>, remove: () => Promise<unknown>): Promise<void> {
  try {
    await steps();
  } finally {
    await remove();
  }
}

/** The detail, edit and delete operations of one kind of record, as its screens send them. */
interface RecordOperations {
  detail: string;
  update: string;
  remove: string;
}

/** The rest of a create, edit and delete journey: the new record's detail, an edit with `input`, the delete. */
function editThenDelete(session: GqlSession, id: string, operations: RecordOperations, input: unknown): Promise<void> {
  return thenDelete(
    async () => {
      await session.op(operations.detail, { id });
      await session.op(operations.update, { id, input });
    },
    () => session.op(operations.remove, { id }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Journeys shared by the roles that work with farmers (consultants, companies' consultants)

const home = (dashboard: string): Journey => ({
  name: 'início',
  weight: 3,
  writes: false,
  async run({ session }) {
    await session.op('Viewer');
    await session.op('ClientConfig');
    await session.op('ShellViewAsOwner');
    await session.op(dashboard);
  },
});

const someFarmer = (user: VirtualUser) => pickRow(user, 'FarmersList', { page: 1 }, 'farmers');

const farmerLand: Journey = {
  name: 'agricultor e terras',
  weight: 3,
  writes: false,
  async run(user) {
    const { session, random } = user;
    const farmer = await someFarmer(user);
    if (!farmer) return;
    const { id } = farmer;
    await session.op('Farmer', { id });
    await session.op('FarmerVisitCount', { id });
    await session.op('FarmerMonitoringCount', { id });
    await session.op('FarmerHubConsultancies', { farmerId: id });
    const property = await pickRow(user, 'FarmerHubProperties', { farmerId: id, page: 1 }, 'farmerProperties');
    if (!property) return;
    const { property: page } = await session.op<{ property: { areas: Page<{ sectors: WithId[] }> } }>('PropertyPage', {
      id: property.id,
      page: 1,
    });
    await session.op('PropertyForm', { id: property.id });
    await session.op('PropertyAreas', { id: property.id });
    await session.op('ActivitySectors', { propertyId: property.id });
    const sector = pick(
      page.areas.items.flatMap((area) => area.sectors),
      random,
    );
    if (sector) await session.op('LandSector', { id: sector.id });
  },
};

const farmerRecords: Journey = {
  name: 'registros do agricultor',
  weight: 2,
  writes: false,
  async run(user) {
    const { session } = user;
    const farmer = await someFarmer(user);
    if (!farmer) return;
    const farmerId = farmer.id;
    const harvest = await pickRow(user, 'Harvests', { farmerId, page: 1 }, 'harvests');
    if (harvest) await session.op('Harvest', { farmerId, id: harvest.id });
    await session.op('InventoryFarmer', { id: farmerId });
    const item = await pickRow(user, 'Inventory', { farmerId, page: 1 }, 'inventory');
    if (item) await session.op('InventoryMovements', { itemId: item.id, page: 1 });
    await session.op('LabAnalyses', { farmerId, page: 1 });
    await session.op('AnalysisProperties', { farmerId });
    const activity = await pickRow(user, 'FieldActivities', { farmerId, page: 1 }, 'fieldActivities');
    if (activity) await session.op('FieldActivity', { id: activity.id });
    await session.op('FarmerCultures', { farmerId, page: 1 });
    await session.op('RecommendationOptions', { farmerId });
  },
};

const provided: Journey = {
  name: 'consultorias prestadas',
  weight: 3,
  writes: false,
  async run(user) {
    const { session } = user;
    const row = await pickRow(user, 'ProvidedConsultancies', { page: 1 }, 'providedConsultancies');
    if (!row) return;
    // The list shows no farmer id: the detail carries it.
    const { providedConsultancy } = await session.op<{ providedConsultancy: { farmerId: string } | null }>(
      'ProvidedConsultancy',
      { id: row.id },
    );
    await session.op('ActivityProvidedConsultancy', { id: row.id });
    if (providedConsultancy) {
      await session.op('ActivityProvidedConsultancies', { farmerId: providedConsultancy.farmerId });
    }
    const monitoring = await pickRow(user, 'Monitorings', { consultancyProvidedId: row.id, page: 1 }, 'monitorings');
    if (monitoring) await session.op('Monitoring', { id: monitoring.id });
    const report = await pickRow(user, 'Reports', { providedConsultancyId: row.id, page: 1 }, 'reports');
    if (report) await session.op('Report', { id: report.id });
  },
};

const calendar: Journey = {
  name: 'agenda e atividades',
  weight: 2,
  writes: false,
  async run({ session }) {
    const from = `${todayInSaoPaulo().slice(0, 8)}01`;
    await session.op('CalendarWorks', { from, to: day(31) }, { nullable: ['workSchedule'] });
    await session.op('ScheduleWorkSchedule', {}, { nullable: ['workSchedule'] });
    await session.op('ActivityList', { page: 1 });
    await session.op('ActivityDayWorks', { day: day(0) });
  },
};

const trainings: Journey = {
  name: 'treinamentos',
  weight: 1,
  writes: false,
  async run(user) {
    const { session } = user;
    const state = user.random() < 0.5 ? 'PLANNED' : 'COMPLETED';
    // Not one a writer connection is about to delete.
    const training = await pickRow<WithId & { title: string }>(
      user,
      'TrainingList',
      { state, page: 1 },
      'trainings',
      (item) => !item.title.startsWith(SOAK_TRAINING),
    );
    if (!training) return;
    await session.op('TrainingDetail', { id: training.id });
    await session.op('TrainingParticipants', { id: training.id, state: 'CONFIRMED', page: 1 });
  },
};

// ---------------------------------------------------------------------------------------------------
// Consultants

const offers: Journey = {
  name: 'consultorias ofertadas e pedidos',
  weight: 2,
  writes: false,
  async run(user) {
    const { session } = user;
    const offer = await pickRow(user, 'OfferedConsultancies', { page: 1 }, 'offeredConsultancies');
    if (offer) await session.op('OfferedConsultancy', { id: offer.id });
    await session.op('ProvidedOfferOptions', { page: 1 });
    await session.op('RequestConsultancies', { page: 1 });
  },
};

const labsAndFinance: Journey = {
  name: 'laboratórios e finanças',
  weight: 1,
  writes: false,
  async run(user) {
    const { session } = user;
    const lab = await pickRow(user, 'Laboratories', { page: 1 }, 'laboratories');
    if (lab) await session.op('Laboratory', { id: lab.id });
    await session.op('AssociatedLaboratories', { page: 1 });
    await session.op('MyLabAnalyses', { page: 1 });
    await session.op('FinanceCharts', { period: user.random() < 0.5 ? 'MONTH' : 'YEAR' });
  },
};

const offerCycle: Journey = {
  name: 'oferta: criar, editar, excluir',
  weight: 1,
  writes: true,
  async run(user) {
    const { session } = user;
    const created = await session.op<{ createOfferedConsultancy: { offer: WithId } }>('OfferedCreateConsultancy', {
      input: offerInput(`Consultoria soak ${user.index}-${user.serial()}`),
    });
    await editThenDelete(
      session,
      created.createOfferedConsultancy.offer.id,
      { detail: 'OfferedConsultancy', update: 'OfferedUpdateConsultancy', remove: 'OfferedDeleteConsultancy' },
      offerInput(`Consultoria soak editada ${user.index}-${user.serial()}`),
    );
  },
};

const trainingCycle = (company: boolean): Journey => ({
  name: 'treinamento: criar, editar, excluir',
  weight: 1,
  writes: true,
  async run(user) {
    const { session } = user;
    let consultantIds: string[] | undefined;
    if (company) {
      const { companyConsultants } = await session.op<{ companyConsultants: Page<WithId & { name: string }> }>(
        'TrainingConsultantOptions',
        { page: 1 },
      );
      // A seeded consultant (one created by another connection may be deleted in the meantime), and not the
      // one the soak signs in as, whose training lists would then show rows being deleted.
      consultantIds = companyConsultants.items
        .filter(
          (consultant) => !consultant.name.startsWith(SOAK_CONSULTANT_NAME) && consultant.name !== 'Mariana Figueiredo',
        )
        .slice(0, 1)
        .map((consultant) => consultant.id);
    }
    const created = await session.op<{ createTraining: { training: WithId } }>('TrainingCreate', {
      input: trainingInput(`${SOAK_TRAINING} ${user.index}-${user.serial()}`, consultantIds),
    });
    await editThenDelete(
      session,
      created.createTraining.training.id,
      { detail: 'TrainingDetail', update: 'TrainingUpdate', remove: 'TrainingDelete' },
      trainingInput(`${SOAK_TRAINING} editado ${user.index}-${user.serial()}`, consultantIds),
    );
  },
});

const reportCycle: Journey = {
  name: 'relatório: criar, editar, excluir',
  weight: 1,
  writes: true,
  async run(user) {
    const { session } = user;
    const row = await pickRow(user, 'ProvidedConsultancies', { page: 1 }, 'providedConsultancies');
    if (!row) return;
    const created = await session.op<{ createReport: { report: WithId } }>('CreateReport', {
      input: {
        providedConsultancyId: row.id,
        title: `Relatório soak ${user.index}-${user.serial()}`,
        description: 'Visita',
      },
    });
    await editThenDelete(
      session,
      created.createReport.report.id,
      { detail: 'Report', update: 'UpdateReport', remove: 'DeleteReport' },
      { title: `Relatório soak editado ${user.index}-${user.serial()}`, description: 'Nova visita' },
    );
  },
};

/**
 * The writer connection's own farmer and culture, created once per connection (there is no farmer delete
 * in the web app): land written on a seeded farmer would show up, half-deleted, in the lists of other
 * consultants who serve the same farmer.
 */
async function ownFarmer(user: VirtualUser): Promise<{ farmerId: string; cultureId: string }> {
  const kept = user.state.farmer as { farmerId: string; cultureId: string } | undefined;
  if (kept) return kept;
  const { session } = user;
  const { createFarmer } = await session.op<{ createFarmer: { farmer: WithId } }>('CreateFarmer', {
    input: {
      name: `Agricultor Soak ${user.index}`,
      email: `soak.agricultor.${RUN}.${user.index}@talhao.dev`,
      phoneNumber: `+55279${String(80_000_000 + RUN_NUMBER * 50 + user.index)}`,
      address: ADDRESS,
      password: 'segredo123',
    },
  });
  const farmerId = createFarmer.farmer.id;
  const { createCulture } = await session.op<{ createCulture: { culture: WithId } }>('CreateCulture', {
    farmerId,
    name: 'Café soak',
  });
  const own = { farmerId, cultureId: createCulture.culture.id };
  user.state.farmer = own;
  return own;
}

const landCycle: Journey = {
  name: 'terras: propriedade, talhão e setor criados e excluídos',
  weight: 1,
  writes: true,
  async run(user) {
    const { session } = user;
    const { farmerId, cultureId } = await ownFarmer(user);
    const n = `${user.index}-${user.serial()}`;
    const { createProperty } = await session.op<{ createProperty: { property: WithId } }>('CreateProperty', {
      farmerId,
      input: { name: `Sítio soak ${n}`, address: ADDRESS, totalArea: 120.5 },
    });
    const propertyId = createProperty.property.id;
    await thenDelete(
      () => landSteps(user, propertyId, cultureId, n),
      () => session.op('DeleteProperty', { id: propertyId }),
    );
  },
};

async function landSteps(user: VirtualUser, propertyId: string, cultureId: string, n: string): Promise<void> {
  const { session } = user;
  const { createArea } = await session.op<{ createArea: { area: WithId } }>('CreateArea', {
    input: { propertyId, name: `Talhão soak ${n}` },
  });
  const areaId = createArea.area.id;
  await thenDelete(
    async () => {
      const { createSectors } = await session.op<{ createSectors: { sectors: WithId[] } }>('CreateSectors', {
        input: {
          areaId,
          quantity: 1,
          name: `Setor soak ${n}`,
          cultureId,
          plotArea: 2.5,
          plantingDate: day(-30),
          spacingBetweenPlants: 0.5,
          spacingBetweenStreets: 3.5,
        },
      });
      await session.op('PropertyPage', { id: propertyId, page: 1 });
      await session.op('UpdateArea', { id: areaId, name: `Talhão soak editado ${n}` });
      for (const sector of createSectors.sectors) await session.op('DeleteSector', { id: sector.id });
    },
    () => session.op('DeleteArea', { id: areaId }),
  );
}

const CONSULTANT: readonly Journey[] = [
  home('DashboardConsultant'),
  farmerLand,
  farmerRecords,
  provided,
  calendar,
  trainings,
  offers,
  labsAndFinance,
  offerCycle,
  trainingCycle(false),
  reportCycle,
  landCycle,
];

/** A company's consultant works the company's farmers and consultancies (no offers, labs or finance of their own). */
const ENTERPRISE_CONSULTANT: readonly Journey[] = [
  home('DashboardConsultant'),
  farmerLand,
  farmerRecords,
  provided,
  calendar,
  trainings,
];

// ---------------------------------------------------------------------------------------------------
// Companies

const companyConsultants: Journey = {
  name: 'consultores da empresa',
  weight: 2,
  writes: false,
  async run(user) {
    const consultant = await pickRow(user, 'CompanyConsultants', { page: 1 }, 'companyConsultants');
    if (consultant) await user.session.op('CompanyConsultant', { id: consultant.id });
  },
};

const companyCalendar: Journey = {
  name: 'agenda da empresa',
  weight: 1,
  writes: false,
  async run({ session }) {
    await session.op('CompanyCalendarWorks', { from: `${todayInSaoPaulo().slice(0, 8)}01`, to: day(31) });
  },
};

const companyConsultantCycle: Journey = {
  name: 'consultor da empresa: criar, editar, excluir',
  weight: 1,
  writes: true,
  async run(user) {
    const { session } = user;
    const n = RUN_NUMBER * 1000 + user.index * 100_000_000 + user.serial();
    const email = `soak.${RUN}.${user.index}.${n}@empresa.dev`;
    const created = await session.op<{ createCompanyConsultant: { consultant: WithId } }>('CompanyConsultantCreate', {
      input: {
        name: SOAK_CONSULTANT_NAME,
        email,
        password: 'Senha@2026',
        cpf: cpfFrom(n),
        birthDate: '1990-05-10',
        address: ADDRESS,
      },
    });
    await editThenDelete(
      session,
      created.createCompanyConsultant.consultant.id,
      { detail: 'CompanyConsultant', update: 'CompanyConsultantUpdate', remove: 'CompanyConsultantDelete' },
      {
        name: `${SOAK_CONSULTANT_NAME} Editado`,
        email,
        phoneNumber: `+55649${String(81_000_000 + (n % 9_000_000)).slice(0, 8)}`,
        cpf: cpfFrom(n),
        birthDate: '1988-03-02',
        address: ADDRESS,
      },
    );
  },
};

const COMPANY: readonly Journey[] = [
  home('DashboardCompany'),
  companyConsultants,
  companyCalendar,
  trainings,
  companyConsultantCycle,
  trainingCycle(true),
];

// ---------------------------------------------------------------------------------------------------
// Master

const masterDashboard: Journey = {
  name: 'painel do master',
  weight: 2,
  writes: false,
  async run({ session, random }) {
    await session.op('Viewer');
    // The dashboard's own choices (a company's consultants are counted with their company there).
    const kind = pick(['FARMER', 'CONSULTANT', 'ENTERPRISE'], random) as string;
    await session.op('MasterDashboard', { kind, groupBy: 'STATE' });
    await session.op('MasterDashboardUsersPerPlace', { kind, groupBy: 'CITY' });
  },
};

const masterUsers: Journey = {
  name: 'usuários',
  weight: 2,
  writes: false,
  async run(user) {
    const kind = pick(['FARMER', 'CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'], user.random) as string;
    const row = await pickRow<WithId & { name: string }>(
      user,
      'MasterUsersList',
      { kind, page: 1 },
      'users',
      (item) => !item.name.startsWith(SOAK_CONSULTANT_NAME),
    );
    if (row) await user.session.op('MasterUsersDetail', { id: row.id });
  },
};

const masterBroadcast: Journey = {
  name: 'divulgação',
  weight: 2,
  writes: false,
  async run(user) {
    const { session } = user;
    const status = pick(['ACTIVE', 'INACTIVE', 'WAITING'], user.random) as string;
    const advert = await pickRow(user, 'MasterBroadcastAdverts', { status, page: 1 }, 'adverts');
    if (advert) await session.op('MasterBroadcastAdvert', { id: advert.id });
    const notification = await pickRow<WithId & { title: string }>(
      user,
      'MasterBroadcastNotifications',
      { page: 1 },
      'pushNotifications',
      (item) => !item.title.startsWith(SOAK_NOTICE),
    );
    if (notification) await session.op('MasterBroadcastNotification', { id: notification.id });
  },
};

const notificationCycle: Journey = {
  name: 'notificação: criar, editar, excluir',
  weight: 1,
  writes: true,
  async run(user) {
    const { session } = user;
    const created = await session.op<{ createPushNotification: { notification: WithId } }>(
      'MasterBroadcastCreateNotification',
      { input: notificationInput(`${SOAK_NOTICE} ${RUN} ${user.index}-${user.serial()}`) },
    );
    await editThenDelete(
      session,
      created.createPushNotification.notification.id,
      {
        detail: 'MasterBroadcastNotification',
        update: 'MasterBroadcastUpdateNotification',
        remove: 'MasterBroadcastDeleteNotification',
      },
      notificationInput(`${SOAK_NOTICE} editado ${RUN} ${user.index}-${user.serial()}`),
    );
  },
};

const MASTER: readonly Journey[] = [masterDashboard, masterUsers, masterBroadcast, notificationCycle];

export const JOURNEYS: Record<AccountType, readonly Journey[]> = {
  CONSULTANT,
  ENTERPRISE_CONSULTANT,
  ENTERPRISE: COMPANY,
  MASTER,
};

/** Signs a connection in with the web app's own sign-in document. */
export async function signIn(session: GqlSession, account: SoakAccount): Promise<void> {
  await session.op('AuthSignIn', {
    // The sign-in form's choice: a company's consultant signs in as a company ('ENTERPRISE').
    input: {
      email: account.email,
      password: DEMO_PASSWORD,
      accountType: account.accountType === 'ENTERPRISE_CONSULTANT' ? 'ENTERPRISE' : account.accountType,
    },
  });
  if (!session.cookie) throw new Error(`no session cookie after signing in as ${account.email}`);
}

/** Every listed operation the mix sends (for the report), from the journeys' code — kept by the runner. */
export function describeMix(): { role: AccountType; journeys: { name: string; weight: number; writes: boolean }[] }[] {
  return (Object.keys(JOURNEYS) as AccountType[]).map((role) => ({
    role,
    journeys: JOURNEYS[role].map(({ name, weight, writes }) => ({ name, weight, writes })),
  }));
}
