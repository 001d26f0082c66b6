import type { RouteObject } from 'react-router-dom';

/**
 * /consultor itself: the dashboard replaces the shell's placeholder home (an area with its own index
 * route skips AreaHomePage). Its own chunk, loaded on the visit.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const { ConsultantDashboardPage } = await import('./ConsultantDashboardPage');
      return { Component: ConsultantDashboardPage };
    },
  },
];
