import type { RouteObject } from 'react-router-dom';
import { CONSULTING_AREAS, WORKING_AREAS } from '@/app/areaScope';

/**
 * The farmers themselves, relative to an area base (consultor; consultor-empresarial and empresa mount the
 * same routes in issue 16): the list, create, edit and the farmer's page (the hub). Write buttons follow
 * app/farmAccess.ts and the farmer's createdByMe. The property, area and sector pages are
 * properties/routes.ts's.
 */
export const farmerRoutes: RouteObject[] = [
  {
    path: 'agricultores',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./FarmerListPage')).FarmerListPage }),
  },
  {
    path: 'agricultores/criar',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./FarmerFormPages')).FarmerCreatePage }),
  },
  {
    path: 'agricultores/editar/:id',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./FarmerFormPages')).FarmerEditPage }),
  },
  {
    path: 'agricultores/:id',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./FarmerHubPage')).FarmerHubPage }),
  },
];
