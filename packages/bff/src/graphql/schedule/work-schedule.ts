import { CATALOGUE, SCHEDULE_MESSAGES, WEEK_DAY_KEYS, workScheduleSchema } from '@talhao/schema';
import { type UpstreamScheduleSetup, upstreamScheduleSetupSchema } from '@talhao/schema/upstream/schedule';
import type { RequestContext } from '../../context';
import { errorCode, validate } from '../../errors';
import type { Resolvers, WorkScheduleInput } from '../../generated/resolvers';
import { scheduleApi } from './access';
import { toSetupDay, toWorkSchedule } from './mapping';

/** The consultant's (or company consultant's) setup, or null when none exists yet (404 is "not yet", not an error). */
export async function loadSetup(ctx: RequestContext): Promise<UpstreamScheduleSetup | null> {
  const { api } = scheduleApi(ctx, 'schedule');
  try {
    return await api.get('/setup', { schema: upstreamScheduleSetupSchema, operation: 'loadWorkSchedule' });
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The form's rules, then the provider's body (English day names, Sunday first). */
function setupBody(input: WorkScheduleInput): UpstreamScheduleSetup {
  const values = validate(workScheduleSchema, input);
  const chosen = new Set(values.days);
  return {
    dayOfWeek: WEEK_DAY_KEYS.filter((day) => chosen.has(day)).map(toSetupDay),
    startTime: values.startTime,
    endTime: values.endTime,
  };
}

export const workScheduleResolvers: Resolvers = {
  Query: {
    workSchedule: async (_parent, _args, ctx) => {
      const setup = await loadSetup(ctx);
      return setup ? toWorkSchedule(setup) : null;
    },
  },
  Mutation: {
    createWorkSchedule: async (_parent, { input }, ctx) => {
      const body = setupBody(input);
      const { api } = scheduleApi(ctx, 'schedule');
      const saved = await api.post('', body, { schema: upstreamScheduleSetupSchema, operation: 'saveWorkSchedule' });
      return { workSchedule: toWorkSchedule(saved), message: SCHEDULE_MESSAGES.createdSuccess };
    },
    updateWorkSchedule: async (_parent, { input }, ctx) => {
      const body = setupBody(input);
      const { api } = scheduleApi(ctx, 'schedule');
      const saved = await api.put('', body, { schema: upstreamScheduleSetupSchema, operation: 'updateWorkSchedule' });
      return { workSchedule: toWorkSchedule(saved), message: CATALOGUE.updateWorkSchedule.success };
    },
  },
};
