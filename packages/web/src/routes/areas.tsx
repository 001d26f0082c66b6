import { AREA_BASE, type WebRole } from '@talhao/schema';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/features/common/NotFoundPage';
import { RouteErrorPage } from '@/features/common/RouteErrorPage';
import { offeredConsultancyRoutes } from '@/features/consultancies/offered/routes';
import { providedConsultancyRoutes } from '@/features/consultancies/provided/routes';
import { requestRoutes } from '@/features/consultancies/requests/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { financeRoutes } from '@/features/finances/routes';
import { masterPages } from '@/features/master/routes';
import { scheduleRoutes } from '@/features/schedule/routes';
import { trainingRoutes } from '@/features/trainings/routes';

/**
 * The four signed-in areas. Each area root lazily loads the shell (guard, top bar, side menu,
 * settings) and every page below it is its own lazily loaded chunk, so visiting /consultor never
 * downloads a /master page. Route objects stay static (a data router needs the tree up front);
 * only the code behind them is deferred.
 *
 * Later issues add an area's pages to its list below (`<AREA>_PAGES`), with paths relative to the
 * area's base, e.g. `{ path: 'consultorias/ofertadas', lazy: page(() => import('@/features/…')) }`.
 * Until a page is added its menu entry still points at the real route, which renders the
 * not-found page inside the layout.
 */

/** A lazy route whose component is the named export of a module (kept as its own chunk). */
export function page<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return async () => {
    const module = await load();
    return { Component: module[name] };
  };
}

const CONSULTANT_PAGES: RouteObject[] = [
  ...dashboardRoutes,
  ...offeredConsultancyRoutes,
  ...providedConsultancyRoutes,
  ...requestRoutes,
  ...scheduleRoutes,
  ...trainingRoutes,
  ...financeRoutes,
];
const ENTERPRISE_CONSULTANT_PAGES: RouteObject[] = [];
const ENTERPRISE_PAGES: RouteObject[] = [];
const MASTER_PAGES: RouteObject[] = masterPages;

/**
 * Pages every area has: Início (unless the area brings its own dashboard as an index route), the own
 * profile and its edit form.
 */
const commonPages = (pages: RouteObject[]): RouteObject[] => [
  ...(pages.some((route) => route.index)
    ? []
    : [{ index: true, lazy: page(() => import('@/features/shell/AreaHomePage'), 'AreaHomePage') }]),
  { path: 'perfil', lazy: page(() => import('@/features/profile'), 'ProfilePage') },
  { path: 'perfil/editar', lazy: page(() => import('@/features/profile'), 'ProfileEditPage') },
];

export function areaRoute(area: WebRole, pages: RouteObject[]): RouteObject {
  return {
    id: `area-${area}`,
    path: AREA_BASE[area],
    // A failed download of the shell itself reaches the root route's error boundary.
    lazy: async () => {
      const { AREA_ROOTS } = await import('@/features/shell/AreaRoot');
      return { Component: AREA_ROOTS[area] };
    },
    children: [
      {
        // Pathless: a page that fails renders its error inside the layout, menus still usable.
        ErrorBoundary: RouteErrorPage,
        children: [
          ...commonPages(pages),
          ...pages,
          // Unknown sub-route of the area: not-found page inside the layout.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  };
}

export const areaRoutes: RouteObject[] = [
  areaRoute('CONSULTANT', CONSULTANT_PAGES),
  areaRoute('ENTERPRISE_CONSULTANT', ENTERPRISE_CONSULTANT_PAGES),
  areaRoute('ENTERPRISE', ENTERPRISE_PAGES),
  areaRoute('MASTER', MASTER_PAGES),
];
