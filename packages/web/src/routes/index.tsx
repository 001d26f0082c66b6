import { AREA_BASE, WEB_ROLES } from '@talhao/schema';
import {
  createBrowserRouter,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  ScrollRestoration,
} from 'react-router-dom';
import { ClientConfigProvider } from '@/app/clientConfig';
import { PublicViewerProvider } from '@/app/publicSession';
import { RouteErrorPage } from '@/features/common/RouteErrorPage';
import { FullPageSpinner, ToastProvider } from '@/ui';
import { notFoundRoute, publicRoutes } from './public';

/**
 * Providers that need the router (links in toasts and menus) sit inside it. None of them needs Apollo: the
 * areas bring it with their shell (app/signedIn.tsx), and the unsaved-changes blocker too (no signed-out
 * form asks before leaving).
 */
export function RootLayout() {
  return (
    <ToastProvider>
      <ClientConfigProvider>
        <PublicViewerProvider>
          <Outlet />
          <ScrollRestoration />
        </PublicViewerProvider>
      </ClientConfigProvider>
    </ToastProvider>
  );
}

/** The id of the root route, under which the areas' routes are patched in. */
const ROOT_ID = 'root';

export const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    element: <RootLayout />,
    // Shown while the first (lazy) page of a cold start downloads.
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [...publicRoutes, notFoundRoute('*')],
  },
];

const areaOf = (path: string) =>
  WEB_ROLES.find((role) => path === AREA_BASE[role] || path.startsWith(`${AREA_BASE[role]}/`));

/**
 * An area's route table (routes/areas.tsx, every feature's routes.ts) joins the tree on the first navigation
 * into that area, so the signed-out pages do not download them. Until then an area path matches
 * only the app-wide `*`, and the router asks here before it renders (on a cold start too: the root's
 * HydrateFallback shows meanwhile). Patching again is a no-op: the area routes have ids.
 */
export const patchAreaRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const area = areaOf(path);
  if (!area) return;
  const { areaRouteOf } = await import('./areas');
  patch(ROOT_ID, [areaRouteOf(area)]);
};

export const createRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation: patchAreaRoutes });
