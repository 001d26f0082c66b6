import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router-dom';
import { ClientConfigProvider } from '@/app/clientConfig';
import { PublicViewerProvider } from '@/app/publicSession';
import { UnsavedChangesProvider } from '@/app/unsavedChanges';
import { NotFoundPage } from '@/features/common/NotFoundPage';
import { RouteErrorPage } from '@/features/common/RouteErrorPage';
import { FullPageSpinner, ToastProvider } from '@/ui';
import { areaRoutes } from './areas';
import { publicRoutes } from './public';

/**
 * Providers that need the router (links in toasts and menus, the unsaved-changes blocker) sit inside it.
 * None of them needs Apollo: the areas bring it with their shell (app/signedIn.tsx).
 */
export function RootLayout() {
  return (
    <ToastProvider>
      <ClientConfigProvider>
        <PublicViewerProvider>
          <UnsavedChangesProvider>
            <Outlet />
          </UnsavedChangesProvider>
          <ScrollRestoration />
        </PublicViewerProvider>
      </ClientConfigProvider>
    </ToastProvider>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // Shown while the first (lazy) page of a cold start downloads.
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [...publicRoutes, ...areaRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

export const createRouter = () => createBrowserRouter(routes);
