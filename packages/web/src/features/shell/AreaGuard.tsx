import { isWebRole, type Role, type WebRole } from '@talhao/schema';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useArea } from '@/app/area';
import { errorCode } from '@/app/errors';
import { useViewer } from '@/app/session';
import { PageLoadError, UnauthorizedPage } from '@/features/common/NotFoundPage';
import { FullPageSpinner } from '@/ui';
import { useSessionEnding } from './sessionEnd';
import { useViewAsParam } from './viewAs';

/**
 * Who may enter an area: the area's own role; a MASTER too when the URL carries the visited user
 * (`?viewAs=`, the master's read-only visit, ARCHITECTURE rule 6).
 */
export function canEnterArea(role: Role, area: WebRole, options: { masterViewAs?: boolean } = {}): boolean {
  if (role === area) return true;
  return options.masterViewAs === true && role === 'MASTER';
}

export interface AreaGuardProps {
  children: ReactNode;
  /** Admits a MASTER regardless of `?viewAs=` (tests); otherwise the URL decides. */
  masterViewAs?: boolean;
}

/**
 * Spinner while the profile loads; 'Usuário não autorizado' without a session; a signed-in user of
 * another role is sent to their own area (their homePath) rather than shown an error, since the
 * session is valid and only the address is wrong.
 */
export function AreaGuard({ children, masterViewAs: forced = false }: AreaGuardProps) {
  const { area, basePath } = useArea();
  const viewAsParam = useViewAsParam();
  // Only other users' areas can be visited; a non-master with ?viewAs is refused by canEnterArea's role check
  // and otherwise treated as if the parameter were absent.
  const masterViewAs = forced || (area !== 'MASTER' && viewAsParam !== null);
  const { viewer, loading, error, refetch } = useViewer();
  const ending = useSessionEnding();

  if (ending || loading) return <FullPageSpinner label="Carregando" />;

  if (!viewer) {
    // The viewer query answers null for visitors; an error other than UNAUTHENTICATED means the
    // BFF or the provider failed, and the session may well be valid: offer a retry instead.
    // ('Ocorreu um erro ao carregar os dados.', spec 001 §2.1 / 002 "Area guard").
    if (error && errorCode(error) !== 'UNAUTHENTICATED') return <PageLoadError onRetry={() => void refetch()} />;
    return <UnauthorizedPage />;
  }

  if (!isWebRole(viewer.role)) return <UnauthorizedPage />;

  if (!canEnterArea(viewer.role, area, { masterViewAs })) {
    const home = viewer.homePath;
    // Never redirect into the area being refused (would loop).
    if (!home || home === basePath || home.startsWith(`${basePath}/`)) return <UnauthorizedPage />;
    return <Navigate to={home} replace />;
  }

  return <>{children}</>;
}
