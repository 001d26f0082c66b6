import { useQuery } from '@apollo/client/react';
import { Plus, Sprout } from 'lucide-react';
import { useState } from 'react';
import { Button, Card, Pagination, Spinner } from '@/ui';
import { useLandAccess } from './access';
import { CultureDialog } from './CultureDialog';
import { FarmerCulturesQuery } from './documents';

/** The farmer's cultures (spec 001 §3: per farmer), on the property page, with the culture creator. */
export function CulturesCard({ farmerId, canWrite }: { farmerId: string; canWrite: boolean }) {
  const { viewAsId } = useLandAccess();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const { data, previousData, loading, error } = useQuery(FarmerCulturesQuery, {
    variables: { farmerId, page, viewAs: viewAsId },
  });
  const cultures = (data ?? previousData)?.farmerCultures;
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">Culturas do agricultor</h2>
        {canWrite ? (
          <Button
            variant="secondary"
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() => setCreating(true)}
          >
            Nova cultura
          </Button>
        ) : null}
      </div>
      {!cultures && loading ? <Spinner label="Carregando culturas" /> : null}
      {!cultures && error ? <p className="text-sm text-tone-red">Ocorreu um erro ao carregar os dados.</p> : null}
      {cultures && cultures.items.length === 0 ? <p className="text-sm text-muted">Nenhum item encontrado</p> : null}
      {cultures && cultures.items.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Culturas">
          {cultures.items.map((culture) => (
            <li
              key={culture.id}
              className="flex items-center gap-1.5 rounded-full border border-line bg-canvas px-3 py-1 text-sm text-ink"
            >
              <Sprout aria-hidden="true" className="size-4 text-brand-600" />
              {culture.name}
            </li>
          ))}
        </ul>
      ) : null}
      {cultures && (cultures.hasNextPage || page > 1) ? (
        <Pagination page={page} hasNextPage={cultures.hasNextPage} onChange={setPage} />
      ) : null}
      {canWrite ? <CultureDialog open={creating} farmerId={farmerId} onClose={() => setCreating(false)} /> : null}
    </Card>
  );
}
