import type { RouteObject } from 'react-router-dom';
import { inAreas } from '@/app/areaScope';

const COMPANY = inAreas('ENTERPRISE');

/** /empresa/consultores (spec 002 §2): the company's consultants. Each page loads as its own chunk. */
export const consultantsRoutes: RouteObject[] = [
  {
    path: 'consultores',
    handle: COMPANY,
    lazy: async () => ({ Component: (await import('./ConsultantListPage')).ConsultantListPage }),
  },
  {
    path: 'consultores/criar',
    handle: COMPANY,
    lazy: async () => ({ Component: (await import('./ConsultantFormPages')).ConsultantCreatePage }),
  },
  {
    path: 'consultores/editar/:id',
    handle: COMPANY,
    lazy: async () => ({ Component: (await import('./ConsultantFormPages')).ConsultantEditPage }),
  },
  {
    path: 'consultores/:id',
    handle: COMPANY,
    lazy: async () => ({ Component: (await import('./ConsultantDetailPage')).ConsultantDetailPage }),
  },
];
