import type { RouteObject } from 'react-router-dom';
import { CONSULTING_AREAS } from '@/app/areaScope';

/** Harvests of a farmer, relative to an area base (spec 001 §2.7 '/safras'). */
export const harvestRoutes: RouteObject[] = [
  {
    path: 'agricultores/safras',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./HarvestsPage')).HarvestsPage }),
  },
];
