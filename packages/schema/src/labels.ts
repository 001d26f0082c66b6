/** Domain values with their pt-BR labels and the specification's colours (statuses, types, recurrences, days). */

export type Tone = 'green' | 'grey' | 'teal' | 'darkTeal' | 'yellow' | 'red' | 'blue';

export const ENTITY_STATUS = {
  ACTIVE: { label: 'Ativo', tone: 'green' },
  INACTIVE: { label: 'Inativo', tone: 'red' },
  WAITING: { label: 'Pausado', tone: 'yellow' },
} as const satisfies Record<string, { label: string; tone: Tone }>;
export type EntityStatus = keyof typeof ENTITY_STATUS;

/**
 * Consultancy, visit and work statuses (spec 000 §4, 001 §4), keyed by the GraphQL enum `WorkStatus`.
 * The provider spells IN_PROGRESS with a hyphen; only the BFF's graphql/base/provider-enums.ts and the
 * fixture server (upstream/consultant.ts `WORK_STATUSES`) speak that spelling.
 */
export const WORK_STATUS = {
  PLANNED: { label: 'Planejado', tone: 'green' },
  IN_PROGRESS: { label: 'Em andamento', tone: 'teal' },
  COMPLETED: { label: 'Concluído', tone: 'grey' },
  REQUESTED: { label: 'Solicitado', tone: 'darkTeal' },
  REJECTED: { label: 'Rejeitado', tone: 'red' },
  CANCELED: { label: 'Cancelado', tone: 'red' },
} as const satisfies Record<string, { label: string; tone: Tone }>;
export type WorkStatus = keyof typeof WORK_STATUS;

export const SCHEDULE_STATUS = {
  PLANNED: { label: 'Planejado', tone: 'green' },
  LATE: { label: 'Atrasado', tone: 'red' },
  DONE: { label: 'Concluído', tone: 'grey' },
} as const satisfies Record<string, { label: string; tone: Tone }>;

export const DISPLAY_STATUS = {
  CONFIRMED: { label: 'Confirmado', tone: 'green' },
  PENDING: { label: 'Pendente', tone: 'yellow' },
  LATE: { label: 'Atrasado', tone: 'red' },
} as const satisfies Record<string, { label: string; tone: Tone }>;

/**
 * Field activity (recommendation) statuses (spec 001 §4 default PLANNED, §9 colours), keyed by the GraphQL enum
 * `FieldActivityStatus`; the provider spells IN_PROGRESS with a hyphen (upstream/recommendations.ts).
 */
export const FIELD_ACTIVITY_STATUS = {
  PLANNED: { label: 'Planejado', tone: 'green' },
  IN_PROGRESS: { label: 'Em andamento', tone: 'teal' },
  COMPLETED: { label: 'Concluído', tone: 'grey' },
  LATE: { label: 'Atrasado', tone: 'red' },
  CANCELED: { label: 'Cancelado', tone: 'red' },
} as const satisfies Record<string, { label: string; tone: Tone }>;
export type FieldActivityStatusKey = keyof typeof FIELD_ACTIVITY_STATUS;

/** A field activity's category (spec 001 §5 "Recommendation"), keyed by the GraphQL enum `FieldActivityType`. */
export const FIELD_ACTIVITY_TYPE_LABELS = {
  APPLICATION: 'Aplicação',
  PLANTING: 'Plantio',
  MANAGEMENT: 'Manejo',
  HARVEST: 'Colheita',
  CUSTOM: 'Customizado',
} as const;

/** A harvest's cost categories (spec 001 §9: labour, production, equipment, other), keyed by `CostCategory`. */
export const COST_CATEGORY_LABELS = {
  LABOR: 'Mão de obra',
  PRODUCTION: 'Produção',
  EQUIPMENT: 'Equipamentos',
  OTHER: 'Outros',
} as const;
export type CostCategoryKey = keyof typeof COST_CATEGORY_LABELS;

export const FEE_TYPES = {
  PER_HECTARE: { label: 'Por hectare', editorLabel: 'Por hectare' },
  PER_TECHNICAL_HOUR: { label: 'Por hora técnica', editorLabel: 'Por hora' },
  PER_VISIT: { label: 'Por visita', editorLabel: 'Por visita' },
  AGREED_PRICE: { label: 'A combinar', editorLabel: 'A combinar' },
} as const;
export type FeeType = keyof typeof FEE_TYPES;

/** How a consultancy or training is held, keyed by the GraphQL enums `ConsultancyFormat` / `WorkFormat` (spec 001 §3). */
export const MODES = {
  ONLINE: 'Online',
  IN_PERSON: 'Presencial',
  BOTH: 'Online e Presencial',
} as const;
export type Mode = keyof typeof MODES;

const DAY_MS = 86_400_000;
/** Recurrence options in milliseconds (0 = once). */
export const RECURRENCES = [
  { value: 0, label: 'Uma vez' },
  { value: DAY_MS, label: 'Diariamente' },
  { value: 3 * DAY_MS, label: 'A cada 3 dias' },
  { value: 7 * DAY_MS, label: 'Semanalmente' },
  { value: 30 * DAY_MS, label: 'Mensalmente' },
  { value: 60 * DAY_MS, label: 'A cada 2 meses' },
  { value: 180 * DAY_MS, label: 'Semestralmente' },
  { value: 365 * DAY_MS, label: 'Anualmente' },
] as const;
export const RECURRENCE_VALUES = RECURRENCES.map((r) => r.value);

/** Sunday..Saturday in Portuguese; `setup` is the English name the schedule setup uses. */
export const WEEK_DAYS = [
  { index: 0, label: 'Domingo', short: 'Dom', setup: 'Sunday' },
  { index: 1, label: 'Segunda-feira', short: 'Seg', setup: 'Monday' },
  { index: 2, label: 'Terça-feira', short: 'Ter', setup: 'Tuesday' },
  { index: 3, label: 'Quarta-feira', short: 'Qua', setup: 'Wednesday' },
  { index: 4, label: 'Quinta-feira', short: 'Qui', setup: 'Thursday' },
  { index: 5, label: 'Sexta-feira', short: 'Sex', setup: 'Friday' },
  { index: 6, label: 'Sábado', short: 'Sáb', setup: 'Saturday' },
] as const;
