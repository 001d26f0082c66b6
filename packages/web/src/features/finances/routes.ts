import type { RouteObject } from 'react-router-dom';

/** /consultor/financas: its own chunk (with visx), loaded on the visit. */
export const financeRoutes: RouteObject[] = [
  {
    path: 'financas',
    lazy: async () => {
      const { FinancesPage } = await import('./FinancesPage');
      return { Component: FinancesPage };
    },
  },
];
