import type { RouteObject } from 'react-router-dom';

/**
 * Offered consultancies, relative to an area base (consultor, empresa, consultor-empresarial). The
 * pages read the base from useArea() and the write rights from the viewer, so every area mounts
 * these same routes. 'criar' is listed before ':id' for readability (the router ranks them anyway).
 */
export const offeredConsultancyRoutes: RouteObject[] = [
  {
    path: 'consultorias/ofertadas',
    lazy: async () => ({ Component: (await import('./OfferedListPage')).OfferedListPage }),
  },
  {
    path: 'consultorias/ofertadas/criar',
    lazy: async () => ({ Component: (await import('./OfferFormPages')).OfferCreatePage }),
  },
  {
    path: 'consultorias/ofertadas/editar/:id',
    lazy: async () => ({ Component: (await import('./OfferFormPages')).OfferEditPage }),
  },
  {
    path: 'consultorias/ofertadas/:id',
    lazy: async () => ({ Component: (await import('./OfferedDetailPage')).OfferedDetailPage }),
  },
];
