import type { RouteObject } from 'react-router-dom';
import { broadcastRoutes } from './broadcast/routes';
import { dashboardRoutes } from './dashboard/routes';
import { userRoutes } from './users/routes';

/** Every page of the master area, relative to /master. */
export const masterPages: RouteObject[] = [...dashboardRoutes, ...userRoutes, ...broadcastRoutes];
