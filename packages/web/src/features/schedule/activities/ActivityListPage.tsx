import { useQuery } from '@apollo/client/react';
import { CalendarPlus } from 'lucide-react';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import type { ActivityListQuery as ActivityListResult } from '@/gql/graphql';
import {
  Button,
  type DataTableColumn,
  EmptyState,
  LinkButton,
  PagedList,
  PageHeader,
  SearchBar,
  WorkStatusBadge,
} from '@/ui';
import { useScheduleAccess } from '../access';
import { ACTIVITIES_EMPTY, dayText, hoursText } from '../display';
import { ActivityListQuery } from '../documents';
import { useCancelActivity } from '../useCancelActivity';

const ACTIVITIES_END = 'Você já visualizou todas as atividades disponíveis';

/** A row of the table: the work as the calendar shows it, and its consultancy. */
type ActivityRow = ActivityListResult['activities']['items'][number];

const columns = (onCancel?: (work: ActivityRow) => void): DataTableColumn<ActivityRow>[] => [
  { key: 'day', header: 'Data', render: (work) => dayText(work.day) },
  { key: 'time', header: 'Horário', render: (work) => hoursText(work.startWork, work.endWork) },
  { key: 'title', header: 'Atividade', render: (work) => <span className="font-medium text-ink">{work.title}</span> },
  { key: 'farmer', header: 'Cliente', render: (work) => work.farmer?.name ?? '—' },
  { key: 'consultancy', header: 'Consultoria', render: (work) => work.providedConsultancy?.offer?.name ?? '—' },
  { key: 'status', header: 'Status', render: (work) => <WorkStatusBadge status={work.status} /> },
  ...(onCancel
    ? [
        {
          key: 'actions',
          header: 'Ações',
          hideMobileLabel: true,
          className: 'sm:w-px sm:text-right',
          render: (work: ActivityRow) =>
            work.cancellable ? (
              <Button variant="danger" size="sm" className="max-sm:w-full" onClick={() => onCancel(work)}>
                Cancelar<span className="sr-only"> {work.title}</span>
              </Button>
            ) : null,
        },
      ]
    : []),
];

/**
 * …/consultorias/prestadas/atividades (spec 001 §2.5, 002 §2): scheduled activities, a page at a time, searched
 * by product (the BFF matches the title or the consultancy name), optionally of one provided consultancy. In
 * every area: 'Agendar' for a consultant or company consultant, 'Cancelar' only for the independent consultant.
 */
export function ActivityListPage() {
  const { paths, viewAsId, canSchedule, canCancel } = useScheduleAccess();
  const { page, filters, setPage, setFilters, clear } = useListParams({ search: '', consultancyProvidedId: '' });
  const [askCancel, cancelDialog] = useCancelActivity();
  const { data, loading, error, refetch } = useQuery(ActivityListQuery, {
    variables: {
      page,
      search: filters.search || null,
      providedConsultancyId: filters.consultancyProvidedId || null,
      viewAs: viewAsId,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.activities;
  const providedConsultancyId = filters.consultancyProvidedId || null;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Atividades"
        subtitle="Atividades agendadas das consultorias prestadas"
        backTo={providedConsultancyId ? paths.providedConsultancy(providedConsultancyId) : undefined}
        actions={
          canSchedule ? (
            <LinkButton
              to={paths.createActivity(providedConsultancyId)}
              icon={<CalendarPlus aria-hidden="true" className="size-4" />}
            >
              Agendar
            </LinkButton>
          ) : null
        }
      />
      <SearchBar
        label="Pesquisar atividades"
        placeholder="Título da atividade ou nome da consultoria"
        value={filters.search}
        onSearch={(search) => setFilters({ search })}
        onClear={() => (providedConsultancyId ? setFilters({ search: '' }) : clear())}
      />
      <PagedList
        caption="Atividades agendadas"
        columns={columns(canCancel ? askCancel : undefined)}
        rowKey={(work) => work.id}
        page={page}
        onPageChange={setPage}
        result={result}
        loading={loading}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        endText={ACTIVITIES_END}
        empty={<EmptyState title={ACTIVITIES_EMPTY} />}
      />
      {cancelDialog}
    </div>
  );
}
