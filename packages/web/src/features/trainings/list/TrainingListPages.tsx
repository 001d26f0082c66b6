import { useQuery } from '@apollo/client/react';
import { formatDayTime } from '@talhao/schema';
import { GraduationCap, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import { useViewAs } from '@/features/shell/viewAs';
import type { TrainingListQuery, TrainingState } from '@/gql/graphql';
import { type DataTableColumn, EmptyState, LinkButton, PagedList, PageHeader } from '@/ui';
import { useCanManageTrainings, useTrainingPaths } from '../access';
import { spotsLabel, truncateSummary } from '../display';
import { TrainingListQuery as TrainingListDocument } from '../documents';

type TrainingRow = TrainingListQuery['trainings']['items'][number];

interface TrainingListProps {
  state: TrainingState;
  title: string;
  emptyText: string;
  actions?: ReactNode;
}

/** A paged table of trainings of one state; the page lives in the URL (`?page=2`). */
function TrainingList({ state, title, emptyText, actions }: TrainingListProps) {
  const { page, setPage } = useListParams({});
  const { viewAsId } = useViewAs();
  const paths = useTrainingPaths();
  const { data, loading, error, refetch } = useQuery(TrainingListDocument, {
    variables: { state, page, viewAs: viewAsId },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.trainings;

  const columns: DataTableColumn<TrainingRow>[] = [
    { key: 'date', header: 'Data', render: (row) => formatDayTime(row.date), className: 'whitespace-nowrap' },
    { key: 'title', header: 'Nome', render: (row) => <span className="font-medium text-ink">{row.title}</span> },
    { key: 'spots', header: 'Vagas', render: (row) => spotsLabel(row.confirmedCount, row.availableSpots) },
    { key: 'summary', header: 'Descrição', render: (row) => truncateSummary(row.summary) },
    {
      key: 'view',
      header: 'Ações',
      hideMobileLabel: true,
      render: (row) => (
        <LinkButton to={paths.detail(row.id)} variant="secondary" size="sm" aria-label={`Visualizar ${row.title}`}>
          Visualizar
        </LinkButton>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={title} actions={actions} />
      <PagedList
        caption={title}
        columns={columns}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        result={result}
        loading={loading}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        endText="Você já visualizou todos os treinamentos disponíveis"
        empty={<EmptyState icon={<GraduationCap className="size-6" />} title={emptyText} />}
        paginationAfterLoad
      />
    </div>
  );
}

/** …/treinamentos/abertos: planned trainings, with 'Criar' for the consultant. */
export function OpenTrainingsPage() {
  const canManage = useCanManageTrainings();
  const paths = useTrainingPaths();
  return (
    <TrainingList
      state="PLANNED"
      title="Treinamentos Abertos"
      emptyText="Você não possui nenhum treinamento em aberto"
      actions={
        canManage ? (
          <LinkButton to={paths.create} icon={<Plus aria-hidden="true" className="size-4" />}>
            Criar
          </LinkButton>
        ) : null
      }
    />
  );
}

/** …/treinamentos/historico: completed trainings. */
export function TrainingHistoryPage() {
  return (
    <TrainingList
      state="COMPLETED"
      title="Histórico de Treinamentos"
      emptyText="Você ainda não possui nenhum treinamento realizado"
    />
  );
}
