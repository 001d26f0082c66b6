import {
  appInfoSchema,
  countServicesSchema,
  countUsersSchema,
  earningsSchema,
  usersByCitySchema,
} from '@talhao/schema/upstream/master';
import type { RequestContext } from '../../context';
import type { MasterStatistics, Resolvers, UsersPerPlace } from '../../generated/resolvers';
import { addMoney, isAggregateAmount, saneAmountOr0 } from '../../money';
import { placeRoleOf } from './kinds';
import { earningsWindow } from './months';

const statisticsApi = (ctx: RequestContext) => ctx.upstream.family('masterSoftwareManagerApi');
const STATISTICS = { operation: 'masterStatistics' } as const;

/**
 * The dashboard in one query: the four statistics calls start together (one each, never more) and
 * are combined here. Revenue covers the last six São Paulo months, zero-filled, oldest first; the
 * month's transactions are the current month's consultancy + training revenue.
 */
export async function loadMasterStatistics(ctx: RequestContext): Promise<MasterStatistics> {
  const window = earningsWindow(ctx.now());
  const api = statisticsApi(ctx);
  const [users, apps, services, earnings] = await Promise.all([
    api.get('/count-users', { schema: countUsersSchema, ...STATISTICS }),
    api.get('/app-info', { schema: appInfoSchema, ...STATISTICS }),
    api.get('/count-services', { schema: countServicesSchema, ...STATISTICS }),
    api.get('/earnings-services', {
      schema: earningsSchema,
      query: { startDate: window.startDate, endDate: window.endDate },
      ...STATISTICS,
    }),
  ]);
  const byMonth = new Map(earnings.byMonth.map((m) => [m.month, m]));
  const sane = (value: number | null | undefined) =>
    saneAmountOr0(value, isAggregateAmount, ctx.log, 'masterStatistics.earnings');
  const earningsByMonth = window.months.map((month) => ({
    month,
    consultancy: sane(byMonth.get(month)?.profit_consultancy_total),
    training: sane(byMonth.get(month)?.profit_training_total),
  }));
  const current = earningsByMonth[earningsByMonth.length - 1];
  return {
    farmers: users.farmers,
    companies: users.companies,
    consultants: users.consultants,
    enterpriseConsultants: users.enterpriseConsultants,
    devices: apps.devices.map((d) => ({ platform: d.id, count: d.count })),
    consultanciesProvided: services.consultancyProvided,
    enterpriseConsultanciesProvided: services.enterpiseConsultancyProvided,
    trainings: services.training,
    enterpriseTrainings: services.enterpriseTraining,
    monthTransactions: current ? addMoney(current.consultancy, current.training) : 0,
    earningsByMonth,
  };
}

/** Per city as the provider counts it, or summed per state (UF) in the BFF; most users first. */
export async function loadUsersPerPlace(
  ctx: RequestContext,
  role: 'USER' | 'CONSULTANT' | 'ENTERPRISE',
  groupBy: 'CITY' | 'STATE',
): Promise<UsersPerPlace[]> {
  const rows = await statisticsApi(ctx).get('/count-users-by-city', {
    schema: usersByCitySchema,
    query: { role },
    ...STATISTICS,
  });
  let places: UsersPerPlace[];
  if (groupBy === 'CITY') {
    places = rows.map((r) => ({ label: r.city, city: r.city, stateFrom: r.stateFrom, count: r.count }));
  } else {
    const byState = new Map<string, number>();
    for (const row of rows) byState.set(row.stateFrom, (byState.get(row.stateFrom) ?? 0) + row.count);
    places = [...byState].map(([state, count]) => ({ label: state, city: null, stateFrom: state, count }));
  }
  return places.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'pt-BR'));
}

export const statisticsResolvers: Resolvers = {
  Query: {
    masterStatistics: (_parent, _args, ctx) => loadMasterStatistics(ctx),
    usersPerPlace: (_parent, { kind, groupBy }, ctx) => loadUsersPerPlace(ctx, placeRoleOf(kind), groupBy),
  },
};
