import type { WebRole } from '@talhao/schema';
import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { withAreaRoute } from './areas';
import { patchAreaRoutes } from './index';

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
 * first render in the browser is the server's markup, with no fallback in between. Part of the areas' chunk,
 * which such a page loads anyway, rather than of the entry every page loads.
 */
export async function hydrateServerMarkup(element: HTMLElement, role: string): Promise<void> {
  const routes = withAreaRoute(role as WebRole);
  await resolveLazyRoutes(routes);
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: patchAreaRoutes,
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
