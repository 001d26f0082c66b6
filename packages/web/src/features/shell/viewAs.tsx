import { useQuery } from '@apollo/client/react';
import { AREA_BASE, isWebRole, LIMITS, type Role, type WebRole } from '@talhao/schema';
import { Eye, House } from 'lucide-react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useArea } from '@/app/area';
import { VIEW_AS_PARAM } from '@/app/areaAccess';
import type { ViewerProfile } from '@/app/session';
import { PageLoadError } from '@/features/common/NotFoundPage';
import { userDetailPathForRole } from '@/features/master/users/kinds';
import { Avatar, FullPageSpinner, LinkButton } from '@/ui';
import { ShellViewAsOwnerQuery } from './documents';
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

const ViewAsContext = createContext<ViewAsState>({ viewAsId: null, owner: null });

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
 * Inside the guard: resolves the area's owner. Under `viewAs` it loads `areaOwner(viewAs)` first
 * (spinner; 'Ocorreu um erro ao carregar os dados.' when it fails) and, if the user belongs to another
 * area, moves the visit there.
 */
export function ViewAsProvider({ children }: { children: ReactNode }) {
  const { area } = useArea();
  // While the Viewer query is pending the remembered role decides, so `areaOwner` loads alongside it.
  const { viewer, role } = useShellViewer();
  const param = useViewAsParam();
  const viewAsId = role && isMasterViewAs(role, area, param) ? param : null;

  const { data, loading, error, refetch } = useQuery(ShellViewAsOwnerQuery, {
    variables: { viewAs: viewAsId },
    skip: !viewAsId,
  });
  const viewed = viewAsId ? (data?.areaOwner ?? null) : null;
  const owner: AreaOwnerProfile | null = viewAsId ? viewed : (viewer?.profile ?? null);
  const value = useMemo<ViewAsState>(() => ({ viewAsId, owner }), [viewAsId, owner]);

  if (viewAsId) {
    if (loading && !viewed) return <FullPageSpinner label="Carregando" />;
    if (!viewed) return <PageLoadError onRetry={error ? () => void refetch() : undefined} />;
    if (viewed.role !== area) {
      if (!isWebRole(viewed.role) || viewed.role === 'MASTER') return <PageLoadError />;
      return <Navigate to={withViewAs(AREA_BASE[viewed.role], viewAsId)} replace />;
    }
  }
  return <ViewAsContext.Provider value={value}>{children}</ViewAsContext.Provider>;
}

/** The strip above a viewed area: home button to the user's master page, the user's photo and name. */
export function ViewAsBanner() {
  const { area } = useArea();
  const { viewAsId, owner } = useViewAs();
  if (!viewAsId || !owner) return null;
  const home = userDetailPathForRole(area, viewAsId) ?? AREA_BASE.MASTER;
  return (
    <section
      aria-label="Visualização do master"
      className="sticky z-20 flex items-center gap-3 border-b border-brand-800 bg-brand-900 px-4 py-2 text-white sm:gap-4 sm:px-8"
      style={{ top: LIMITS.topBarPx }}
    >
      {/* Icon only on phones; the name stays in the accessible name. */}
      <LinkButton
        to={home}
        size="sm"
        variant="secondary"
        aria-label="Voltar ao painel"
        icon={<House aria-hidden="true" className="size-4" />}
        className="bg-white/95 max-sm:min-w-11 max-sm:px-0"
      >
        <span className="max-sm:sr-only">Voltar ao painel</span>
      </LinkButton>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={owner.name} src={owner.pictureUrl} size={36} decorative className="ring-white/40" />
        <p className="min-w-0 text-sm leading-tight">
          <span className="block truncate text-xs text-white/75">Você está visualizando a área de</span>
          <span className="block truncate font-semibold">{owner.name}</span>
        </p>
      </div>
      <span
        title="Somente leitura"
        className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-white/15 px-2.5 py-1 text-xs font-medium"
      >
        <Eye aria-hidden="true" className="size-3.5" />
        <span className="max-sm:sr-only">Somente leitura</span>
      </span>
    </section>
  );
}
