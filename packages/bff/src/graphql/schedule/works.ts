import { ACTIVITY_MESSAGES, activitySchema, CATALOGUE, FREEING_WORK_STATUSES, messageFor } from '@talhao/schema';
import { upstreamProvidedSchema } from '@talhao/schema/upstream/provided';
import {
  type UpstreamCompanyWork,
  type UpstreamWork,
  upstreamCompanyScheduleWorkSchema,
  upstreamScheduleWorkSchema,
  upstreamWorkSchema,
  workPageSchema,
} from '@talhao/schema/upstream/schedule';
import type { RequestContext } from '../../context';
import { appError, errorCode, validate } from '../../errors';
import type { ActivityInput, Resolvers } from '../../generated/resolvers';
import { daysBetween, isCalendarDay } from '../base/dates';
import { pageInfo, pageNumber } from '../base/paging';
import { COMPANY, scheduleApi, WORK_READERS } from './access';
import {
  byDayThenStart,
  CANCELLABLE_STATUSES,
  canCancelWorks,
  toCompanyWorkModel,
  toUpstreamFormat,
  toWorkModel,
  toWorkStatus,
} from './mapping';
import { LOAD, NO_COMPANY_CANCEL, PAGE_INVALID, WORKS_MAX_DAYS, WORKS_RANGE_MESSAGES } from './messages';
import { loadSetup } from './work-schedule';

const idPath = (id: string) => `/${encodeURIComponent(id)}`;

/** The viewer's own works whose day is in [from, to], all statuses, by day and start (one schedule-work call). */
export async function loadWorks(ctx: RequestContext, from: string, to: string): Promise<UpstreamWork[]> {
  const { api } = scheduleApi(ctx, 'schedule');
  const answer = await api.post(
    '/schedule-work',
    { startDate: from, endDate: to },
    { schema: upstreamScheduleWorkSchema, operation: 'loadWorkSchedule' },
  );
  return [...answer.items].sort(byDayThenStart);
}

/**
 * Every work of the company's consultants whose day is in [from, to], all statuses, by day and start, each with
 * its consultant (one company-schedule-work call; spec 002 §7 "Company calendar").
 */
export async function loadCompanyWorks(ctx: RequestContext, from: string, to: string): Promise<UpstreamCompanyWork[]> {
  const { api } = scheduleApi(ctx, 'schedule', COMPANY);
  const answer = await api.post(
    '/company-schedule-work',
    { startDate: from, endDate: to },
    { schema: upstreamCompanyScheduleWorkSchema, operation: 'loadWorkSchedule' },
  );
  return [...answer.items].sort(byDayThenStart);
}

export function checkRange(from: string, to: string): void {
  if (!isCalendarDay(from) || !isCalendarDay(to)) {
    throw appError('BAD_USER_INPUT', WORKS_RANGE_MESSAGES.invalidDate, { status: 400 });
  }
  const days = daysBetween(from, to);
  if (days < 0) throw appError('BAD_USER_INPUT', WORKS_RANGE_MESSAGES.endBeforeStart, { status: 400, field: 'to' });
  if (days > WORKS_MAX_DAYS)
    throw appError('BAD_USER_INPUT', WORKS_RANGE_MESSAGES.tooLong, { status: 400, field: 'to' });
}

/** The form's values as activitySchema reads them (GraphQL's ActivityInput has the same names). */
const formValues = (input: ActivityInput) => ({ ...input, price: input.price ?? undefined });

/**
 * The rules of spec 001 §5 "Activity scheduling", enforced before anything is written: the plain
 * field rules first (no upstream call for an incomplete form), then, with the provided consultancy's
 * start, the work schedule and the day's works loaded in parallel, the date, working-hours and
 * no-overlap rules.
 */
async function validActivity(ctx: RequestContext, input: ActivityInput) {
  const plain = validate(activitySchema(), formValues(input));
  const provided = scheduleApi(ctx, 'provided').api;
  const [consultancy, setup, sameDay] = await Promise.allSettled([
    provided.get(idPath(input.providedConsultancyId), {
      schema: upstreamProvidedSchema,
      operation: 'scheduleActivity',
    }),
    loadSetup(ctx),
    loadWorks(ctx, plain.day, plain.day),
  ]);
  // Without a work schedule nothing can be scheduled (the form offers to create one), whatever the consultancy.
  if (setup.status === 'fulfilled' && setup.value === null) {
    throw appError('BAD_USER_INPUT', ACTIVITY_MESSAGES.noSchedule, { status: 400, severity: 'warning' });
  }
  if (consultancy.status === 'rejected') throw consultancy.reason;
  if (setup.status === 'rejected') throw setup.reason;
  if (sameDay.status === 'rejected') throw sameDay.reason;
  const busy = sameDay.value.filter((work) => !FREEING_WORK_STATUSES.has(work.status));
  return validate(
    activitySchema({ consultancyStart: consultancy.value.startDate, schedule: setup.value, busy }),
    formValues(input),
  );
}

export const workResolvers: Resolvers = {
  Query: {
    works: async (_parent, { from, to }, ctx) => {
      checkRange(from, to);
      const works = await loadWorks(ctx, from, to);
      const mayCancel = canCancelWorks(ctx);
      return works.map((work) => toWorkModel(work, mayCancel));
    },
    companyWorks: async (_parent, { from, to }, ctx) => {
      checkRange(from, to);
      const works = await loadCompanyWorks(ctx, from, to);
      return works.map((work) => toCompanyWorkModel(work));
    },
    activities: async (_parent, { providedConsultancyId, search, page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const { api } = scheduleApi(ctx, 'workSchedule', WORK_READERS);
      const product = search?.trim();
      const list = await api.post(
        '/filter',
        providedConsultancyId ? { consultancyProvided: providedConsultancyId } : {},
        {
          schema: workPageSchema,
          ...LOAD,
          query: product ? { pageNumber: pageNo, product } : { pageNumber: pageNo },
        },
      );
      const mayCancel = canCancelWorks(ctx);
      return {
        ...pageInfo(pageNo, list.pageSize, list.total),
        items: list.items.map((w) => toWorkModel(w, mayCancel)),
      };
    },
  },
  Mutation: {
    scheduleActivity: async (_parent, { input }, ctx) => {
      // The role first: no read for a caller who may not schedule (a master under viewAs is refused by @auth).
      const { api } = scheduleApi(ctx, 'workSchedule');
      const values = await validActivity(ctx, input);
      const created = await api.post(
        '',
        {
          consultancyProvided: values.providedConsultancyId,
          user: values.farmerId,
          title: values.title,
          format: toUpstreamFormat(values.format),
          sectors: values.sectorIds,
          day: values.day,
          startWork: values.startWork,
          endWork: values.endWork,
          ...(values.price === undefined ? {} : { price: values.price }),
        },
        { schema: upstreamWorkSchema, operation: 'scheduleActivity' },
      );
      return { work: toWorkModel(created, canCancelWorks(ctx)), message: CATALOGUE.scheduleActivity.success };
    },
    cancelActivity: async (_parent, { id }, ctx) => {
      // Spec 001 §6 / issue 16: a company's activities have no cancel; refused here, nothing sent.
      if (ctx.subject()?.role !== 'CONSULTANT') throw appError('FORBIDDEN', NO_COMPANY_CANCEL, { status: 403 });
      const { api } = scheduleApi(ctx, 'workSchedule', ['CONSULTANT']);
      // The rule is checked here first (spec 001 §4): read the work, refuse without a write unless it
      // is PLANNED or REQUESTED. The provider checks again (its 409 covers a change in between).
      const found = await api.post(
        '/filter',
        { _id: id },
        { schema: workPageSchema, operation: 'cancelActivity', query: { pageNumber: 1 } },
      );
      const current = found.items.find((work) => work._id === id);
      if (!current) throw appError('NOT_FOUND', messageFor(CATALOGUE.cancelActivity, 404).message, { status: 404 });
      if (!CANCELLABLE_STATUSES.has(toWorkStatus(current.status))) {
        throw appError('BAD_USER_INPUT', ACTIVITY_MESSAGES.notCancellable, { status: 400 });
      }
      try {
        const canceled = await api.put(
          idPath(id),
          { status: 'CANCELED' },
          { schema: upstreamWorkSchema, operation: 'cancelActivity' },
        );
        return { work: toWorkModel(canceled, canCancelWorks(ctx)), message: CATALOGUE.cancelActivity.success };
      } catch (error) {
        if (errorCode(error) === 'CONFLICT') {
          throw appError('BAD_USER_INPUT', ACTIVITY_MESSAGES.notCancellable, { status: 400, cause: error });
        }
        throw error;
      }
    },
  },
};
