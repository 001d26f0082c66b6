import type { RouteObject } from 'react-router-dom';

/** Laboratories, relative to the consultant area (spec 001 §2.11). Each page loads as its own chunk. */
export const laboratoryRoutes: RouteObject[] = [
  {
    path: 'laboratorios',
    lazy: async () => ({ Component: (await import('./LaboratoriesPage')).LaboratoriesPage }),
  },
  {
    path: 'laboratorios/associados',
    lazy: async () => ({ Component: (await import('./AssociatedLaboratoriesPage')).AssociatedLaboratoriesPage }),
  },
  {
    path: 'laboratorios/minhas-analises',
    lazy: async () => ({ Component: (await import('./MyLabAnalysesPage')).MyLabAnalysesPage }),
  },
  {
    path: 'laboratorios/laboratorio',
    lazy: async () => ({ Component: (await import('./LaboratoryPage')).LaboratoryPage }),
  },
];
