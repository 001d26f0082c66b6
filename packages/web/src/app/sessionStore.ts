import { bootData } from './boot';
import type { ViewerFields } from './viewerContext';

/**
 * The one place that knows the session's viewer before Apollo is loaded: the boot data's viewer, then
 * what a sign-in answered or a sign-out ended. `undefined` = not known yet (no boot data: ask the BFF).
 * The signed-in app (app/signedIn.tsx) seeds Apollo's cache from it and writes its own answers back.
 */
export type KnownViewer = ViewerFields | null | undefined;

type Listener = (viewer: KnownViewer) => void;

let current: KnownViewer;
let initialised = false;
const listeners = new Set<Listener>();

function ensureInitialised() {
  if (initialised) return;
  initialised = true;
  const boot = bootData();
  if (boot && 'viewer' in boot) current = boot.viewer ?? null;
}

export const sessionStore = {
  get(): KnownViewer {
    ensureInitialised();
    return current;
  },
  set(viewer: KnownViewer): void {
    ensureInitialised();
    if (viewer === current) return;
    current = viewer;
    for (const listener of listeners) listener(viewer);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests: start again from the (test's) boot data. */
  reset(): void {
    initialised = false;
    current = undefined;
  },
};
