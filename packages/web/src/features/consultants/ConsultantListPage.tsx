import { useQuery } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import type { CompanyConsultantsQuery as ListQuery } from '@/gql/graphql';
import { type DataTableColumn, EmptyState, LinkButton, PagedList, PageHeader, UserAvatarCell } from '@/ui';
import { useConsultantAccess } from './access';
import { CompanyConsultantsQuery } from './documents';

type Row = ListQuery['companyConsultants']['items'][number];

/** Not quoted by the specification; Talhão's wording (docs/rest-contract.md issue 16). */
export const CONSULTANTS_EMPTY = 'Você ainda não possui consultores cadastrados';
const CONSULTANTS_END = 'Você já visualizou todos os consultores';

const columns = (detail: (row: Row) => string): DataTableColumn<Row>[] => [
  {
    key: 'name',
    header: 'Nome',
    render: (row) => <UserAvatarCell name={row.name} pictureUrl={row.photoUrl} />,
  },
  {
    key: 'city',
    header: 'Cidade',
    render: (row) => (row.address?.city ? `${row.address.city} - ${row.address.stateFrom ?? ''}` : 'Não informada'),
  },
  {
    key: 'actions',
    header: 'Ações',
    hideMobileLabel: true,
    className: 'sm:w-px sm:text-right',
    render: (row) => (
      <LinkButton to={detail(row)} variant="secondary" size="sm" className="max-sm:w-full">
        Visualizar<span className="sr-only"> {row.name}</span>
      </LinkButton>
    ),
  },
];

/** /empresa/consultores — 'Meus Consultores' (spec 002 §2): photo, name, city, 'Registrar', a page at a time. */
export function ConsultantListPage() {
  const { paths, viewAsId, canWrite } = useConsultantAccess();
  const { page, setPage } = useListParams({});
  const { data, loading, error, refetch } = useQuery(CompanyConsultantsQuery, {
    variables: { page, viewAs: viewAsId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Meus Consultores"
        actions={
          canWrite ? (
            <LinkButton to={paths.create} icon={<Plus aria-hidden="true" className="size-4" />}>
              Registrar
            </LinkButton>
          ) : null
        }
      />
      <PagedList
        caption="Consultores da empresa"
        columns={columns((row) => paths.detail(row.id))}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        result={data?.companyConsultants}
        loading={loading}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        endText={CONSULTANTS_END}
        empty={<EmptyState title={CONSULTANTS_EMPTY} />}
      />
    </div>
  );
}
