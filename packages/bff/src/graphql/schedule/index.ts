import type { Resolvers } from '../../generated/resolvers';
import { dashboardResolvers } from './dashboard';
import { workScheduleResolvers } from './work-schedule';
import { workResolvers } from './works';

/** Work schedule, works and activities, and the consultant dashboard (issue 4). */
export const scheduleResolvers: Resolvers[] = [workScheduleResolvers, workResolvers, dashboardResolvers];
