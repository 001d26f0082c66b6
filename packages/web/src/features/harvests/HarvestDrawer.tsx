import { useQuery } from '@apollo/client/react';
import { COMMON, COST_CATEGORY_LABELS, type CostCategoryKey, formatBRL } from '@talhao/schema';
import { errorMessage } from '@/app/errors';
import type { HarvestFieldsFragment } from '@/gql/graphql';
import { Drawer, EmptyState, ErrorState, Spinner } from '@/ui';
import { BarChart, StackedBarChart } from '@/ui/charts';
import { COST_SERIES, categoryCostData, harvestLabel, tagCostData } from './display';
import { HarvestQuery } from './documents';

export const COSTS_CHART_TITLE = 'Custos estimados x reais por categoria';
export const TAGS_CHART_TITLE = 'Custos reais das atividades de campo por tag';

/** The harvest's detail (spec 001 §2.7 '/safras'): costs by category and by tag, in BRL, and its sectors. */
export function HarvestDrawer({
  farmerId,
  harvestId,
  viewAs,
  onClose,
}: {
  farmerId: string;
  harvestId: string | null;
  viewAs: string | null;
  onClose(): void;
}) {
  const { data, loading, error, refetch } = useQuery(HarvestQuery, {
    variables: { farmerId, id: harvestId ?? '', viewAs },
    skip: !harvestId,
  });
  const harvest = data?.harvest;
  let body: React.ReactNode;
  // The BFF words an upstream failure 'Erro ao carregar a Safra: {status}' (spec 001 §8).
  if (error && !harvest) body = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (loading && !harvest) body = <Spinner label="Carregando a safra" />;
  else if (!harvest) body = <EmptyState title={COMMON.loadNotFound} />;
  else body = <HarvestDetail harvest={harvest} />;
  return (
    <Drawer open={harvestId !== null} onClose={onClose} title={harvest ? harvestLabel(harvest) : 'Safra'}>
      {body}
    </Drawer>
  );
}

function HarvestDetail({ harvest }: { harvest: HarvestFieldsFragment }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted">{harvest.property.name}</p>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink">{COSTS_CHART_TITLE}</h3>
        <StackedBarChart
          title={COSTS_CHART_TITLE}
          data={categoryCostData(harvest.costs)}
          series={COST_SERIES}
          mode="grouped"
          format="brl"
          height={240}
        />
        <table className="w-full text-sm">
          <caption className="sr-only">Custos por categoria</caption>
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-1 font-medium">
                Categoria
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Estimado
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Real
              </th>
            </tr>
          </thead>
          <tbody>
            {harvest.costs.map((cost) => (
              <tr key={cost.category} className="border-t border-line">
                <th scope="row" className="py-1 text-left font-normal">
                  {COST_CATEGORY_LABELS[cost.category as CostCategoryKey]}
                </th>
                <td className="py-1 text-right tabular-nums">{formatBRL(cost.estimated)}</td>
                <td className="py-1 text-right tabular-nums">{formatBRL(cost.real)}</td>
              </tr>
            ))}
            <tr className="border-t border-line font-semibold">
              <th scope="row" className="py-1 text-left">
                Total
              </th>
              <td className="py-1 text-right tabular-nums">{formatBRL(harvest.estimatedTotal)}</td>
              <td className="py-1 text-right tabular-nums">{formatBRL(harvest.realTotal)}</td>
            </tr>
          </tbody>
        </table>
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink">{TAGS_CHART_TITLE}</h3>
        <BarChart
          title={TAGS_CHART_TITLE}
          data={tagCostData(harvest.realCostsByTag)}
          valueLabel="Custo real"
          format="brl"
          emptyText="Nenhum custo real registrado"
        />
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink">Setores</h3>
        <ul className="flex flex-wrap gap-2">
          {harvest.sectors.map((sector) => (
            <li key={sector.id} className="rounded-full bg-ink/5 px-2.5 py-0.5 text-sm">
              {sector.name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
