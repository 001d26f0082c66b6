import { z } from 'zod';
import { BOUND_MESSAGES, BOUNDS, boundedDate, isBoundedDate, isCleanLine, moneyAmount } from './bounds';
import { ALWAYS } from './provided';

/** HH:mm on a 24-hour clock (spec 001 §5 "Activity scheduling"). */
export const isClockTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

export const SCHEDULE_MESSAGES = {
  days: 'Selecione os dias de trabalho',
  startRequired: 'Insira o horário de início',
  endRequired: 'Insira o horário final',
  invalidTime: 'Horário inválido',
  endAfterStart: 'O horário de término deve ser maior que o de início',
  createdSuccess: 'Horário de trabalho criado com sucesso!',
  updatedSuccess: 'Horário de trabalho editado com sucesso!',
} as const;

const ACTIVITY_TITLE_MAX = 120;

export const ACTIVITY_MESSAGES = {
  farmer: 'Selecione o agricultor',
  providedConsultancy: 'Selecione a consultoria prestada',
  sectors: 'Selecione os setores da atividade',
  atLeastOneSector: 'É necessário selecionar pelo menos um setor',
  day: 'Selecione o dia da atividade',
  dayBeforeConsultancy: 'A data deve estar dentro do período de consultoria prestada',
  invalidDate: 'Data inválida',
  startRequired: 'Insira o horário de início',
  endRequired: 'Insira o horário de término',
  invalidTime: 'Horário inválido',
  endAfterStart: 'O horário de término deve ser maior que o de início',
  outsideSchedule: 'Horário inserido fora do período de trabalho',
  format: 'Selecione a modalidade da atividade',
  // Not worded by the specification (the title is filled from the consultancy in the old form).
  title: 'Insira o título da atividade',
  // Not worded by the specification.
  titleMax: 'O título pode ter no máximo 120 caracteres',
  price: 'Valor inválido',
  warningTitle: 'Atenção',
  created: 'Atividade de consultoria criada com sucesso! 🎉',
  // Not worded by the specification.
  canceled: 'Atividade cancelada!',
  notCancellable: 'Apenas atividades planejadas ou solicitadas podem ser canceladas',
  noSchedule: 'Você ainda não possui um horário de trabalho. Crie um para agendar atividades.',
  // Not worded by the specification (the old app let two works share a time).
  overlap: (work: BusyWork) =>
    `Conflito de horário: "${work.title}" já está agendada das ${work.startWork} às ${work.endWork} neste dia.`,
} as const;

/** A work already on the consultant's agenda that day (CANCELED and REJECTED ones leave it free). */
export interface BusyWork {
  title: string;
  startWork: string;
  endWork: string;
}

/** Statuses that no longer hold a time on the agenda. */
export const FREEING_WORK_STATUSES: ReadonlySet<string> = new Set(['CANCELED', 'REJECTED']);

/** The first busy work that shares a minute with [start, end), if any (touching ends do not overlap). */
export const overlappingWork = (
  busy: readonly BusyWork[] | null | undefined,
  start: string,
  end: string,
): BusyWork | undefined => busy?.find((work) => start < work.endWork && work.startWork < end);

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const clock = (required: string, invalid: string) =>
  z.preprocess(blankToUndefined, z.string({ error: required }).refine(isClockTime, invalid));

const validClock = (value: unknown): value is string => typeof value === 'string' && isClockTime(value);

/** Week days as GraphQL names them (Sunday first). */
export const WEEK_DAY_KEYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
export type WeekDayKey = (typeof WEEK_DAY_KEYS)[number];

/** The work-schedule form (spec 001 §5 "Work schedule"). */
export const workScheduleSchema = z
  .object({
    days: z.array(z.enum(WEEK_DAY_KEYS), { error: SCHEDULE_MESSAGES.days }).min(1, SCHEDULE_MESSAGES.days),
    startTime: clock(SCHEDULE_MESSAGES.startRequired, SCHEDULE_MESSAGES.invalidTime),
    endTime: clock(SCHEDULE_MESSAGES.endRequired, SCHEDULE_MESSAGES.invalidTime),
  })
  .superRefine((values, ctx) => {
    // Runs on any input (ALWAYS): a non-object was already refused by the object schema.
    if (typeof values !== 'object' || values === null) return;
    if (validClock(values.startTime) && validClock(values.endTime) && values.endTime <= values.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: SCHEDULE_MESSAGES.endAfterStart });
    }
  }, ALWAYS);

export type WorkScheduleFormValues = z.input<typeof workScheduleSchema>;
export type WorkScheduleValues = z.output<typeof workScheduleSchema>;

/** What the scheduling rules compare against: the consultancy's start and the work schedule. */
export interface ActivityContext {
  /** yyyy-MM-dd start of the chosen provided consultancy; unknown until one is chosen. */
  consultancyStart?: string | null;
  /** The consultant's work schedule; null when none exists (the form then asks to create one). */
  schedule?: { startTime: string; endTime: string } | null;
  /** The works already on the chosen day; a new one may not overlap any of them. */
  busy?: readonly BusyWork[] | null;
}

/**
 * The activity-scheduling form (spec 001 §5 "Activity scheduling"), also enforced by the BFF and the
 * fixture server with the consultancy and schedule they load.
 */
export const activitySchema = (context: ActivityContext = {}) =>
  z
    .object({
      farmerId: z.preprocess(blankToUndefined, z.string({ error: ACTIVITY_MESSAGES.farmer })),
      providedConsultancyId: z.preprocess(blankToUndefined, z.string({ error: ACTIVITY_MESSAGES.providedConsultancy })),
      title: z.preprocess(
        blankToUndefined,
        z
          .string({ error: ACTIVITY_MESSAGES.title })
          .trim()
          .min(1, ACTIVITY_MESSAGES.title)
          .max(ACTIVITY_TITLE_MAX, ACTIVITY_MESSAGES.titleMax)
          .refine(isCleanLine, BOUND_MESSAGES.controlCharacters),
      ),
      sectorIds: z
        .array(z.string(), { error: ACTIVITY_MESSAGES.sectors })
        .min(1, ACTIVITY_MESSAGES.atLeastOneSector)
        .max(BOUNDS.sectorsPerRequestMax, BOUND_MESSAGES.sectorsMax),
      day: z.preprocess(
        blankToUndefined,
        boundedDate({ required: ACTIVITY_MESSAGES.day, invalid: ACTIVITY_MESSAGES.invalidDate }),
      ),
      startWork: clock(ACTIVITY_MESSAGES.startRequired, ACTIVITY_MESSAGES.invalidTime),
      endWork: clock(ACTIVITY_MESSAGES.endRequired, ACTIVITY_MESSAGES.invalidTime),
      format: z.enum(['ONLINE', 'IN_PERSON'], { error: ACTIVITY_MESSAGES.format }),
      price: z.preprocess((value) => {
        const present = blankToUndefined(value);
        return typeof present === 'string' ? Number(present.replace(',', '.')) : present;
      }, moneyAmount(ACTIVITY_MESSAGES.price).optional()),
    })
    .superRefine((values, ctx) => {
      // Runs on any input (ALWAYS): a non-object was already refused by the object schema.
      if (typeof values !== 'object' || values === null) return;
      const start = validClock(values.startWork) ? values.startWork : null;
      const end = validClock(values.endWork) ? values.endWork : null;
      if (start && end && end <= start) {
        ctx.addIssue({ code: 'custom', path: ['endWork'], message: ACTIVITY_MESSAGES.endAfterStart });
      }
      const day = typeof values.day === 'string' && isBoundedDate(values.day) ? values.day : null;
      if (day && context.consultancyStart && day < context.consultancyStart) {
        ctx.addIssue({ code: 'custom', path: ['day'], message: ACTIVITY_MESSAGES.dayBeforeConsultancy });
      }
      const schedule = context.schedule;
      if (schedule && start && start < schedule.startTime) {
        ctx.addIssue({ code: 'custom', path: ['startWork'], message: ACTIVITY_MESSAGES.outsideSchedule });
      }
      if (schedule && end && end > schedule.endTime) {
        ctx.addIssue({ code: 'custom', path: ['endWork'], message: ACTIVITY_MESSAGES.outsideSchedule });
      }
      const clash = start && end && end > start ? overlappingWork(context.busy, start, end) : undefined;
      if (clash) ctx.addIssue({ code: 'custom', path: ['startWork'], message: ACTIVITY_MESSAGES.overlap(clash) });
    }, ALWAYS);

export type ActivityFormValues = z.input<ReturnType<typeof activitySchema>>;
export type ActivityValues = z.output<ReturnType<typeof activitySchema>>;
