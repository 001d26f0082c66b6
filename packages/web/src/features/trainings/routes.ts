import type { RouteObject } from 'react-router-dom';

/** Trainings, relative to an area base (spec 001 §2.9). Each page loads as its own chunk. */
export const trainingRoutes: RouteObject[] = [
  {
    path: 'treinamentos/abertos',
    lazy: async () => ({ Component: (await import('./list/TrainingListPages')).OpenTrainingsPage }),
  },
  {
    path: 'treinamentos/historico',
    lazy: async () => ({ Component: (await import('./list/TrainingListPages')).TrainingHistoryPage }),
  },
  {
    path: 'treinamentos/criar',
    lazy: async () => ({ Component: (await import('./form/TrainingFormPages')).TrainingCreatePage }),
  },
  {
    path: 'treinamentos/editar/:id',
    lazy: async () => ({ Component: (await import('./form/TrainingFormPages')).TrainingEditPage }),
  },
  {
    path: 'treinamentos/:id',
    lazy: async () => ({ Component: (await import('./detail/TrainingDetailPage')).TrainingDetailPage }),
  },
];
