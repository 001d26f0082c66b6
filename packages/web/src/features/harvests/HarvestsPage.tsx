import { useQuery } from '@apollo/client/react';
import { formatBRL } from '@talhao/schema';
import { Sprout } from 'lucide-react';
import { useState } from 'react';
import { useArea } from '@/app/area';
import { exportUrl } from '@/app/csvDownload';
import { errorMessage } from '@/app/errors';
import { farmPaths } from '@/app/farmPaths';
import { useListParams } from '@/app/listParams';
import { useViewAs, withViewAs } from '@/features/shell/viewAs';
import type { HarvestFieldsFragment } from '@/gql/graphql';
import { EmptyState, ExportCsvButton, LinkButton, PagedList, PageHeader, SearchBar } from '@/ui';
import { harvestLabel } from './display';
import { HarvestsQuery } from './documents';
import { HarvestDrawer } from './HarvestDrawer';

export const HARVESTS_TITLE = 'Safras';
export const HARVESTS_NONE = 'Esse produtor não possui safras registradas';
export const HARVESTS_NOT_FOUND = 'Nenhuma safra encontrada';
export const HARVESTS_END = 'Você já visualizou todos os itens disponíveis';
export const HARVESTS_NO_FARMER = 'Abra as safras a partir de um agricultor.';

/** …/agricultores/safras?farmerId (spec 001 §2.7): the farmer's harvests as cards, searched by product. */
export function HarvestsPage() {
  const { basePath } = useArea();
  const { viewAsId } = useViewAs();
  const paths = farmPaths(basePath);
  const { page, filters, setPage, setFilters } = useListParams({
    farmerId: '',
    consultancyProvidedId: '',
    search: '',
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const farmerId = filters.farmerId;
  const { data, loading, error, refetch } = useQuery(HarvestsQuery, {
    variables: { farmerId, search: filters.search || null, page, viewAs: viewAsId },
    skip: !farmerId,
    fetchPolicy: 'cache-and-network',
  });

  if (!farmerId) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={HARVESTS_TITLE} />
        <EmptyState
          title={HARVESTS_NO_FARMER}
          action={<LinkButton to={withViewAs(paths.farmers, viewAsId)}>Ver agricultores</LinkButton>}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={HARVESTS_TITLE}
        backTo={withViewAs(paths.farmer(farmerId), viewAsId)}
        actions={
          // A master's read-only visit has no exports (the area's owner exports their own data).
          viewAsId ? null : <ExportCsvButton href={exportUrl('harvests', { farmerId, search: filters.search })} />
        }
      />
      <SearchBar
        label="Pesquisar safras"
        placeholder="Produto (cultura)"
        value={filters.search}
        onSearch={(search) => setFilters({ search })}
        onClear={() => setFilters({ search: '' })}
      />
      <PagedList
        page={page}
        onPageChange={setPage}
        result={data?.harvests}
        loading={loading}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        endText={HARVESTS_END}
        empty={
          <EmptyState
            icon={<Sprout aria-hidden="true" className="size-6" />}
            title={filters.search ? HARVESTS_NOT_FOUND : HARVESTS_NONE}
          />
        }
        loadingView={<CardsSkeleton />}
        renderItems={(harvests) => (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {harvests.map((harvest) => (
              <li key={harvest.id}>
                <HarvestCard harvest={harvest} onOpen={() => setOpenId(harvest.id)} />
              </li>
            ))}
          </ul>
        )}
      />
      <HarvestDrawer farmerId={farmerId} harvestId={openId} viewAs={viewAsId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function HarvestCard({ harvest, onOpen }: { harvest: HarvestFieldsFragment; onOpen(): void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full flex-col gap-1 rounded-xl border border-line bg-surface p-4 text-left shadow-sm transition hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="font-semibold text-ink">{harvestLabel(harvest)}</span>
      <span className="text-sm text-muted">{harvest.property.name}</span>
      <span className="text-sm text-muted">
        Estimado {formatBRL(harvest.estimatedTotal)} · Real {formatBRL(harvest.realTotal)}
      </span>
    </button>
  );
}

function CardsSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Carregando safras" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((index) => (
        <li key={index} className="h-24 animate-pulse rounded-xl bg-ink/5" />
      ))}
    </ul>
  );
}
