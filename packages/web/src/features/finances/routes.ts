import type { RouteObject } from 'react-router-dom';
import { inAreas } from '@/app/areaScope';

/** /consultor/financas and /empresa/financas: its own chunk (with visx), loaded on the visit. */
export const financeRoutes: RouteObject[] = [
  {
    path: 'financas',
    handle: inAreas('CONSULTANT', 'ENTERPRISE'),
    lazy: async () => {
      const { FinancesPage } = await import('./FinancesPage');
      return { Component: FinancesPage };
    },
  },
];
