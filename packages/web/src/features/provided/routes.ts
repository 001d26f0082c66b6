import type { RouteObject } from 'react-router-dom';

/**
 * Provided consultancies, relative to an area base. 'criar' and 'editar/:id' are listed before ':id'
 * for readability (the router ranks them anyway); 'atividades' belongs to the activities slice.
 */
export const providedConsultancyRoutes: RouteObject[] = [
  {
    path: 'consultorias/prestadas',
    lazy: async () => ({ Component: (await import('./ProvidedListPage')).ProvidedListPage }),
  },
  {
    path: 'consultorias/prestadas/criar',
    lazy: async () => ({ Component: (await import('./ProvidedFormPages')).ProvidedCreatePage }),
  },
  {
    path: 'consultorias/prestadas/editar/:id',
    lazy: async () => ({ Component: (await import('./ProvidedFormPages')).ProvidedEditPage }),
  },
  {
    path: 'consultorias/prestadas/:id',
    lazy: async () => ({ Component: (await import('./ProvidedDetailPage')).ProvidedDetailPage }),
  },
];
