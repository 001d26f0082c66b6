import type { RouteObject } from 'react-router-dom';
import { CONSULTING_AREAS, WORKING_AREAS } from '@/app/areaScope';

/**
 * A farmer's lab analyses (spec 001 §2.7), relative to an area base: the list and the upload form, both with
 * ?farmerId= and, when opened from a provided consultancy, ?consultancyProvidedId=.
 */
export const analysesRoutes: RouteObject[] = [
  {
    path: 'agricultores/analises-agronomicas',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./AnalysesListPage')).AnalysesListPage }),
  },
  {
    path: 'agricultores/analises-agronomicas/inserir',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./AnalysisUploadPage')).AnalysisUploadPage }),
  },
];
