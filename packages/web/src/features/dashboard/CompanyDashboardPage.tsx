import { useQuery } from '@apollo/client/react';
import { formatBRL, formatInteger } from '@talhao/schema';
import { Inbox } from 'lucide-react';
import { useArea } from '@/app/area';
import { errorMessage } from '@/app/errors';
import { useViewer } from '@/app/session';
import { usePrefetchedHome } from '@/app/usePrefetchedHome';
import { useViewAs, withViewAs } from '@/features/shell/viewAs';
import { Card, DataTable, type DataTableColumn, ErrorState, LinkButton, PageHeader } from '@/ui';
import { AgendaBlock } from './AgendaBlock';
import { COMPANY_AGENDA_EMPTY, type CompanyDashboard, companyFigures, greeting, LOAD_ERROR, monthName } from './agenda';
import { DashboardCompanyQuery } from './documents';
import { HomeExtras } from './HomeExtras';
import { DashboardSkeleton, MonthCards } from './MonthCards';

type ConsultantMonth = CompanyDashboard['consultants'][number];

export const NO_COMPANY_CONSULTANTS = 'A empresa ainda não possui consultores';

const columns: DataTableColumn<ConsultantMonth>[] = [
  {
    key: 'name',
    header: 'Consultor',
    render: (row) => <span className="font-medium text-ink">{row.consultant.name}</span>,
  },
  { key: 'done', header: 'Concluídos', render: (row) => formatInteger(row.done) },
  { key: 'planned', header: 'Agendados', render: (row) => formatInteger(row.planned) },
  { key: 'revenue', header: 'Receita', render: (row) => formatBRL(row.revenue) },
];

/**
 * /empresa (issue 16; spec 002 does not show the company home): the month's figures across every consultant,
 * the pending requests, the next works of every consultant (who, when, where) and each consultant's month.
 * Under a master's `viewAs` everything is the visited company's.
 */
export function CompanyDashboardPage() {
  const { basePath } = useArea();
  const { viewer } = useViewer();
  const { viewAsId, owner } = useViewAs();
  const variables = viewAsId ? { viewAs: viewAsId } : {};
  const waiting = usePrefetchedHome(DashboardCompanyQuery, variables);
  const { data, loading, error, refetch } = useQuery(DashboardCompanyQuery, { variables, skip: waiting });
  const dashboard = data?.companyDashboard;
  const link = (path: string) => withViewAs(`${basePath}${path}`, viewAsId);

  return (
    <>
      <PageHeader title="Início" subtitle={greeting(owner, Boolean(viewAsId))} />
      <div className="flex flex-col gap-6">
        {dashboard ? (
          <>
            <MonthCards figures={companyFigures(dashboard)} month={monthName(dashboard.month)} />
            <Card as="div">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="flex items-center gap-2 text-sm text-ink">
                  <Inbox aria-hidden="true" className="size-4 text-muted" />
                  <span>
                    Solicitações pendentes: <strong>{formatInteger(dashboard.pendingRequests)}</strong>
                  </span>
                </p>
                <LinkButton to={link('/consultorias/solicitadas')} variant="link" size="sm">
                  Ver solicitações
                </LinkButton>
              </div>
            </Card>
            <AgendaBlock works={dashboard.agenda} calendarPath={link('/calendario')} empty={COMPANY_AGENDA_EMPTY} />
            <Card title="Consultores no mês" aria-label="Consultores no mês" flush>
              <DataTable
                caption="O mês de cada consultor"
                columns={columns}
                rows={dashboard.consultants}
                rowKey={(row) => row.consultant.id}
                empty={<p className="py-6 text-center text-sm text-muted">{NO_COMPANY_CONSULTANTS}</p>}
              />
            </Card>
          </>
        ) : error && !loading ? (
          <ErrorState
            message={
              <>
                {LOAD_ERROR}
                <span className="mt-1 block text-xs font-normal text-muted">{errorMessage(error)}</span>
              </>
            }
            onRetry={() => void refetch()}
          />
        ) : (
          <DashboardSkeleton />
        )}
        {owner ? <HomeExtras owner={owner} viewer={viewer} viewAsId={viewAsId} /> : null}
      </div>
    </>
  );
}
