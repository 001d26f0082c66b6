import type { RouteObject } from 'react-router-dom';
import { CONSULTING_AREAS, WORKING_AREAS } from '@/app/areaScope';

/**
 * Calendar, work schedule and activities, relative to an area base (spec 001 §2.5, §2.8; spec 002 calendário and
 * prestadas/atividades). The calendar and the activities list in every area (the company's calendar is every
 * consultant's); the work schedule and scheduling where the user works. Each page is its own chunk.
 */
export const scheduleRoutes: RouteObject[] = [
  {
    path: 'calendario',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./calendar/CalendarPage')).CalendarPage }),
  },
  {
    path: 'calendario/criar',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./workSchedule/WorkSchedulePages')).WorkScheduleCreatePage }),
  },
  {
    path: 'calendario/editar',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./workSchedule/WorkSchedulePages')).WorkScheduleEditPage }),
  },
  {
    path: 'consultorias/prestadas/atividades',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./activities/ActivityListPage')).ActivityListPage }),
  },
  {
    path: 'consultorias/prestadas/atividades/criar',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./activities/ActivityCreatePage')).ActivityCreatePage }),
  },
];
