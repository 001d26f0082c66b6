import { useQuery } from '@apollo/client/react';
import {
  FIELD_ACTIVITY_STATUS,
  FIELD_ACTIVITY_TYPE_LABELS,
  type FieldActivityStatusKey,
  formatBRL,
  formatDay,
} from '@talhao/schema';
import { ClipboardList, Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useArea } from '@/app/area';
import { errorMessage } from '@/app/errors';
import { mayWriteFarmData } from '@/app/farmAccess';
import { type FarmPaths, farmPaths } from '@/app/farmPaths';
import { useListParams } from '@/app/listParams';
import { useViewAs, withViewAs } from '@/features/shell/viewAs';
import type { FieldActivityRowFieldsFragment as Row } from '@/gql/graphql';
import {
  type DataTableColumn,
  EmptyState,
  LinkButton,
  PagedList,
  PageHeader,
  SearchBar,
  SelectField,
  StatusBadge,
} from '@/ui';
import { recurrenceLabel } from './display';
import { FieldActivitiesQuery } from './documents';

export const FIELD_ACTIVITIES_TITLE = 'Atividades de Campo';
export const FIELD_ACTIVITIES_EMPTY = 'Nenhuma atividade encontrada';
export const FIELD_ACTIVITIES_END = 'Você já visualizou todos os itens disponíveis';
export const FIELD_ACTIVITIES_NO_FARMER = 'Abra as atividades de campo a partir de um agricultor.';
export const RECOMMENDATIONS_TITLE = 'Recomendações';

const STATUS_KEYS = Object.keys(FIELD_ACTIVITY_STATUS) as FieldActivityStatusKey[];
export const STATUS_OPTIONS = [
  { value: '', label: 'Todos' },
  ...STATUS_KEYS.map((key) => ({ value: key, label: FIELD_ACTIVITY_STATUS[key].label })),
];
const isStatus = (value: string): value is FieldActivityStatusKey => value in FIELD_ACTIVITY_STATUS;

export function FieldActivityStatusBadge({ status }: { status: string }) {
  const entry = isStatus(status) ? FIELD_ACTIVITY_STATUS[status] : { label: status, tone: 'grey' as const };
  return <StatusBadge tone={entry.tone}>{entry.label}</StatusBadge>;
}

function columnsFor(paths: FarmPaths, viewAsId: string | null, mayWrite: boolean): DataTableColumn<Row>[] {
  return [
    {
      key: 'name',
      header: 'Título',
      render: (row) => (
        <Link
          to={withViewAs(paths.recommendation(row.id), viewAsId)}
          className="font-medium text-ink underline-offset-2 hover:underline"
        >
          {row.name}
        </Link>
      ),
    },
    {
      key: 'type',
      header: 'Categoria',
      render: (row) => FIELD_ACTIVITY_TYPE_LABELS[row.activityType as keyof typeof FIELD_ACTIVITY_TYPE_LABELS],
    },
    { key: 'start', header: 'Início', render: (row) => formatDay(row.startDate) },
    { key: 'end', header: 'Fim', render: (row) => formatDay(row.endDate) },
    { key: 'recurrence', header: 'Recorrência', render: (row) => recurrenceLabel(row.recurrenceKind) },
    { key: 'status', header: 'Status', render: (row) => <FieldActivityStatusBadge status={row.status} /> },
    { key: 'property', header: 'Propriedade', render: (row) => row.property.name },
    {
      key: 'harvest',
      header: 'Safra',
      render: (row) => (row.harvest ? `${row.harvest.cultureName} ${row.harvest.year}` : '—'),
    },
    {
      key: 'cost',
      header: 'Custo',
      className: 'sm:text-right tabular-nums',
      render: (row) => formatBRL(row.totalCost),
    },
    {
      key: 'actions',
      header: 'Ações',
      hideMobileLabel: true,
      // Only the recommendation's creator edits it (spec 001 §6); the BFF refuses the others too.
      render: (row) =>
        mayWrite && row.createdByMe ? (
          <LinkButton
            variant="secondary"
            size="sm"
            to={paths.editRecommendation(row.id)}
            aria-label={`Editar ${row.name}`}
            icon={<Pencil aria-hidden="true" className="size-4" />}
          >
            Editar
          </LinkButton>
        ) : null,
    },
  ];
}

/**
 * …/agricultores/atividades-de-campo?farmerId&consultancyProvidedId (spec 001 §2.7) and, titled 'Recomendações',
 * …/consultorias/prestadas/recomendacoes (§2.5): the farmer's recommendations, 'Recomendar' for writers and
 * 'Editar' on the rows the caller created.
 */
export function FieldActivitiesPage({ title = FIELD_ACTIVITIES_TITLE }: { title?: string }) {
  const { area, basePath } = useArea();
  const { viewAsId } = useViewAs();
  const paths = farmPaths(basePath);
  const { page, filters, setPage, setFilters } = useListParams({
    farmerId: '',
    consultancyProvidedId: '',
    name: '',
    status: '',
  });
  const farmerId = filters.farmerId;
  const mayWrite = mayWriteFarmData(area, viewAsId);
  const status = isStatus(filters.status) ? filters.status : null;
  const { data, loading, error, refetch } = useQuery(FieldActivitiesQuery, {
    variables: { farmerId, name: filters.name || null, status, page, viewAs: viewAsId },
    skip: !farmerId,
    fetchPolicy: 'cache-and-network',
    // A row whose harvest could not be read keeps the rest of the page on screen.
    errorPolicy: 'all',
  });

  if (!farmerId) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={title} />
        <EmptyState
          title={FIELD_ACTIVITIES_NO_FARMER}
          action={<LinkButton to={withViewAs(paths.farmers, viewAsId)}>Ver agricultores</LinkButton>}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={title}
        backTo={withViewAs(
          title === RECOMMENDATIONS_TITLE && filters.consultancyProvidedId
            ? paths.providedConsultancy(filters.consultancyProvidedId)
            : paths.farmer(farmerId),
          viewAsId,
        )}
        actions={
          mayWrite ? (
            <LinkButton
              to={paths.createRecommendation({ farmerId, consultancyProvidedId: filters.consultancyProvidedId })}
              icon={<Plus aria-hidden="true" className="size-4" />}
            >
              Recomendar
            </LinkButton>
          ) : null
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBar
          className="flex-1"
          label="Pesquisar atividades"
          placeholder="Título da atividade"
          value={filters.name}
          onSearch={(name) => setFilters({ name })}
          onClear={() => setFilters({ name: '', status: '' })}
        />
        <SelectField
          label="Status"
          className="sm:w-56"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => setFilters({ status: event.target.value })}
        />
      </div>
      <PagedList
        caption="Atividades de campo"
        columns={columnsFor(paths, viewAsId, mayWrite)}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        result={data?.fieldActivities}
        loading={loading}
        error={error && !data ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        partialErrors
        endText={FIELD_ACTIVITIES_END}
        empty={
          <EmptyState icon={<ClipboardList aria-hidden="true" className="size-6" />} title={FIELD_ACTIVITIES_EMPTY} />
        }
      />
    </div>
  );
}

/** …/consultorias/prestadas/recomendacoes?farmerId&consultancyProvidedId (spec 001 §2.5 '/recomendacoes'). */
export function RecommendationsPage() {
  return <FieldActivitiesPage title={RECOMMENDATIONS_TITLE} />;
}
