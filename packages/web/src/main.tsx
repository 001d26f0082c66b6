import './index.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { bootData } from '@/app/boot';
import { startHomePrefetch } from '@/app/homePrefetch';
import { createRouter, withAreaRoute } from '@/routes';

/*
 * No Apollo Client, graphql, zod nor form library here: the signed-out pages run on app/lightGraphql.ts
 * and the session of the boot data (app/boot.ts); the areas load Apollo with their shell (app/signedIn.tsx).
 */
// A signed-in visit to the area's home takes the home's data from index.html, or asks for it now, beside the
// area's scripts.
const boot = bootData();
if (boot?.viewer) startHomePrefetch(boot.viewer, window.location.pathname, window.location.search, boot.home);
const root = document.getElementById('root');
if (!root) throw new Error('#root element missing in index.html');

/** The lazy routes of this URL loaded into their route objects, so the first render needs no download. */
async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  for (const match of matchRoutes(routes, window.location) ?? []) {
    const { route } = match;
    if (typeof route.lazy !== 'function') continue;
    const loaded = await route.lazy();
    Object.assign(route, loaded, { lazy: undefined });
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
 * A home the BFF rendered (architecture note 36) is hydrated: the area's routes and the page's modules are
 * loaded first, so the first render in the browser is the server's markup, with no fallback in between.
 */
async function hydrateServerMarkup(element: HTMLElement, role: string): Promise<void> {
  const { areaRouteOf } = await import('@/routes/areas');
  const routes = withAreaRoute(areaRouteOf(role as Parameters<typeof areaRouteOf>[0]));
  await resolveLazyRoutes(routes);
  hydrateRoot(
    element,
    <StrictMode>
      <RouterProvider router={createRouter(routes, true)} />
      <ServerMarkupAdopted element={element} />
    </StrictMode>,
  );
}

const role = boot?.viewer?.role;
function renderInBrowser(element: HTMLElement) {
  element.removeAttribute('inert');
  element.removeAttribute('data-server-rendered');
  createRoot(element).render(
    <StrictMode>
      <RouterProvider router={createRouter()} />
    </StrictMode>,
  );
}

if (root.hasAttribute('data-server-rendered') && role) {
  // A page module that fails to load leaves the markup to a render of the browser's own (its error page).
  hydrateServerMarkup(root, role).catch(() => renderInBrowser(root));
} else {
  renderInBrowser(root);
}
