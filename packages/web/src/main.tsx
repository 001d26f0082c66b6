import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { bootData } from '@/app/boot';
import { startHomePrefetch } from '@/app/homePrefetch';
import { createRouter, patchAreaRoutes, routes } from '@/routes';

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
  // A home the BFF rendered (architecture note 36) is hydrated by the areas' chunk; a module that fails to load
  // leaves the markup to a render of the browser's own (its error page).
  import('@/routes/areas')
    .then(({ hydrateServerMarkup }) =>
      hydrateServerMarkup(root, role as Parameters<typeof hydrateServerMarkup>[1], { routes, patchAreaRoutes }),
    )
    .catch(() => renderInBrowser(root));
} else {
  renderInBrowser(root);
}
