import { useQuery } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import { withViewAs } from '@/features/shell/viewAs';
import type { OfferedConsultancyListFieldsFragment as Offer } from '@/gql/graphql';
import { type DataTableColumn, EmptyState, LinkButton, PagedList, PageHeader } from '@/ui';
import { useOfferAccess } from './access';
import { priceTexts, truncate } from './display';
import { OfferedConsultanciesQuery } from './documents';

export const OFFERS_EMPTY = 'Você ainda não possui consultorias ofertadas';
const OFFERS_END = 'Você já visualizou todas as consultorias disponíveis';

const columns = (detailLink: (offer: Offer) => string): DataTableColumn<Offer>[] => [
  { key: 'name', header: 'Nome', render: (offer) => <span className="font-medium text-ink">{offer.name}</span> },
  { key: 'summary', header: 'Descrição', render: (offer) => truncate(offer.summary ?? '') },
  // The list shows the first price only; the detail lists them all.
  { key: 'price', header: 'Preço', render: (offer) => priceTexts(offer)[0] },
  { key: 'clients', header: 'Clientes', render: (offer) => offer.clientCount },
  {
    key: 'actions',
    header: 'Ações',
    hideMobileLabel: true,
    className: 'sm:w-px sm:text-right',
    render: (offer) => (
      <LinkButton to={detailLink(offer)} variant="secondary" size="sm" className="max-sm:w-full">
        Visualizar<span className="sr-only"> {offer.name}</span>
      </LinkButton>
    ),
  },
];

/** …/consultorias/ofertadas (spec 001 §2.4): the area owner's offers, a page at a time. */
export function OfferedListPage() {
  const { paths, viewAsId, canWrite } = useOfferAccess();
  const { page, setPage } = useListParams({});
  const { data, loading, error, refetch } = useQuery(OfferedConsultanciesQuery, {
    variables: { page, viewAs: viewAsId },
    // Saves and deletes elsewhere change the list: always confirm with the server.
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.offeredConsultancies;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Consultorias Ofertadas"
        actions={
          canWrite ? (
            <LinkButton to={paths.create} icon={<Plus aria-hidden="true" className="size-4" />}>
              Criar
            </LinkButton>
          ) : null
        }
      />
      <PagedList
        caption="Consultorias ofertadas"
        columns={columns((offer) => withViewAs(paths.detail(offer.id), viewAsId))}
        rowKey={(offer) => offer.id}
        page={page}
        onPageChange={setPage}
        result={result}
        loading={loading}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        endText={OFFERS_END}
        empty={<EmptyState title={OFFERS_EMPTY} />}
      />
    </div>
  );
}
