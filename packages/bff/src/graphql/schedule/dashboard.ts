import { todayInSaoPaulo } from '@talhao/schema';

import { providedPageSchema } from '@talhao/schema/upstream/provided';
import type { UpstreamWork } from '@talhao/schema/upstream/schedule';
import { trainingPageSchema, type UpstreamTraining } from '@talhao/schema/upstream/trainings';
import type { RequestContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers';
import { addMoney, isRecordAmount, saneAmountOr0 } from '../../money';
import { addDays, maxDay, minDay, monthEnd, monthStart } from '../base/dates';
import { consultantApi } from './access';
import { canCancelWorks, toWorkModel } from './mapping';
import type { WorkModel } from './models';
import { loadWorks } from './works';

/** Home agenda: 4 rows over the next 60 days (spec 001 §9). */
export const AGENDA_ROWS = 4;
export const AGENDA_DAYS = 60;
/** The provider's largest training page (docs/rest-contract.md): a month's trainings in one call. */
const TRAININGS_PAGE_SIZE = 100;
const HIDDEN_FROM_AGENDA: ReadonlySet<UpstreamWork['status']> = new Set(['REJECTED', 'CANCELED']);
/** Provided consultancies that were (or are being) delivered; CANCELED ones are not counted (as the master's totals). */
const DELIVERED = ['PLANNED', 'IN-PROGRESS', 'COMPLETED'] as const;

const LOAD = { operation: 'loadWorkSchedule' } as const;

export interface DashboardWindow {
  month: string;
  today: string;
  monthStart: string;
  monthEnd: string;
  agendaEnd: string;
  /** What the one schedule-work call covers: the month and the agenda's days. */
  worksFrom: string;
  worksTo: string;
}

/** The dashboard's days in America/Sao_Paulo. */
export function dashboardWindow(now: Date): DashboardWindow {
  const today = todayInSaoPaulo(now);
  const start = monthStart(today);
  const end = monthEnd(today);
  const agendaEnd = addDays(today, AGENDA_DAYS);
  return {
    month: start.slice(0, 7),
    today,
    monthStart: start,
    monthEnd: end,
    agendaEnd,
    worksFrom: minDay(start, today),
    worksTo: maxDay(end, agendaEnd),
  };
}

/**
 * The agenda: works from today to today+60, REJECTED and CANCELED hidden, by day then start time,
 * the first four. Today's works stay listed all day even once their time has passed: the agenda
 * lists days (the calendar marks past ones), and a work done this morning is still today's business.
 */
export function agendaOf(works: UpstreamWork[], window: DashboardWindow): UpstreamWork[] {
  return works
    .filter((w) => w.day >= window.today && w.day <= window.agendaEnd && !HIDDEN_FROM_AGENDA.has(w.status))
    .sort((a, b) => a.day.localeCompare(b.day) || a.startWork.localeCompare(b.startWork))
    .slice(0, AGENDA_ROWS);
}

/** Trainings whose São Paulo day is in the month and that happened by `now`. */
export const monthTrainings = (trainings: UpstreamTraining[], window: DashboardWindow, now: Date) =>
  trainings.filter((t) => {
    const date = new Date(t.date);
    const day = todayInSaoPaulo(date);
    return day >= window.monthStart && day <= window.monthEnd && date.getTime() <= now.getTime();
  });

/** The month's completed trainings, all pages (one call unless a consultant held more than 100 in a month). */
async function loadMonthTrainings(ctx: RequestContext, window: DashboardWindow, now: Date) {
  const { api } = consultantApi(ctx, 'trainings');
  // A day bound compares São Paulo days at the provider; `to` is the instant now (held trainings only).
  const body = { from: window.monthStart, to: now.toISOString() };
  const items: UpstreamTraining[] = [];
  for (let page = 1; ; page++) {
    const list = await api.post('/filter', body, {
      schema: trainingPageSchema,
      ...LOAD,
      query: { pageNumber: page, trainingState: 'completed', pageSize: TRAININGS_PAGE_SIZE },
    });
    items.push(...list.items);
    if (list.items.length === 0 || page * list.pageSize >= list.total) return items;
  }
}

export interface DashboardModel {
  month: string;
  revenue: number;
  jobs: number;
  providedConsultancies: number;
  trainings: number;
  agenda: WorkModel[];
}

/**
 * The consultant's home cards and agenda in one query: three upstream calls started together — the
 * works of [month start, today+60] (split here into the month's jobs and the agenda), the month's
 * completed trainings, and the count of provided consultancies starting in the month.
 */
export async function loadConsultantDashboard(ctx: RequestContext): Promise<DashboardModel> {
  const now = ctx.now();
  const window = dashboardWindow(now);
  const provided = consultantApi(ctx, 'provided').api;
  const [works, trainings, providedPage] = await Promise.all([
    loadWorks(ctx, window.worksFrom, window.worksTo),
    loadMonthTrainings(ctx, window, now),
    provided.post(
      '/filter',
      { startFrom: window.monthStart, startTo: window.monthEnd, status: [...DELIVERED] },
      { schema: providedPageSchema, ...LOAD, query: { pageNumber: 1 } },
    ),
  ]);
  const jobs = works.filter((w) => w.status === 'COMPLETED' && w.day >= window.monthStart && w.day <= window.monthEnd);
  const held = monthTrainings(trainings, window, now);
  const amounts = [...jobs.map((w) => w.priceCalculated), ...held.map((t) => t.profit)];
  const revenue = amounts
    .map((v) => saneAmountOr0(v, isRecordAmount, ctx.log, 'dashboard.revenue'))
    .reduce(addMoney, 0);
  const mayCancel = canCancelWorks(ctx);
  return {
    month: window.month,
    revenue,
    jobs: jobs.length,
    providedConsultancies: providedPage.total,
    trainings: held.length,
    agenda: agendaOf(works, window).map((w) => toWorkModel(w, mayCancel)),
  };
}

export const dashboardResolvers: Resolvers = {
  Query: {
    consultantDashboard: (_parent, _args, ctx) => loadConsultantDashboard(ctx),
  },
};
