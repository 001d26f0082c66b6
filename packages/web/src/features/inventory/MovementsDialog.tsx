import { useQuery } from '@apollo/client/react';
import { formatDay } from '@talhao/schema';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import type { InventoryMovementsQuery as MovementsData } from '@/gql/graphql';
import { cn, type DataTableColumn, Dialog, EmptyState, PagedList } from '@/ui';
import { formatQuantity, formatSignedQuantity } from './display';
import { InventoryMovementsQuery } from './documents';

type Movement = MovementsData['inventoryMovements']['items'][number];

/** Spec 001 §8: a modal's load failure. */
export const MOVEMENTS_ERROR = 'Erro ao carregar dados...';
/** Not named by the specification (Talhão's wording, docs/rest-contract.md). */
export const MOVEMENTS_EMPTY = 'Nenhuma movimentação registrada para este produto';
/** Spec 001 §8's list end. */
export const MOVEMENTS_END = 'Você já visualizou todos os itens disponíveis';

export interface MovementsItem {
  id: string;
  product: string;
  availableQuantity: number;
  unit: string;
}

const columns = (unit: string): DataTableColumn<Movement>[] => [
  { key: 'date', header: 'Data', render: (row) => formatDay(row.date) },
  {
    key: 'quantity',
    header: 'Movimento',
    render: (row) => (
      <span
        className={cn(
          'font-semibold tabular-nums',
          row.quantity > 0 ? 'text-tone-green' : row.quantity < 0 ? 'text-tone-red' : 'text-muted',
        )}
      >
        {formatSignedQuantity(row.quantity)} {unit}
        <span className="sr-only">{row.quantity > 0 ? ' (entrada)' : row.quantity < 0 ? ' (saída)' : ''}</span>
      </span>
    ),
  },
  { key: 'description', header: 'Descrição', render: (row) => row.description ?? '—' },
];

/** The movement history of one item (spec 001 §2.7): date, signed quantity green / red, a page at a time. */
export function MovementsDialog({
  item,
  viewAs,
  onClose,
}: {
  item: MovementsItem | null;
  viewAs: string | null;
  onClose(): void;
}) {
  return (
    <Dialog open={item !== null} onClose={onClose} title={item ? `Movimentações — ${item.product}` : ''} size="lg">
      {/* Keyed by item: another product opens on its first page. */}
      {item ? <MovementsList key={item.id} item={item} viewAs={viewAs} /> : null}
    </Dialog>
  );
}

function MovementsList({ item, viewAs }: { item: MovementsItem; viewAs: string | null }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(InventoryMovementsQuery, {
    variables: { itemId: item.id, page, viewAs },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Quantidade disponível:{' '}
        <span className="font-semibold text-ink">{formatQuantity(item.availableQuantity, item.unit)}</span>
      </p>
      <PagedList
        caption={`Movimentações de ${item.product}`}
        columns={columns(item.unit)}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        result={data?.inventoryMovements}
        loading={loading}
        error={error ? MOVEMENTS_ERROR : null}
        onRetry={() => void refetch()}
        endText={MOVEMENTS_END}
        empty={<EmptyState icon={<ArrowLeftRight aria-hidden="true" className="size-6" />} title={MOVEMENTS_EMPTY} />}
      />
    </div>
  );
}
