import type { RouteObject } from 'react-router-dom';

/** /master itself: the statistics dashboard, its own chunk (with visx) loaded on the visit. */
export const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const { MasterDashboardPage } = await import('./MasterDashboardPage');
      return { Component: MasterDashboardPage };
    },
  },
];
