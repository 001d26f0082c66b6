import { formatDay, MODES } from '@talhao/schema';
import type { ScheduleWorkFieldsFragment, WorkFormat } from '@/gql/graphql';

export type ScheduleWork = ScheduleWorkFieldsFragment;

/** Works the calendars and agendas leave out (spec 001 §4). */
const HIDDEN_ON_CALENDAR = new Set(['CANCELED', 'REJECTED']);

export const isShownOnCalendar = (work: Pick<ScheduleWork, 'status'>): boolean => !HIDDEN_ON_CALENDAR.has(work.status);

export const FORMAT_LABEL: Record<WorkFormat, string> = { ONLINE: MODES.ONLINE, IN_PERSON: MODES.IN_PERSON };

export const hoursText = (start: string, end: string): string => `${start} – ${end}`;

export const dayText = (day: string): string => formatDay(day);

/** Works by day then start time (the BFF already orders them; kept stable for merged lists). */
export const byDayAndTime = (a: ScheduleWork, b: ScheduleWork): number =>
  a.day === b.day ? a.startWork.localeCompare(b.startWork) : a.day.localeCompare(b.day);

/** Month-empty text of the calendar's next-activities list (spec §8 names the company wording). */
export const MONTH_EMPTY = 'Você não possui atividades a fazer neste mês';
/** The company calendar's month-empty text (spec 002 /empresa/calendario). */
export const COMPANY_MONTH_EMPTY = 'A empresa não possui atividades a fazer neste mês';
export const DAY_EMPTY = 'Nenhuma atividade neste dia';
export const ACTIVITIES_EMPTY = 'Nenhuma atividade encontrada';
export const CANCEL_QUESTION = 'Tem certeza que deseja cancelar esta atividade?';
export const NO_SCHEDULE_TEXT = 'Você ainda não possui um horário de trabalho';
