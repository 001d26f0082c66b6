import { useQuery } from '@apollo/client/react';
import { AREA_BASE, isWebRole, LIMITS } from '@talhao/schema';
import { Eye, House } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { useArea } from '@/app/area';
import { PageLoadError } from '@/features/common/PageLoadError';
import { userDetailPathForRole } from '@/features/master/users/kinds';
import { Avatar, FullPageSpinner, LinkButton } from '@/ui';
import { type AreaOwnerProfile, useViewAs, ViewAsContext, type ViewAsState, withViewAs } from './viewAs';
import { ShellViewAsOwnerQuery } from './viewAsDocuments';

/**
 * A master's visit of another user's area (viewAs.tsx loads this module only then): loads `areaOwner(viewAs)`
 * first (spinner; 'Ocorreu um erro ao carregar os dados.' when it fails) and, if the user belongs to another
 * area, moves the visit there.
 */
export function ViewedArea({ viewAsId, children }: { viewAsId: string; children: ReactNode }) {
  const { area } = useArea();
  const { data, loading, error, refetch } = useQuery(ShellViewAsOwnerQuery, { variables: { viewAs: viewAsId } });
  const viewed: AreaOwnerProfile | null = data?.areaOwner ?? null;
  const value = useMemo<ViewAsState>(() => ({ viewAsId, owner: viewed }), [viewAsId, viewed]);

  if (loading && !viewed) return <FullPageSpinner label="Carregando" />;
  if (!viewed) return <PageLoadError onRetry={error ? () => void refetch() : undefined} />;
  if (viewed.role !== area) {
    if (!isWebRole(viewed.role) || viewed.role === 'MASTER') return <PageLoadError />;
    return <Navigate to={withViewAs(AREA_BASE[viewed.role], viewAsId)} replace />;
  }
  return <ViewAsContext.Provider value={value}>{children}</ViewAsContext.Provider>;
}

/** The strip above a viewed area: home button to the user's master page, the user's photo and name. */
export function ViewedAreaBanner() {
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
