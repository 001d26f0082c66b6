import type { RouteObject } from 'react-router-dom';

/** Calendar, work schedule and activities, relative to an area base (spec 001 §2.5, §2.8). Each page is its own chunk. */
export const scheduleRoutes: RouteObject[] = [
  {
    path: 'calendario',
    lazy: async () => ({ Component: (await import('./calendar/CalendarPage')).CalendarPage }),
  },
  {
    path: 'calendario/criar',
    lazy: async () => ({ Component: (await import('./workSchedule/WorkSchedulePages')).WorkScheduleCreatePage }),
  },
  {
    path: 'calendario/editar',
    lazy: async () => ({ Component: (await import('./workSchedule/WorkSchedulePages')).WorkScheduleEditPage }),
  },
  {
    path: 'consultorias/prestadas/atividades',
    lazy: async () => ({ Component: (await import('./activities/ActivityListPage')).ActivityListPage }),
  },
  {
    path: 'consultorias/prestadas/atividades/criar',
    lazy: async () => ({ Component: (await import('./activities/ActivityCreatePage')).ActivityCreatePage }),
  },
];
