import { usersByCityQuerySchema } from '@talhao/schema/upstream/master';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FixtureContext } from '../../../http/context';
import { calendarDay } from '../../../http/dates';
import { badRequest, parseOr400 } from '../../../http/errors';
import { familyRouter } from '../../../http/routing';
import { appInstalls, countServices, countUsers, earnings, usersByCity } from './statistics';

const cityQuery = z.object({
  role: z.enum(usersByCityQuerySchema.shape.role.options, { error: 'role deve ser USER, CONSULTANT ou ENTERPRISE' }),
});

/** Stricter than earningsQuerySchema (which checks the yyyy-MM-dd form only): each bound must be a real day. */
const earningsQuery = z.object({
  startDate: calendarDay('startDate'),
  endDate: calendarDay('endDate'),
});

/** The master dashboard's statistics (spec 000 §7 "Master"); every figure is computed from the store. */
export function registerMasterStatisticsRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;
  const router = familyRouter(app, ctx.families, 'masterSoftwareManagerApi');
  const bearer = { access: 'bearer' } as const;

  router.get('/count-users', bearer, async () => countUsers(store));

  router.get('/count-users-by-city', bearer, async (request) => {
    const { role } = parseOr400(cityQuery, request.query ?? {});
    return usersByCity(store, role);
  });

  router.get('/app-info', bearer, async () => appInstalls(store));

  router.get('/count-services', bearer, async () => countServices(store, now()));

  router.get('/earnings-services', bearer, async (request) => {
    const { startDate, endDate } = parseOr400(earningsQuery, request.query ?? {});
    if (endDate < startDate) throw badRequest('endDate deve ser igual ou posterior a startDate');
    return earnings(store, startDate, endDate);
  });
}
