import type { RouteObject } from 'react-router-dom';
import { CONSULTING_AREAS, WORKING_AREAS } from '@/app/areaScope';

/**
 * Provided consultancies, relative to an area base. 'criar' and 'editar/:id' are listed before ':id'
 * for readability (the router ranks them anyway); 'atividades' belongs to the activities slice.
 */
export const providedConsultancyRoutes: RouteObject[] = [
  {
    path: 'consultorias/prestadas',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./ProvidedListPage')).ProvidedListPage }),
  },
  {
    path: 'consultorias/prestadas/criar',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./ProvidedFormPages')).ProvidedCreatePage }),
  },
  {
    path: 'consultorias/prestadas/editar/:id',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./ProvidedFormPages')).ProvidedEditPage }),
  },
  {
    path: 'consultorias/prestadas/:id',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./ProvidedDetailPage')).ProvidedDetailPage }),
  },
];
