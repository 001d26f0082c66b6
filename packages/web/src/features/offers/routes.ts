import type { RouteObject } from 'react-router-dom';
import { CONSULTING_AREAS, inAreas } from '@/app/areaScope';

/**
 * Offered consultancies, relative to an area base (consultor, empresa, consultor-empresarial). The
 * pages read the base from useArea() and the write rights from the viewer, so every area mounts
 * these same routes. 'criar' is listed before ':id' for readability (the router ranks them anyway).
 */
export const offeredConsultancyRoutes: RouteObject[] = [
  {
    path: 'consultorias/ofertadas',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./OfferedListPage')).OfferedListPage }),
  },
  {
    path: 'consultorias/ofertadas/criar',
    handle: inAreas('CONSULTANT', 'ENTERPRISE'),
    lazy: async () => ({ Component: (await import('./OfferFormPages')).OfferCreatePage }),
  },
  {
    path: 'consultorias/ofertadas/editar/:id',
    handle: inAreas('CONSULTANT', 'ENTERPRISE'),
    lazy: async () => ({ Component: (await import('./OfferFormPages')).OfferEditPage }),
  },
  {
    path: 'consultorias/ofertadas/:id',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./OfferedDetailPage')).OfferedDetailPage }),
  },
];
