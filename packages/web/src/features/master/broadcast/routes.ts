import type { RouteObject } from 'react-router-dom';

/**
 * Serviços > Divulgação, relative to /master. Each page is its own lazily loaded chunk; the adverts
 * and notifications pages share the form module in ./form.
 */
export const broadcastRoutes: RouteObject[] = [
  {
    path: 'divulgacao/anuncios',
    lazy: async () => ({ Component: (await import('./adverts/AdvertsPage')).AdvertsPage }),
  },
  {
    path: 'divulgacao/anuncios/criar',
    lazy: async () => ({ Component: (await import('./adverts/AdvertFormPage')).AdvertCreatePage }),
  },
  {
    path: 'divulgacao/anuncios/editar/:id',
    lazy: async () => ({ Component: (await import('./adverts/AdvertFormPage')).AdvertEditPage }),
  },
  {
    path: 'divulgacao/notificacoes',
    lazy: async () => ({ Component: (await import('./notifications/NotificationsPage')).NotificationsPage }),
  },
  {
    path: 'divulgacao/notificacoes/criar',
    lazy: async () => ({ Component: (await import('./notifications/NotificationFormPage')).NotificationCreatePage }),
  },
  {
    path: 'divulgacao/notificacoes/editar/:id',
    lazy: async () => ({ Component: (await import('./notifications/NotificationFormPage')).NotificationEditPage }),
  },
];
