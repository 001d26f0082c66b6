import { useQuery } from '@apollo/client/react';
import { useArea } from '@/app/area';
import { errorMessage } from '@/app/errors';
import { useViewer } from '@/app/session';
import { usePrefetchedHome } from '@/app/usePrefetchedHome';
import { useViewAs, withViewAs } from '@/features/shell/viewAs';
import { ErrorState, PageHeader } from '@/ui';
import { AgendaBlock } from './AgendaBlock';
import { greeting, LOAD_ERROR, monthFigures, monthName } from './agenda';
import { DashboardConsultantQuery } from './documents';
import { HomeExtras } from './HomeExtras';
import { DashboardSkeleton, MonthCards } from './MonthCards';

/**
 * /consultor and /consultor-empresarial (spec 001 §2.3: the same cards, a company consultant's own): the month's figures and the next works (spec 001 §2.2), then what the area's
 * placeholder home showed (plan, profile reminders, shortcuts). Under a master's `viewAs` every
 * figure is the visited consultant's.
 */
export function ConsultantDashboardPage() {
  const { area, basePath } = useArea();
  const { viewer } = useViewer();
  const { viewAsId, owner } = useViewAs();
  const variables = viewAsId ? { viewAs: viewAsId } : {};
  const waiting = usePrefetchedHome(DashboardConsultantQuery, variables);
  const { data, loading, error, refetch } = useQuery(DashboardConsultantQuery, { variables, skip: waiting });
  const dashboard = data?.consultantDashboard;

  return (
    <>
      <PageHeader title="Início" subtitle={greeting(owner, Boolean(viewAsId))} />
      <div className="flex flex-col gap-6">
        {dashboard ? (
          <>
            <MonthCards figures={monthFigures(dashboard, area)} month={monthName(dashboard.month)} />
            <AgendaBlock works={dashboard.agenda} calendarPath={withViewAs(`${basePath}/calendario`, viewAsId)} />
          </>
        ) : error && !loading ? (
          <ErrorState message={<LoadError detail={errorMessage(error)} />} onRetry={() => void refetch()} />
        ) : (
          <DashboardSkeleton />
        )}
        {owner ? <HomeExtras owner={owner} viewer={viewer} viewAsId={viewAsId} /> : null}
      </div>
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
