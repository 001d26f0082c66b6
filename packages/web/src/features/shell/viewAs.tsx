import type { Role, WebRole } from '@talhao/schema';
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useArea } from '@/app/area';
import { VIEW_AS_PARAM } from '@/app/areaAccess';
import type { ViewerProfile } from '@/app/session';
import { FullPageSpinner } from '@/ui';
import { useShellViewer } from './pendingViewer';

/**
 * The master's read-only visit of another user's area (spec 000 §2, ARCHITECTURE rule 6): the URL
 * carries `?viewAs=<userId>`; only a MASTER viewer honours it, anywhere but the master's own area.
 * Anyone else is treated as if the parameter were absent (the BFF refuses `viewAs` from them anyway).
 */

export { VIEW_AS_PARAM };

/** The profile of an area's owner; the same fields as the viewer's profile. */
export type AreaOwnerProfile = ViewerProfile;

export interface ViewAsState {
  /** The viewed user's id while a master visits an area; null otherwise. Pass it as `viewAs` to the area's queries. */
  viewAsId: string | null;
  /**
   * Whose area this is: the viewed user under `viewAs`, else the signed-in user (null outside an area
   * or before the profile loads).
   */
  owner: AreaOwnerProfile | null;
}

export const ViewAsContext = createContext<ViewAsState>({ viewAsId: null, owner: null });

export function useViewAs(): ViewAsState {
  return useContext(ViewAsContext);
}

/** The raw `?viewAs=` of the current URL (not yet checked against the viewer's role). */
export function useViewAsParam(): string | null {
  const [params] = useSearchParams();
  return params.get(VIEW_AS_PARAM)?.trim() || null;
}

/** Whether this viewer, in this area, may visit the area as the user `param`. */
export function isMasterViewAs(viewerRole: Role | string, area: WebRole, param: string | null): boolean {
  return viewerRole === 'MASTER' && area !== 'MASTER' && Boolean(param);
}

/** A link inside the viewed area: the same path, keeping `?viewAs=` (nothing added when not viewing). */
export function withViewAs(to: string, viewAsId: string | null): string {
  if (!viewAsId) return to;
  const [path, hash = ''] = to.split('#', 2);
  const separator = path?.includes('?') ? '&' : '?';
  return `${path}${separator}${VIEW_AS_PARAM}=${encodeURIComponent(viewAsId)}${hash ? `#${hash}` : ''}`;
}

/**
 * A master's visit (`viewAs`): the owner query, its spinner and errors, and the banner. Loaded only when a master
 * visits another area, so no area's own first screen carries them.
 */
const ViewedArea = lazy(() => import('./viewedArea').then((module) => ({ default: module.ViewedArea })));
const ViewedAreaBanner = lazy(() => import('./viewedArea').then((module) => ({ default: module.ViewedAreaBanner })));

/**
 * Inside the guard: resolves the area's owner — the signed-in user, or under `viewAs` the visited user
 * (viewedArea.tsx).
 */
export function ViewAsProvider({ children }: { children: ReactNode }) {
  const { area } = useArea();
  // While the Viewer query is pending the remembered role decides, so `areaOwner` loads alongside it.
  const { viewer, role } = useShellViewer();
  const param = useViewAsParam();
  const viewAsId = role && isMasterViewAs(role, area, param) ? param : null;
  const owner = viewer?.profile ?? null;
  const value = useMemo<ViewAsState>(() => ({ viewAsId: null, owner }), [owner]);

  if (viewAsId) {
    return (
      <Suspense fallback={<FullPageSpinner label="Carregando" />}>
        <ViewedArea viewAsId={viewAsId}>{children}</ViewedArea>
      </Suspense>
    );
  }
  return <ViewAsContext.Provider value={value}>{children}</ViewAsContext.Provider>;
}

/** The strip above a viewed area (nothing outside a master's visit). */
export function ViewAsBanner() {
  const { viewAsId, owner } = useViewAs();
  if (!viewAsId || !owner) return null;
  return (
    <Suspense fallback={null}>
      <ViewedAreaBanner />
    </Suspense>
  );
}
