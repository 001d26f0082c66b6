import type { RouteObject } from 'react-router-dom';

/** Farmers' requests for a consultancy, relative to an area base. */
export const requestRoutes: RouteObject[] = [
  {
    path: 'consultorias/solicitadas',
    lazy: async () => ({ Component: (await import('./RequestListPage')).RequestListPage }),
  },
  {
    path: 'consultorias/solicitadas/:id',
    lazy: async () => ({ Component: (await import('./RequestDetailPage')).RequestDetailPage }),
  },
];
