import type { FastifyInstance } from 'fastify';
import type { FixtureContext } from '../http/context';
import { registerAuthRoutes } from './account/authRoutes';
import { registerProfileRoutes } from './account/profileRoutes';
import { registerAnalysisRoutes } from './analyses/routes';
import { registerConsultantRoutes } from './consultants/routes';
import { registerBoundaryRoutes } from './farmers/boundaryRoutes';
import { registerLandRoutes } from './farmers/landRoutes';
import { registerFarmerProfileRoutes } from './farmers/profileRoutes';
import { registerFarmerRoutes } from './farmers/routes';
import { registerFinanceRoutes } from './finances/routes';
import { registerHarvestRoutes } from './harvests/routes';
import { registerInventoryRoutes } from './inventory/routes';
import { registerLaboratoryRoutes } from './laboratories/routes';
import { registerMasterAdvertRoutes } from './master/broadcast/advertRoutes';
import { registerMasterNotificationRoutes } from './master/broadcast/notificationRoutes';
import { registerMasterPermissionRoutes } from './master/permissions/routes';
import { registerMasterStatisticsRoutes } from './master/statistics/routes';
import { registerMasterUserRoutes } from './master/users/routes';
import { registerMonitoringRoutes } from './monitorings/routes';
import { registerOfferRoutes } from './offers/routes';
import { registerProvidedRoutes } from './provided/routes';
import { registerFieldActivityRoutes } from './recommendations/routes';
import { registerReportPdfRoutes } from './reports/pdf/routes';
import { registerReportRoutes } from './reports/routes';
import { registerScheduleRoutes } from './schedule/routes';
import { registerTrainingRoutes } from './trainings/routes';
import { registerUploadRoutes } from './uploads/routes';

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
  registerOfferRoutes,
  registerFarmerRoutes,
  registerLandRoutes,
  registerProvidedRoutes,
  registerScheduleRoutes,
  registerFinanceRoutes,
  registerInventoryRoutes,
  registerBoundaryRoutes,
  registerHarvestRoutes,
  registerFieldActivityRoutes,
  registerAnalysisRoutes,
  registerFarmerProfileRoutes,
  registerLaboratoryRoutes,
  registerMonitoringRoutes,
  registerReportRoutes,
  registerReportPdfRoutes,
  registerConsultantRoutes,
];
