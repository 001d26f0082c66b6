import type { RouteObject } from 'react-router-dom';

/**
 * A provided consultancy's technical reports (spec 001 §2.5), relative to an area base: the list
 * (?consultancyProvidedId=&farmerId=), one report, and its items editor.
 */
export const reportRoutes: RouteObject[] = [
  {
    path: 'consultorias/prestadas/relatorios',
    lazy: async () => ({ Component: (await import('./ReportsListPage')).ReportsListPage }),
  },
  {
    path: 'consultorias/prestadas/relatorios/:id',
    lazy: async () => ({ Component: (await import('./ReportDetailPage')).ReportDetailPage }),
  },
  {
    path: 'consultorias/prestadas/relatorios/criar/:consultancyReportId',
    lazy: async () => ({ Component: (await import('./ReportItemsPage')).ReportItemsPage }),
  },
];
