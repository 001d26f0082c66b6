import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetBootDataForTests } from '@/app/boot';
import { resetClientConfigForTests } from '@/app/clientConfig';
import { resetHomePrefetch } from '@/app/homePrefetch';
import { sessionStore } from '@/app/sessionStore';
import { loadToastCard } from '@/ui/Toast';

// In the browser the toast card loads on the first interaction; tests render it from the start (its plain
// stand-in is tested in ui/Toast.test.tsx).
await loadToastCard();

// findBy*/waitFor wait for a condition, never for a fixed time; on a loaded 2-core machine a render can
// take seconds, so the ceiling is generous (a passing test never waits for it).
configure({ asyncUtilTimeout: 15_000 });

// A test of the server render runs in Node (`@vitest-environment node`): no DOM to complete.
const hasDom = typeof window !== 'undefined';
if (hasDom) {
  // jsdom lacks a few layout APIs that Headless UI (floating anchors) and Leaflet call.
  if (!('ResizeObserver' in globalThis)) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  // ProseMirror (tiptap) measures the selection on clicks.
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  // React Router's ScrollRestoration scrolls; jsdom only logs "not implemented".
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  // No canvas in jsdom: the offline map layer then draws nothing instead of logging "not implemented".
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}

afterEach(() => {
  if (hasDom) cleanup();
  // The light client's module state (boot data, the session store, the config request) is per page load.
  vi.unstubAllGlobals();
  resetBootDataForTests();
  resetClientConfigForTests();
  resetHomePrefetch();
  sessionStore.reset();
  if (!hasDom) return;
  document.getElementById('talhao-boot')?.remove();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
