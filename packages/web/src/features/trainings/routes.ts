import type { RouteObject } from 'react-router-dom';
import { CONSULTING_AREAS, inAreas } from '@/app/areaScope';

/** Writers: a consultant its own trainings, a company its own (its consultants read them). */
const WRITERS = inAreas('CONSULTANT', 'ENTERPRISE');

/**
 * Trainings, relative to an area base (spec 001 §2.9, spec 002 /empresa/treinamentos). Lists and detail in every
 * consulting area; the forms where the user writes trainings. Each page loads as its own chunk.
 */
export const trainingRoutes: RouteObject[] = [
  {
    path: 'treinamentos/abertos',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./list/TrainingListPages')).OpenTrainingsPage }),
  },
  {
    path: 'treinamentos/historico',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./list/TrainingListPages')).TrainingHistoryPage }),
  },
  {
    path: 'treinamentos/criar',
    handle: WRITERS,
    lazy: async () => ({ Component: (await import('./form/TrainingFormPages')).TrainingCreatePage }),
  },
  {
    path: 'treinamentos/editar/:id',
    handle: WRITERS,
    lazy: async () => ({ Component: (await import('./form/TrainingFormPages')).TrainingEditPage }),
  },
  {
    path: 'treinamentos/:id',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./detail/TrainingDetailPage')).TrainingDetailPage }),
  },
];
