import type { RouteObject } from 'react-router-dom';

/** A farmer's field activities (= recommendations), relative to an area base (spec 001 §2.7). */
export const recommendationRoutes: RouteObject[] = [
  {
    path: 'agricultores/atividades-de-campo',
    lazy: async () => ({ Component: (await import('./FieldActivitiesPage')).FieldActivitiesPage }),
  },
];
