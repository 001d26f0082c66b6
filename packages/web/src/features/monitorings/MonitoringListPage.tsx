import { useQuery } from '@apollo/client/react';
import { formatDayTime, MONITORING_MESSAGES } from '@talhao/schema';
import { Plus, Radar } from 'lucide-react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import type { MonitoringsQuery as MonitoringsResult } from '@/gql/graphql';
import { type DataTableColumn, EmptyState, ErrorState, LinkButton, PagedList, PageHeader } from '@/ui';
import { MonitoringStatusBadge, sectorNames } from './display';
import { MonitoringsQuery } from './documents';
import { useMonitoringLinks } from './links';

type Row = MonitoringsResult['monitorings']['items'][number];

export const MONITORINGS_END = 'Você já visualizou todos os monitoramentos disponíveis';

const columns = (detail: (id: string) => string): DataTableColumn<Row>[] => [
  {
    key: 'title',
    header: 'Título',
    render: (row) => (
      <Link to={detail(row.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {row.title}
      </Link>
    ),
  },
  { key: 'status', header: 'Status', render: (row) => <MonitoringStatusBadge status={row.status} /> },
  { key: 'sectors', header: 'Setores', render: (row) => sectorNames(row.sectors) },
  { key: 'posts', header: 'Andamentos', render: (row) => row.postCount },
  { key: 'lastUpdate', header: 'Última atualização', render: (row) => formatDayTime(row.lastUpdate) },
];

/**
 * …/consultorias/prestadas/monitoramentos?consultancyProvidedId=&farmerId= (spec 001 §2.5, 002 §2): the
 * monitorings of a provided consultancy, last updated first, with 'Criar' for its consultant and 'Voltar' to
 * the provided consultancy.
 */
export function MonitoringListPage() {
  const links = useMonitoringLinks();
  const { page, setPage } = useListParams({});
  const { data, loading, error, refetch } = useQuery(MonitoringsQuery, {
    variables: { consultancyProvidedId: links.consultancyProvidedId ?? '', page, viewAs: links.viewAsId },
    skip: !links.consultancyProvidedId,
    // A monitoring created a moment ago must show when the user comes back from the form.
    fetchPolicy: 'cache-and-network',
  });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={MONITORING_MESSAGES.listTitle}
        backTo={links.back}
        actions={
          links.canWrite && links.consultancyProvidedId ? (
            <LinkButton to={links.create} icon={<Plus aria-hidden="true" className="size-4" />}>
              Criar
            </LinkButton>
          ) : null
        }
      />
      {links.consultancyProvidedId ? (
        <PagedList
          caption="Monitoramentos da consultoria prestada"
          columns={columns(links.detail)}
          rowKey={(row) => row.id}
          page={page}
          onPageChange={setPage}
          result={data?.monitorings}
          loading={loading}
          error={error ? errorMessage(error) : null}
          onRetry={() => void refetch()}
          endText={MONITORINGS_END}
          empty={
            <EmptyState icon={<Radar aria-hidden="true" className="size-6" />} title={MONITORING_MESSAGES.empty} />
          }
        />
      ) : (
        <ErrorState message="Escolha uma consultoria prestada para ver os monitoramentos." />
      )}
    </div>
  );
}
