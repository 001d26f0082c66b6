import { useQuery } from '@apollo/client/react';
import { formatDay } from '@talhao/schema';
import { Home, Pencil, Plus } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import { MissingRecord } from '@/features/common/MissingRecord';
import { withViewAs } from '@/features/shell/viewAs';
import type { FarmerProfileFieldsFragment, FarmerHubPropertiesQuery as PropertiesData } from '@/gql/graphql';
import { Avatar, Card, type DataTableColumn, EmptyState, LinkButton, PagedList, PageHeader } from '@/ui';
import { useFarmerAccess } from './access';
import { cityOf, formatPhone } from './display';
import { FarmerHubPropertiesQuery, FarmerQuery } from './documents';
import { FarmerHubTiles } from './FarmerHubTiles';

export const PROPERTIES_EMPTY = 'Esse agricultor ainda não possui nenhuma propriedade cadastrada';
const PROPERTIES_END = 'Você já visualizou todos os itens disponíveis';

type PropertyRow = PropertiesData['farmerProperties']['items'][number];

function ProfileCard({ farmer }: { farmer: FarmerProfileFieldsFragment }) {
  const facts: Array<[string, string]> = [
    ['Cidade', cityOf(farmer.address)],
    ['E-mail', farmer.email ?? '—'],
    ['Celular', formatPhone(farmer.phoneNumber)],
    ['Data de nascimento', farmer.birthDate ? formatDay(farmer.birthDate) : '—'],
  ];
  return (
    <Card>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar name={farmer.name} src={farmer.pictureUrl} size={96} />
        <dl className="grid flex-1 gap-3 sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">{term}</dt>
              <dd className="truncate text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}

/** …/agricultores/:id (spec 001 §2.7, 002 §1): the farmer's profile, the hub tiles and the properties table. */
export function FarmerHubPage() {
  const { id = '' } = useParams();
  const { paths, viewAsId, canWrite } = useFarmerAccess();
  const { page, setPage } = useListParams({});
  const farmerQuery = useQuery(FarmerQuery, { variables: { id, viewAs: viewAsId }, fetchPolicy: 'cache-and-network' });
  const properties = useQuery(FarmerHubPropertiesQuery, {
    variables: { farmerId: id, page, viewAs: viewAsId },
    fetchPolicy: 'cache-and-network',
  });
  const farmer = farmerQuery.data?.farmer;
  if (!farmer)
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title="Agricultor" backTo={withViewAs(paths.farmers, viewAsId)} />
        <MissingRecord
          loading={farmerQuery.loading}
          error={farmerQuery.error}
          onRetry={() => void farmerQuery.refetch()}
          loadingLabel="Carregando agricultor"
        />
      </div>
    );

  // Only the farmer's creator changes the farmer and their land (spec 001 §6); the BFF refuses the rest.
  const mayEdit = canWrite && farmer.createdByMe;
  const columns: DataTableColumn<PropertyRow>[] = [
    { key: 'name', header: 'Propriedade', render: (row) => <span className="font-medium text-ink">{row.name}</span> },
    { key: 'city', header: 'Cidade', render: (row) => cityOf(row.address) },
    { key: 'areas', header: 'Áreas', render: (row) => row.areaCount },
    {
      key: 'actions',
      header: 'Ações',
      hideMobileLabel: true,
      className: 'sm:w-px sm:text-right',
      render: (row) => (
        <LinkButton
          to={withViewAs(paths.property(row.id, { farmerId: farmer.id }), viewAsId)}
          variant="secondary"
          size="sm"
          className="max-sm:w-full"
        >
          Visualizar<span className="sr-only"> {row.name}</span>
        </LinkButton>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={farmer.name}
        backTo={withViewAs(paths.farmers, viewAsId)}
        actions={
          mayEdit ? (
            <LinkButton
              to={paths.editFarmer(farmer.id)}
              variant="secondary"
              icon={<Pencil aria-hidden="true" className="size-4" />}
            >
              Editar perfil
            </LinkButton>
          ) : null
        }
      />
      <ProfileCard farmer={farmer} />
      <FarmerHubTiles farmerId={farmer.id} />
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        <h2 className="text-lg font-semibold text-ink">Propriedades</h2>
        {mayEdit ? (
          <LinkButton
            to={paths.createProperty({ farmerId: farmer.id })}
            icon={<Plus aria-hidden="true" className="size-4" />}
          >
            Criar propriedade
          </LinkButton>
        ) : null}
      </div>
      <PagedList
        caption="Propriedades do agricultor"
        columns={columns}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        result={properties.data?.farmerProperties}
        loading={properties.loading}
        error={properties.error ? errorMessage(properties.error) : null}
        onRetry={() => void properties.refetch()}
        endText={PROPERTIES_END}
        empty={<EmptyState icon={<Home aria-hidden="true" className="size-6" />} title={PROPERTIES_EMPTY} />}
      />
    </div>
  );
}
