import type { FastifyInstance } from 'fastify';
import type { FixtureContext } from '../http/context';
import { registerAuthRoutes } from './auth';
import { registerConsultancyRoutes } from './consultancies';
import { registerFarmRoutes } from './farms';
import { registerFinanceRoutes } from './finance';
import { registerMasterAdvertRoutes } from './masterAdverts';
import { registerMasterNotificationRoutes } from './masterNotifications';
import { registerMasterPermissionRoutes } from './masterPermissions';
import { registerMasterStatisticsRoutes } from './masterStatistics';
import { registerMasterUserRoutes } from './masterUsers';
import { registerProfileRoutes } from './profile';
import { registerProvidedRoutes } from './provided';
import { registerScheduleRoutes } from './schedule';
import { registerTrainingRoutes } from './trainings';
import { registerUploadRoutes } from './uploads';

/** Route modules of the provider API, one per domain. Later domains append theirs here. */
export const ROUTE_MODULES: ReadonlyArray<(app: FastifyInstance, ctx: FixtureContext) => void> = [
  registerAuthRoutes,
  registerProfileRoutes,
  registerMasterUserRoutes,
  registerMasterStatisticsRoutes,
  registerMasterPermissionRoutes,
  registerMasterAdvertRoutes,
  registerMasterNotificationRoutes,
  registerUploadRoutes,
  registerTrainingRoutes,
  registerConsultancyRoutes,
  registerFarmRoutes,
  registerProvidedRoutes,
  registerScheduleRoutes,
  registerFinanceRoutes,
];
