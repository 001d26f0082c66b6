import type { RouteObject } from 'react-router-dom';
import { CONSULTING_AREAS, WORKING_AREAS } from '@/app/areaScope';

/**
 * A farmer's land (spec 001 §2.7 '/propriedades'), relative to an area base: the property page, its create and
 * edit forms, 'Criar Setores' and 'Editar Setor'. The pages read the base from useArea() and the write rule from
 * app/farmAccess plus the farmer's createdByMe, so every area mounts these same routes.
 */
export const propertyRoutes: RouteObject[] = [
  {
    path: 'agricultores/propriedades/criar',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./PropertyFormPages')).PropertyCreatePage }),
  },
  {
    path: 'agricultores/propriedades/editar/:id',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./PropertyFormPages')).PropertyEditPage }),
  },
  {
    path: 'agricultores/propriedades/criar/setores',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./SectorFormPages')).SectorsCreatePage }),
  },
  {
    path: 'agricultores/propriedades/editar/setor/:id',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./SectorFormPages')).SectorEditPage }),
  },
  {
    path: 'agricultores/propriedades/:id',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./PropertyDetailPage')).PropertyDetailPage }),
  },
];
