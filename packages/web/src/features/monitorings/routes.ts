import type { RouteObject } from 'react-router-dom';

/**
 * Monitorings of a provided consultancy (spec 001 §2.5), relative to an area base, all with
 * ?consultancyProvidedId=&farmerId=: the list, 'Criar Monitoramento' and the detail with its timeline.
 */
export const monitoringRoutes: RouteObject[] = [
  {
    path: 'consultorias/prestadas/monitoramentos',
    lazy: async () => ({ Component: (await import('./MonitoringListPage')).MonitoringListPage }),
  },
  {
    path: 'consultorias/prestadas/monitoramentos/criar',
    lazy: async () => ({ Component: (await import('./MonitoringCreatePage')).MonitoringCreatePage }),
  },
  {
    path: 'consultorias/prestadas/monitoramentos/:id',
    lazy: async () => ({ Component: (await import('./MonitoringDetailPage')).MonitoringDetailPage }),
  },
];
