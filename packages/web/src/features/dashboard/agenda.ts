import type { WebRole } from '@talhao/schema';
import { firstName, formatBRL, formatDay, formatInteger, formatMonthYear, MODES } from '@talhao/schema';
import type { AreaOwnerProfile } from '@/features/shell/viewAs';
import type { DashboardCompanyQuery, DashboardConsultantQuery, WorkFormat } from '@/gql/graphql';

export type ConsultantDashboard = DashboardConsultantQuery['consultantDashboard'];
export type CompanyDashboard = DashboardCompanyQuery['companyDashboard'];
/** A work of a home's agenda; the company's names who does it. */
export type AgendaWork = ConsultantDashboard['agenda'][number] & { consultant?: { id: string; name: string } | null };

export const AGENDA_EMPTY = 'Você não possui trabalhos agendados para esse mês';
/** Talhão's wording for the company home's agenda (spec 002 does not show the home). */
export const COMPANY_AGENDA_EMPTY = 'A empresa não possui trabalhos agendados para os próximos dias';
export const LOAD_ERROR = 'Erro ao carregar os dados';
/** Shown where a work has no property (an activity outside a provided consultancy). */
export const NO_VALUE = '—';

export type FigureId = 'revenue' | 'jobs' | 'consultancies' | 'trainings';

export interface MonthFigure {
  id: FigureId;
  label: string;
  value: string;
  /** Below the value; 'no mês' unless the figure is not the month's (the active consultancies are today's). */
  caption?: string;
}

/** Active consultancies count those planned or in progress now, not the month's. */
const ACTIVE_CAPTION = 'em andamento ou planejadas';

/**
 * The four monthly cards, in the specification's order: a consultant's of spec 001 §2.2; a company consultant's
 * of §2.3 (profit, jobs completed, active consultancies, completed trainings).
 */
export function monthFigures(dashboard: ConsultantDashboard, area: WebRole = 'CONSULTANT'): MonthFigure[] {
  const companyConsultant = area === 'ENTERPRISE_CONSULTANT';
  return [
    { id: 'revenue', label: 'Receita', value: formatBRL(dashboard.revenue) },
    {
      id: 'jobs',
      label: companyConsultant ? 'Trabalhos concluídos' : 'Trabalhos',
      value: formatInteger(dashboard.jobs),
    },
    {
      id: 'consultancies',
      label: companyConsultant ? 'Consultorias ativas' : 'Consultorias Prestadas',
      value: formatInteger(dashboard.providedConsultancies),
      ...(companyConsultant ? { caption: ACTIVE_CAPTION } : {}),
    },
    {
      id: 'trainings',
      label: companyConsultant ? 'Treinamentos concluídos' : 'Treinamentos',
      value: formatInteger(dashboard.trainings),
    },
  ];
}

/** The company home's four cards (issue 16): the month across every consultant of the company. */
export function companyFigures(dashboard: CompanyDashboard): MonthFigure[] {
  return [
    { id: 'revenue', label: 'Receita', value: formatBRL(dashboard.revenue) },
    { id: 'jobs', label: 'Trabalhos concluídos', value: formatInteger(dashboard.jobs) },
    {
      id: 'consultancies',
      label: 'Consultorias ativas',
      value: formatInteger(dashboard.activeConsultancies),
      caption: ACTIVE_CAPTION,
    },
    { id: 'trainings', label: 'Treinamentos realizados', value: formatInteger(dashboard.trainings) },
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

/** The home's greeting (as the placeholder home said it): a company consultant's names their company. */
export function greeting(owner: AreaOwnerProfile | null, visiting: boolean): string | undefined {
  if (!owner) return undefined;
  if (visiting) return `Área de ${owner.name}.`;
  const company = 'company' in owner ? owner.company : null;
  if (company) return `Olá, ${firstName(owner.name)}! Você atua pela empresa ${company.name}.`;
  return `Olá, ${firstName(owner.name)}! Que bom ter você por aqui.`;
}
