import { formatBRL, formatDay, formatInteger, formatMonthYear, MODES } from '@talhao/schema';
import type { DashboardConsultantQuery, WorkFormat } from '@/gql/graphql';

export type ConsultantDashboard = DashboardConsultantQuery['consultantDashboard'];
export type AgendaWork = ConsultantDashboard['agenda'][number];

export const AGENDA_EMPTY = 'Você não possui trabalhos agendados para esse mês';
export const LOAD_ERROR = 'Erro ao carregar os dados';
/** Shown where a work has no property (an activity outside a provided consultancy). */
export const NO_VALUE = '—';

export type FigureId = 'revenue' | 'jobs' | 'consultancies' | 'trainings';

export interface MonthFigure {
  id: FigureId;
  label: string;
  value: string;
}

/** The four monthly cards of spec 001 §2.2, in the specification's order. */
export function monthFigures(dashboard: ConsultantDashboard): MonthFigure[] {
  return [
    { id: 'revenue', label: 'Receita', value: formatBRL(dashboard.revenue) },
    { id: 'jobs', label: 'Trabalhos', value: formatInteger(dashboard.jobs) },
    { id: 'consultancies', label: 'Consultorias Prestadas', value: formatInteger(dashboard.providedConsultancies) },
    { id: 'trainings', label: 'Treinamentos', value: formatInteger(dashboard.trainings) },
  ];
}

/** 'yyyy-MM' → 'novembro de 2026'. Built from the first day, a São Paulo calendar date. */
export function monthName(month: string): string {
  return /^\d{4}-\d{2}$/.test(month) ? formatMonthYear(`${month}-01`) : month;
}

/** '08:00 – 10:30'. */
export const workHours = (work: Pick<AgendaWork, 'startWork' | 'endWork'>): string =>
  `${work.startWork} – ${work.endWork}`;

export const workDay = (work: Pick<AgendaWork, 'day'>): string => formatDay(work.day);

export function modeLabel(format: WorkFormat): string {
  return MODES[format];
}

export const propertyName = (work: AgendaWork): string => work.providedConsultancy?.property?.name || NO_VALUE;
