import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProvidedConsultancyModel } from '../graphql/provided/models';
import type { WorkModel } from '../graphql/schedule/models';
import type { FarmerModel } from '../graphql/farmers/models';
import type { ReportModel } from '../graphql/reports/models';
import type { FieldActivityModel } from '../graphql/recommendations/mapping';
import type { RequestContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO-8601 calendar date, yyyy-MM-dd. */
  Date: { input: string; output: string; }
  /** ISO-8601 date-time string. */
  DateTime: { input: string; output: string; }
  /** Any JSON value (a GeoJSON geometry, say); the field's own rules check its shape. */
  JSON: { input: unknown; output: unknown; }
};

export type ActionResult = {
  __typename?: 'ActionResult';
  /** The specification's success text for the action. */
  message: Scalars['String']['output'];
};

export type ActivityInput = {
  day: Scalars['Date']['input'];
  /** HH:mm */
  endWork: Scalars['String']['input'];
  farmerId: Scalars['ID']['input'];
  format: WorkFormat;
  price?: InputMaybe<Scalars['Float']['input']>;
  providedConsultancyId: Scalars['ID']['input'];
  sectorIds: Array<Scalars['ID']['input']>;
  /** HH:mm */
  startWork: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** An address in the specification's shape (from the place search or the map). */
export type Address = {
  __typename?: 'Address';
  city?: Maybe<Scalars['String']['output']>;
  coords?: Maybe<Coords>;
  country?: Maybe<Scalars['String']['output']>;
  formattedAddress: Scalars['String']['output'];
  neighborhood?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  stateFrom?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  streetNumber?: Maybe<Scalars['String']['output']>;
};

export type AddressInput = {
  city: Scalars['String']['input'];
  coords: CoordsInput;
  country?: InputMaybe<Scalars['String']['input']>;
  formattedAddress: Scalars['String']['input'];
  neighborhood?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  stateFrom: Scalars['String']['input'];
  street?: InputMaybe<Scalars['String']['input']>;
  streetNumber?: InputMaybe<Scalars['String']['input']>;
};

export type Advert = {
  __typename?: 'Advert';
  audience: Array<AudienceRole>;
  /** yyyy-MM-dd */
  endDate: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  lastPush?: Maybe<Scalars['DateTime']['output']>;
  message: Scalars['String']['output'];
  /** Milliseconds between pushes; 0 = once. */
  periodicity: Scalars['Float']['output'];
  /** yyyy-MM-dd */
  startDate: Scalars['Date']['output'];
  status: EntityStatus;
  title: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type AdvertInput = {
  audience: Array<AudienceRole>;
  endDate: Scalars['Date']['input'];
  message: Scalars['String']['input'];
  periodicity: Scalars['Float']['input'];
  startDate: Scalars['Date']['input'];
  status: EntityStatus;
  title: Scalars['String']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
};

export type AdvertPage = Page & {
  __typename?: 'AdvertPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Advert>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type AdvertResult = {
  __typename?: 'AdvertResult';
  advert: Advert;
  message: Scalars['String']['output'];
};

/** The analysis types of the filter (spec 001 §2.11). */
export type AnalysisType =
  | 'CRA'
  | 'NEMATODES'
  | 'PLANT_TISSUE'
  | 'SOIL';

export type Area = {
  __typename?: 'Area';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Hectares. */
  plotArea?: Maybe<Scalars['Float']['output']>;
  propertyId: Scalars['ID']['output'];
  /** How many sectors the area has. */
  sectorCount: Scalars['Int']['output'];
  /** Every sector of the area: a page of areas reads the sectors of all its areas in one upstream call. */
  sectors?: Maybe<Array<Sector>>;
};

export type AreaInput = {
  name: Scalars['String']['input'];
  propertyId: Scalars['ID']['input'];
};

export type AreaPage = Page & {
  __typename?: 'AreaPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Area>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type AreaResult = {
  __typename?: 'AreaResult';
  area: Area;
  message: Scalars['String']['output'];
};

/** Who an advert or notification reaches. */
export type AudienceRole =
  | 'CONSULTANT'
  | 'ENTERPRISE'
  | 'ENTERPRISE_CONSULTANT'
  | 'USER';

export type ClientConfig = {
  __typename?: 'ClientConfig';
  googleClientId?: Maybe<Scalars['String']['output']>;
  supportChatUrl: Scalars['String']['output'];
  supportPhone: Scalars['String']['output'];
  tileAttribution?: Maybe<Scalars['String']['output']>;
  tileUrl?: Maybe<Scalars['String']['output']>;
};

export type CompanyConsultant = {
  __typename?: 'CompanyConsultant';
  address?: Maybe<Address>;
  birthDate?: Maybe<Scalars['Date']['output']>;
  /** CPF or CNPJ, digits. */
  cpf?: Maybe<Scalars['String']['output']>;
  /** Registration date. */
  createdAt: Scalars['DateTime']['output'];
  /** Deleted (soft): no more sign-in; past work still names them. */
  deleted: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** E.164, '+55…'. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  photoUrl?: Maybe<Scalars['String']['output']>;
  /** Sanitized HTML. */
  professionalResume?: Maybe<Scalars['String']['output']>;
};

export type CompanyConsultantCreateInput = {
  address?: InputMaybe<AddressInput>;
  /** yyyy-MM-dd */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  /** CPF or CNPJ, masked or digits. */
  cpf?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** One consultant's month on the company home (issue 16). */
export type CompanyConsultantMonth = {
  __typename?: 'CompanyConsultantMonth';
  consultant: WorkConsultant;
  /** COMPLETED works of the month. */
  done: Scalars['Int']['output'];
  /** PLANNED, REQUESTED and IN-PROGRESS works of the month. */
  planned: Scalars['Int']['output'];
  /** priceCalculated of the month's COMPLETED works. */
  revenue: Scalars['Float']['output'];
};

export type CompanyConsultantPage = Page & {
  __typename?: 'CompanyConsultantPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<CompanyConsultant>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type CompanyConsultantResult = {
  __typename?: 'CompanyConsultantResult';
  consultant: CompanyConsultant;
  message: Scalars['String']['output'];
};

export type CompanyConsultantUpdateInput = {
  address?: InputMaybe<AddressInput>;
  /** yyyy-MM-dd */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  cpf?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** E.164, '+55…'. */
  phoneNumber: Scalars['String']['input'];
};

/** The company home (issue 16; spec 002 does not show it): the month across every consultant of the company. */
export type CompanyDashboard = {
  __typename?: 'CompanyDashboard';
  /** Provided consultancies PLANNED or IN-PROGRESS (every consultant's). */
  activeConsultancies: Scalars['Int']['output'];
  /** The next works of every consultant (today to +60 days, REJECTED and CANCELED hidden), up to 6, with who does them. */
  agenda: Array<Work>;
  /** Each consultant with works in the month, by name. */
  consultants: Array<CompanyConsultantMonth>;
  /** COMPLETED works of the month, every consultant. */
  jobs: Scalars['Int']['output'];
  /** yyyy-MM of the figures (São Paulo time). */
  month: Scalars['String']['output'];
  /** Consultancy requests waiting for an answer. */
  pendingRequests: Scalars['Int']['output'];
  /** priceCalculated of the month's COMPLETED works of every consultant + profit of the company's trainings of the month held by now. */
  revenue: Scalars['Float']['output'];
  /** The company's trainings of the month held by now. */
  trainings: Scalars['Int']['output'];
};

export type CompanyRef = {
  __typename?: 'CompanyRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CompanyRegistrationInput = {
  address: AddressInput;
  cnpj: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type ConsultancyFormat =
  | 'BOTH'
  | 'IN_PERSON'
  | 'ONLINE';

export type ConsultancyProfitPoint = {
  __typename?: 'ConsultancyProfitPoint';
  /** Of the fixed prices of the bucket's PLANNED, IN-PROGRESS and COMPLETED provided consultancies; 0 when none. */
  average: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
  /** Last day of the bucket inside the range. */
  end: Scalars['Date']['output'];
  /** Axis text in pt-BR: '03/02' (day), 'sem. de 03/02' (week), 'fev/2026' (month) or '2026' (year). */
  label: Scalars['String']['output'];
  maximum: Scalars['Float']['output'];
  minimum: Scalars['Float']['output'];
  /** First day of the bucket inside the range. */
  start: Scalars['Date']['output'];
};

/** The whole range's provided consultancies that count as profit (PLANNED, IN-PROGRESS, COMPLETED). */
export type ConsultancyProfitTotals = {
  __typename?: 'ConsultancyProfitTotals';
  /** Null when count is 0. */
  average?: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
  /** The largest fixed price; null when count is 0. */
  maximum?: Maybe<Scalars['Float']['output']>;
  /** The smallest fixed price; null when count is 0. */
  minimum?: Maybe<Scalars['Float']['output']>;
  /** Sum of their fixed prices. */
  total: Scalars['Float']['output'];
};

export type ConsultantDashboard = {
  __typename?: 'ConsultantDashboard';
  /** Up to 4 upcoming works over the next 60 days (REJECTED and CANCELED hidden). */
  agenda: Array<Work>;
  /** COMPLETED works of the month. */
  jobs: Scalars['Int']['output'];
  /** yyyy-MM of the cards (São Paulo time). */
  month: Scalars['String']['output'];
  /** Provided consultancies whose start date is in the month (a company consultant: PLANNED or IN-PROGRESS ones). */
  providedConsultancies: Scalars['Int']['output'];
  /** priceCalculated of the month's COMPLETED works + profit of the month's trainings dated up to now. */
  revenue: Scalars['Float']['output'];
  /** Trainings of the month dated up to now (a company consultant: the company's they give). */
  trainings: Scalars['Int']['output'];
};

export type ConsultantProfile = Profile & {
  __typename?: 'ConsultantProfile';
  address?: Maybe<Address>;
  birthDate?: Maybe<Scalars['Date']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Plan>;
  /** Sanitized HTML. */
  professionalResume?: Maybe<Scalars['String']['output']>;
  role: Role;
};

export type ConsultantRegistrationInput = {
  address: AddressInput;
  cpf: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/**
 * Who delivers a consultancy, as the provided consultancy's payload carries it (spec 002 §3 `consultant`):
 * the company's 'Consultor' column and card, without another call.
 */
export type ConsultantSummary = {
  __typename?: 'ConsultantSummary';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  pictureUrl?: Maybe<Scalars['String']['output']>;
};

export type Coords = {
  __typename?: 'Coords';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

export type CoordsInput = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};

/** A harvest's cost categories (spec 001 §9): Mão de obra, Produção, Equipamentos, Outros. */
export type CostCategory =
  | 'EQUIPMENT'
  | 'LABOR'
  | 'OTHER'
  | 'PRODUCTION';

export type Culture = {
  __typename?: 'Culture';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CulturePage = Page & {
  __typename?: 'CulturePage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Culture>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type CultureResult = {
  __typename?: 'CultureResult';
  culture: Culture;
  message: Scalars['String']['output'];
};

export type DeviceCount = {
  __typename?: 'DeviceCount';
  count: Scalars['Int']['output'];
  /** 'Android' or 'iOS'. */
  platform: Scalars['String']['output'];
};

export type EmailChangeInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type EnterpriseConsultantProfile = Profile & {
  __typename?: 'EnterpriseConsultantProfile';
  address?: Maybe<Address>;
  birthDate?: Maybe<Scalars['Date']['output']>;
  company?: Maybe<CompanyRef>;
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Plan>;
  /** Sanitized HTML. */
  professionalResume?: Maybe<Scalars['String']['output']>;
  role: Role;
};

export type EnterpriseProfile = Profile & {
  __typename?: 'EnterpriseProfile';
  address?: Maybe<Address>;
  cnpj?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Plan>;
  role: Role;
};

export type EntityStatus =
  | 'ACTIVE'
  | 'INACTIVE'
  | 'WAITING';

/** A record named by another: its id and name (a harvest's property and sectors, a field activity's). */
export type FarmRecordRef = {
  __typename?: 'FarmRecordRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Farmer = {
  __typename?: 'Farmer';
  address?: Maybe<Address>;
  birthDate?: Maybe<Scalars['Date']['output']>;
  /** The farmer hub's 'Visitas técnicas': the caller's COMPLETED works with this farmer (one upstream call). */
  completedVisitCount: Scalars['Int']['output'];
  /** True when the signed-in consultant registered this farmer (edit rights, spec 001 §6). */
  createdByMe: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** How many monitorings the farmer's provided consultancies have (the hub's 'Monitoramentos' tile): one call. */
  monitoringCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  /** How many properties the farmer has (the provider's `properties` ids; no call per row). */
  propertyCount: Scalars['Int']['output'];
};

/** 'Novo Agricultor' (spec 001 §5 "Farmer"; the BFF applies the shared form schema). */
export type FarmerCreateInput = {
  address: AddressInput;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
  phoneNumber: Scalars['String']['input'];
};

export type FarmerPage = Page & {
  __typename?: 'FarmerPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Farmer>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type FarmerProfile = Profile & {
  __typename?: 'FarmerProfile';
  address?: Maybe<Address>;
  birthDate?: Maybe<Scalars['Date']['output']>;
  cpf?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Plan>;
  role: Role;
};

export type FarmerRegistrationInput = {
  address: AddressInput;
  cpf: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
  phoneNumber: Scalars['String']['input'];
};

export type FarmerResult = {
  __typename?: 'FarmerResult';
  farmer: Farmer;
  message: Scalars['String']['output'];
};

/** 'Editar Agricultor'. */
export type FarmerUpdateInput = {
  address: AddressInput;
  birthDate?: InputMaybe<Scalars['Date']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};

export type FeeType =
  | 'AGREED_PRICE'
  | 'PER_HECTARE'
  | 'PER_TECHNICAL_HOUR'
  | 'PER_VISIT';

export type FieldActivity = {
  __typename?: 'FieldActivity';
  activityType: FieldActivityType;
  completionDate?: Maybe<Scalars['Date']['output']>;
  costs: Array<FieldActivityCost>;
  /** True when the area owner recommended it: only its creator edits it (spec 001 §6). */
  createdByMe: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  endDate: Scalars['Date']['output'];
  farmerId: Scalars['ID']['output'];
  /** The farmer's name (batched), for the calendar and the detail. */
  farmerName?: Maybe<Scalars['String']['output']>;
  /** The harvest it belongs to (batched per farmer); null when it has none or the provider no longer has it. */
  harvest?: Maybe<Harvest>;
  harvestId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  /** The title ('Digite o título'). */
  name: Scalars['String']['output'];
  /** The next days it happens from today (São Paulo) within its period, at most `count` (1 to 50). */
  nextOccurrences: Array<Scalars['Date']['output']>;
  products: Array<FieldActivityProduct>;
  property: FarmRecordRef;
  /** Milliseconds between repetitions; 0 = once. */
  recurrence: Scalars['Float']['output'];
  /** The recurrence the milliseconds stand for (an unknown value reads as the nearest one). */
  recurrenceKind: RecommendationRecurrence;
  /** The RFC 5545 rule of a recurring recommendation (RRULE:FREQ=WEEKLY;…), null when it happens once. */
  recurrenceRule?: Maybe<Scalars['String']['output']>;
  sectors: Array<FarmRecordRef>;
  startDate: Scalars['Date']['output'];
  status: FieldActivityStatus;
  totalCost: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
};


export type FieldActivityNextOccurrencesArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
};

export type FieldActivityCost = {
  __typename?: 'FieldActivityCost';
  category: CostCategory;
  /** BRL. */
  cost: Scalars['Float']['output'];
  tag: Scalars['String']['output'];
};

export type FieldActivityCostInput = {
  category: CostCategory;
  /** BRL. */
  cost: Scalars['Float']['input'];
  tag: Scalars['String']['input'];
};

export type FieldActivityPage = Page & {
  __typename?: 'FieldActivityPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<FieldActivity>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A product the recommendation applies: its name and dose (quantity per unit, e.g. 2,5 kg/ha). */
export type FieldActivityProduct = {
  __typename?: 'FieldActivityProduct';
  name: Scalars['String']['output'];
  quantity: Scalars['Float']['output'];
  unit: Scalars['String']['output'];
};

export type FieldActivityProductInput = {
  name: Scalars['String']['input'];
  quantity: Scalars['Float']['input'];
  unit: Scalars['String']['input'];
};

/** A field activity's status (spec 001 §4: default PLANNED; labels and colours in FIELD_ACTIVITY_STATUS). */
export type FieldActivityStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'LATE'
  | 'PLANNED';

/** A field activity's category: Aplicação, Plantio, Manejo, Colheita, Customizado. */
export type FieldActivityType =
  | 'APPLICATION'
  | 'CUSTOM'
  | 'HARVEST'
  | 'MANAGEMENT'
  | 'PLANTING';

export type Finance = {
  __typename?: 'Finance';
  bucket: FinanceBucket;
  /** One point per bucket of the range, zero when nothing happened. */
  consultancy: Array<ConsultancyProfitPoint>;
  endDate: Scalars['Date']['output'];
  period: FinancePeriod;
  startDate: Scalars['Date']['output'];
  totals: FinanceTotals;
  training: Array<TrainingProfitPoint>;
};

/**
 * How long one chart point is. MONTH and YEAR periods use MONTH and YEAR buckets; a CUSTOM range picks by its
 * length in days, first and last included (docs/architecture-notes.md item 13): up to 31 DAY, up to 186 WEEK (six
 * months), up to 1097 MONTH (three years), beyond YEAR. Weeks run Monday to Sunday. Every bucket is clipped to the range.
 */
export type FinanceBucket =
  | 'DAY'
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

export type FinancePeriod =
  /** Customizado: the dialog's range, default the last 60 days, in buckets that fit its length (FinanceBucket). */
  | 'CUSTOM'
  /** Mensal: monthly buckets over the last 6 months. */
  | 'MONTH'
  /** Anual: yearly buckets over the last 5 years. */
  | 'YEAR';

/** Sums of the whole range, from the same provider rows as the points. */
export type FinanceTotals = {
  __typename?: 'FinanceTotals';
  consultancy: ConsultancyProfitTotals;
  training: TrainingProfitTotals;
};

export type GoogleSignInInput = {
  /** Google's OAuth access token (opaque, up to a few KB). */
  accessToken: Scalars['String']['input'];
  accountType: LoginAccountType;
};

/**
 * A harvest of one culture on one property. The card's label is built from its parts:
 * 'Safra de {cultureName} {year} - dd/MM a dd/MM' (startDate, endDate).
 */
export type Harvest = {
  __typename?: 'Harvest';
  /** The four categories, always in the order LABOR, PRODUCTION, EQUIPMENT, OTHER. */
  costs: Array<HarvestCategoryCost>;
  cultureName: Scalars['String']['output'];
  endDate: Scalars['Date']['output'];
  estimatedTotal: Scalars['Float']['output'];
  farmerId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  property: FarmRecordRef;
  /** Real field-activity costs per tag, largest first. */
  realCostsByTag: Array<HarvestTagCost>;
  realTotal: Scalars['Float']['output'];
  sectors: Array<FarmRecordRef>;
  startDate: Scalars['Date']['output'];
  /** The year the harvest starts in. */
  year: Scalars['Int']['output'];
};

/** One cost category of a harvest: what was estimated and what its field activities really cost (BRL). */
export type HarvestCategoryCost = {
  __typename?: 'HarvestCategoryCost';
  category: CostCategory;
  estimated: Scalars['Float']['output'];
  real: Scalars['Float']['output'];
};

export type HarvestPage = Page & {
  __typename?: 'HarvestPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Harvest>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The real cost of a harvest's field activities under one tag ('Adubação', 'Combustível', …), BRL. */
export type HarvestTagCost = {
  __typename?: 'HarvestTagCost';
  tag: Scalars['String']['output'];
  total: Scalars['Float']['output'];
};

/** A product in a farmer's stock. */
export type InventoryItem = {
  __typename?: 'InventoryItem';
  /** The balance: the signed sum of the item's movements. */
  availableQuantity: Scalars['Float']['output'];
  farmerId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** The product's name as the farmer wrote it ('Ureia 45% N'). */
  product: Scalars['String']['output'];
  /** Unit of measurement as the provider writes it: kg, L, sc, t, un… */
  unit: Scalars['String']['output'];
};

export type InventoryItemPage = Page & {
  __typename?: 'InventoryItemPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<InventoryItem>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** One entry (positive quantity) or exit (negative) of an inventory item. */
export type InventoryMovement = {
  __typename?: 'InventoryMovement';
  date: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Signed, in the item's unit. */
  quantity: Scalars['Float']['output'];
};

export type InventoryMovementPage = Page & {
  __typename?: 'InventoryMovementPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<InventoryMovement>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type LabAnalysis = {
  __typename?: 'LabAnalysis';
  createdAt: Scalars['DateTime']['output'];
  /** The day of the analysis. */
  date: Scalars['Date']['output'];
  /** The name the file was uploaded with, when the provider kept it. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** application/pdf, image/png or image/jpeg (from the provider, else from the file's extension). */
  fileType?: Maybe<Scalars['String']['output']>;
  /** Where the browser opens the file (/files/uploads/…), inline for PDF, PNG and JPEG. */
  fileUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  propertyId?: Maybe<Scalars['ID']['output']>;
  /** The property's name; null when it is not known or could not be loaded (the error says which). */
  propertyName?: Maybe<Scalars['String']['output']>;
};

export type LabAnalysisPage = Page & {
  __typename?: 'LabAnalysisPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<LabAnalysis>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** One analysis a lab offers. */
export type LabOffer = {
  __typename?: 'LabOffer';
  /** The lab's own name for it. */
  name: Scalars['String']['output'];
  /** BRL. */
  price: Scalars['Float']['output'];
  /** Days until the report, when the lab says. */
  turnaroundDays?: Maybe<Scalars['Int']['output']>;
  type: AnalysisType;
};

/** A lab record of the area owner ('minhas análises'). */
export type LabOrder = {
  __typename?: 'LabOrder';
  date: Scalars['Date']['output'];
  farmerId: Scalars['ID']['output'];
  farmerName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  laboratoryId: Scalars['ID']['output'];
  laboratoryName: Scalars['String']['output'];
  /** BRL, the lab's price when scheduled. */
  price?: Maybe<Scalars['Float']['output']>;
  propertyName?: Maybe<Scalars['String']['output']>;
  status: LabOrderStatus;
  type: AnalysisType;
};

export type LabOrderInput = {
  analysisType: AnalysisType;
  /** yyyy-MM-dd, from today up to 12 months ahead. */
  date: Scalars['Date']['input'];
  farmerId: Scalars['ID']['input'];
  laboratoryId: Scalars['ID']['input'];
  propertyId?: InputMaybe<Scalars['ID']['input']>;
};

export type LabOrderPage = Page & {
  __typename?: 'LabOrderPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<LabOrder>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type LabOrderStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'IN_ANALYSIS'
  | 'SAMPLE_SENT'
  | 'SCHEDULED';

export type Laboratory = {
  __typename?: 'Laboratory';
  address: Address;
  analyses: Array<LabOffer>;
  /** The lab is associated with the area owner. */
  associated: Scalars['Boolean']['output'];
  /** Kilometres from the area owner's address, when known. */
  distanceKm?: Maybe<Scalars['Float']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** The lab's web site (absolute http(s) URL), or null. */
  site?: Maybe<Scalars['String']['output']>;
};

export type LaboratoryPage = Page & {
  __typename?: 'LaboratoryPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Laboratory>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type LoginAccountType =
  /** Independent consultants. */
  | 'CONSULTANT'
  /** Companies and their consultants (one auth family). */
  | 'ENTERPRISE'
  /** Only from the hidden /login/master/:code route. */
  | 'MASTER';

export type MasterProfile = Profile & {
  __typename?: 'MasterProfile';
  address?: Maybe<Address>;
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Plan>;
  role: Role;
};

export type MasterStatistics = {
  __typename?: 'MasterStatistics';
  companies: Scalars['Int']['output'];
  /** Provided by independent consultants. */
  consultanciesProvided: Scalars['Int']['output'];
  consultants: Scalars['Int']['output'];
  devices: Array<DeviceCount>;
  /** Revenue per service over the last six months, oldest first. */
  earningsByMonth: Array<MonthlyEarnings>;
  /** Provided by companies' consultants. */
  enterpriseConsultanciesProvided: Scalars['Int']['output'];
  enterpriseConsultants: Scalars['Int']['output'];
  enterpriseTrainings: Scalars['Int']['output'];
  farmers: Scalars['Int']['output'];
  /** BRL moved on the platform in the current month (consultancies + trainings). */
  monthTransactions: Scalars['Float']['output'];
  trainings: Scalars['Int']['output'];
};

export type Monitoring = {
  __typename?: 'Monitoring';
  /** True when the caller may add posts (the consultancy's own consultant, not a master's visit). */
  canWrite: Scalars['Boolean']['output'];
  consultancyProvidedId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The last change: the newest post, else the last update. */
  lastUpdate: Scalars['DateTime']['output'];
  postCount: Scalars['Int']['output'];
  /** The progress posts, newest first. */
  posts: Array<MonitoringPost>;
  /** The sectors monitored, id and name. */
  sectors: Array<FarmRecordRef>;
  status: MonitoringStatus;
  title: Scalars['String']['output'];
};

export type MonitoringInput = {
  consultancyProvidedId: Scalars['ID']['input'];
  description: Scalars['String']['input'];
  sectorIds: Array<Scalars['ID']['input']>;
  status: MonitoringStatus;
  title: Scalars['String']['input'];
};

export type MonitoringPage = Page & {
  __typename?: 'MonitoringPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Monitoring>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** One progress post of the 'Andamento' timeline. */
export type MonitoringPost = {
  __typename?: 'MonitoringPost';
  /** When it was posted. */
  date: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** The name the file was uploaded with, when the provider kept it. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** application/pdf, image/png or image/jpeg. */
  fileType?: Maybe<Scalars['String']['output']>;
  /** Where the browser opens the file (/files/uploads/…), inline for PDF, PNG and JPEG. */
  fileUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Who posted it. */
  sendByName: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type MonitoringResult = {
  __typename?: 'MonitoringResult';
  message: Scalars['String']['output'];
  monitoring: Monitoring;
};

/** The shared status list of a monitoring (the provided consultancy's edit statuses), labels in pt-BR by the web. */
export type MonitoringStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'PLANNED';

export type MonthlyEarnings = {
  __typename?: 'MonthlyEarnings';
  consultancy: Scalars['Float']['output'];
  /** yyyy-MM */
  month: Scalars['String']['output'];
  training: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Aceitar (accept: true → PLANNED) or Recusar (accept: false → REJECTED): the consultant's, or the company's. */
  answerConsultancyRequest: ProvidedConsultancyResult;
  /**
   * Only PLANNED and REQUESTED works (BAD_REQUEST otherwise). A company and its consultants have no cancel (spec 001 §6,
   * issue 16): FORBIDDEN, nothing sent.
   */
  cancelActivity: WorkResult;
  changePassword: ActionResult;
  /** Remove the current plan, then insert the chosen one (__std or __freetrial). */
  changeUserPlan: PermissionResult;
  confirmAccount: ActionResult;
  confirmEmailUpdate: ActionResult;
  createAdvert: AdvertResult;
  createArea: AreaResult;
  createCompanyConsultant: CompanyConsultantResult;
  createCulture: CultureResult;
  /** Registers a farmer created by the caller; 409 'Conflito: celular ou email já cadastrado(s)'. */
  createFarmer: FarmerResult;
  /** 'Criar Monitoramento': CONFLICT 'Já existe monitoramento com os mesmos dados' when one with the same data exists. */
  createMonitoring: MonitoringResult;
  createOfferedConsultancy: OfferedConsultancyResult;
  createProperty: PropertyResult;
  createProvidedConsultancy: ProvidedConsultancyResult;
  createPushNotification: PushNotificationResult;
  /** 'Recomendação criada com sucesso!'; on any farmer the caller serves or registered (NOT_FOUND for one they do not see). */
  createRecommendation: RecommendationResult;
  createReport: ReportResult;
  createSectors: SectorsResult;
  createTraining: TrainingResult;
  createWorkSchedule: WorkScheduleResult;
  /** Typed phrase 'Quero excluir a minha conta'. Refused for MASTER and ENTERPRISE_CONSULTANT. */
  deleteAccount: ActionResult;
  /** Removes the area with its sectors. */
  deleteArea: ActionResult;
  deleteCompanyConsultant: ActionResult;
  deleteOfferedConsultancy: ActionResult;
  /** Removes the property with its areas and sectors. */
  deleteProperty: ActionResult;
  deleteProvidedConsultancy: ActionResult;
  deletePushNotification: ActionResult;
  deleteReport: ReportDeleted;
  deleteReportItem: ReportResult;
  deleteSector: ActionResult;
  deleteTraining: ActionResult;
  /** 'Inserir parecer técnico': only while the report has none (spec 001 §4). */
  insertTechnicalAdvice: ReportResult;
  /** No-op that lets the root type exist before domain files extend it. */
  ping: Scalars['Boolean']['output'];
  registerCompany: RegistrationResult;
  registerConsultant: RegistrationResult;
  registerFarmer: RegistrationResult;
  removeProfilePicture: Profile;
  removeReportItemPhoto: ReportResult;
  requestEmailChange: ActionResult;
  requestPasswordRecovery: ActionResult;
  resendVerification: ActionResult;
  /** In the viewer's own provided consultancy, inside their work schedule. */
  scheduleActivity: WorkResult;
  /** 'Agendar análise': a new lab record, SCHEDULED. */
  scheduleLabAnalysis: ScheduleLabAnalysisResult;
  /** Activate, pause (WAITING) or deactivate an advert. */
  setAdvertStatus: AdvertResult;
  /**
   * Sets (a GeoJSON Polygon or MultiPolygon inside Brazil) or clears (null) a property's boundary. Only the
   * consultant who registered the property's farmer may (FORBIDDEN otherwise); an invisible property is NOT_FOUND.
   */
  setPropertyBoundary: Property;
  signIn: SignInResult;
  signInWithGoogle: SignInResult;
  signOut: ActionResult;
  signUp: ActionResult;
  updateAdvert: AdvertResult;
  updateArea: AreaResult;
  updateCompanyConsultant: CompanyConsultantResult;
  /** Only the farmer's creator edits them (FORBIDDEN otherwise; NOT_FOUND when not visible). */
  updateFarmer: FarmerResult;
  updateOfferedConsultancy: OfferedConsultancyResult;
  updateProfessionalResume: Profile;
  updateProfile: Profile;
  updateProperty: PropertyResult;
  updateProvidedConsultancy: ProvidedConsultancyResult;
  updatePushNotification: PushNotificationResult;
  /** Only its creator edits a recommendation (spec 001 §6): FORBIDDEN with nothing sent otherwise. */
  updateRecommendation: RecommendationResult;
  /** 'Editar' (title, description) and the consultant's edit of the technical opinion. */
  updateReport: ReportResult;
  updateReportItem: ReportResult;
  updateSector: SectorResult;
  updateTraining: TrainingResult;
  /** Edit another user's profile from its master detail page. */
  updateUserProfile: Profile;
  updateWorkSchedule: WorkScheduleResult;
};


export type MutationAnswerConsultancyRequestArgs = {
  accept: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationCancelActivityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: PasswordChangeInput;
};


export type MutationChangeUserPlanArgs = {
  id: Scalars['ID']['input'];
  plan: Scalars['String']['input'];
};


export type MutationConfirmAccountArgs = {
  role: Role;
  token: Scalars['String']['input'];
};


export type MutationConfirmEmailUpdateArgs = {
  role: Role;
  token: Scalars['String']['input'];
};


export type MutationCreateAdvertArgs = {
  input: AdvertInput;
};


export type MutationCreateAreaArgs = {
  input: AreaInput;
};


export type MutationCreateCompanyConsultantArgs = {
  input: CompanyConsultantCreateInput;
};


export type MutationCreateCultureArgs = {
  farmerId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationCreateFarmerArgs = {
  input: FarmerCreateInput;
};


export type MutationCreateMonitoringArgs = {
  input: MonitoringInput;
};


export type MutationCreateOfferedConsultancyArgs = {
  input: OfferedConsultancyInput;
};


export type MutationCreatePropertyArgs = {
  farmerId: Scalars['ID']['input'];
  input: PropertyInput;
};


export type MutationCreateProvidedConsultancyArgs = {
  input: ProvidedConsultancyInput;
};


export type MutationCreatePushNotificationArgs = {
  input: PushNotificationInput;
};


export type MutationCreateRecommendationArgs = {
  input: RecommendationInput;
};


export type MutationCreateReportArgs = {
  input: ReportInput;
};


export type MutationCreateSectorsArgs = {
  input: SectorsInput;
};


export type MutationCreateTrainingArgs = {
  input: TrainingInput;
};


export type MutationCreateWorkScheduleArgs = {
  input: WorkScheduleInput;
};


export type MutationDeleteAccountArgs = {
  phrase: Scalars['String']['input'];
};


export type MutationDeleteAreaArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCompanyConsultantArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOfferedConsultancyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePropertyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProvidedConsultancyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePushNotificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteReportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteReportItemArgs = {
  index: Scalars['Int']['input'];
  reportId: Scalars['ID']['input'];
};


export type MutationDeleteSectorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTrainingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationInsertTechnicalAdviceArgs = {
  id: Scalars['ID']['input'];
  technicalAdvice: Scalars['String']['input'];
};


export type MutationRegisterCompanyArgs = {
  input: CompanyRegistrationInput;
};


export type MutationRegisterConsultantArgs = {
  input: ConsultantRegistrationInput;
};


export type MutationRegisterFarmerArgs = {
  input: FarmerRegistrationInput;
};


export type MutationRemoveReportItemPhotoArgs = {
  index: Scalars['Int']['input'];
  reportId: Scalars['ID']['input'];
};


export type MutationRequestEmailChangeArgs = {
  input: EmailChangeInput;
};


export type MutationRequestPasswordRecoveryArgs = {
  input: RecoveryInput;
};


export type MutationResendVerificationArgs = {
  input: RecoveryInput;
};


export type MutationScheduleActivityArgs = {
  input: ActivityInput;
};


export type MutationScheduleLabAnalysisArgs = {
  input: LabOrderInput;
};


export type MutationSetAdvertStatusArgs = {
  id: Scalars['ID']['input'];
  status: EntityStatus;
};


export type MutationSetPropertyBoundaryArgs = {
  boundary?: InputMaybe<Scalars['JSON']['input']>;
  propertyId: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSignInWithGoogleArgs = {
  input: GoogleSignInInput;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationUpdateAdvertArgs = {
  id: Scalars['ID']['input'];
  input: AdvertInput;
};


export type MutationUpdateAreaArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationUpdateCompanyConsultantArgs = {
  id: Scalars['ID']['input'];
  input: CompanyConsultantUpdateInput;
};


export type MutationUpdateFarmerArgs = {
  id: Scalars['ID']['input'];
  input: FarmerUpdateInput;
};


export type MutationUpdateOfferedConsultancyArgs = {
  id: Scalars['ID']['input'];
  input: OfferedConsultancyInput;
};


export type MutationUpdateProfessionalResumeArgs = {
  html: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  input: ProfileUpdateInput;
};


export type MutationUpdatePropertyArgs = {
  id: Scalars['ID']['input'];
  input: PropertyInput;
};


export type MutationUpdateProvidedConsultancyArgs = {
  id: Scalars['ID']['input'];
  input: ProvidedConsultancyInput;
};


export type MutationUpdatePushNotificationArgs = {
  id: Scalars['ID']['input'];
  input: PushNotificationInput;
};


export type MutationUpdateRecommendationArgs = {
  id: Scalars['ID']['input'];
  input: RecommendationInput;
};


export type MutationUpdateReportArgs = {
  id: Scalars['ID']['input'];
  input: ReportUpdateInput;
};


export type MutationUpdateReportItemArgs = {
  index: Scalars['Int']['input'];
  input: ReportItemInput;
  reportId: Scalars['ID']['input'];
};


export type MutationUpdateSectorArgs = {
  id: Scalars['ID']['input'];
  input: SectorInput;
};


export type MutationUpdateTrainingArgs = {
  id: Scalars['ID']['input'];
  input: TrainingInput;
};


export type MutationUpdateUserProfileArgs = {
  id: Scalars['ID']['input'];
  input: UserProfileUpdateInput;
};


export type MutationUpdateWorkScheduleArgs = {
  input: WorkScheduleInput;
};

export type OfferedConsultancy = {
  __typename?: 'OfferedConsultancy';
  /** True when the price is 'A combinar'. */
  agreedPrice: Scalars['Boolean']['output'];
  /** Current client count (get-clients). */
  clientCount: Scalars['Int']['output'];
  /** Sanitized HTML. */
  content: Scalars['String']['output'];
  cultures: Array<Scalars['String']['output']>;
  format: ConsultancyFormat;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  prices: Array<PriceLine>;
  regions: Array<Address>;
  summary?: Maybe<Scalars['String']['output']>;
};

export type OfferedConsultancyInput = {
  agreedPrice: Scalars['Boolean']['input'];
  /** Rich text (HTML). */
  content: Scalars['String']['input'];
  cultures: Array<Scalars['String']['input']>;
  format: ConsultancyFormat;
  name: Scalars['String']['input'];
  prices: Array<PriceLineInput>;
  regions: Array<AddressInput>;
  summary?: InputMaybe<Scalars['String']['input']>;
};

export type OfferedConsultancyPage = Page & {
  __typename?: 'OfferedConsultancyPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<OfferedConsultancy>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type OfferedConsultancyResult = {
  __typename?: 'OfferedConsultancyResult';
  message: Scalars['String']['output'];
  offer: OfferedConsultancy;
};

/** A page of a list: items of the page and whether more pages exist (pages start at 1). */
export type Page = {
  hasNextPage: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
};

export type Participant = {
  __typename?: 'Participant';
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type ParticipantPage = Page & {
  __typename?: 'ParticipantPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Participant>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ParticipantState =
  | 'CANCELED'
  | 'CONFIRMED'
  | 'PENDING';

export type PasswordChangeInput = {
  newPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type PermissionResult = {
  __typename?: 'PermissionResult';
  /** False when the user already held the chosen plan (nothing changed; the dialog just closes). */
  changed: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  profile: Profile;
};

/** A Brazilian place from the address search (offline gazetteer by default, or the configured geocoder). */
export type Place = {
  __typename?: 'Place';
  city: Scalars['String']['output'];
  coords: Coords;
  country: Scalars['String']['output'];
  formattedAddress: Scalars['String']['output'];
  ibgeCode?: Maybe<Scalars['String']['output']>;
  stateFrom: Scalars['String']['output'];
};

/** Plan shown on badges: marker is the last permission; badge and trial days follow spec 000 §4. */
export type Plan = {
  __typename?: 'Plan';
  badge: Scalars['String']['output'];
  marker?: Maybe<Scalars['String']['output']>;
  trialDaysLeft?: Maybe<Scalars['Int']['output']>;
};

export type PriceLine = {
  __typename?: 'PriceLine';
  /** Null for AGREED_PRICE ('A combinar'). */
  amount?: Maybe<Scalars['Float']['output']>;
  feeType: FeeType;
};

export type PriceLineInput = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  feeType: FeeType;
};

export type Profile = {
  address?: Maybe<Address>;
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Plan>;
  role: Role;
};

export type ProfileUpdateInput = {
  address: AddressInput;
  /** Consultant and enterprise consultant only. */
  birthDate?: InputMaybe<Scalars['Date']['input']>;
  name: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};

export type Property = {
  __typename?: 'Property';
  address?: Maybe<Address>;
  /** Every area of the property, by name (for the area pickers). */
  allAreas?: Maybe<Array<Area>>;
  /** How many areas the property has (the page shows '10+' from 10). */
  areaCount: Scalars['Int']['output'];
  /** A page of the property's areas, by name. */
  areas?: Maybe<AreaPage>;
  /** GeoJSON Polygon or MultiPolygon (WGS84, [longitude, latitude] positions), or null without a boundary. */
  boundary?: Maybe<Scalars['JSON']['output']>;
  /** The boundary's geodesic area in hectares (2 decimals), or null without a boundary. */
  boundaryAreaHa?: Maybe<Scalars['Float']['output']>;
  /** The owner (their createdByMe decides the write buttons). */
  farmer?: Maybe<Farmer>;
  farmerId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  pictureUrl?: Maybe<Scalars['String']['output']>;
  /** Hectares. */
  totalArea: Scalars['Float']['output'];
};


export type PropertyAreasArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};

export type PropertyInput = {
  address: AddressInput;
  name: Scalars['String']['input'];
  /** Hectares. */
  totalArea: Scalars['Float']['input'];
};

export type PropertyPage = Page & {
  __typename?: 'PropertyPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Property>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type PropertyResult = {
  __typename?: 'PropertyResult';
  message: Scalars['String']['output'];
  property: Property;
};

export type ProvidedConsultancy = {
  __typename?: 'ProvidedConsultancy';
  /**
   * Who delivers it (a company's consultant, or the independent consultant); null on a record the provider
   * answered without it.
   */
  consultant?: Maybe<ConsultantSummary>;
  createdAt: Scalars['DateTime']['output'];
  /** Null is shown as 'Não especificado'. */
  endDate?: Maybe<Scalars['Date']['output']>;
  /** The farmer, read from the farmers family: null, with an error at this path, when it could not be read. */
  farmer?: Maybe<Farmer>;
  farmerId: Scalars['ID']['output'];
  /** BRL. */
  fixedPrice: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** How many monitorings the consultancy has (a page of consultancies reads them in one upstream call). */
  monitoringCount: Scalars['Int']['output'];
  /**
   * The offer, read from its own family: null, with an error at this path, when the provider could not
   * answer it (the row still shows what loaded); an offer since deleted reads 'Consultoria excluída'.
   */
  offer?: Maybe<OfferedConsultancy>;
  /** The offer delivered (its name is the row's Tipo and the detail's title). */
  offerId: Scalars['ID']['output'];
  /** Null without a property, or, with an error at this path, when it could not be read. */
  property?: Maybe<Property>;
  /** How many recommendations (field activities) the consultancy's farmer has (one upstream call per farmer). */
  recommendationCount: Scalars['Int']['output'];
  /** How many reports this provided consultancy has (one upstream call). */
  reportCount: Scalars['Int']['output'];
  startDate: Scalars['Date']['output'];
  status: WorkStatus;
};

export type ProvidedConsultancyInput = {
  endDate?: InputMaybe<Scalars['Date']['input']>;
  farmerId: Scalars['ID']['input'];
  fixedPrice: Scalars['Float']['input'];
  offerId: Scalars['ID']['input'];
  propertyId: Scalars['ID']['input'];
  startDate: Scalars['Date']['input'];
  /** CANCELED is refused on create. */
  status: WorkStatus;
};

export type ProvidedConsultancyPage = Page & {
  __typename?: 'ProvidedConsultancyPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<ProvidedConsultancy>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ProvidedConsultancyResult = {
  __typename?: 'ProvidedConsultancyResult';
  message: Scalars['String']['output'];
  providedConsultancy: ProvidedConsultancy;
};

export type PushNotification = {
  __typename?: 'PushNotification';
  audience: Array<AudienceRole>;
  endDate: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  lastPush?: Maybe<Scalars['DateTime']['output']>;
  message: Scalars['String']['output'];
  periodicity: Scalars['Float']['output'];
  startDate: Scalars['Date']['output'];
  title: Scalars['String']['output'];
};

export type PushNotificationInput = {
  audience: Array<AudienceRole>;
  endDate: Scalars['Date']['input'];
  message: Scalars['String']['input'];
  periodicity: Scalars['Float']['input'];
  startDate: Scalars['Date']['input'];
  title: Scalars['String']['input'];
};

export type PushNotificationPage = Page & {
  __typename?: 'PushNotificationPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<PushNotification>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type PushNotificationResult = {
  __typename?: 'PushNotificationResult';
  message: Scalars['String']['output'];
  notification: PushNotification;
};

export type Query = {
  __typename?: 'Query';
  /** The paged list of /consultorias/prestadas/atividades; search matches the title or the consultancy. */
  activities: WorkPage;
  advert?: Maybe<Advert>;
  adverts: AdvertPage;
  /** The owner of the area being shown: the signed-in user, or the viewed user for a MASTER with viewAs. */
  areaOwner?: Maybe<Profile>;
  associatedLaboratories: LaboratoryPage;
  /** Public configuration the browser needs (Google client id, map tiles). */
  clientConfig: ClientConfig;
  /** One of the company's consultants; null when it is not the company's. */
  companyConsultant?: Maybe<CompanyConsultant>;
  /** 'Meus Consultores': the company's consultants (not deleted), newest first. */
  companyConsultants: CompanyConsultantPage;
  /** The company home, in one request. */
  companyDashboard: CompanyDashboard;
  /** The company calendar: every consultant's works of the company within [from, to], every status, with the consultant. */
  companyWorks: Array<Work>;
  /** Pending requests from farmers (status REQUESTED), newest first: the consultant's, or the company's. */
  consultancyRequests: ProvidedConsultancyPage;
  consultantDashboard: ConsultantDashboard;
  /** Null when the farmer is not visible to the caller (another consultant's, or gone). */
  farmer?: Maybe<Farmer>;
  /** A farmer's cultures, by name. */
  farmerCultures: CulturePage;
  /** A farmer's properties; the company reads its consultants' farmers' (read-only), through its role's family. */
  farmerProperties: PropertyPage;
  /** The caller's farmers (registered or served by them; a company: by it and its consultants), for lists and pickers. */
  farmers: FarmerPage;
  /** A farmer's field activities, newest start first, by name (accent-insensitive) and status. */
  fieldActivities: FieldActivityPage;
  fieldActivity?: Maybe<FieldActivity>;
  /** startDate/endDate only for CUSTOM (both or neither); MONTH and YEAR use their default ranges. */
  finance: Finance;
  /** One harvest of the farmer (the detail drawer); null when the caller may not see it. */
  harvest?: Maybe<Harvest>;
  /** A farmer's harvests, newest first; `search` is the screen's 'search by product' (the culture's name). */
  harvests: HarvestPage;
  /** A farmer's products, by name; `product` filters (accent-insensitive contains). NOT_FOUND for a farmer not visible. */
  inventory: InventoryItemPage;
  /** An inventory item's movements, newest first. NOT_FOUND for an item of a farmer not visible. */
  inventoryMovements: InventoryMovementPage;
  /** A farmer's lab analyses, latest first; `search` matches the analysis's name (the spec's product search). */
  labAnalyses: LabAnalysisPage;
  /** Labs, nearest first; `name` is an accent-insensitive contains, `analysisType` keeps the labs offering it. */
  laboratories: LaboratoryPage;
  laboratory?: Maybe<Laboratory>;
  /** Everything the /master dashboard shows, in one request (upstream calls run in parallel). */
  masterStatistics: MasterStatistics;
  /** Null when the monitoring is not visible to the caller (another consultant's, or gone). */
  monitoring?: Maybe<Monitoring>;
  /** The monitorings of a provided consultancy, last updated first. */
  monitorings: MonitoringPage;
  /** The area owner's lab records, latest day first. */
  myLabAnalyses: LabOrderPage;
  offeredConsultancies: OfferedConsultancyPage;
  offeredConsultancy?: Maybe<OfferedConsultancy>;
  /** Search Brazilian municipalities by name ('Vitória', 'vitoria es', 'Sao Paulo - SP'). */
  places: Array<Place>;
  /** One property of a visible farmer (null when it is gone or someone else's). */
  property?: Maybe<Property>;
  /** Every sector of every area of a property (for the activity form). */
  propertySectors: Array<Sector>;
  /**
   * The table of /consultorias/prestadas: every status but REQUESTED and REJECTED, newest start first. A
   * company reads its consultants' deliveries; a company consultant their own.
   */
  providedConsultancies: ProvidedConsultancyPage;
  providedConsultancy?: Maybe<ProvidedConsultancy>;
  pushNotification?: Maybe<PushNotification>;
  pushNotifications: PushNotificationPage;
  /**
   * The caller's recommendations happening within [start, end] (at most 62 days), by day: the calendar's markers.
   * Nullable on purpose: the calendar asks for it with the month's works in one request, and a failure here
   * (the provider's extension down) leaves the works on screen without the markers instead of failing both.
   */
  recommendationOccurrences?: Maybe<Array<RecommendationOccurrence>>;
  /** One report; null when it is not the caller's (or their consultants', for a company). */
  report?: Maybe<Report>;
  /** A provided consultancy's reports, newest first; `title` matches accent- and case-insensitively. */
  reports: ReportPage;
  /** The nearest Brazilian municipality to a point (map picker). */
  reversePlace?: Maybe<Place>;
  /** One sector of a visible farmer (null when it is gone or someone else's). */
  sector?: Maybe<Sector>;
  training?: Maybe<Training>;
  trainingParticipants: ParticipantPage;
  trainings: TrainingPage;
  /** Any user's profile by id (master detail pages; the header of a viewed area). */
  user?: Maybe<Profile>;
  /** A page of users of one kind, optionally filtered by name (pages start at 1). */
  users: UserPage;
  /** Users per city or state for one kind (the chart's farmer / consultant / company toggle). */
  usersPerPlace: Array<UsersPerPlace>;
  /** The signed-in user, or null for a visitor (a farmer's session is refused and cleared). */
  viewer?: Maybe<Viewer>;
  /** Null when the consultant has not set one up yet. */
  workSchedule?: Maybe<WorkSchedule>;
  /** The viewer's own works whose day is within [from, to] (inclusive), every status, by day and start time. */
  works: Array<Work>;
};


export type QueryActivitiesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  providedConsultancyId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAdvertArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdvertsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  status: EntityStatus;
};


export type QueryAreaOwnerArgs = {
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAssociatedLaboratoriesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCompanyConsultantArgs = {
  id: Scalars['ID']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCompanyConsultantsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCompanyDashboardArgs = {
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCompanyWorksArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryConsultancyRequestsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryConsultantDashboardArgs = {
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFarmerArgs = {
  id: Scalars['ID']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFarmerCulturesArgs = {
  farmerId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFarmerPropertiesArgs = {
  farmerId: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFarmersArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFieldActivitiesArgs = {
  farmerId: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<FieldActivityStatus>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFieldActivityArgs = {
  id: Scalars['ID']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFinanceArgs = {
  endDate?: InputMaybe<Scalars['Date']['input']>;
  period: FinancePeriod;
  startDate?: InputMaybe<Scalars['Date']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryHarvestArgs = {
  farmerId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryHarvestsArgs = {
  farmerId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryInventoryArgs = {
  farmerId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  product?: InputMaybe<Scalars['String']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryInventoryMovementsArgs = {
  itemId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryLabAnalysesArgs = {
  farmerId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryLaboratoriesArgs = {
  analysisType?: InputMaybe<AnalysisType>;
  name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryLaboratoryArgs = {
  id: Scalars['ID']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryMonitoringArgs = {
  id: Scalars['ID']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryMonitoringsArgs = {
  consultancyProvidedId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryMyLabAnalysesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryOfferedConsultanciesArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryOfferedConsultancyArgs = {
  id: Scalars['ID']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPlacesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryPropertyArgs = {
  id: Scalars['ID']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPropertySectorsArgs = {
  propertyId: Scalars['ID']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryProvidedConsultanciesArgs = {
  farmerId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  providedConsultancyId?: InputMaybe<Scalars['ID']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryProvidedConsultancyArgs = {
  id: Scalars['ID']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPushNotificationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPushNotificationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecommendationOccurrencesArgs = {
  end: Scalars['Date']['input'];
  start: Scalars['Date']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryReportArgs = {
  id: Scalars['ID']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryReportsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  providedConsultancyId: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryReversePlaceArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};


export type QuerySectorArgs = {
  id: Scalars['ID']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTrainingArgs = {
  id: Scalars['ID']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTrainingParticipantsArgs = {
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  state: ParticipantState;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTrainingsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  state: TrainingState;
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  kind: UserKind;
  name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUsersPerPlaceArgs = {
  groupBy: StatisticsGrouping;
  kind: UserKind;
};


export type QueryWorkScheduleArgs = {
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryWorksArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
  viewAs?: InputMaybe<Scalars['ID']['input']>;
};

/** The recommendation form (spec 001 §5 "Recommendation"); the rules and texts are forms/recommendations.ts. */
export type RecommendationInput = {
  costs?: InputMaybe<Array<FieldActivityCostInput>>;
  /** At most 280 characters (the form's text); longer than 2000 is refused before any work. */
  description?: InputMaybe<Scalars['String']['input']>;
  endDate: Scalars['Date']['input'];
  farmerId: Scalars['ID']['input'];
  harvestId: Scalars['ID']['input'];
  products?: InputMaybe<Array<FieldActivityProductInput>>;
  propertyId: Scalars['ID']['input'];
  recurrence: RecommendationRecurrence;
  /** A report of the caller that recommends it (the report then lists it). */
  reportId?: InputMaybe<Scalars['ID']['input']>;
  sectorIds: Array<Scalars['ID']['input']>;
  startDate: Scalars['Date']['input'];
  status: FieldActivityStatus;
  title: Scalars['String']['input'];
  type: FieldActivityType;
};

/** One day a recommendation of the caller happens (the calendar's markers). */
export type RecommendationOccurrence = {
  __typename?: 'RecommendationOccurrence';
  activityId: Scalars['ID']['output'];
  date: Scalars['Date']['output'];
  farmerId: Scalars['ID']['output'];
  farmerName?: Maybe<Scalars['String']['output']>;
  recurrence: RecommendationRecurrence;
  status: FieldActivityStatus;
  title: Scalars['String']['output'];
};

/** How often a recommendation repeats (spec 001 §5, §9); the provider stores milliseconds (forms/recommendations.ts). */
export type RecommendationRecurrence =
  | 'DAILY'
  | 'MONTHLY'
  | 'ONCE'
  | 'SEMIANNUAL'
  | 'WEEKLY';

export type RecommendationResult = {
  __typename?: 'RecommendationResult';
  fieldActivity: FieldActivity;
  message: Scalars['String']['output'];
};

export type RecoveryAccountType =
  | 'CONSULTANT'
  | 'ENTERPRISE'
  | 'ENTERPRISE_CONSULTANT';

export type RecoveryInput = {
  accountType: RecoveryAccountType;
  email: Scalars['String']['input'];
};

export type RegistrationResult = {
  __typename?: 'RegistrationResult';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

export type Report = {
  __typename?: 'Report';
  capabilities: ReportCapabilities;
  createdAt: Scalars['DateTime']['output'];
  createdByMe: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  /** The farmer (batched through the farmers domain); null when unknown or not visible. */
  farmer?: Maybe<Farmer>;
  farmerId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  items: Array<ReportItem>;
  providedConsultancyId: Scalars['ID']['output'];
  /** The field activities recommended from this report (one upstream call per farmer, whatever their number). */
  recommendedActivities: Array<FieldActivity>;
  recommendedActivityIds: Array<Scalars['ID']['output']>;
  /** The technical opinion; null until inserted. */
  technicalAdvice?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What the caller may do on a report, decided by the BFF from the role, the author and the report (spec 001 §4, §6). */
export type ReportCapabilities = {
  __typename?: 'ReportCapabilities';
  /** 'Inserir relatório' (the items editor): the author, while the report has no item. */
  canAddItems: Scalars['Boolean']['output'];
  /** 'Inserir parecer técnico': the author, while the report has none. */
  canAddTechnicalAdvice: Scalars['Boolean']['output'];
  canDelete: Scalars['Boolean']['output'];
  /** 'Editar' (title and description): the author, a consultant (hidden for the enterprise profile, spec 001 §6). */
  canEdit: Scalars['Boolean']['output'];
  /** The items editor's add, edit and delete: the author. */
  canEditItems: Scalars['Boolean']['output'];
  /** The recommendations' edit link: only non-company users (002 §2), on the activities they created. */
  canEditRecommendations: Scalars['Boolean']['output'];
  /** The technical opinion's edit: the author, a consultant, once it exists (never the enterprise consultant). */
  canEditTechnicalAdvice: Scalars['Boolean']['output'];
  /** 'Recomendar' (a field activity from this report): the author. */
  canRecommend: Scalars['Boolean']['output'];
};

export type ReportDeleted = {
  __typename?: 'ReportDeleted';
  farmerId?: Maybe<Scalars['ID']['output']>;
  message: Scalars['String']['output'];
  next: ReportDeletedNext;
  providedConsultancyId: Scalars['ID']['output'];
};

/** Where the app goes after a report is deleted (spec 001 §6: the enterprise consultant's path differs). */
export type ReportDeletedNext =
  /** The provided consultancy's page (an enterprise consultant). */
  | 'PROVIDED_CONSULTANCY'
  /** The provided consultancy's reports list (a consultant). */
  | 'REPORTS';

export type ReportInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  providedConsultancyId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

/** One item of a report ('Inserir relatório'): addressed by its index, which stays when another item is deleted. */
export type ReportItem = {
  __typename?: 'ReportItem';
  description: Scalars['String']['output'];
  fileName?: Maybe<Scalars['String']['output']>;
  /** application/pdf, image/png or image/jpeg. */
  fileType?: Maybe<Scalars['String']['output']>;
  /** Where the browser opens the item's photo or PDF (/files/uploads/…); null once the photo was removed. */
  fileUrl?: Maybe<Scalars['String']['output']>;
  index: Scalars['Int']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type ReportItemInput = {
  description: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ReportPage = Page & {
  __typename?: 'ReportPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Report>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ReportResult = {
  __typename?: 'ReportResult';
  message: Scalars['String']['output'];
  report: Report;
};

export type ReportUpdateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** The technical opinion's edit; absent keeps it as it is. */
  technicalAdvice?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type Role =
  | 'ADMIN'
  | 'CONSULTANT'
  | 'ENTERPRISE'
  | 'ENTERPRISE_CONSULTANT'
  | 'MASTER'
  | 'USER';

export type ScheduleLabAnalysisResult = {
  __typename?: 'ScheduleLabAnalysisResult';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

export type Sector = {
  __typename?: 'Sector';
  areaId: Scalars['ID']['output'];
  areaName: Scalars['String']['output'];
  cultureId?: Maybe<Scalars['ID']['output']>;
  cultureName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  plantingDate?: Maybe<Scalars['Date']['output']>;
  /** Planted count: area in m² ÷ (spacing between plants × spacing between rows). */
  plants?: Maybe<Scalars['Int']['output']>;
  /** Hectares. */
  plotArea?: Maybe<Scalars['Float']['output']>;
  /** Metres. */
  spacingBetweenPlants?: Maybe<Scalars['Float']['output']>;
  /** Metres. */
  spacingBetweenStreets?: Maybe<Scalars['Float']['output']>;
};

export type SectorInput = {
  cultureId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  plantingDate: Scalars['Date']['input'];
  plotArea: Scalars['Float']['input'];
  spacingBetweenPlants: Scalars['Float']['input'];
  spacingBetweenStreets: Scalars['Float']['input'];
};

export type SectorResult = {
  __typename?: 'SectorResult';
  message: Scalars['String']['output'];
  sector: Sector;
};

export type SectorsInput = {
  areaId: Scalars['ID']['input'];
  cultureId: Scalars['ID']['input'];
  /** Asked only when quantity is 1. */
  name?: InputMaybe<Scalars['String']['input']>;
  plantingDate: Scalars['Date']['input'];
  plotArea: Scalars['Float']['input'];
  /** 1 to 200; several sectors are named 'Setor N' by the provider. */
  quantity: Scalars['Int']['input'];
  spacingBetweenPlants: Scalars['Float']['input'];
  spacingBetweenStreets: Scalars['Float']['input'];
};

export type SectorsResult = {
  __typename?: 'SectorsResult';
  message: Scalars['String']['output'];
  sectors: Array<Sector>;
};

export type SignInInput = {
  accountType: LoginAccountType;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignInResult = {
  __typename?: 'SignInResult';
  viewer: Viewer;
};

export type SignUpInput = {
  address: AddressInput;
  /** Company only: 14 digits. */
  cnpj?: InputMaybe<Scalars['String']['input']>;
  /** Consultant only: 11 digits. */
  cpf?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  role: SignUpRole;
};

export type SignUpRole =
  | 'CONSULTANT'
  | 'ENTERPRISE';

export type StatisticsGrouping =
  | 'CITY'
  | 'STATE';

export type Training = {
  __typename?: 'Training';
  address?: Maybe<Address>;
  availableSpots: Scalars['Int']['output'];
  confirmedCount: Scalars['Int']['output'];
  /** A company's training: the ids of its consultants who give it (empty for a consultant's own). */
  consultantIds: Array<Scalars['ID']['output']>;
  date: Scalars['DateTime']['output'];
  /** Sanitized HTML. */
  description: Scalars['String']['output'];
  /** HH:mm */
  duration: Scalars['String']['output'];
  /** Editable only while its date is in the future (and by its owner). */
  editable: Scalars['Boolean']['output'];
  format: WorkFormat;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  price: Scalars['Float']['output'];
  profit?: Maybe<Scalars['Float']['output']>;
  /** availableSpots − confirmed. */
  remainingSpots: Scalars['Int']['output'];
  /** Sanitized HTML. */
  specificInformation: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type TrainingInput = {
  address?: InputMaybe<AddressInput>;
  availableSpots: Scalars['Int']['input'];
  /** The company's consultants who give it: required (at least one) for a company, ignored for a consultant. */
  consultantIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** ISO date-time of the start. */
  date: Scalars['DateTime']['input'];
  /** Rich text (HTML). */
  description: Scalars['String']['input'];
  /** HH:mm */
  duration: Scalars['String']['input'];
  format: WorkFormat;
  price: Scalars['Float']['input'];
  profit?: InputMaybe<Scalars['Float']['input']>;
  /** Rich text (HTML). */
  specificInformation: Scalars['String']['input'];
  summary: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type TrainingPage = Page & {
  __typename?: 'TrainingPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Training>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type TrainingProfitPoint = {
  __typename?: 'TrainingProfitPoint';
  /** Price × canceled participants. */
  canceled: Scalars['Float']['output'];
  /** Price × confirmed participants. */
  confirmed: Scalars['Float']['output'];
  end: Scalars['Date']['output'];
  label: Scalars['String']['output'];
  start: Scalars['Date']['output'];
  /** The trainings' own profit figures. */
  total: Scalars['Float']['output'];
};

export type TrainingProfitTotals = {
  __typename?: 'TrainingProfitTotals';
  canceled: Scalars['Float']['output'];
  confirmed: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
};

export type TrainingResult = {
  __typename?: 'TrainingResult';
  message: Scalars['String']['output'];
  training: Training;
};

export type TrainingState =
  /** History (/historico). */
  | 'COMPLETED'
  /** Open trainings (/abertos). */
  | 'PLANNED';

export type UserKind =
  | 'CONSULTANT'
  | 'ENTERPRISE'
  | 'ENTERPRISE_CONSULTANT'
  | 'FARMER';

export type UserPage = Page & {
  __typename?: 'UserPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<UserSummary>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type UserProfileUpdateInput = {
  address: AddressInput;
  birthDate?: InputMaybe<Scalars['Date']['input']>;
  name: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};

export type UserSummary = {
  __typename?: 'UserSummary';
  city?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: UserKind;
  name: Scalars['String']['output'];
  pictureUrl?: Maybe<Scalars['String']['output']>;
  stateFrom?: Maybe<Scalars['String']['output']>;
};

export type UsersPerPlace = {
  __typename?: 'UsersPerPlace';
  city?: Maybe<Scalars['String']['output']>;
  count: Scalars['Int']['output'];
  /** City name, or the state (UF) when grouped by state. */
  label: Scalars['String']['output'];
  stateFrom: Scalars['String']['output'];
};

/** The signed-in user. */
export type Viewer = {
  __typename?: 'Viewer';
  canDeleteAccount: Scalars['Boolean']['output'];
  /** Where this role lands: /consultor, /empresa, /consultor-empresarial or /master. */
  homePath: Scalars['String']['output'];
  profile: Profile;
  role: Role;
};

export type WeekDay =
  | 'FRIDAY'
  | 'MONDAY'
  | 'SATURDAY'
  | 'SUNDAY'
  | 'THURSDAY'
  | 'TUESDAY'
  | 'WEDNESDAY';

export type Work = {
  __typename?: 'Work';
  /** PLANNED or REQUESTED, and the viewer may cancel (spec 001 §4: only an independent consultant). */
  cancellable: Scalars['Boolean']['output'];
  /** Who does the work: set in the company's views (companyWorks, companyDashboard), null elsewhere. */
  consultant?: Maybe<WorkConsultant>;
  day: Scalars['Date']['output'];
  /** HH:mm */
  endWork: Scalars['String']['output'];
  /** Null, with an error at this path, when the farmers family could not answer. */
  farmer?: Maybe<Farmer>;
  format: WorkFormat;
  id: Scalars['ID']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  /** Set on COMPLETED works; what revenue counts. */
  priceCalculated?: Maybe<Scalars['Float']['output']>;
  providedConsultancy?: Maybe<ProvidedConsultancy>;
  /** Null, with an error at this path, when the sectors could not be read. */
  sectors?: Maybe<Array<Sector>>;
  /** HH:mm */
  startWork: Scalars['String']['output'];
  status: WorkStatus;
  title: Scalars['String']['output'];
};

/** A company consultant as the company's calendar names them. */
export type WorkConsultant = {
  __typename?: 'WorkConsultant';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type WorkFormat =
  | 'IN_PERSON'
  | 'ONLINE';

export type WorkPage = Page & {
  __typename?: 'WorkPage';
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Work>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type WorkResult = {
  __typename?: 'WorkResult';
  message: Scalars['String']['output'];
  work: Work;
};

export type WorkSchedule = {
  __typename?: 'WorkSchedule';
  /** Sunday..Saturday order. */
  days: Array<WeekDay>;
  /** HH:mm */
  endTime: Scalars['String']['output'];
  /** HH:mm */
  startTime: Scalars['String']['output'];
};

export type WorkScheduleInput = {
  days: Array<WeekDay>;
  endTime: Scalars['String']['input'];
  startTime: Scalars['String']['input'];
};

export type WorkScheduleResult = {
  __typename?: 'WorkScheduleResult';
  message: Scalars['String']['output'];
  workSchedule: WorkSchedule;
};

export type WorkStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'PLANNED'
  | 'REJECTED'
  | 'REQUESTED';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Page:
    | ( AdvertPage )
    | ( AreaPage )
    | ( CompanyConsultantPage )
    | ( CulturePage )
    | ( Omit<FarmerPage, 'items'> & { items: Array<_RefType['Farmer']> } )
    | ( Omit<FieldActivityPage, 'items'> & { items: Array<_RefType['FieldActivity']> } )
    | ( HarvestPage )
    | ( InventoryItemPage )
    | ( InventoryMovementPage )
    | ( LabAnalysisPage )
    | ( LabOrderPage )
    | ( LaboratoryPage )
    | ( MonitoringPage )
    | ( OfferedConsultancyPage )
    | ( ParticipantPage )
    | ( Omit<PropertyPage, 'items'> & { items: Array<_RefType['Property']> } )
    | ( Omit<ProvidedConsultancyPage, 'items'> & { items: Array<_RefType['ProvidedConsultancy']> } )
    | ( PushNotificationPage )
    | ( Omit<ReportPage, 'items'> & { items: Array<_RefType['Report']> } )
    | ( TrainingPage )
    | ( UserPage )
    | ( Omit<WorkPage, 'items'> & { items: Array<_RefType['Work']> } )
  ;
  Profile:
    | ( ConsultantProfile )
    | ( EnterpriseConsultantProfile )
    | ( EnterpriseProfile )
    | ( FarmerProfile )
    | ( MasterProfile )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActionResult: ResolverTypeWrapper<ActionResult>;
  ActivityInput: ActivityInput;
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  Advert: ResolverTypeWrapper<Advert>;
  AdvertInput: AdvertInput;
  AdvertPage: ResolverTypeWrapper<AdvertPage>;
  AdvertResult: ResolverTypeWrapper<AdvertResult>;
  AnalysisType: AnalysisType;
  Area: ResolverTypeWrapper<Area>;
  AreaInput: AreaInput;
  AreaPage: ResolverTypeWrapper<AreaPage>;
  AreaResult: ResolverTypeWrapper<AreaResult>;
  AudienceRole: AudienceRole;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ClientConfig: ResolverTypeWrapper<ClientConfig>;
  CompanyConsultant: ResolverTypeWrapper<CompanyConsultant>;
  CompanyConsultantCreateInput: CompanyConsultantCreateInput;
  CompanyConsultantMonth: ResolverTypeWrapper<CompanyConsultantMonth>;
  CompanyConsultantPage: ResolverTypeWrapper<CompanyConsultantPage>;
  CompanyConsultantResult: ResolverTypeWrapper<CompanyConsultantResult>;
  CompanyConsultantUpdateInput: CompanyConsultantUpdateInput;
  CompanyDashboard: ResolverTypeWrapper<Omit<CompanyDashboard, 'agenda'> & { agenda: Array<ResolversTypes['Work']> }>;
  CompanyRef: ResolverTypeWrapper<CompanyRef>;
  CompanyRegistrationInput: CompanyRegistrationInput;
  ConsultancyFormat: ConsultancyFormat;
  ConsultancyProfitPoint: ResolverTypeWrapper<ConsultancyProfitPoint>;
  ConsultancyProfitTotals: ResolverTypeWrapper<ConsultancyProfitTotals>;
  ConsultantDashboard: ResolverTypeWrapper<Omit<ConsultantDashboard, 'agenda'> & { agenda: Array<ResolversTypes['Work']> }>;
  ConsultantProfile: ResolverTypeWrapper<ConsultantProfile>;
  ConsultantRegistrationInput: ConsultantRegistrationInput;
  ConsultantSummary: ResolverTypeWrapper<ConsultantSummary>;
  Coords: ResolverTypeWrapper<Coords>;
  CoordsInput: CoordsInput;
  CostCategory: CostCategory;
  Culture: ResolverTypeWrapper<Culture>;
  CulturePage: ResolverTypeWrapper<CulturePage>;
  CultureResult: ResolverTypeWrapper<CultureResult>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeviceCount: ResolverTypeWrapper<DeviceCount>;
  EmailChangeInput: EmailChangeInput;
  EnterpriseConsultantProfile: ResolverTypeWrapper<EnterpriseConsultantProfile>;
  EnterpriseProfile: ResolverTypeWrapper<EnterpriseProfile>;
  EntityStatus: EntityStatus;
  FarmRecordRef: ResolverTypeWrapper<FarmRecordRef>;
  Farmer: ResolverTypeWrapper<FarmerModel>;
  FarmerCreateInput: FarmerCreateInput;
  FarmerPage: ResolverTypeWrapper<Omit<FarmerPage, 'items'> & { items: Array<ResolversTypes['Farmer']> }>;
  FarmerProfile: ResolverTypeWrapper<FarmerProfile>;
  FarmerRegistrationInput: FarmerRegistrationInput;
  FarmerResult: ResolverTypeWrapper<Omit<FarmerResult, 'farmer'> & { farmer: ResolversTypes['Farmer'] }>;
  FarmerUpdateInput: FarmerUpdateInput;
  FeeType: FeeType;
  FieldActivity: ResolverTypeWrapper<FieldActivityModel>;
  FieldActivityCost: ResolverTypeWrapper<FieldActivityCost>;
  FieldActivityCostInput: FieldActivityCostInput;
  FieldActivityPage: ResolverTypeWrapper<Omit<FieldActivityPage, 'items'> & { items: Array<ResolversTypes['FieldActivity']> }>;
  FieldActivityProduct: ResolverTypeWrapper<FieldActivityProduct>;
  FieldActivityProductInput: FieldActivityProductInput;
  FieldActivityStatus: FieldActivityStatus;
  FieldActivityType: FieldActivityType;
  Finance: ResolverTypeWrapper<Finance>;
  FinanceBucket: FinanceBucket;
  FinancePeriod: FinancePeriod;
  FinanceTotals: ResolverTypeWrapper<FinanceTotals>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GoogleSignInInput: GoogleSignInInput;
  Harvest: ResolverTypeWrapper<Harvest>;
  HarvestCategoryCost: ResolverTypeWrapper<HarvestCategoryCost>;
  HarvestPage: ResolverTypeWrapper<HarvestPage>;
  HarvestTagCost: ResolverTypeWrapper<HarvestTagCost>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InventoryItem: ResolverTypeWrapper<InventoryItem>;
  InventoryItemPage: ResolverTypeWrapper<InventoryItemPage>;
  InventoryMovement: ResolverTypeWrapper<InventoryMovement>;
  InventoryMovementPage: ResolverTypeWrapper<InventoryMovementPage>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LabAnalysis: ResolverTypeWrapper<LabAnalysis>;
  LabAnalysisPage: ResolverTypeWrapper<LabAnalysisPage>;
  LabOffer: ResolverTypeWrapper<LabOffer>;
  LabOrder: ResolverTypeWrapper<LabOrder>;
  LabOrderInput: LabOrderInput;
  LabOrderPage: ResolverTypeWrapper<LabOrderPage>;
  LabOrderStatus: LabOrderStatus;
  Laboratory: ResolverTypeWrapper<Laboratory>;
  LaboratoryPage: ResolverTypeWrapper<LaboratoryPage>;
  LoginAccountType: LoginAccountType;
  MasterProfile: ResolverTypeWrapper<MasterProfile>;
  MasterStatistics: ResolverTypeWrapper<MasterStatistics>;
  Monitoring: ResolverTypeWrapper<Monitoring>;
  MonitoringInput: MonitoringInput;
  MonitoringPage: ResolverTypeWrapper<MonitoringPage>;
  MonitoringPost: ResolverTypeWrapper<MonitoringPost>;
  MonitoringResult: ResolverTypeWrapper<MonitoringResult>;
  MonitoringStatus: MonitoringStatus;
  MonthlyEarnings: ResolverTypeWrapper<MonthlyEarnings>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OfferedConsultancy: ResolverTypeWrapper<OfferedConsultancy>;
  OfferedConsultancyInput: OfferedConsultancyInput;
  OfferedConsultancyPage: ResolverTypeWrapper<OfferedConsultancyPage>;
  OfferedConsultancyResult: ResolverTypeWrapper<OfferedConsultancyResult>;
  Page: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Page']>;
  Participant: ResolverTypeWrapper<Participant>;
  ParticipantPage: ResolverTypeWrapper<ParticipantPage>;
  ParticipantState: ParticipantState;
  PasswordChangeInput: PasswordChangeInput;
  PermissionResult: ResolverTypeWrapper<Omit<PermissionResult, 'profile'> & { profile: ResolversTypes['Profile'] }>;
  Place: ResolverTypeWrapper<Place>;
  Plan: ResolverTypeWrapper<Plan>;
  PriceLine: ResolverTypeWrapper<PriceLine>;
  PriceLineInput: PriceLineInput;
  Profile: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Profile']>;
  ProfileUpdateInput: ProfileUpdateInput;
  Property: ResolverTypeWrapper<Omit<Property, 'farmer'> & { farmer?: Maybe<ResolversTypes['Farmer']> }>;
  PropertyInput: PropertyInput;
  PropertyPage: ResolverTypeWrapper<Omit<PropertyPage, 'items'> & { items: Array<ResolversTypes['Property']> }>;
  PropertyResult: ResolverTypeWrapper<Omit<PropertyResult, 'property'> & { property: ResolversTypes['Property'] }>;
  ProvidedConsultancy: ResolverTypeWrapper<ProvidedConsultancyModel>;
  ProvidedConsultancyInput: ProvidedConsultancyInput;
  ProvidedConsultancyPage: ResolverTypeWrapper<Omit<ProvidedConsultancyPage, 'items'> & { items: Array<ResolversTypes['ProvidedConsultancy']> }>;
  ProvidedConsultancyResult: ResolverTypeWrapper<Omit<ProvidedConsultancyResult, 'providedConsultancy'> & { providedConsultancy: ResolversTypes['ProvidedConsultancy'] }>;
  PushNotification: ResolverTypeWrapper<PushNotification>;
  PushNotificationInput: PushNotificationInput;
  PushNotificationPage: ResolverTypeWrapper<PushNotificationPage>;
  PushNotificationResult: ResolverTypeWrapper<PushNotificationResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecommendationInput: RecommendationInput;
  RecommendationOccurrence: ResolverTypeWrapper<RecommendationOccurrence>;
  RecommendationRecurrence: RecommendationRecurrence;
  RecommendationResult: ResolverTypeWrapper<Omit<RecommendationResult, 'fieldActivity'> & { fieldActivity: ResolversTypes['FieldActivity'] }>;
  RecoveryAccountType: RecoveryAccountType;
  RecoveryInput: RecoveryInput;
  RegistrationResult: ResolverTypeWrapper<RegistrationResult>;
  Report: ResolverTypeWrapper<ReportModel>;
  ReportCapabilities: ResolverTypeWrapper<ReportCapabilities>;
  ReportDeleted: ResolverTypeWrapper<ReportDeleted>;
  ReportDeletedNext: ReportDeletedNext;
  ReportInput: ReportInput;
  ReportItem: ResolverTypeWrapper<ReportItem>;
  ReportItemInput: ReportItemInput;
  ReportPage: ResolverTypeWrapper<Omit<ReportPage, 'items'> & { items: Array<ResolversTypes['Report']> }>;
  ReportResult: ResolverTypeWrapper<Omit<ReportResult, 'report'> & { report: ResolversTypes['Report'] }>;
  ReportUpdateInput: ReportUpdateInput;
  Role: Role;
  ScheduleLabAnalysisResult: ResolverTypeWrapper<ScheduleLabAnalysisResult>;
  Sector: ResolverTypeWrapper<Sector>;
  SectorInput: SectorInput;
  SectorResult: ResolverTypeWrapper<SectorResult>;
  SectorsInput: SectorsInput;
  SectorsResult: ResolverTypeWrapper<SectorsResult>;
  SignInInput: SignInInput;
  SignInResult: ResolverTypeWrapper<Omit<SignInResult, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  SignUpInput: SignUpInput;
  SignUpRole: SignUpRole;
  StatisticsGrouping: StatisticsGrouping;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Training: ResolverTypeWrapper<Training>;
  TrainingInput: TrainingInput;
  TrainingPage: ResolverTypeWrapper<TrainingPage>;
  TrainingProfitPoint: ResolverTypeWrapper<TrainingProfitPoint>;
  TrainingProfitTotals: ResolverTypeWrapper<TrainingProfitTotals>;
  TrainingResult: ResolverTypeWrapper<TrainingResult>;
  TrainingState: TrainingState;
  UserKind: UserKind;
  UserPage: ResolverTypeWrapper<UserPage>;
  UserProfileUpdateInput: UserProfileUpdateInput;
  UserSummary: ResolverTypeWrapper<UserSummary>;
  UsersPerPlace: ResolverTypeWrapper<UsersPerPlace>;
  Viewer: ResolverTypeWrapper<Omit<Viewer, 'profile'> & { profile: ResolversTypes['Profile'] }>;
  WeekDay: WeekDay;
  Work: ResolverTypeWrapper<WorkModel>;
  WorkConsultant: ResolverTypeWrapper<WorkConsultant>;
  WorkFormat: WorkFormat;
  WorkPage: ResolverTypeWrapper<Omit<WorkPage, 'items'> & { items: Array<ResolversTypes['Work']> }>;
  WorkResult: ResolverTypeWrapper<Omit<WorkResult, 'work'> & { work: ResolversTypes['Work'] }>;
  WorkSchedule: ResolverTypeWrapper<WorkSchedule>;
  WorkScheduleInput: WorkScheduleInput;
  WorkScheduleResult: ResolverTypeWrapper<WorkScheduleResult>;
  WorkStatus: WorkStatus;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActionResult: ActionResult;
  ActivityInput: ActivityInput;
  Address: Address;
  AddressInput: AddressInput;
  Advert: Advert;
  AdvertInput: AdvertInput;
  AdvertPage: AdvertPage;
  AdvertResult: AdvertResult;
  Area: Area;
  AreaInput: AreaInput;
  AreaPage: AreaPage;
  AreaResult: AreaResult;
  Boolean: Scalars['Boolean']['output'];
  ClientConfig: ClientConfig;
  CompanyConsultant: CompanyConsultant;
  CompanyConsultantCreateInput: CompanyConsultantCreateInput;
  CompanyConsultantMonth: CompanyConsultantMonth;
  CompanyConsultantPage: CompanyConsultantPage;
  CompanyConsultantResult: CompanyConsultantResult;
  CompanyConsultantUpdateInput: CompanyConsultantUpdateInput;
  CompanyDashboard: Omit<CompanyDashboard, 'agenda'> & { agenda: Array<ResolversParentTypes['Work']> };
  CompanyRef: CompanyRef;
  CompanyRegistrationInput: CompanyRegistrationInput;
  ConsultancyProfitPoint: ConsultancyProfitPoint;
  ConsultancyProfitTotals: ConsultancyProfitTotals;
  ConsultantDashboard: Omit<ConsultantDashboard, 'agenda'> & { agenda: Array<ResolversParentTypes['Work']> };
  ConsultantProfile: ConsultantProfile;
  ConsultantRegistrationInput: ConsultantRegistrationInput;
  ConsultantSummary: ConsultantSummary;
  Coords: Coords;
  CoordsInput: CoordsInput;
  Culture: Culture;
  CulturePage: CulturePage;
  CultureResult: CultureResult;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeviceCount: DeviceCount;
  EmailChangeInput: EmailChangeInput;
  EnterpriseConsultantProfile: EnterpriseConsultantProfile;
  EnterpriseProfile: EnterpriseProfile;
  FarmRecordRef: FarmRecordRef;
  Farmer: FarmerModel;
  FarmerCreateInput: FarmerCreateInput;
  FarmerPage: Omit<FarmerPage, 'items'> & { items: Array<ResolversParentTypes['Farmer']> };
  FarmerProfile: FarmerProfile;
  FarmerRegistrationInput: FarmerRegistrationInput;
  FarmerResult: Omit<FarmerResult, 'farmer'> & { farmer: ResolversParentTypes['Farmer'] };
  FarmerUpdateInput: FarmerUpdateInput;
  FieldActivity: FieldActivityModel;
  FieldActivityCost: FieldActivityCost;
  FieldActivityCostInput: FieldActivityCostInput;
  FieldActivityPage: Omit<FieldActivityPage, 'items'> & { items: Array<ResolversParentTypes['FieldActivity']> };
  FieldActivityProduct: FieldActivityProduct;
  FieldActivityProductInput: FieldActivityProductInput;
  Finance: Finance;
  FinanceTotals: FinanceTotals;
  Float: Scalars['Float']['output'];
  GoogleSignInInput: GoogleSignInInput;
  Harvest: Harvest;
  HarvestCategoryCost: HarvestCategoryCost;
  HarvestPage: HarvestPage;
  HarvestTagCost: HarvestTagCost;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InventoryItem: InventoryItem;
  InventoryItemPage: InventoryItemPage;
  InventoryMovement: InventoryMovement;
  InventoryMovementPage: InventoryMovementPage;
  JSON: Scalars['JSON']['output'];
  LabAnalysis: LabAnalysis;
  LabAnalysisPage: LabAnalysisPage;
  LabOffer: LabOffer;
  LabOrder: LabOrder;
  LabOrderInput: LabOrderInput;
  LabOrderPage: LabOrderPage;
  Laboratory: Laboratory;
  LaboratoryPage: LaboratoryPage;
  MasterProfile: MasterProfile;
  MasterStatistics: MasterStatistics;
  Monitoring: Monitoring;
  MonitoringInput: MonitoringInput;
  MonitoringPage: MonitoringPage;
  MonitoringPost: MonitoringPost;
  MonitoringResult: MonitoringResult;
  MonthlyEarnings: MonthlyEarnings;
  Mutation: Record<PropertyKey, never>;
  OfferedConsultancy: OfferedConsultancy;
  OfferedConsultancyInput: OfferedConsultancyInput;
  OfferedConsultancyPage: OfferedConsultancyPage;
  OfferedConsultancyResult: OfferedConsultancyResult;
  Page: ResolversInterfaceTypes<ResolversParentTypes>['Page'];
  Participant: Participant;
  ParticipantPage: ParticipantPage;
  PasswordChangeInput: PasswordChangeInput;
  PermissionResult: Omit<PermissionResult, 'profile'> & { profile: ResolversParentTypes['Profile'] };
  Place: Place;
  Plan: Plan;
  PriceLine: PriceLine;
  PriceLineInput: PriceLineInput;
  Profile: ResolversInterfaceTypes<ResolversParentTypes>['Profile'];
  ProfileUpdateInput: ProfileUpdateInput;
  Property: Omit<Property, 'farmer'> & { farmer?: Maybe<ResolversParentTypes['Farmer']> };
  PropertyInput: PropertyInput;
  PropertyPage: Omit<PropertyPage, 'items'> & { items: Array<ResolversParentTypes['Property']> };
  PropertyResult: Omit<PropertyResult, 'property'> & { property: ResolversParentTypes['Property'] };
  ProvidedConsultancy: ProvidedConsultancyModel;
  ProvidedConsultancyInput: ProvidedConsultancyInput;
  ProvidedConsultancyPage: Omit<ProvidedConsultancyPage, 'items'> & { items: Array<ResolversParentTypes['ProvidedConsultancy']> };
  ProvidedConsultancyResult: Omit<ProvidedConsultancyResult, 'providedConsultancy'> & { providedConsultancy: ResolversParentTypes['ProvidedConsultancy'] };
  PushNotification: PushNotification;
  PushNotificationInput: PushNotificationInput;
  PushNotificationPage: PushNotificationPage;
  PushNotificationResult: PushNotificationResult;
  Query: Record<PropertyKey, never>;
  RecommendationInput: RecommendationInput;
  RecommendationOccurrence: RecommendationOccurrence;
  RecommendationResult: Omit<RecommendationResult, 'fieldActivity'> & { fieldActivity: ResolversParentTypes['FieldActivity'] };
  RecoveryInput: RecoveryInput;
  RegistrationResult: RegistrationResult;
  Report: ReportModel;
  ReportCapabilities: ReportCapabilities;
  ReportDeleted: ReportDeleted;
  ReportInput: ReportInput;
  ReportItem: ReportItem;
  ReportItemInput: ReportItemInput;
  ReportPage: Omit<ReportPage, 'items'> & { items: Array<ResolversParentTypes['Report']> };
  ReportResult: Omit<ReportResult, 'report'> & { report: ResolversParentTypes['Report'] };
  ReportUpdateInput: ReportUpdateInput;
  ScheduleLabAnalysisResult: ScheduleLabAnalysisResult;
  Sector: Sector;
  SectorInput: SectorInput;
  SectorResult: SectorResult;
  SectorsInput: SectorsInput;
  SectorsResult: SectorsResult;
  SignInInput: SignInInput;
  SignInResult: Omit<SignInResult, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  Training: Training;
  TrainingInput: TrainingInput;
  TrainingPage: TrainingPage;
  TrainingProfitPoint: TrainingProfitPoint;
  TrainingProfitTotals: TrainingProfitTotals;
  TrainingResult: TrainingResult;
  UserPage: UserPage;
  UserProfileUpdateInput: UserProfileUpdateInput;
  UserSummary: UserSummary;
  UsersPerPlace: UsersPerPlace;
  Viewer: Omit<Viewer, 'profile'> & { profile: ResolversParentTypes['Profile'] };
  Work: WorkModel;
  WorkConsultant: WorkConsultant;
  WorkPage: Omit<WorkPage, 'items'> & { items: Array<ResolversParentTypes['Work']> };
  WorkResult: Omit<WorkResult, 'work'> & { work: ResolversParentTypes['Work'] };
  WorkSchedule: WorkSchedule;
  WorkScheduleInput: WorkScheduleInput;
  WorkScheduleResult: WorkScheduleResult;
}>;

export type AuthDirectiveArgs = {
  roles?: Maybe<Array<Role>>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = RequestContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LengthDirectiveArgs = {
  max: Scalars['Int']['input'];
};

export type LengthDirectiveResolver<Result, Parent, ContextType = RequestContext, Args = LengthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = RequestContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActionResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coords?: Resolver<Maybe<ResolversTypes['Coords']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formattedAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  neighborhood?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdvertResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Advert'] = ResolversParentTypes['Advert']> = ResolversObject<{
  audience?: Resolver<Array<ResolversTypes['AudienceRole']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastPush?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodicity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EntityStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdvertPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AdvertPage'] = ResolversParentTypes['AdvertPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Advert']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdvertResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AdvertResult'] = ResolversParentTypes['AdvertResult']> = ResolversObject<{
  advert?: Resolver<ResolversTypes['Advert'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AreaResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Area'] = ResolversParentTypes['Area']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plotArea?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sectorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sectors?: Resolver<Maybe<Array<ResolversTypes['Sector']>>, ParentType, ContextType>;
}>;

export type AreaPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AreaPage'] = ResolversParentTypes['AreaPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Area']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AreaResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AreaResult'] = ResolversParentTypes['AreaResult']> = ResolversObject<{
  area?: Resolver<ResolversTypes['Area'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClientConfigResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ClientConfig'] = ResolversParentTypes['ClientConfig']> = ResolversObject<{
  googleClientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportChatUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tileAttribution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CompanyConsultantResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompanyConsultant'] = ResolversParentTypes['CompanyConsultant']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  cpf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  professionalResume?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CompanyConsultantMonthResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompanyConsultantMonth'] = ResolversParentTypes['CompanyConsultantMonth']> = ResolversObject<{
  consultant?: Resolver<ResolversTypes['WorkConsultant'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CompanyConsultantPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompanyConsultantPage'] = ResolversParentTypes['CompanyConsultantPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CompanyConsultant']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompanyConsultantResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompanyConsultantResult'] = ResolversParentTypes['CompanyConsultantResult']> = ResolversObject<{
  consultant?: Resolver<ResolversTypes['CompanyConsultant'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyDashboardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompanyDashboard'] = ResolversParentTypes['CompanyDashboard']> = ResolversObject<{
  activeConsultancies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  agenda?: Resolver<Array<ResolversTypes['Work']>, ParentType, ContextType>;
  consultants?: Resolver<Array<ResolversTypes['CompanyConsultantMonth']>, ParentType, ContextType>;
  jobs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingRequests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trainings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CompanyRefResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompanyRef'] = ResolversParentTypes['CompanyRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsultancyProfitPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConsultancyProfitPoint'] = ResolversParentTypes['ConsultancyProfitPoint']> = ResolversObject<{
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maximum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minimum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type ConsultancyProfitTotalsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConsultancyProfitTotals'] = ResolversParentTypes['ConsultancyProfitTotals']> = ResolversObject<{
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maximum?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minimum?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ConsultantDashboardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConsultantDashboard'] = ResolversParentTypes['ConsultantDashboard']> = ResolversObject<{
  agenda?: Resolver<Array<ResolversTypes['Work']>, ParentType, ContextType>;
  jobs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providedConsultancies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trainings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ConsultantProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConsultantProfile'] = ResolversParentTypes['ConsultantProfile']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  professionalResume?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ConsultantSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConsultantSummary'] = ResolversParentTypes['ConsultantSummary']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CoordsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Coords'] = ResolversParentTypes['Coords']> = ResolversObject<{
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CultureResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Culture'] = ResolversParentTypes['Culture']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CulturePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CulturePage'] = ResolversParentTypes['CulturePage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Culture']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CultureResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CultureResult'] = ResolversParentTypes['CultureResult']> = ResolversObject<{
  culture?: Resolver<ResolversTypes['Culture'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeviceCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DeviceCount'] = ResolversParentTypes['DeviceCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EnterpriseConsultantProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EnterpriseConsultantProfile'] = ResolversParentTypes['EnterpriseConsultantProfile']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['CompanyRef']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  professionalResume?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EnterpriseProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EnterpriseProfile'] = ResolversParentTypes['EnterpriseProfile']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FarmRecordRefResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FarmRecordRef'] = ResolversParentTypes['FarmRecordRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FarmerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Farmer'] = ResolversParentTypes['Farmer']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  completedVisitCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  monitoringCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FarmerPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FarmerPage'] = ResolversParentTypes['FarmerPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Farmer']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FarmerProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FarmerProfile'] = ResolversParentTypes['FarmerProfile']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  cpf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FarmerResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FarmerResult'] = ResolversParentTypes['FarmerResult']> = ResolversObject<{
  farmer?: Resolver<ResolversTypes['Farmer'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FieldActivityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FieldActivity'] = ResolversParentTypes['FieldActivity']> = ResolversObject<{
  activityType?: Resolver<ResolversTypes['FieldActivityType'], ParentType, ContextType>;
  completionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  costs?: Resolver<Array<ResolversTypes['FieldActivityCost']>, ParentType, ContextType>;
  createdByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  farmerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  farmerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  harvest?: Resolver<Maybe<ResolversTypes['Harvest']>, ParentType, ContextType>;
  harvestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextOccurrences?: Resolver<Array<ResolversTypes['Date']>, ParentType, ContextType, RequireFields<FieldActivityNextOccurrencesArgs, 'count'>>;
  products?: Resolver<Array<ResolversTypes['FieldActivityProduct']>, ParentType, ContextType>;
  property?: Resolver<ResolversTypes['FarmRecordRef'], ParentType, ContextType>;
  recurrence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recurrenceKind?: Resolver<ResolversTypes['RecommendationRecurrence'], ParentType, ContextType>;
  recurrenceRule?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sectors?: Resolver<Array<ResolversTypes['FarmRecordRef']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FieldActivityStatus'], ParentType, ContextType>;
  totalCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type FieldActivityCostResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FieldActivityCost'] = ResolversParentTypes['FieldActivityCost']> = ResolversObject<{
  category?: Resolver<ResolversTypes['CostCategory'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FieldActivityPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FieldActivityPage'] = ResolversParentTypes['FieldActivityPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FieldActivity']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FieldActivityProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FieldActivityProduct'] = ResolversParentTypes['FieldActivityProduct']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FinanceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Finance'] = ResolversParentTypes['Finance']> = ResolversObject<{
  bucket?: Resolver<ResolversTypes['FinanceBucket'], ParentType, ContextType>;
  consultancy?: Resolver<Array<ResolversTypes['ConsultancyProfitPoint']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['FinancePeriod'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['FinanceTotals'], ParentType, ContextType>;
  training?: Resolver<Array<ResolversTypes['TrainingProfitPoint']>, ParentType, ContextType>;
}>;

export type FinanceTotalsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FinanceTotals'] = ResolversParentTypes['FinanceTotals']> = ResolversObject<{
  consultancy?: Resolver<ResolversTypes['ConsultancyProfitTotals'], ParentType, ContextType>;
  training?: Resolver<ResolversTypes['TrainingProfitTotals'], ParentType, ContextType>;
}>;

export type HarvestResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Harvest'] = ResolversParentTypes['Harvest']> = ResolversObject<{
  costs?: Resolver<Array<ResolversTypes['HarvestCategoryCost']>, ParentType, ContextType>;
  cultureName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  estimatedTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  farmerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['FarmRecordRef'], ParentType, ContextType>;
  realCostsByTag?: Resolver<Array<ResolversTypes['HarvestTagCost']>, ParentType, ContextType>;
  realTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sectors?: Resolver<Array<ResolversTypes['FarmRecordRef']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HarvestCategoryCostResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HarvestCategoryCost'] = ResolversParentTypes['HarvestCategoryCost']> = ResolversObject<{
  category?: Resolver<ResolversTypes['CostCategory'], ParentType, ContextType>;
  estimated?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  real?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type HarvestPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HarvestPage'] = ResolversParentTypes['HarvestPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Harvest']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HarvestTagCostResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HarvestTagCost'] = ResolversParentTypes['HarvestTagCost']> = ResolversObject<{
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type InventoryItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InventoryItem'] = ResolversParentTypes['InventoryItem']> = ResolversObject<{
  availableQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  farmerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InventoryItemPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InventoryItemPage'] = ResolversParentTypes['InventoryItemPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InventoryItem']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InventoryMovementResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InventoryMovement'] = ResolversParentTypes['InventoryMovement']> = ResolversObject<{
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type InventoryMovementPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InventoryMovementPage'] = ResolversParentTypes['InventoryMovementPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InventoryMovement']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LabAnalysisResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LabAnalysis'] = ResolversParentTypes['LabAnalysis']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  propertyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LabAnalysisPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LabAnalysisPage'] = ResolversParentTypes['LabAnalysisPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['LabAnalysis']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LabOfferResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LabOffer'] = ResolversParentTypes['LabOffer']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  turnaroundDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AnalysisType'], ParentType, ContextType>;
}>;

export type LabOrderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LabOrder'] = ResolversParentTypes['LabOrder']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  farmerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  farmerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  laboratoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  laboratoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  propertyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LabOrderStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AnalysisType'], ParentType, ContextType>;
}>;

export type LabOrderPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LabOrderPage'] = ResolversParentTypes['LabOrderPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['LabOrder']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LaboratoryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Laboratory'] = ResolversParentTypes['Laboratory']> = ResolversObject<{
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  analyses?: Resolver<Array<ResolversTypes['LabOffer']>, ParentType, ContextType>;
  associated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  site?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LaboratoryPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LaboratoryPage'] = ResolversParentTypes['LaboratoryPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Laboratory']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MasterProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MasterProfile'] = ResolversParentTypes['MasterProfile']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MasterStatisticsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MasterStatistics'] = ResolversParentTypes['MasterStatistics']> = ResolversObject<{
  companies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  consultanciesProvided?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  consultants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  devices?: Resolver<Array<ResolversTypes['DeviceCount']>, ParentType, ContextType>;
  earningsByMonth?: Resolver<Array<ResolversTypes['MonthlyEarnings']>, ParentType, ContextType>;
  enterpriseConsultanciesProvided?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enterpriseConsultants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enterpriseTrainings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  farmers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthTransactions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trainings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MonitoringResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Monitoring'] = ResolversParentTypes['Monitoring']> = ResolversObject<{
  canWrite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consultancyProvidedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['MonitoringPost']>, ParentType, ContextType>;
  sectors?: Resolver<Array<ResolversTypes['FarmRecordRef']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MonitoringStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MonitoringPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MonitoringPage'] = ResolversParentTypes['MonitoringPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Monitoring']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MonitoringPostResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MonitoringPost'] = ResolversParentTypes['MonitoringPost']> = ResolversObject<{
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sendByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MonitoringResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MonitoringResult'] = ResolversParentTypes['MonitoringResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monitoring?: Resolver<ResolversTypes['Monitoring'], ParentType, ContextType>;
}>;

export type MonthlyEarningsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MonthlyEarnings'] = ResolversParentTypes['MonthlyEarnings']> = ResolversObject<{
  consultancy?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  training?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  answerConsultancyRequest?: Resolver<ResolversTypes['ProvidedConsultancyResult'], ParentType, ContextType, RequireFields<MutationAnswerConsultancyRequestArgs, 'accept' | 'id'>>;
  cancelActivity?: Resolver<ResolversTypes['WorkResult'], ParentType, ContextType, RequireFields<MutationCancelActivityArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changeUserPlan?: Resolver<ResolversTypes['PermissionResult'], ParentType, ContextType, RequireFields<MutationChangeUserPlanArgs, 'id' | 'plan'>>;
  confirmAccount?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationConfirmAccountArgs, 'role' | 'token'>>;
  confirmEmailUpdate?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationConfirmEmailUpdateArgs, 'role' | 'token'>>;
  createAdvert?: Resolver<ResolversTypes['AdvertResult'], ParentType, ContextType, RequireFields<MutationCreateAdvertArgs, 'input'>>;
  createArea?: Resolver<ResolversTypes['AreaResult'], ParentType, ContextType, RequireFields<MutationCreateAreaArgs, 'input'>>;
  createCompanyConsultant?: Resolver<ResolversTypes['CompanyConsultantResult'], ParentType, ContextType, RequireFields<MutationCreateCompanyConsultantArgs, 'input'>>;
  createCulture?: Resolver<ResolversTypes['CultureResult'], ParentType, ContextType, RequireFields<MutationCreateCultureArgs, 'farmerId' | 'name'>>;
  createFarmer?: Resolver<ResolversTypes['FarmerResult'], ParentType, ContextType, RequireFields<MutationCreateFarmerArgs, 'input'>>;
  createMonitoring?: Resolver<ResolversTypes['MonitoringResult'], ParentType, ContextType, RequireFields<MutationCreateMonitoringArgs, 'input'>>;
  createOfferedConsultancy?: Resolver<ResolversTypes['OfferedConsultancyResult'], ParentType, ContextType, RequireFields<MutationCreateOfferedConsultancyArgs, 'input'>>;
  createProperty?: Resolver<ResolversTypes['PropertyResult'], ParentType, ContextType, RequireFields<MutationCreatePropertyArgs, 'farmerId' | 'input'>>;
  createProvidedConsultancy?: Resolver<ResolversTypes['ProvidedConsultancyResult'], ParentType, ContextType, RequireFields<MutationCreateProvidedConsultancyArgs, 'input'>>;
  createPushNotification?: Resolver<ResolversTypes['PushNotificationResult'], ParentType, ContextType, RequireFields<MutationCreatePushNotificationArgs, 'input'>>;
  createRecommendation?: Resolver<ResolversTypes['RecommendationResult'], ParentType, ContextType, RequireFields<MutationCreateRecommendationArgs, 'input'>>;
  createReport?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, RequireFields<MutationCreateReportArgs, 'input'>>;
  createSectors?: Resolver<ResolversTypes['SectorsResult'], ParentType, ContextType, RequireFields<MutationCreateSectorsArgs, 'input'>>;
  createTraining?: Resolver<ResolversTypes['TrainingResult'], ParentType, ContextType, RequireFields<MutationCreateTrainingArgs, 'input'>>;
  createWorkSchedule?: Resolver<ResolversTypes['WorkScheduleResult'], ParentType, ContextType, RequireFields<MutationCreateWorkScheduleArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'phrase'>>;
  deleteArea?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteAreaArgs, 'id'>>;
  deleteCompanyConsultant?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteCompanyConsultantArgs, 'id'>>;
  deleteOfferedConsultancy?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteOfferedConsultancyArgs, 'id'>>;
  deleteProperty?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeletePropertyArgs, 'id'>>;
  deleteProvidedConsultancy?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteProvidedConsultancyArgs, 'id'>>;
  deletePushNotification?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeletePushNotificationArgs, 'id'>>;
  deleteReport?: Resolver<ResolversTypes['ReportDeleted'], ParentType, ContextType, RequireFields<MutationDeleteReportArgs, 'id'>>;
  deleteReportItem?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, RequireFields<MutationDeleteReportItemArgs, 'index' | 'reportId'>>;
  deleteSector?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteSectorArgs, 'id'>>;
  deleteTraining?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteTrainingArgs, 'id'>>;
  insertTechnicalAdvice?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, RequireFields<MutationInsertTechnicalAdviceArgs, 'id' | 'technicalAdvice'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registerCompany?: Resolver<ResolversTypes['RegistrationResult'], ParentType, ContextType, RequireFields<MutationRegisterCompanyArgs, 'input'>>;
  registerConsultant?: Resolver<ResolversTypes['RegistrationResult'], ParentType, ContextType, RequireFields<MutationRegisterConsultantArgs, 'input'>>;
  registerFarmer?: Resolver<ResolversTypes['RegistrationResult'], ParentType, ContextType, RequireFields<MutationRegisterFarmerArgs, 'input'>>;
  removeProfilePicture?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  removeReportItemPhoto?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, RequireFields<MutationRemoveReportItemPhotoArgs, 'index' | 'reportId'>>;
  requestEmailChange?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'input'>>;
  requestPasswordRecovery?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordRecoveryArgs, 'input'>>;
  resendVerification?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationResendVerificationArgs, 'input'>>;
  scheduleActivity?: Resolver<ResolversTypes['WorkResult'], ParentType, ContextType, RequireFields<MutationScheduleActivityArgs, 'input'>>;
  scheduleLabAnalysis?: Resolver<ResolversTypes['ScheduleLabAnalysisResult'], ParentType, ContextType, RequireFields<MutationScheduleLabAnalysisArgs, 'input'>>;
  setAdvertStatus?: Resolver<ResolversTypes['AdvertResult'], ParentType, ContextType, RequireFields<MutationSetAdvertStatusArgs, 'id' | 'status'>>;
  setPropertyBoundary?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationSetPropertyBoundaryArgs, 'propertyId'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signInWithGoogle?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInWithGoogleArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  updateAdvert?: Resolver<ResolversTypes['AdvertResult'], ParentType, ContextType, RequireFields<MutationUpdateAdvertArgs, 'id' | 'input'>>;
  updateArea?: Resolver<ResolversTypes['AreaResult'], ParentType, ContextType, RequireFields<MutationUpdateAreaArgs, 'id' | 'name'>>;
  updateCompanyConsultant?: Resolver<ResolversTypes['CompanyConsultantResult'], ParentType, ContextType, RequireFields<MutationUpdateCompanyConsultantArgs, 'id' | 'input'>>;
  updateFarmer?: Resolver<ResolversTypes['FarmerResult'], ParentType, ContextType, RequireFields<MutationUpdateFarmerArgs, 'id' | 'input'>>;
  updateOfferedConsultancy?: Resolver<ResolversTypes['OfferedConsultancyResult'], ParentType, ContextType, RequireFields<MutationUpdateOfferedConsultancyArgs, 'id' | 'input'>>;
  updateProfessionalResume?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfessionalResumeArgs, 'html'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateProperty?: Resolver<ResolversTypes['PropertyResult'], ParentType, ContextType, RequireFields<MutationUpdatePropertyArgs, 'id' | 'input'>>;
  updateProvidedConsultancy?: Resolver<ResolversTypes['ProvidedConsultancyResult'], ParentType, ContextType, RequireFields<MutationUpdateProvidedConsultancyArgs, 'id' | 'input'>>;
  updatePushNotification?: Resolver<ResolversTypes['PushNotificationResult'], ParentType, ContextType, RequireFields<MutationUpdatePushNotificationArgs, 'id' | 'input'>>;
  updateRecommendation?: Resolver<ResolversTypes['RecommendationResult'], ParentType, ContextType, RequireFields<MutationUpdateRecommendationArgs, 'id' | 'input'>>;
  updateReport?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, RequireFields<MutationUpdateReportArgs, 'id' | 'input'>>;
  updateReportItem?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType, RequireFields<MutationUpdateReportItemArgs, 'index' | 'input' | 'reportId'>>;
  updateSector?: Resolver<ResolversTypes['SectorResult'], ParentType, ContextType, RequireFields<MutationUpdateSectorArgs, 'id' | 'input'>>;
  updateTraining?: Resolver<ResolversTypes['TrainingResult'], ParentType, ContextType, RequireFields<MutationUpdateTrainingArgs, 'id' | 'input'>>;
  updateUserProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateUserProfileArgs, 'id' | 'input'>>;
  updateWorkSchedule?: Resolver<ResolversTypes['WorkScheduleResult'], ParentType, ContextType, RequireFields<MutationUpdateWorkScheduleArgs, 'input'>>;
}>;

export type OfferedConsultancyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OfferedConsultancy'] = ResolversParentTypes['OfferedConsultancy']> = ResolversObject<{
  agreedPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cultures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ConsultancyFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['PriceLine']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OfferedConsultancyPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OfferedConsultancyPage'] = ResolversParentTypes['OfferedConsultancyPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OfferedConsultancy']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OfferedConsultancyResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OfferedConsultancyResult'] = ResolversParentTypes['OfferedConsultancyResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['OfferedConsultancy'], ParentType, ContextType>;
}>;

export type PageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdvertPage' | 'AreaPage' | 'CompanyConsultantPage' | 'CulturePage' | 'FarmerPage' | 'FieldActivityPage' | 'HarvestPage' | 'InventoryItemPage' | 'InventoryMovementPage' | 'LabAnalysisPage' | 'LabOrderPage' | 'LaboratoryPage' | 'MonitoringPage' | 'OfferedConsultancyPage' | 'ParticipantPage' | 'PropertyPage' | 'ProvidedConsultancyPage' | 'PushNotificationPage' | 'ReportPage' | 'TrainingPage' | 'UserPage' | 'WorkPage', ParentType, ContextType>;
}>;

export type ParticipantResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Participant'] = ResolversParentTypes['Participant']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ParticipantPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ParticipantPage'] = ResolversParentTypes['ParticipantPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Participant']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PermissionResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PermissionResult'] = ResolversParentTypes['PermissionResult']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
}>;

export type PlaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coords?: Resolver<ResolversTypes['Coords'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ibgeCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlanResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = ResolversObject<{
  badge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marker?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trialDaysLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type PriceLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceLine'] = ResolversParentTypes['PriceLine']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  feeType?: Resolver<ResolversTypes['FeeType'], ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ConsultantProfile' | 'EnterpriseConsultantProfile' | 'EnterpriseProfile' | 'FarmerProfile' | 'MasterProfile', ParentType, ContextType>;
}>;

export type PropertyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Property'] = ResolversParentTypes['Property']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  allAreas?: Resolver<Maybe<Array<ResolversTypes['Area']>>, ParentType, ContextType>;
  areaCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  areas?: Resolver<Maybe<ResolversTypes['AreaPage']>, ParentType, ContextType, RequireFields<PropertyAreasArgs, 'page'>>;
  boundary?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  boundaryAreaHa?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  farmer?: Resolver<Maybe<ResolversTypes['Farmer']>, ParentType, ContextType>;
  farmerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalArea?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PropertyPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PropertyPage'] = ResolversParentTypes['PropertyPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PropertyResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PropertyResult'] = ResolversParentTypes['PropertyResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
}>;

export type ProvidedConsultancyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProvidedConsultancy'] = ResolversParentTypes['ProvidedConsultancy']> = ResolversObject<{
  consultant?: Resolver<Maybe<ResolversTypes['ConsultantSummary']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  farmer?: Resolver<Maybe<ResolversTypes['Farmer']>, ParentType, ContextType>;
  farmerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fixedPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  monitoringCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['OfferedConsultancy']>, ParentType, ContextType>;
  offerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  property?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType>;
  recommendationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reportCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WorkStatus'], ParentType, ContextType>;
}>;

export type ProvidedConsultancyPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProvidedConsultancyPage'] = ResolversParentTypes['ProvidedConsultancyPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ProvidedConsultancy']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProvidedConsultancyResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProvidedConsultancyResult'] = ResolversParentTypes['ProvidedConsultancyResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providedConsultancy?: Resolver<ResolversTypes['ProvidedConsultancy'], ParentType, ContextType>;
}>;

export type PushNotificationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PushNotification'] = ResolversParentTypes['PushNotification']> = ResolversObject<{
  audience?: Resolver<Array<ResolversTypes['AudienceRole']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastPush?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodicity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PushNotificationPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PushNotificationPage'] = ResolversParentTypes['PushNotificationPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PushNotification']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PushNotificationResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PushNotificationResult'] = ResolversParentTypes['PushNotificationResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notification?: Resolver<ResolversTypes['PushNotification'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activities?: Resolver<ResolversTypes['WorkPage'], ParentType, ContextType, RequireFields<QueryActivitiesArgs, 'page'>>;
  advert?: Resolver<Maybe<ResolversTypes['Advert']>, ParentType, ContextType, RequireFields<QueryAdvertArgs, 'id'>>;
  adverts?: Resolver<ResolversTypes['AdvertPage'], ParentType, ContextType, RequireFields<QueryAdvertsArgs, 'page' | 'status'>>;
  areaOwner?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType, Partial<QueryAreaOwnerArgs>>;
  associatedLaboratories?: Resolver<ResolversTypes['LaboratoryPage'], ParentType, ContextType, RequireFields<QueryAssociatedLaboratoriesArgs, 'page'>>;
  clientConfig?: Resolver<ResolversTypes['ClientConfig'], ParentType, ContextType>;
  companyConsultant?: Resolver<Maybe<ResolversTypes['CompanyConsultant']>, ParentType, ContextType, RequireFields<QueryCompanyConsultantArgs, 'id'>>;
  companyConsultants?: Resolver<ResolversTypes['CompanyConsultantPage'], ParentType, ContextType, RequireFields<QueryCompanyConsultantsArgs, 'page'>>;
  companyDashboard?: Resolver<ResolversTypes['CompanyDashboard'], ParentType, ContextType, Partial<QueryCompanyDashboardArgs>>;
  companyWorks?: Resolver<Array<ResolversTypes['Work']>, ParentType, ContextType, RequireFields<QueryCompanyWorksArgs, 'from' | 'to'>>;
  consultancyRequests?: Resolver<ResolversTypes['ProvidedConsultancyPage'], ParentType, ContextType, RequireFields<QueryConsultancyRequestsArgs, 'page'>>;
  consultantDashboard?: Resolver<ResolversTypes['ConsultantDashboard'], ParentType, ContextType, Partial<QueryConsultantDashboardArgs>>;
  farmer?: Resolver<Maybe<ResolversTypes['Farmer']>, ParentType, ContextType, RequireFields<QueryFarmerArgs, 'id'>>;
  farmerCultures?: Resolver<ResolversTypes['CulturePage'], ParentType, ContextType, RequireFields<QueryFarmerCulturesArgs, 'farmerId' | 'page'>>;
  farmerProperties?: Resolver<ResolversTypes['PropertyPage'], ParentType, ContextType, RequireFields<QueryFarmerPropertiesArgs, 'farmerId' | 'page'>>;
  farmers?: Resolver<ResolversTypes['FarmerPage'], ParentType, ContextType, RequireFields<QueryFarmersArgs, 'page'>>;
  fieldActivities?: Resolver<ResolversTypes['FieldActivityPage'], ParentType, ContextType, RequireFields<QueryFieldActivitiesArgs, 'farmerId' | 'page'>>;
  fieldActivity?: Resolver<Maybe<ResolversTypes['FieldActivity']>, ParentType, ContextType, RequireFields<QueryFieldActivityArgs, 'id'>>;
  finance?: Resolver<ResolversTypes['Finance'], ParentType, ContextType, RequireFields<QueryFinanceArgs, 'period'>>;
  harvest?: Resolver<Maybe<ResolversTypes['Harvest']>, ParentType, ContextType, RequireFields<QueryHarvestArgs, 'farmerId' | 'id'>>;
  harvests?: Resolver<ResolversTypes['HarvestPage'], ParentType, ContextType, RequireFields<QueryHarvestsArgs, 'farmerId' | 'page'>>;
  inventory?: Resolver<ResolversTypes['InventoryItemPage'], ParentType, ContextType, RequireFields<QueryInventoryArgs, 'farmerId' | 'page'>>;
  inventoryMovements?: Resolver<ResolversTypes['InventoryMovementPage'], ParentType, ContextType, RequireFields<QueryInventoryMovementsArgs, 'itemId' | 'page'>>;
  labAnalyses?: Resolver<ResolversTypes['LabAnalysisPage'], ParentType, ContextType, RequireFields<QueryLabAnalysesArgs, 'farmerId' | 'page'>>;
  laboratories?: Resolver<ResolversTypes['LaboratoryPage'], ParentType, ContextType, RequireFields<QueryLaboratoriesArgs, 'page'>>;
  laboratory?: Resolver<Maybe<ResolversTypes['Laboratory']>, ParentType, ContextType, RequireFields<QueryLaboratoryArgs, 'id'>>;
  masterStatistics?: Resolver<ResolversTypes['MasterStatistics'], ParentType, ContextType>;
  monitoring?: Resolver<Maybe<ResolversTypes['Monitoring']>, ParentType, ContextType, RequireFields<QueryMonitoringArgs, 'id'>>;
  monitorings?: Resolver<ResolversTypes['MonitoringPage'], ParentType, ContextType, RequireFields<QueryMonitoringsArgs, 'consultancyProvidedId' | 'page'>>;
  myLabAnalyses?: Resolver<ResolversTypes['LabOrderPage'], ParentType, ContextType, RequireFields<QueryMyLabAnalysesArgs, 'page'>>;
  offeredConsultancies?: Resolver<ResolversTypes['OfferedConsultancyPage'], ParentType, ContextType, RequireFields<QueryOfferedConsultanciesArgs, 'page'>>;
  offeredConsultancy?: Resolver<Maybe<ResolversTypes['OfferedConsultancy']>, ParentType, ContextType, RequireFields<QueryOfferedConsultancyArgs, 'id'>>;
  places?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlacesArgs, 'limit' | 'query'>>;
  property?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType, RequireFields<QueryPropertyArgs, 'id'>>;
  propertySectors?: Resolver<Array<ResolversTypes['Sector']>, ParentType, ContextType, RequireFields<QueryPropertySectorsArgs, 'propertyId'>>;
  providedConsultancies?: Resolver<ResolversTypes['ProvidedConsultancyPage'], ParentType, ContextType, RequireFields<QueryProvidedConsultanciesArgs, 'page'>>;
  providedConsultancy?: Resolver<Maybe<ResolversTypes['ProvidedConsultancy']>, ParentType, ContextType, RequireFields<QueryProvidedConsultancyArgs, 'id'>>;
  pushNotification?: Resolver<Maybe<ResolversTypes['PushNotification']>, ParentType, ContextType, RequireFields<QueryPushNotificationArgs, 'id'>>;
  pushNotifications?: Resolver<ResolversTypes['PushNotificationPage'], ParentType, ContextType, RequireFields<QueryPushNotificationsArgs, 'page'>>;
  recommendationOccurrences?: Resolver<Maybe<Array<ResolversTypes['RecommendationOccurrence']>>, ParentType, ContextType, RequireFields<QueryRecommendationOccurrencesArgs, 'end' | 'start'>>;
  report?: Resolver<Maybe<ResolversTypes['Report']>, ParentType, ContextType, RequireFields<QueryReportArgs, 'id'>>;
  reports?: Resolver<ResolversTypes['ReportPage'], ParentType, ContextType, RequireFields<QueryReportsArgs, 'page' | 'providedConsultancyId'>>;
  reversePlace?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryReversePlaceArgs, 'latitude' | 'longitude'>>;
  sector?: Resolver<Maybe<ResolversTypes['Sector']>, ParentType, ContextType, RequireFields<QuerySectorArgs, 'id'>>;
  training?: Resolver<Maybe<ResolversTypes['Training']>, ParentType, ContextType, RequireFields<QueryTrainingArgs, 'id'>>;
  trainingParticipants?: Resolver<ResolversTypes['ParticipantPage'], ParentType, ContextType, RequireFields<QueryTrainingParticipantsArgs, 'id' | 'page' | 'state'>>;
  trainings?: Resolver<ResolversTypes['TrainingPage'], ParentType, ContextType, RequireFields<QueryTrainingsArgs, 'page' | 'state'>>;
  user?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'kind' | 'page'>>;
  usersPerPlace?: Resolver<Array<ResolversTypes['UsersPerPlace']>, ParentType, ContextType, RequireFields<QueryUsersPerPlaceArgs, 'groupBy' | 'kind'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  workSchedule?: Resolver<Maybe<ResolversTypes['WorkSchedule']>, ParentType, ContextType, Partial<QueryWorkScheduleArgs>>;
  works?: Resolver<Array<ResolversTypes['Work']>, ParentType, ContextType, RequireFields<QueryWorksArgs, 'from' | 'to'>>;
}>;

export type RecommendationOccurrenceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecommendationOccurrence'] = ResolversParentTypes['RecommendationOccurrence']> = ResolversObject<{
  activityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  farmerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  farmerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recurrence?: Resolver<ResolversTypes['RecommendationRecurrence'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FieldActivityStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RecommendationResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecommendationResult'] = ResolversParentTypes['RecommendationResult']> = ResolversObject<{
  fieldActivity?: Resolver<ResolversTypes['FieldActivity'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RegistrationResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RegistrationResult'] = ResolversParentTypes['RegistrationResult']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = ResolversObject<{
  capabilities?: Resolver<ResolversTypes['ReportCapabilities'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  farmer?: Resolver<Maybe<ResolversTypes['Farmer']>, ParentType, ContextType>;
  farmerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReportItem']>, ParentType, ContextType>;
  providedConsultancyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recommendedActivities?: Resolver<Array<ResolversTypes['FieldActivity']>, ParentType, ContextType>;
  recommendedActivityIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  technicalAdvice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ReportCapabilitiesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportCapabilities'] = ResolversParentTypes['ReportCapabilities']> = ResolversObject<{
  canAddItems?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canAddTechnicalAdvice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEditItems?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEditRecommendations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEditTechnicalAdvice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canRecommend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ReportDeletedResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportDeleted'] = ResolversParentTypes['ReportDeleted']> = ResolversObject<{
  farmerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  next?: Resolver<ResolversTypes['ReportDeletedNext'], ParentType, ContextType>;
  providedConsultancyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReportItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportItem'] = ResolversParentTypes['ReportItem']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ReportPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReportResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportResult'] = ResolversParentTypes['ReportResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  report?: Resolver<ResolversTypes['Report'], ParentType, ContextType>;
}>;

export type ScheduleLabAnalysisResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScheduleLabAnalysisResult'] = ResolversParentTypes['ScheduleLabAnalysisResult']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SectorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Sector'] = ResolversParentTypes['Sector']> = ResolversObject<{
  areaId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  areaName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cultureId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cultureName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plantingDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  plants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plotArea?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  spacingBetweenPlants?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  spacingBetweenStreets?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type SectorResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SectorResult'] = ResolversParentTypes['SectorResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sector?: Resolver<ResolversTypes['Sector'], ParentType, ContextType>;
}>;

export type SectorsResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SectorsResult'] = ResolversParentTypes['SectorsResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sectors?: Resolver<Array<ResolversTypes['Sector']>, ParentType, ContextType>;
}>;

export type SignInResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = ResolversObject<{
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type TrainingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Training'] = ResolversParentTypes['Training']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  availableSpots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  confirmedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  consultantIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['WorkFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  profit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  remainingSpots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  specificInformation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrainingPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TrainingPage'] = ResolversParentTypes['TrainingPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Training']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TrainingProfitPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TrainingProfitPoint'] = ResolversParentTypes['TrainingProfitPoint']> = ResolversObject<{
  canceled?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TrainingProfitTotalsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TrainingProfitTotals'] = ResolversParentTypes['TrainingProfitTotals']> = ResolversObject<{
  canceled?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TrainingResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TrainingResult'] = ResolversParentTypes['TrainingResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  training?: Resolver<ResolversTypes['Training'], ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['UserSummary']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserSummary'] = ResolversParentTypes['UserSummary']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['UserKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UsersPerPlaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UsersPerPlace'] = ResolversParentTypes['UsersPerPlace']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  canDeleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  homePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type WorkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Work'] = ResolversParentTypes['Work']> = ResolversObject<{
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consultant?: Resolver<Maybe<ResolversTypes['WorkConsultant']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  endWork?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  farmer?: Resolver<Maybe<ResolversTypes['Farmer']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['WorkFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceCalculated?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  providedConsultancy?: Resolver<Maybe<ResolversTypes['ProvidedConsultancy']>, ParentType, ContextType>;
  sectors?: Resolver<Maybe<Array<ResolversTypes['Sector']>>, ParentType, ContextType>;
  startWork?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WorkStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorkConsultantResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkConsultant'] = ResolversParentTypes['WorkConsultant']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorkPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkPage'] = ResolversParentTypes['WorkPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Work']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WorkResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkResult'] = ResolversParentTypes['WorkResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  work?: Resolver<ResolversTypes['Work'], ParentType, ContextType>;
}>;

export type WorkScheduleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkSchedule'] = ResolversParentTypes['WorkSchedule']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['WeekDay']>, ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorkScheduleResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkScheduleResult'] = ResolversParentTypes['WorkScheduleResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workSchedule?: Resolver<ResolversTypes['WorkSchedule'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = RequestContext> = ResolversObject<{
  ActionResult?: ActionResultResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  Advert?: AdvertResolvers<ContextType>;
  AdvertPage?: AdvertPageResolvers<ContextType>;
  AdvertResult?: AdvertResultResolvers<ContextType>;
  Area?: AreaResolvers<ContextType>;
  AreaPage?: AreaPageResolvers<ContextType>;
  AreaResult?: AreaResultResolvers<ContextType>;
  ClientConfig?: ClientConfigResolvers<ContextType>;
  CompanyConsultant?: CompanyConsultantResolvers<ContextType>;
  CompanyConsultantMonth?: CompanyConsultantMonthResolvers<ContextType>;
  CompanyConsultantPage?: CompanyConsultantPageResolvers<ContextType>;
  CompanyConsultantResult?: CompanyConsultantResultResolvers<ContextType>;
  CompanyDashboard?: CompanyDashboardResolvers<ContextType>;
  CompanyRef?: CompanyRefResolvers<ContextType>;
  ConsultancyProfitPoint?: ConsultancyProfitPointResolvers<ContextType>;
  ConsultancyProfitTotals?: ConsultancyProfitTotalsResolvers<ContextType>;
  ConsultantDashboard?: ConsultantDashboardResolvers<ContextType>;
  ConsultantProfile?: ConsultantProfileResolvers<ContextType>;
  ConsultantSummary?: ConsultantSummaryResolvers<ContextType>;
  Coords?: CoordsResolvers<ContextType>;
  Culture?: CultureResolvers<ContextType>;
  CulturePage?: CulturePageResolvers<ContextType>;
  CultureResult?: CultureResultResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeviceCount?: DeviceCountResolvers<ContextType>;
  EnterpriseConsultantProfile?: EnterpriseConsultantProfileResolvers<ContextType>;
  EnterpriseProfile?: EnterpriseProfileResolvers<ContextType>;
  FarmRecordRef?: FarmRecordRefResolvers<ContextType>;
  Farmer?: FarmerResolvers<ContextType>;
  FarmerPage?: FarmerPageResolvers<ContextType>;
  FarmerProfile?: FarmerProfileResolvers<ContextType>;
  FarmerResult?: FarmerResultResolvers<ContextType>;
  FieldActivity?: FieldActivityResolvers<ContextType>;
  FieldActivityCost?: FieldActivityCostResolvers<ContextType>;
  FieldActivityPage?: FieldActivityPageResolvers<ContextType>;
  FieldActivityProduct?: FieldActivityProductResolvers<ContextType>;
  Finance?: FinanceResolvers<ContextType>;
  FinanceTotals?: FinanceTotalsResolvers<ContextType>;
  Harvest?: HarvestResolvers<ContextType>;
  HarvestCategoryCost?: HarvestCategoryCostResolvers<ContextType>;
  HarvestPage?: HarvestPageResolvers<ContextType>;
  HarvestTagCost?: HarvestTagCostResolvers<ContextType>;
  InventoryItem?: InventoryItemResolvers<ContextType>;
  InventoryItemPage?: InventoryItemPageResolvers<ContextType>;
  InventoryMovement?: InventoryMovementResolvers<ContextType>;
  InventoryMovementPage?: InventoryMovementPageResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LabAnalysis?: LabAnalysisResolvers<ContextType>;
  LabAnalysisPage?: LabAnalysisPageResolvers<ContextType>;
  LabOffer?: LabOfferResolvers<ContextType>;
  LabOrder?: LabOrderResolvers<ContextType>;
  LabOrderPage?: LabOrderPageResolvers<ContextType>;
  Laboratory?: LaboratoryResolvers<ContextType>;
  LaboratoryPage?: LaboratoryPageResolvers<ContextType>;
  MasterProfile?: MasterProfileResolvers<ContextType>;
  MasterStatistics?: MasterStatisticsResolvers<ContextType>;
  Monitoring?: MonitoringResolvers<ContextType>;
  MonitoringPage?: MonitoringPageResolvers<ContextType>;
  MonitoringPost?: MonitoringPostResolvers<ContextType>;
  MonitoringResult?: MonitoringResultResolvers<ContextType>;
  MonthlyEarnings?: MonthlyEarningsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OfferedConsultancy?: OfferedConsultancyResolvers<ContextType>;
  OfferedConsultancyPage?: OfferedConsultancyPageResolvers<ContextType>;
  OfferedConsultancyResult?: OfferedConsultancyResultResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  Participant?: ParticipantResolvers<ContextType>;
  ParticipantPage?: ParticipantPageResolvers<ContextType>;
  PermissionResult?: PermissionResultResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PriceLine?: PriceLineResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Property?: PropertyResolvers<ContextType>;
  PropertyPage?: PropertyPageResolvers<ContextType>;
  PropertyResult?: PropertyResultResolvers<ContextType>;
  ProvidedConsultancy?: ProvidedConsultancyResolvers<ContextType>;
  ProvidedConsultancyPage?: ProvidedConsultancyPageResolvers<ContextType>;
  ProvidedConsultancyResult?: ProvidedConsultancyResultResolvers<ContextType>;
  PushNotification?: PushNotificationResolvers<ContextType>;
  PushNotificationPage?: PushNotificationPageResolvers<ContextType>;
  PushNotificationResult?: PushNotificationResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecommendationOccurrence?: RecommendationOccurrenceResolvers<ContextType>;
  RecommendationResult?: RecommendationResultResolvers<ContextType>;
  RegistrationResult?: RegistrationResultResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportCapabilities?: ReportCapabilitiesResolvers<ContextType>;
  ReportDeleted?: ReportDeletedResolvers<ContextType>;
  ReportItem?: ReportItemResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  ReportResult?: ReportResultResolvers<ContextType>;
  ScheduleLabAnalysisResult?: ScheduleLabAnalysisResultResolvers<ContextType>;
  Sector?: SectorResolvers<ContextType>;
  SectorResult?: SectorResultResolvers<ContextType>;
  SectorsResult?: SectorsResultResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  Training?: TrainingResolvers<ContextType>;
  TrainingPage?: TrainingPageResolvers<ContextType>;
  TrainingProfitPoint?: TrainingProfitPointResolvers<ContextType>;
  TrainingProfitTotals?: TrainingProfitTotalsResolvers<ContextType>;
  TrainingResult?: TrainingResultResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserSummary?: UserSummaryResolvers<ContextType>;
  UsersPerPlace?: UsersPerPlaceResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Work?: WorkResolvers<ContextType>;
  WorkConsultant?: WorkConsultantResolvers<ContextType>;
  WorkPage?: WorkPageResolvers<ContextType>;
  WorkResult?: WorkResultResolvers<ContextType>;
  WorkSchedule?: WorkScheduleResolvers<ContextType>;
  WorkScheduleResult?: WorkScheduleResultResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = RequestContext> = ResolversObject<{
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  length?: LengthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
}>;
