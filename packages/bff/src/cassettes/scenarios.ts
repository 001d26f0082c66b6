import type { Role } from '@talhao/schema';

/**
 * The recorded scenarios (issue 13 §6), defined once: `npm run record` runs each through a BFF against a fresh
 * fixture server and writes `cassettes/<domain>/<name>.json`; replay.test.ts runs the same operations against
 * the cassette and expects the same answers. Every scenario starts with the role's demo sign-in.
 */

/** The clock the fixture server (its seed anchor too) and the BFF run on while recording and replaying. */
export const RECORDING_CLOCK = new Date('2026-05-04T15:00:00.000Z');

export type CassetteDomain =
  | 'account'
  | 'offers'
  | 'provided'
  | 'farmers'
  | 'schedule'
  | 'trainings'
  | 'finances'
  | 'master';

/** The answers of the operations before this one (their `data`), to take ids from. */
export type PreviousData = ReadonlyArray<Record<string, unknown> | null | undefined>;

export interface ScenarioOperation {
  /** The operation's name in the cassette (and its GraphQL operation name). */
  name: string;
  query: string;
  variables?: Record<string, unknown> | ((previous: PreviousData) => Record<string, unknown>);
}

export interface Scenario {
  domain: CassetteDomain;
  name: string;
  description: string;
  role: Role;
  /** false: the BFF reads lookups as the specification's provider does, one GET per id. Default true (batch). */
  batchById?: boolean;
  operations: ScenarioOperation[];
}

/** A value at a dotted path of a previous answer (`items.0.id`); throws when the recording lacks it. */
export function pick(data: Record<string, unknown> | null | undefined, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  if (value === undefined || value === null) throw new Error(`scenario: nothing at ${path}`);
  return value;
}

const FARMER = 'farmer { id name email }';
const PROPERTY = 'property { id name totalArea }';
const OFFER = 'offer { id name format }';
const PROVIDED_ROW = `id offerId farmerId fixedPrice status startDate endDate createdAt ${OFFER} ${FARMER} ${PROPERTY}`;
const PAGE = 'page hasNextPage total';

const PROVIDED_LIST = {
  name: 'ProvidedList',
  query: `query ProvidedList($page: Int) { providedConsultancies(page: $page) { ${PAGE} items { ${PROVIDED_ROW} } } }`,
  variables: { page: 1 },
} satisfies ScenarioOperation;

const OFFER_FIELDS =
  'id name format cultures agreedPrice summary content imageUrl clientCount prices { amount feeType }';
const WORK_FIELDS =
  'id title day startWork endWork status format price priceCalculated farmer { id name } providedConsultancy { id }';
const TRAINING_FIELDS = 'id title date duration price profit format summary availableSpots confirmedCount';

export const SCENARIOS: readonly Scenario[] = [
  {
    domain: 'account',
    name: 'sign-in-and-profile',
    description: 'A consultant signs in, reads the viewer and saves the professional résumé.',
    role: 'CONSULTANT',
    operations: [
      {
        name: 'Viewer',
        query: `query Viewer { viewer { role homePath canDeleteAccount profile { __typename id role name email pictureUrl
          plan { marker badge trialDaysLeft } ... on ConsultantProfile { birthDate professionalResume } } } }`,
      },
      {
        name: 'UpdateResume',
        query: `mutation UpdateResume($html: String!) { updateProfessionalResume(html: $html) {
          __typename id ... on ConsultantProfile { professionalResume } } }`,
        variables: { html: '<p>Agrônomo com foco em <strong>café</strong> e manejo de solo.</p>' },
      },
    ],
  },
  {
    domain: 'offers',
    name: 'list-and-detail',
    description: "A consultant lists their offers, searches them by name and opens the first one's detail.",
    role: 'CONSULTANT',
    operations: [
      {
        name: 'OfferList',
        query: `query OfferList($name: String, $page: Int) { offeredConsultancies(name: $name, page: $page) {
          ${PAGE} items { ${OFFER_FIELDS} } } }`,
        variables: { page: 1 },
      },
      {
        name: 'OfferDetail',
        query: `query OfferDetail($id: ID!) { offeredConsultancy(id: $id) { ${OFFER_FIELDS} regions { city stateFrom } } }`,
        variables: (previous) => ({ id: pick(previous[1], 'offeredConsultancies.items.0.id') }),
      },
    ],
  },
  {
    domain: 'provided',
    name: 'list-batch-lookups',
    description: 'The provided consultancies list, its farmers, properties and offers read in one batch per family.',
    role: 'CONSULTANT',
    batchById: true,
    operations: [PROVIDED_LIST],
  },
  {
    domain: 'provided',
    name: 'list-get-per-id',
    description: "The same list against the specification's provider: one GET per farmer, property and offer.",
    role: 'CONSULTANT',
    batchById: false,
    operations: [PROVIDED_LIST],
  },
  {
    domain: 'provided',
    name: 'detail',
    description: "A consultant opens the first provided consultancy's detail.",
    role: 'CONSULTANT',
    operations: [
      PROVIDED_LIST,
      {
        name: 'ProvidedDetail',
        query: `query ProvidedDetail($id: ID!) { providedConsultancy(id: $id) { ${PROVIDED_ROW} } }`,
        variables: (previous) => ({ id: pick(previous[1], 'providedConsultancies.items.0.id') }),
      },
    ],
  },
  {
    domain: 'provided',
    name: 'requests-list',
    description: "A consultant reads the farmers' pending requests.",
    role: 'CONSULTANT',
    operations: [
      {
        name: 'RequestList',
        query: `query RequestList($page: Int) { consultancyRequests(page: $page) { ${PAGE} items { ${PROVIDED_ROW} } } }`,
        variables: { page: 1 },
      },
    ],
  },
  {
    domain: 'farmers',
    name: 'select-and-search',
    description: "The farmer picker: the consultant's farmers, then a search by the first one's first name.",
    role: 'CONSULTANT',
    operations: [
      {
        name: 'FarmerList',
        query: `query FarmerList($name: String, $page: Int) { farmers(name: $name, page: $page) {
          ${PAGE} items { id name email phoneNumber createdByMe } } }`,
        variables: { page: 1 },
      },
      {
        name: 'FarmerSearch',
        query: `query FarmerSearch($name: String, $page: Int) { farmers(name: $name, page: $page) {
          ${PAGE} items { id name email phoneNumber createdByMe } } }`,
        variables: (previous) => ({ name: String(pick(previous[1], 'farmers.items.0.name')).split(' ')[0], page: 1 }),
      },
    ],
  },
  {
    domain: 'schedule',
    name: 'calendar-and-activities',
    description: "A consultant's calendar for a month and the activities list.",
    role: 'CONSULTANT',
    operations: [
      {
        name: 'CalendarWorks',
        query: `query CalendarWorks($from: Date!, $to: Date!) { works(from: $from, to: $to) { ${WORK_FIELDS} } }`,
        variables: { from: '2026-05-01', to: '2026-05-31' },
      },
      {
        name: 'ActivityList',
        query: `query ActivityList($page: Int) { activities(page: $page) { ${PAGE} items { ${WORK_FIELDS} } } }`,
        variables: { page: 1 },
      },
    ],
  },
  {
    domain: 'trainings',
    name: 'list-and-detail',
    description: "A consultant's open trainings and the first one's detail.",
    role: 'CONSULTANT',
    operations: [
      {
        name: 'TrainingList',
        query: `query TrainingList($state: TrainingState!, $page: Int) { trainings(state: $state, page: $page) {
          ${PAGE} items { ${TRAINING_FIELDS} } } }`,
        variables: { state: 'PLANNED', page: 1 },
      },
      {
        name: 'TrainingDetail',
        query: `query TrainingDetail($id: ID!) { training(id: $id) { ${TRAINING_FIELDS} description specificInformation } }`,
        variables: (previous) => ({ id: pick(previous[1], 'trainings.items.0.id') }),
      },
    ],
  },
  {
    domain: 'finances',
    name: 'month-period',
    description: "A consultant's finances over the monthly period.",
    role: 'CONSULTANT',
    operations: [
      {
        name: 'Finance',
        query: `query Finance($period: FinancePeriod!) { finance(period: $period) { period bucket startDate endDate
          consultancy { __typename } training { __typename }
          totals { consultancy { total count average maximum minimum } training { total confirmed canceled } } } }`,
        variables: { period: 'MONTH' },
      },
    ],
  },
  {
    domain: 'master',
    name: 'users-statistics-adverts',
    description: 'The master reads the consultants list, the statistics and the active adverts.',
    role: 'MASTER',
    operations: [
      {
        name: 'Users',
        query: `query Users($kind: UserKind!, $page: Int) { users(kind: $kind, page: $page) {
          ${PAGE} items { id kind name pictureUrl city stateFrom } } }`,
        variables: { kind: 'CONSULTANT', page: 1 },
      },
      {
        name: 'Statistics',
        query: `query Statistics { masterStatistics { farmers companies consultants enterpriseConsultants
          devices { platform } consultanciesProvided enterpriseConsultanciesProvided trainings enterpriseTrainings
          monthTransactions earningsByMonth { month consultancy training } } }`,
      },
      {
        name: 'Adverts',
        query: `query Adverts($status: EntityStatus!, $page: Int) { adverts(status: $status, page: $page) {
          ${PAGE} items { id title message url status periodicity startDate endDate lastPush audience imageUrl } } }`,
        variables: { status: 'ACTIVE', page: 1 },
      },
    ],
  },
];

/** Where a scenario's cassette lives, relative to the repository root. */
export const cassettePath = (scenario: Pick<Scenario, 'domain' | 'name'>) =>
  `cassettes/${scenario.domain}/${scenario.name}.json`;
