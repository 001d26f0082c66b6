import { useQuery } from '@apollo/client/react';
import { formatDay, LAB_MESSAGES } from '@talhao/schema';
import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import { withViewAs } from '@/features/shell/viewAs';
import type { MyLabAnalysesQuery as MyLabAnalysesResult } from '@/gql/graphql';
import { type DataTableColumn, EmptyState, PagedList, PageHeader } from '@/ui';
import { useLaboratoryAccess } from './access';
import { analysisTypeLabel, LabAnalysisStatusBadge } from './display';
import { MyLabAnalysesQuery } from './documents';

export const MY_ANALYSES_TITLE = 'Minhas análises';

type Row = MyLabAnalysesResult['myLabAnalyses']['items'][number];

/** …/laboratorios/minhas-analises (spec 001 §2.11): the area owner's lab records, latest day first. */
export function MyLabAnalysesPage() {
  const { paths, viewAsId } = useLaboratoryAccess();
  const { page, setPage } = useListParams({});
  const { data, loading, error, refetch } = useQuery(MyLabAnalysesQuery, {
    variables: { page, viewAs: viewAsId },
    // A schedule made on a lab's page adds a row: always confirm with the server.
    fetchPolicy: 'cache-and-network',
  });
  const columns: DataTableColumn<Row>[] = [
    { key: 'date', header: 'Data', render: (row) => formatDay(row.date) },
    {
      key: 'farmer',
      header: 'Cliente',
      render: (row) => (
        <span className="flex flex-col">
          <span>{row.farmerName}</span>
          {row.propertyName ? <span className="text-xs text-muted">{row.propertyName}</span> : null}
        </span>
      ),
    },
    { key: 'type', header: 'Tipo', render: (row) => analysisTypeLabel(row.type) },
    {
      key: 'laboratory',
      header: 'Laboratório',
      render: (row) => <Link to={withViewAs(paths.laboratory(row.laboratoryId), viewAsId)}>{row.laboratoryName}</Link>,
    },
    { key: 'status', header: 'Status', render: (row) => <LabAnalysisStatusBadge status={row.status} /> },
  ];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={MY_ANALYSES_TITLE} backTo={withViewAs(paths.index, viewAsId)} />
      <PagedList
        caption={MY_ANALYSES_TITLE}
        columns={columns}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        result={data?.myLabAnalyses}
        loading={loading}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        endText={LAB_MESSAGES.end}
        empty={
          <EmptyState
            icon={<FlaskConical aria-hidden="true" className="size-6" />}
            title={LAB_MESSAGES.myAnalysesEmpty}
          />
        }
      />
    </div>
  );
}
