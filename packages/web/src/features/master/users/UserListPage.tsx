import { useQuery } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import type { MasterUsersListQuery as ListResult, UserKind } from '@/gql/graphql';
import {
  Card,
  type DataTableColumn,
  EmptyState,
  LinkButton,
  PagedList,
  PageHeader,
  SearchBar,
  SelectField,
  UserAvatarCell,
} from '@/ui';
import { MasterUsersListQuery } from './documents';
import { CONSULTANT_TYPES, cityLabel, USER_KINDS, userDetailPath } from './kinds';

type UserRow = ListResult['users']['items'][number];

const CONSULTANT_KINDS: readonly string[] = CONSULTANT_TYPES.map((type) => type.value);
const DEFAULTS = { name: '', kind: '' };
const CONSULTANT_DEFAULTS = { name: '', kind: 'CONSULTANT' };

/** /master/empresas */
export function CompaniesListPage() {
  return <UserList listKind="ENTERPRISE" />;
}

/** /master/consultores, with the independent / company consultant selector. */
export function ConsultantsListPage() {
  return <UserList listKind="CONSULTANT" />;
}

/** /master/agricultores */
export function FarmersListPage() {
  return <UserList listKind="FARMER" />;
}

const columns: DataTableColumn<UserRow>[] = [
  {
    key: 'name',
    header: 'Nome',
    hideMobileLabel: true,
    render: (row) => <UserAvatarCell name={row.name} pictureUrl={row.pictureUrl} />,
  },
  { key: 'city', header: 'Cidade', render: (row) => cityLabel(row.city, row.stateFrom) },
  {
    key: 'actions',
    header: 'Ações',
    hideMobileLabel: true,
    className: 'sm:w-px sm:text-right',
    render: (row) => (
      <LinkButton
        to={userDetailPath(row.kind, row.id)}
        aria-label={`Visualizar ${row.name}`}
        variant="secondary"
        size="sm"
        className="max-sm:w-full"
      >
        Visualizar
      </LinkButton>
    ),
  },
];

/**
 * A list of users of one kind: name search, pagination (from 1) and the type selector for consultants,
 * all kept in the URL. An empty first page says nothing was found; an empty later page says the end
 * was reached.
 */
function UserList({ listKind }: { listKind: 'ENTERPRISE' | 'CONSULTANT' | 'FARMER' }) {
  const withType = listKind === 'CONSULTANT';
  const { page, filters, setPage, setFilters } = useListParams(withType ? CONSULTANT_DEFAULTS : DEFAULTS);
  // Only the consultants list reads `kind`; an unknown value falls back to the list's own kind.
  const kind = (withType && CONSULTANT_KINDS.includes(filters.kind) ? filters.kind : listKind) as UserKind;
  const info = USER_KINDS[kind];

  const { data, loading, error, refetch } = useQuery(MasterUsersListQuery, {
    variables: { kind, name: filters.name || null, page },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.users;
  const rows = result?.items ?? [];

  return (
    <>
      <PageHeader
        title={info.title}
        subtitle={result ? info.countLabel(result.total) : undefined}
        actions={
          <LinkButton to={`${info.listPath}/registrar`} icon={<Plus aria-hidden="true" className="size-4" />}>
            Registrar
          </LinkButton>
        }
      />

      <div className="flex flex-col gap-6">
        <Card>
          <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
            {withType ? (
              <SelectField
                label="Tipo de consultor"
                className="lg:w-64"
                options={CONSULTANT_TYPES}
                value={kind}
                onChange={(event) => setFilters({ kind: event.target.value })}
              />
            ) : null}
            <SearchBar
              className="flex-1"
              label="Nome"
              placeholder="Pesquisar pelo nome"
              value={filters.name}
              suggestions={rows.map((row) => row.name)}
              onSearch={(name) => setFilters({ name })}
              // Clears the search; the consultant type stays (it picks the list, it does not filter it).
              onClear={() => setFilters({ name: '' })}
            />
          </div>
        </Card>

        <PagedList
          caption={info.title}
          columns={columns}
          rowKey={(row) => row.id}
          page={page}
          onPageChange={setPage}
          result={result}
          loading={loading}
          error={error ? errorMessage(error) : null}
          onRetry={() => void refetch()}
          endText={info.endText}
          empty={<EmptyState title={info.emptyText} />}
        />
      </div>
    </>
  );
}
