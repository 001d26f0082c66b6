import { useQuery } from '@apollo/client/react';
import { COMMON, formatDay } from '@talhao/schema';
import { Handshake, Plus } from 'lucide-react';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import { withViewAs } from '@/features/shell/viewAs';
import type { ProvidedConsultancyListFieldsFragment as Provided } from '@/gql/graphql';
import {
  Button,
  type DataTableColumn,
  EmptyState,
  LinkButton,
  PagedList,
  PageHeader,
  UnavailableText,
  UserAvatarCell,
  WorkStatusBadge,
} from '@/ui';
import { useProvidedAccess } from './access';
import { ProvidedConsultanciesQuery } from './documents';

export const PROVIDED_TITLE = 'Minhas Consultorias';
export const PROVIDED_EMPTY = 'Você ainda não possui consultorias prestadas';
const PROVIDED_END = 'Você já visualizou todas as consultorias disponíveis';

/** Consultor (spec 002 §2): who delivers the row, in the company's table. */
const consultantColumn: DataTableColumn<Provided> = {
  key: 'consultant',
  header: 'Consultor',
  render: (row) =>
    row.consultant ? <UserAvatarCell name={row.consultant.name} pictureUrl={row.consultant.pictureUrl} /> : '—',
};

const columns = (detailLink: (row: Provided) => string, showsConsultant: boolean): DataTableColumn<Provided>[] => [
  { key: 'startDate', header: 'Data', render: (row) => formatDay(row.startDate) },
  ...(showsConsultant ? [consultantColumn] : []),
  {
    key: 'farmer',
    header: 'Cliente',
    render: (row) =>
      row.farmer ? (
        <UserAvatarCell name={row.farmer.name} pictureUrl={row.farmer.pictureUrl} />
      ) : (
        <UnavailableText>{COMMON.farmerUnavailable}</UnavailableText>
      ),
  },
  {
    key: 'consultancy',
    header: 'Tipo',
    render: (row) => row.offer?.name ?? <UnavailableText>{COMMON.consultancyUnavailable}</UnavailableText>,
  },
  { key: 'status', header: 'Status', render: (row) => <WorkStatusBadge status={row.status} /> },
  {
    key: 'actions',
    header: 'Ações',
    hideMobileLabel: true,
    className: 'sm:w-px sm:text-right',
    render: (row) => (
      <LinkButton to={detailLink(row)} variant="secondary" size="sm" className="max-sm:w-full">
        Visualizar<span className="sr-only"> consultoria de {row.farmer?.name ?? formatDay(row.startDate)}</span>
      </LinkButton>
    ),
  },
];

/**
 * …/consultorias/prestadas (spec 001 §2.5, 002 §2): the consultancies the area owner delivers, a page at a
 * time; the company's table adds the Consultor column and has no create button (its consultants deliver).
 */
export function ProvidedListPage() {
  const { paths, viewAsId, canWrite, showsConsultant } = useProvidedAccess();
  const { page, filters, setPage, clear } = useListParams({ consultancyProvidedId: '', farmerId: '' });
  const { data, loading, error, refetch } = useQuery(ProvidedConsultanciesQuery, {
    variables: {
      // The URL keeps the specification's ?consultancyProvidedId=; GraphQL says providedConsultancyId.
      providedConsultancyId: filters.consultancyProvidedId || null,
      farmerId: filters.farmerId || null,
      page,
      viewAs: viewAsId,
    },
    // Saves, deletes and accepted requests elsewhere change the list: always confirm with the server.
    fetchPolicy: 'cache-and-network',
    // A farmer or offer the provider could not answer leaves the rest of the rows on screen.
    errorPolicy: 'all',
  });
  const result = data?.providedConsultancies;
  const filtered = Boolean(filters.consultancyProvidedId || filters.farmerId);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={PROVIDED_TITLE}
        actions={
          <>
            {filtered ? (
              <Button variant="secondary" onClick={clear}>
                Limpar filtros
              </Button>
            ) : null}
            {canWrite ? (
              <LinkButton to={paths.create} icon={<Plus aria-hidden="true" className="size-4" />}>
                Prestar consultoria
              </LinkButton>
            ) : null}
          </>
        }
      />
      <PagedList
        caption="Consultorias prestadas"
        columns={columns((row) => withViewAs(paths.detail(row.id), viewAsId), showsConsultant)}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        result={result}
        loading={loading}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        partialErrors
        endText={PROVIDED_END}
        empty={<EmptyState icon={<Handshake aria-hidden="true" className="size-6" />} title={PROVIDED_EMPTY} />}
      />
    </div>
  );
}
