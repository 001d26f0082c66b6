import type { RouteObject } from 'react-router-dom';
import { inAreas } from '@/app/areaScope';

/** The independent consultant answers their requests, the company its own (spec 002 §2); a company consultant has none. */
const ANSWERING_AREAS = inAreas('CONSULTANT', 'ENTERPRISE');

/** Farmers' requests for a consultancy, relative to an area base. */
export const requestRoutes: RouteObject[] = [
  {
    path: 'consultorias/solicitadas',
    handle: ANSWERING_AREAS,
    lazy: async () => ({ Component: (await import('./RequestListPage')).RequestListPage }),
  },
  {
    path: 'consultorias/solicitadas/:id',
    handle: ANSWERING_AREAS,
    lazy: async () => ({ Component: (await import('./RequestDetailPage')).RequestDetailPage }),
  },
];
