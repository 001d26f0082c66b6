import { isWebRole, type Role, type WebRole } from '@talhao/schema';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useArea } from '@/app/area';
import { canEnterArea } from '@/app/areaAccess';
import { errorCode } from '@/app/errors';
import { signInPathFor } from '@/app/returnPath';
import { useViewer } from '@/app/session';
import { storedRole, storedUserId } from '@/app/storage';
import { UnauthorizedPage } from '@/features/common/NotFoundPage';
import { PageLoadError } from '@/features/common/PageLoadError';
import { FullPageSpinner } from '@/ui';
import { PendingRoleContext } from './pendingViewer';
import { useSessionEnding } from './sessionEnd';
import { useViewAsParam } from './viewAs';

// Who may enter an area is app-wide knowledge now (sign-in checks the return path with it too).
export { canEnterArea };

/**
 * The role the browser remembers from the sign-in (role and user id, cleared at sign-out), when it
 * may enter this area: the guard then renders the area while the Viewer query is still in flight.
 */
export function rememberedRoleFor(area: WebRole, options: { masterViewAs?: boolean } = {}): Role | null {
  const role = storedRole.get();
  if (!role || !isWebRole(role) || !storedUserId.get(role)) return null;
  return canEnterArea(role, area, options) ? role : null;
}

export interface AreaGuardProps {
  children: ReactNode;
  /** Admits a MASTER regardless of `?viewAs=` (tests); otherwise the URL decides. */
  masterViewAs?: boolean;
}

/**
 * While the profile loads: the area itself when the browser remembers a role that may enter it (the
 * shell shows skeletons where it needs the viewer and the page sends its query at once), else a
 * spinner. Without a session: the sign-in page, carrying this page back as `?returnTo=` (the master's
 * hidden sign-in for the master area and for a master's `?viewAs=` visit). A signed-in user of another
 * role is sent to their own area (their homePath) rather than shown an error, since the session is
 * valid and only the address is wrong; 'Usuário não autorizado' remains for a session whose role has
 * no area (a farmer's) and for a home that would loop. Those outcomes replace an area rendered on the
 * remembered role, unmounting the page so nothing its queries bring back is shown.
 */
export function AreaGuard({ children, masterViewAs: forced = false }: AreaGuardProps) {
  const { area, basePath } = useArea();
  const location = useLocation();
  const viewAsParam = useViewAsParam();
  // Only other users' areas can be visited; a non-master with ?viewAs is refused by canEnterArea's role check
  // and otherwise treated as if the parameter were absent.
  const masterViewAs = forced || (area !== 'MASTER' && viewAsParam !== null);
  const { viewer, loading, error, refetch } = useViewer();
  const ending = useSessionEnding();

  if (ending) return <FullPageSpinner label="Carregando" />;
  if (loading) {
    const remembered = rememberedRoleFor(area, { masterViewAs });
    if (!remembered) return <FullPageSpinner label="Carregando" />;
    // Same element as the confirmed branch below, so the page is not remounted when the viewer arrives.
    return <PendingRoleContext.Provider value={remembered}>{children}</PendingRoleContext.Provider>;
  }

  if (!viewer) {
    // The viewer query answers null for visitors; an error other than UNAUTHENTICATED means the
    // BFF or the provider failed, and the session may well be valid: offer a retry instead.
    // ('Ocorreu um erro ao carregar os dados.', spec 001 §2.1 / 002 "Area guard").
    if (error && errorCode(error) !== 'UNAUTHENTICATED') return <PageLoadError onRetry={() => void refetch()} />;
    const here = `${location.pathname}${location.search}${location.hash}`;
    // Replace: Back from the sign-in page must not land on this page again (it would redirect again).
    return <Navigate to={signInPathFor(here, { master: area === 'MASTER' || viewAsParam !== null })} replace />;
  }

  if (!isWebRole(viewer.role)) return <UnauthorizedPage />;

  if (!canEnterArea(viewer.role, area, { masterViewAs })) {
    const home = viewer.homePath;
    // Never redirect into the area being refused (would loop).
    if (!home || home === basePath || home.startsWith(`${basePath}/`)) return <UnauthorizedPage />;
    return <Navigate to={home} replace />;
  }

  return <PendingRoleContext.Provider value={null}>{children}</PendingRoleContext.Provider>;
}
