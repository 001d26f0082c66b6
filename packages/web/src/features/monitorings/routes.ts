import type { RouteObject } from 'react-router-dom';
import { CONSULTING_AREAS, WORKING_AREAS } from '@/app/areaScope';

/**
 * Monitorings of a provided consultancy (spec 001 §2.5), relative to an area base, all with
 * ?consultancyProvidedId=&farmerId=: the list, 'Criar Monitoramento' and the detail with its timeline.
 */
export const monitoringRoutes: RouteObject[] = [
  {
    path: 'consultorias/prestadas/monitoramentos',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./MonitoringListPage')).MonitoringListPage }),
  },
  {
    path: 'consultorias/prestadas/monitoramentos/criar',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./MonitoringCreatePage')).MonitoringCreatePage }),
  },
  {
    path: 'consultorias/prestadas/monitoramentos/:id',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./MonitoringDetailPage')).MonitoringDetailPage }),
  },
];
