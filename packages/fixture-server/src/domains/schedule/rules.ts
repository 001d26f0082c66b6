import { ACTIVITY_MESSAGES, activitySchema, type WeekDayKey, workScheduleSchema } from '@talhao/schema';
import { SETUP_DAYS } from '@talhao/schema/upstream/schedule';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import type { SectorRecord } from '../farmers/farmers';
import type { ProvidedConsultancyRecord } from '../provided/provided';
import { type SetupDay, setupDayOf, weekDayKeyOf } from './payloads';
import type { ScheduleSetupRecord, WorkRecord } from './schedule';

/** Texts of the provider's own rules; the form rules keep the shared schemas' wording. */
export const SCHEDULE_HTTP_MESSAGES = {
  setupNotFound: 'Horário de trabalho não encontrado',
  setupExists: 'Você já possui um horário de trabalho',
  unknownDay: 'Dia da semana inválido',
  providedNotFound: 'Consultoria prestada não encontrada',
  providedClosed: 'Não é possível agendar atividades em uma consultoria cancelada ou rejeitada',
  farmerMismatch: 'O agricultor deve ser o cliente da consultoria prestada',
  sectorsMismatch: 'Os setores devem pertencer à propriedade da consultoria prestada',
  workNotFound: 'Atividade não encontrada',
  onlyCancel: 'Apenas o cancelamento da atividade é permitido',
  rangeTooLong: 'O período deve ter no máximo 400 dias',
  rangeOrder: 'A data final deve ser igual ou posterior à inicial',
  enterpriseCancel: 'As atividades da empresa não podem ser canceladas',
} as const;

/** 400 with the first failed rule's exact text (the forms show it as is, so no field suffix). */
export function firstIssueOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Dados inválidos');
  return result.data;
}

const setupBody = z.object({ dayOfWeek: z.unknown(), startTime: z.unknown(), endTime: z.unknown() }).loose();

/** A setup body checked by workScheduleSchema; days come back in week order, without repeats. */
export function parseSetup(body: unknown): Pick<ScheduleSetupRecord, 'dayOfWeek' | 'startTime' | 'endTime'> {
  const raw = setupBody.safeParse(body ?? {});
  const input = raw.success ? raw.data : { dayOfWeek: undefined, startTime: undefined, endTime: undefined };
  let days: WeekDayKey[] | unknown = input.dayOfWeek;
  if (Array.isArray(input.dayOfWeek)) {
    const keys = input.dayOfWeek.map((day) => (typeof day === 'string' ? weekDayKeyOf(day) : null));
    if (keys.some((key) => key === null)) throw badRequest(SCHEDULE_HTTP_MESSAGES.unknownDay);
    days = keys;
  }
  const values = firstIssueOr400(workScheduleSchema, {
    days,
    startTime: input.startTime,
    endTime: input.endTime,
  });
  const chosen = new Set<SetupDay>(values.days.map(setupDayOf));
  return {
    dayOfWeek: SETUP_DAYS.filter((day) => chosen.has(day)),
    startTime: values.startTime,
    endTime: values.endTime,
  };
}

/** The work body as the provider names it; the shared activity schema does the checking. */
const workBody = z
  .object({
    consultancyProvided: z.unknown(),
    user: z.unknown(),
    title: z.unknown(),
    format: z.unknown(),
    sectors: z.unknown(),
    day: z.unknown(),
    startWork: z.unknown(),
    endWork: z.unknown(),
    price: z.unknown(),
  })
  .partial();

/** The provided consultancy id a work body names, when it names one. */
export const providedIdOf = (body: unknown): string | null => {
  const parsed = workBody.safeParse(body ?? {});
  const id = parsed.success ? parsed.data.consultancyProvided : undefined;
  return typeof id === 'string' && id.trim() !== '' ? id : null;
};

/** The provider spells IN-PERSON; the form schema (GraphQL names) IN_PERSON. */
const formFormat = (format: unknown): unknown => {
  if (format === 'IN-PERSON') return 'IN_PERSON';
  if (format === 'ONLINE') return 'ONLINE';
  return format === undefined || format === null || format === '' ? undefined : 'INVALID';
};

export type WorkInput = Pick<
  WorkRecord,
  'user' | 'consultancyProvided' | 'title' | 'day' | 'startWork' | 'endWork' | 'format' | 'price' | 'sectors'
>;

export interface WorkRuleContext {
  setup: ScheduleSetupRecord;
  /** null when the body names none (the form rule then answers). */
  provided: ProvidedConsultancyRecord | null;
  /** Every sector of the consultancy's property (empty without a property). */
  propertySectors: readonly SectorRecord[];
}

/**
 * The scheduling rules in the order the form shows them (activitySchema with the consultancy's start
 * and the setup), then the provider's own: a workable consultancy, its farmer, its property's sectors.
 * The day is not checked against the setup's week days: the specification only bounds the hours.
 */
export function parseWork(body: unknown, context: WorkRuleContext): WorkInput {
  const raw = workBody.safeParse(body ?? {});
  const input = raw.success ? raw.data : {};
  const values = firstIssueOr400(
    activitySchema({ consultancyStart: context.provided?.startDate, schedule: context.setup }),
    {
      farmerId: input.user,
      providedConsultancyId: input.consultancyProvided,
      title: input.title,
      sectorIds: input.sectors,
      day: input.day,
      startWork: input.startWork,
      endWork: input.endWork,
      format: formFormat(input.format),
      price: input.price,
    },
  );
  const { provided } = context;
  if (!provided) throw badRequest(ACTIVITY_MESSAGES.providedConsultancy);
  if (provided.status === 'CANCELED' || provided.status === 'REJECTED') {
    throw badRequest(SCHEDULE_HTTP_MESSAGES.providedClosed);
  }
  if (values.farmerId !== provided.user) throw badRequest(SCHEDULE_HTTP_MESSAGES.farmerMismatch);
  const own = new Set(context.propertySectors.map((sector) => sector._id));
  if (!values.sectorIds.every((id) => own.has(id))) throw badRequest(SCHEDULE_HTTP_MESSAGES.sectorsMismatch);
  return {
    user: values.farmerId,
    consultancyProvided: provided._id,
    title: values.title,
    day: values.day,
    startWork: values.startWork,
    endWork: values.endWork,
    format: values.format === 'IN_PERSON' ? 'IN-PERSON' : 'ONLINE',
    price: values.price ?? null,
    sectors: [...new Set(values.sectorIds)],
  };
}

/** Only PLANNED and REQUESTED works can be canceled (spec 001 §4). */
export const isCancellable = (work: WorkRecord): boolean => work.status === 'PLANNED' || work.status === 'REQUESTED';
