import { useQuery } from '@apollo/client/react';
import { Plus, Users } from 'lucide-react';
import { exportUrl } from '@/app/csvDownload';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import { withViewAs } from '@/features/shell/viewAs';
import type { FarmerRowFieldsFragment as FarmerRow } from '@/gql/graphql';
import {
  type DataTableColumn,
  EmptyState,
  ExportCsvButton,
  LinkButton,
  PagedList,
  PageHeader,
  SearchBar,
  UserAvatarCell,
} from '@/ui';
import { useFarmerAccess } from './access';
import { cityOf } from './display';
import { FarmersListQuery } from './documents';

export const FARMERS_TITLE = 'Meus Agricultores';
export const FARMERS_EMPTY = 'Você ainda não registrou nenhum agricultor.';
/**
 * The company's list (/empresa/agricultores, "not described" by spec 002 §2; docs/rest-contract.md issue 16): its
 * consultants' farmers, read-only, under its own title and empty text (a company registers no farmer itself).
 */
export const COMPANY_FARMERS_TITLE = 'Agricultores da empresa';
export const COMPANY_FARMERS_EMPTY = 'Os consultores da empresa ainda não registraram nenhum agricultor.';
export const FARMERS_SEARCH_EMPTY = 'Nenhum item encontrado';
const FARMERS_END = 'Você já visualizou todos os itens disponíveis';

const columns = (detailLink: (row: FarmerRow) => string): DataTableColumn<FarmerRow>[] => [
  { key: 'name', header: 'Nome', render: (row) => <UserAvatarCell name={row.name} pictureUrl={row.pictureUrl} /> },
  { key: 'city', header: 'Cidade', render: (row) => cityOf(row.address) },
  { key: 'properties', header: 'Propriedades', render: (row) => row.propertyCount },
  {
    key: 'actions',
    header: 'Ações',
    hideMobileLabel: true,
    className: 'sm:w-px sm:text-right',
    render: (row) => (
      <LinkButton to={detailLink(row)} variant="secondary" size="sm" className="max-sm:w-full">
        Visualizar<span className="sr-only"> {row.name}</span>
      </LinkButton>
    ),
  },
];

/** …/agricultores (spec 001 §2.7): the farmers the area owner registered or serves, searched by name. */
export function FarmerListPage() {
  const { area, paths, viewAsId, canWrite } = useFarmerAccess();
  const company = area === 'ENTERPRISE';
  const { page, filters, setPage, setFilters, clear } = useListParams({ name: '' });
  const { data, loading, error, refetch } = useQuery(FarmersListQuery, {
    variables: { name: filters.name || null, page, viewAs: viewAsId },
    // A farmer created or edited elsewhere changes the list: confirm with the server.
    fetchPolicy: 'cache-and-network',
  });
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={company ? COMPANY_FARMERS_TITLE : FARMERS_TITLE}
        actions={
          <>
            {/* A master's read-only visit has no exports (the area's owner exports their own data). */}
            {viewAsId ? null : <ExportCsvButton href={exportUrl('farmers', { name: filters.name })} />}
            {canWrite ? (
              <LinkButton to={paths.createFarmer} icon={<Plus aria-hidden="true" className="size-4" />}>
                Criar
              </LinkButton>
            ) : null}
          </>
        }
      />
      <SearchBar
        label="Pesquisar agricultor"
        placeholder="Nome do agricultor"
        value={filters.name}
        onSearch={(name) => setFilters({ name })}
        onClear={clear}
      />
      <PagedList
        caption="Agricultores"
        columns={columns((row) => withViewAs(paths.farmer(row.id), viewAsId))}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        result={data?.farmers}
        loading={loading}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        endText={FARMERS_END}
        empty={
          <EmptyState
            icon={<Users aria-hidden="true" className="size-6" />}
            title={filters.name ? FARMERS_SEARCH_EMPTY : company ? COMPANY_FARMERS_EMPTY : FARMERS_EMPTY}
          />
        }
      />
    </div>
  );
}
