import { useQuery } from '@apollo/client/react';
import { COMMON } from '@talhao/schema';
import { Package, Search, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useArea } from '@/app/area';
import { exportUrl } from '@/app/csvDownload';
import { errorCode, errorMessage } from '@/app/errors';
import { farmPaths } from '@/app/farmPaths';
import { useListParams } from '@/app/listParams';
import { useViewAs, withViewAs } from '@/features/shell/viewAs';
import type { InventoryQuery as InventoryData } from '@/gql/graphql';
import { EmptyState, LinkButton, PagedList, PageHeader, Spinner } from '@/ui';
import { ExportCsvButton } from '@/ui/ExportCsvButton';
import { inputClasses } from '@/ui/field';
import { useDebounced } from '@/ui/search';
import { formatQuantity } from './display';
import { InventoryFarmerQuery, InventoryQuery } from './documents';
import { MovementsDialog, type MovementsItem } from './MovementsDialog';

type Item = InventoryData['inventory']['items'][number];

export const INVENTORY_TITLE = 'Estoque';
/** Spec 001 §8. */
export const INVENTORY_EMPTY = 'Nenhum produto encontrado';
export const INVENTORY_END = 'Você já visualizou todos os itens disponíveis';
/** Not named by the specification (the page needs ?farmerId=): Talhão's wording. */
export const INVENTORY_NO_FARMER = 'Escolha um agricultor para ver o estoque dele.';
export const SEARCH_LABEL = 'Pesquisar produto';
/** How long the search waits for typing to stop before it goes to the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 400;

/** …/agricultores/estoque?farmerId=… (spec 001 §2.7, 002 §2): a farmer's products; read-only in every area. */
export function InventoryPage() {
  const { page, filters, setPage, setFilters } = useListParams({ farmerId: '', product: '' });
  if (!filters.farmerId) return <NoFarmer />;
  return (
    <FarmerInventory
      farmerId={filters.farmerId}
      product={filters.product}
      page={page}
      onPageChange={setPage}
      onSearch={(product) => setFilters({ product })}
    />
  );
}

function NoFarmer() {
  const { basePath } = useArea();
  const { viewAsId } = useViewAs();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={INVENTORY_TITLE} />
      <EmptyState
        icon={<Users aria-hidden="true" className="size-6" />}
        title={INVENTORY_NO_FARMER}
        action={
          <LinkButton to={withViewAs(farmPaths(basePath).farmers, viewAsId)} variant="secondary">
            Ver agricultores
          </LinkButton>
        }
      />
    </div>
  );
}

function FarmerInventory({
  farmerId,
  product,
  page,
  onPageChange,
  onSearch,
}: {
  farmerId: string;
  product: string;
  page: number;
  onPageChange(page: number): void;
  onSearch(product: string): void;
}) {
  const { basePath } = useArea();
  const { viewAsId } = useViewAs();
  const [open, setOpen] = useState<MovementsItem | null>(null);
  const farmer = useQuery(InventoryFarmerQuery, {
    variables: { id: farmerId, viewAs: viewAsId },
    // The name is a subtitle: a failure leaves the inventory on screen.
    errorPolicy: 'all',
  });
  const { data, loading, error, refetch } = useQuery(InventoryQuery, {
    variables: { farmerId, product: product || null, page, viewAs: viewAsId },
    fetchPolicy: 'cache-and-network',
  });
  const farmerName = farmer.data?.farmer?.name;
  // Another user's farmer reads as not found (the BFF's text); anything else is the page's load error.
  const failure = error ? (errorCode(error) === 'NOT_FOUND' ? errorMessage(error) : COMMON.pageLoadError) : null;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={INVENTORY_TITLE}
        subtitle={farmerName ? `Agricultor: ${farmerName}` : undefined}
        backTo={withViewAs(farmPaths(basePath).farmer(farmerId), viewAsId)}
        actions={
          // A master's read-only visit has no exports (the area's owner exports their own data).
          viewAsId ? null : <ExportCsvButton href={exportUrl('inventory', { farmerId, product })} />
        }
      />
      <ProductSearch value={product} onSearch={onSearch} />
      <PagedList
        page={page}
        onPageChange={onPageChange}
        result={data?.inventory}
        loading={loading}
        error={failure}
        onRetry={() => void refetch()}
        endText={INVENTORY_END}
        paginationAfterLoad
        loadingView={
          <div className="flex justify-center py-12">
            <Spinner size={28} label="Carregando produtos" />
          </div>
        }
        empty={<EmptyState icon={<Package aria-hidden="true" className="size-6" />} title={INVENTORY_EMPTY} />}
        renderItems={(items) => (
          <ul aria-label="Produtos" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <ProductCard item={item} onOpen={() => setOpen(item)} />
              </li>
            ))}
          </ul>
        )}
      />
      <MovementsDialog item={open} viewAs={viewAsId} onClose={() => setOpen(null)} />
    </div>
  );
}

function ProductCard({ item, onOpen }: { item: Item; onOpen(): void }) {
  const empty = item.availableQuantity <= 0;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex h-full w-full flex-col gap-2 rounded-card border border-line bg-surface p-4 text-left shadow-card transition-colors hover:border-brand-600/40 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600"
        >
          <Package className="size-5" />
        </span>
        <span className="min-w-0 flex-1 font-semibold break-words text-ink">{item.product}</span>
      </span>
      <span className="flex items-baseline justify-between gap-2">
        <span className="text-sm text-muted">Quantidade disponível</span>
        <span className={empty ? 'font-semibold text-tone-red tabular-nums' : 'font-semibold text-ink tabular-nums'}>
          {formatQuantity(item.availableQuantity, item.unit)}
        </span>
      </span>
      <span className="text-xs font-medium text-brand-700">Ver movimentações</span>
    </button>
  );
}

/** Search as you type: the URL (and the query) follows once typing stops; back/forward fill the box. */
function ProductSearch({ value, onSearch }: { value: string; onSearch(value: string): void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const term = useDebounced(draft.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled term goes to the URL
  useEffect(() => {
    if (term !== value) onSearch(term);
  }, [term]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a URL change from elsewhere (back, a link) replaces the box
  useEffect(() => {
    if (value !== term) setDraft(value);
  }, [value]);
  return (
    <div role="search" className="max-w-md">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-soft">
        {SEARCH_LABEL}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Ex.: ureia, diesel, semente"
          autoComplete="off"
          className={inputClasses(false, 'pl-9')}
        />
      </div>
    </div>
  );
}
