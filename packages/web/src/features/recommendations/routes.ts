import type { RouteObject } from 'react-router-dom';
import { CONSULTING_AREAS, WORKING_AREAS } from '@/app/areaScope';

/**
 * A farmer's field activities (= recommendations), relative to an area base: the list (spec 001 §2.7) and the
 * recommendations of a provided consultancy with their detail, create and edit (§2.5 '/recomendacoes').
 */
export const recommendationRoutes: RouteObject[] = [
  {
    path: 'agricultores/atividades-de-campo',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./FieldActivitiesPage')).FieldActivitiesPage }),
  },
  {
    path: 'consultorias/prestadas/recomendacoes',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./FieldActivitiesPage')).RecommendationsPage }),
  },
  {
    path: 'consultorias/prestadas/recomendacoes/criar',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./RecommendationFormPages')).CreateRecommendationPage }),
  },
  {
    path: 'consultorias/prestadas/recomendacoes/editar/:id',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./RecommendationFormPages')).EditRecommendationPage }),
  },
  {
    path: 'consultorias/prestadas/recomendacoes/:id',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./RecommendationDetailPage')).RecommendationDetailPage }),
  },
];
