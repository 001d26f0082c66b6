/**
 * The whole app's stylesheet for a page served with the signed-out one. For a visitor without a session the
 * BFF links a subset of the app's Tailwind sheet, with the whole sheet's URL in `data-full-stylesheet`
 * (packages/bff/src/plugins/boot-data.ts); the areas' pages need the whole sheet, so the way into an area
 * (routes/index.tsx) waits for it before anything of the area paints. Linked after the small sheet, the
 * whole one repeats each of its rules in the same order, so nothing of the signed-out pages changes.
 * A page already linking the whole sheet (signed in, vite dev, tests) has nothing to load.
 */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-full-stylesheet';

let loading: Promise<void> | undefined;

export function loadFullStylesheet(): Promise<void> {
  const small = document.querySelector<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTRIBUTE}]`);
  const href = small?.getAttribute(FULL_STYLESHEET_ATTRIBUTE);
  if (!small || !href) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      // Failed like a chunk download: the route's error page offers to retry, and a retry links it anew.
      link.remove();
      loading = undefined;
      reject(new Error(`stylesheet ${href} did not load`));
    });
    small.after(link);
  });
  return loading;
}
