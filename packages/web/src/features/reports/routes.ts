import type { RouteObject } from 'react-router-dom';
import { CONSULTING_AREAS, WORKING_AREAS } from '@/app/areaScope';

/**
 * A provided consultancy's technical reports (spec 001 §2.5), relative to an area base: the list
 * (?consultancyProvidedId=&farmerId=), one report, and its items editor.
 */
export const reportRoutes: RouteObject[] = [
  {
    path: 'consultorias/prestadas/relatorios',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./ReportsListPage')).ReportsListPage }),
  },
  {
    path: 'consultorias/prestadas/relatorios/:id',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./ReportDetailPage')).ReportDetailPage }),
  },
  {
    // The company's page of spec 002 §2; every area reads a report's recommendations the same way.
    path: 'consultorias/prestadas/relatorios/recomendacoes/:consultancyReportId',
    handle: CONSULTING_AREAS,
    lazy: async () => ({ Component: (await import('./ReportRecommendationsPage')).ReportRecommendationsPage }),
  },
  {
    path: 'consultorias/prestadas/relatorios/criar/:consultancyReportId',
    handle: WORKING_AREAS,
    lazy: async () => ({ Component: (await import('./ReportItemsPage')).ReportItemsPage }),
  },
];
