import { AREA_BASE, WEB_ROLES, type WebRole } from '@talhao/schema';
import { type ComponentType, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  type NonIndexRouteObject,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  RouterProvider,
} from 'react-router-dom';
import { routesFor } from '@/app/areaScope';
import { analysesRoutes } from '@/features/analyses/routes';
import { NotFoundPage, UnavailablePage } from '@/features/common/NotFoundPage';
import { RouteErrorPage } from '@/features/common/RouteErrorPage';
import { consultantsRoutes } from '@/features/consultants/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { propertyRoutes } from '@/features/farmers/properties/routes';
import { farmerRoutes } from '@/features/farmers/routes';
import { financeRoutes } from '@/features/finances/routes';
import { harvestRoutes } from '@/features/harvests/routes';
import { inventoryRoutes } from '@/features/inventory/routes';
import { laboratoryRoutes } from '@/features/laboratories/routes';
import { masterPages } from '@/features/master/routes';
import { monitoringRoutes } from '@/features/monitorings/routes';
import { offeredConsultancyRoutes } from '@/features/offers/routes';
import { requestRoutes } from '@/features/provided/requests/routes';
import { providedConsultancyRoutes } from '@/features/provided/routes';
import { recommendationRoutes } from '@/features/recommendations/routes';
import { reportRoutes } from '@/features/reports/routes';
import { scheduleRoutes } from '@/features/schedule/routes';
import { trainingRoutes } from '@/features/trainings/routes';
import { UNAVAILABLE_PAGES } from './unavailablePages';

/**
 * The four signed-in areas. Each area root lazily loads the shell (guard, top bar, side menu,
 * settings) and every page below it is its own lazily loaded chunk, so visiting /consultor never
 * downloads a /master page. This module itself is loaded on the first visit into an area, and each
 * area's route objects are built then (routes/index.tsx patchAreaRoutes), so the signed-out pages carry none.
 *
 * A page is built once, in its domain's routes.ts, with a path relative to the area base, and listed in
 * CONSULTING_PAGES below; its route's `handle` (app/areaScope.ts inAreas) names the areas that mount it
 * (none: the consultant's only), e.g. `{ path: 'consultorias/prestadas', handle: CONSULTING_AREAS, lazy }`.
 * Until a page is added, its path (routes/specifiedPages.ts) shows the page that says it is not
 * available yet; only a path the specification does not name shows the not-found page.
 */

/** A lazy route whose component is the named export of a module (kept as its own chunk). */
export function page<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return async () => {
    const module = await load();
    return { Component: module[name] };
  };
}

/** Every page built for the consulting areas; each route's `handle` (app/areaScope.ts) says which areas mount it. */
const CONSULTING_PAGES: RouteObject[] = [
  ...dashboardRoutes,
  ...offeredConsultancyRoutes,
  ...providedConsultancyRoutes,
  ...requestRoutes,
  ...scheduleRoutes,
  ...trainingRoutes,
  ...financeRoutes,
  ...inventoryRoutes,
  ...harvestRoutes,
  ...recommendationRoutes,
  ...analysesRoutes,
  ...reportRoutes,
  ...farmerRoutes,
  ...laboratoryRoutes,
  ...propertyRoutes,
  ...monitoringRoutes,
  ...consultantsRoutes,
];
/** Each area's pages: the consulting pages its routes' `handle` gives it, the master's own. */
const PAGES_OF: Record<WebRole, () => RouteObject[]> = {
  CONSULTANT: () => routesFor('CONSULTANT', CONSULTING_PAGES),
  ENTERPRISE_CONSULTANT: () => routesFor('ENTERPRISE_CONSULTANT', CONSULTING_PAGES),
  ENTERPRISE: () => routesFor('ENTERPRISE', CONSULTING_PAGES),
  MASTER: () => masterPages,
};

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

/** The specified pages of `area` no built page answers, each saying it is not available yet. */
function unavailable(area: WebRole): RouteObject[] {
  const homePath = AREA_BASE[area];
  return UNAVAILABLE_PAGES[area].map(({ path, title }) => ({
    path,
    element: <UnavailablePage title={title} homePath={homePath} />,
  }));
}

export function areaRoute(area: WebRole, pages: RouteObject[]): RouteObject {
  const built = [...commonPages(pages), ...pages];
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
          ...built,
          ...unavailable(area),
          // Unknown sub-route of the area: not-found page inside the layout.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  };
}

const built = new Map<WebRole, RouteObject>();

/** The route of one area, built on its first use (routes/index.tsx patches it in on the first visit). */
export function areaRouteOf(area: WebRole): RouteObject {
  let route = built.get(area);
  if (!route) {
    route = areaRoute(area, PAGES_OF[area]());
    built.set(area, route);
  }
  return route;
}

/** The four areas' routes. */
export const allAreaRoutes = (): RouteObject[] => WEB_ROLES.map(areaRouteOf);

/**
 * The app's routes (routes/index.tsx, passed in: this module is what it loads on demand) with `area`'s route
 * already in place: a home rendered on the server (ssr/renderHome.tsx) and its hydration in the browser start
 * from the same tree.
 */
export function withAreaRoute(area: WebRole, appRoutes: RouteObject[]): RouteObject[] {
  const [root] = appRoutes as [NonIndexRouteObject];
  return [{ ...root, children: [areaRouteOf(area), ...(root.children ?? [])] }];
}

/** The lazy routes of this URL loaded into their route objects, so the first render needs no download. */
async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
  }
}

/** Once the hydrated tree has committed, the server's markup is the app's: it takes clicks and focus again. */
function ServerMarkupAdopted({ element }: { element: HTMLElement }) {
  useEffect(() => {
    element.removeAttribute('inert');
    element.removeAttribute('data-server-rendered');
  }, [element]);
  return null;
}

/**
 * A home the BFF rendered (architecture note 36) is hydrated: the page's lazy modules are loaded first, so the
 * first render in the browser is the server's markup, with no fallback in between. Here, in the areas' chunk
 * such a page loads anyway, rather than in the entry every page loads.
 */
export async function hydrateServerMarkup(
  element: HTMLElement,
  area: WebRole,
  app: { routes: RouteObject[]; patchAreaRoutes: PatchRoutesOnNavigationFunction },
): Promise<void> {
  const routes = withAreaRoute(area, app.routes);
  await resolveLazyRoutes(routes);
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: app.patchAreaRoutes,
    // No loaders: the routes are resolved, so the router starts initialised, as the server rendered it.
    hydrationData: { loaderData: {}, actionData: null, errors: null },
  });
  hydrateRoot(
    element,
    <StrictMode>
      <RouterProvider router={router} />
      <ServerMarkupAdopted element={element} />
    </StrictMode>,
  );
}
