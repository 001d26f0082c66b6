import { type Role, todayInSaoPaulo } from '@talhao/schema';

import { providedPageSchema } from '@talhao/schema/upstream/provided';
import type { UpstreamCompanyWork, UpstreamWork } from '@talhao/schema/upstream/schedule';
import { trainingPageSchema, type UpstreamTraining } from '@talhao/schema/upstream/trainings';
import type { RequestContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers';
import { addMoney, isRecordAmount, saneAmountOr0 } from '../../money';
import { addDays, maxDay, minDay, monthEnd, monthStart } from '../base/dates';
import { everyCompanyConsultant } from '../consultants/api';
import { COMPANY, scheduleApi } from './access';
import { canCancelWorks, toCompanyWorkModel, toWorkModel } from './mapping';
import type { WorkModel } from './models';
import { loadCompanyWorks, loadWorks } from './works';

/** Home agenda: 4 rows over the next 60 days (spec 001 §9). */
export const AGENDA_ROWS = 4;
export const AGENDA_DAYS = 60;
/** The provider's largest training page (docs/rest-contract.md): a month's trainings in one call. */
const TRAININGS_PAGE_SIZE = 100;
const HIDDEN_FROM_AGENDA: ReadonlySet<UpstreamWork['status']> = new Set(['REJECTED', 'CANCELED']);
/** Provided consultancies that were (or are being) delivered; CANCELED ones are not counted (as the master's totals). */
const DELIVERED = ['PLANNED', 'IN-PROGRESS', 'COMPLETED'] as const;

const LOAD = { operation: 'loadWorkSchedule' } as const;
const WORKERS_AND_COMPANY: readonly Role[] = ['CONSULTANT', 'ENTERPRISE_CONSULTANT', 'ENTERPRISE'];
/** What a company consultant's 'active consultancies' card and the company's count (not finished, not refused). */
const ACTIVE = ['PLANNED', 'IN-PROGRESS'] as const;
/** The company home's agenda: the next works of every consultant. */
export const COMPANY_AGENDA_ROWS = 6;

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
export function agendaOf<W extends UpstreamWork>(works: W[], window: DashboardWindow, rows = AGENDA_ROWS): W[] {
  return works
    .filter((w) => w.day >= window.today && w.day <= window.agendaEnd && !HIDDEN_FROM_AGENDA.has(w.status))
    .sort((a, b) => a.day.localeCompare(b.day) || a.startWork.localeCompare(b.startWork))
    .slice(0, rows);
}

/** Trainings whose São Paulo day is in the month and that happened by `now`. */
export const monthTrainings = (trainings: UpstreamTraining[], window: DashboardWindow, now: Date) =>
  trainings.filter((t) => {
    const date = new Date(t.date);
    const day = todayInSaoPaulo(date);
    return day >= window.monthStart && day <= window.monthEnd && date.getTime() <= now.getTime();
  });

/**
 * The month's completed trainings, all pages (one call unless more than 100 were held in a month), through the
 * subject's trainings family (a company's own; a company consultant reads the company's).
 */
async function loadMonthTrainings(
  ctx: RequestContext,
  window: DashboardWindow,
  now: Date,
  roles: readonly Role[] = WORKERS_AND_COMPANY,
) {
  const { api } = scheduleApi(ctx, 'trainings', roles);
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

/**
 * Promise.all that waits for every call to end before failing with the first error: a home that fails leaves no
 * upstream call running behind its answer.
 */
async function allFinished<T extends readonly unknown[]>(calls: readonly [...{ [K in keyof T]: Promise<T[K]> }]) {
  const results = await Promise.allSettled(calls);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
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
 * The home cards and agenda of a consultant (spec 001 §2.2) or a company consultant (§2.3) in one query: three
 * upstream calls started together through the subject's families — the works of [month start, today+60] (split
 * here into the month's jobs and the agenda), the month's completed trainings, and the provided consultancies
 * count. A consultant's card counts those starting in the month; a company consultant's the active ones
 * (PLANNED or IN-PROGRESS), and their trainings are the company's they give (docs/rest-contract.md issue 16).
 */
export async function loadConsultantDashboard(ctx: RequestContext): Promise<DashboardModel> {
  const now = ctx.now();
  const window = dashboardWindow(now);
  const { api: provided, subject } = scheduleApi(ctx, 'provided');
  const companyConsultant = subject.role === 'ENTERPRISE_CONSULTANT';
  const [works, trainings, providedPage] = await allFinished([
    loadWorks(ctx, window.worksFrom, window.worksTo),
    loadMonthTrainings(ctx, window, now),
    provided.post(
      '/filter',
      companyConsultant
        ? { status: [...ACTIVE] }
        : { startFrom: window.monthStart, startTo: window.monthEnd, status: [...DELIVERED] },
      { schema: providedPageSchema, ...LOAD, query: { pageNumber: 1 } },
    ),
  ]);
  const jobs = works.filter((w) => w.status === 'COMPLETED' && w.day >= window.monthStart && w.day <= window.monthEnd);
  const held = monthTrainings(trainings, window, now).filter(
    (t) => !companyConsultant || (t.consultants ?? []).includes(subject.userId),
  );
  const mayCancel = canCancelWorks(ctx);
  return {
    month: window.month,
    revenue: revenueOf(ctx, [...jobs.map((w) => w.priceCalculated), ...held.map((t) => t.profit)]),
    jobs: jobs.length,
    providedConsultancies: providedPage.total,
    trainings: held.length,
    agenda: agendaOf(works, window).map((w) => toWorkModel(w, mayCancel)),
  };
}

/** A sum of record amounts in BRL (an insane one counts 0 and is logged). */
const revenueOf = (ctx: RequestContext, amounts: (number | null | undefined)[]) =>
  amounts.map((v) => saneAmountOr0(v, isRecordAmount, ctx.log, 'dashboard.revenue')).reduce(addMoney, 0);

export interface CompanyConsultantMonthModel {
  consultant: { id: string; name: string };
  done: number;
  planned: number;
  revenue: number;
}

export interface CompanyDashboardModel {
  month: string;
  revenue: number;
  jobs: number;
  activeConsultancies: number;
  trainings: number;
  pendingRequests: number;
  agenda: WorkModel[];
  consultants: CompanyConsultantMonthModel[];
}

const PLANNED_WORK: ReadonlySet<UpstreamWork['status']> = new Set(['PLANNED', 'REQUESTED', 'IN-PROGRESS']);

/**
 * Each consultant's month: done, planned and earned, by name — every active consultant of the company (none
 * worked yet: zeros), and a consultant deleted since who still has works in the month.
 */
export function consultantMonths(
  ctx: RequestContext,
  works: UpstreamCompanyWork[],
  window: DashboardWindow,
  team: ReadonlyArray<{ _id: string; name: string }> = [],
): CompanyConsultantMonthModel[] {
  const byConsultant = new Map<string, { name: string; works: UpstreamCompanyWork[] }>(
    team.map((member) => [member._id, { name: member.name, works: [] }]),
  );
  for (const work of works) {
    if (work.day < window.monthStart || work.day > window.monthEnd) continue;
    const entry = byConsultant.get(work.consultant._id) ?? { name: work.consultant.name, works: [] };
    entry.works.push(work);
    byConsultant.set(work.consultant._id, entry);
  }
  return [...byConsultant.entries()]
    .map(([id, { name, works: own }]) => {
      const done = own.filter((w) => w.status === 'COMPLETED');
      return {
        consultant: { id, name },
        done: done.length,
        planned: own.filter((w) => PLANNED_WORK.has(w.status)).length,
        revenue: revenueOf(
          ctx,
          done.map((w) => w.priceCalculated),
        ),
      };
    })
    .sort((a, b) => a.consultant.name.localeCompare(b.consultant.name, 'pt-BR'));
}

/**
 * The company home (issue 16; spec 002 does not show it) in one query: five upstream calls started together —
 * the company calendar of [month start, today+60] (the month's jobs and revenue, each consultant's month, the
 * agenda), the company's completed trainings of the month, its active provided consultancies (a count), its
 * pending requests (a count) and its active consultants (each one's month, zeros included; more calls only for
 * a team of more than one page). docs/rest-contract.md "Issue 16 — schedule" says what each figure computes.
 */
export async function loadCompanyDashboard(ctx: RequestContext): Promise<CompanyDashboardModel> {
  const now = ctx.now();
  const window = dashboardWindow(now);
  const { api: provided } = scheduleApi(ctx, 'provided', COMPANY);
  const [works, trainings, active, requests, team] = await allFinished([
    loadCompanyWorks(ctx, window.worksFrom, window.worksTo),
    loadMonthTrainings(ctx, window, now, COMPANY),
    provided.post(
      '/filter',
      { status: [...ACTIVE] },
      { schema: providedPageSchema, ...LOAD, query: { pageNumber: 1 } },
    ),
    provided.post('/requests', {}, { schema: providedPageSchema, ...LOAD, query: { pageNumber: 1 } }),
    everyCompanyConsultant(ctx),
  ]);
  const jobs = works.filter((w) => w.status === 'COMPLETED' && w.day >= window.monthStart && w.day <= window.monthEnd);
  const held = monthTrainings(trainings, window, now);
  return {
    month: window.month,
    revenue: revenueOf(ctx, [...jobs.map((w) => w.priceCalculated), ...held.map((t) => t.profit)]),
    jobs: jobs.length,
    activeConsultancies: active.total,
    trainings: held.length,
    pendingRequests: requests.total,
    agenda: agendaOf(works, window, COMPANY_AGENDA_ROWS).map(toCompanyWorkModel),
    consultants: consultantMonths(ctx, works, window, team),
  };
}

export const dashboardResolvers: Resolvers = {
  Query: {
    consultantDashboard: (_parent, _args, ctx) => loadConsultantDashboard(ctx),
    companyDashboard: (_parent, _args, ctx) => loadCompanyDashboard(ctx),
  },
};
