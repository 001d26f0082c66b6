import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@/app/errors';
import { usePrefetchedHome } from '@/app/usePrefetchedHome';
import { ErrorState, PageHeader } from '@/ui';
import { MasterDashboardQuery } from './documents';
import { EarningsCard } from './EarningsCard';
import { DashboardSkeleton, FigureCards } from './FigureCards';
import { dashboardFigures } from './figures';
import { DEFAULT_PLACES } from './places';
import { UsersPerPlaceCard } from './UsersPerPlaceCard';

export const LOAD_ERROR = 'Erro ao carregar os dados';

/** /master: how the platform is used — figures, users per place and revenue per service. */
export function MasterDashboardPage() {
  const waiting = usePrefetchedHome(MasterDashboardQuery, DEFAULT_PLACES);
  const { data, loading, error, refetch } = useQuery(MasterDashboardQuery, {
    variables: DEFAULT_PLACES,
    skip: waiting,
  });

  return (
    <>
      <PageHeader title="Início" subtitle="Visão geral da plataforma" />
      {data ? (
        <div className="flex flex-col gap-6">
          <FigureCards figures={dashboardFigures(data.masterStatistics)} />
          <div className="grid items-start gap-6 xl:grid-cols-2">
            <UsersPerPlaceCard />
            <EarningsCard stats={data.masterStatistics} />
          </div>
        </div>
      ) : error && !loading ? (
        <ErrorState message={<LoadError detail={errorMessage(error)} />} onRetry={() => void refetch()} />
      ) : (
        <DashboardSkeleton />
      )}
    </>
  );
}

/** The catalogue's text, plus what went wrong when the BFF said something more specific. */
function LoadError({ detail }: { detail: string }) {
  return (
    <>
      {LOAD_ERROR}
      {detail && detail !== LOAD_ERROR ? (
        <span className="mt-1 block text-xs font-normal text-muted">{detail}</span>
      ) : null}
    </>
  );
}
