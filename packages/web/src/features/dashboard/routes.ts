import type { RouteObject } from 'react-router-dom';
import { inAreas } from '@/app/areaScope';

/**
 * The areas' homes: the dashboard replaces the shell's placeholder home (an area with its own index route skips
 * AreaHomePage). The consultant's and the company consultant's are one page (their own cards and agenda); the
 * company's is its own (issue 16). Each its own chunk, loaded on the visit.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    handle: inAreas('CONSULTANT', 'ENTERPRISE_CONSULTANT'),
    lazy: async () => {
      const { ConsultantDashboardPage } = await import('./ConsultantDashboardPage');
      return { Component: ConsultantDashboardPage };
    },
  },
  {
    index: true,
    handle: inAreas('ENTERPRISE'),
    lazy: async () => {
      const { CompanyDashboardPage } = await import('./CompanyDashboardPage');
      return { Component: CompanyDashboardPage };
    },
  },
];
