import type { RouteObject } from 'react-router-dom';

/** Harvests of a farmer, relative to an area base (spec 001 §2.7 '/safras'). */
export const harvestRoutes: RouteObject[] = [
  {
    path: 'agricultores/safras',
    lazy: async () => ({ Component: (await import('./HarvestsPage')).HarvestsPage }),
  },
];
