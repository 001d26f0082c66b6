import { formatBRL, formatInteger } from '@talhao/schema';
import { GraduationCap, Handshake } from 'lucide-react';
import { cn, FigureCard, FigureCardSkeleton } from '@/ui';
import type { Finance } from './chartData';

type Totals = Finance['totals'];

export const TOTALS_TITLE = 'Totais do período';

/** '1 consultoria', '12 consultorias', or that there was none. */
export function consultancyCountText(count: number): string {
  if (count === 0) return 'Nenhuma consultoria no período';
  return count === 1 ? 'lucro de 1 consultoria' : `lucro de ${formatInteger(count)} consultorias`;
}

/**
 * The figures under a consultancy total: the average, the largest and the smallest price say
 * something only with two consultancies or more (with one, each would repeat the total).
 */
export function consultancyDetails(consultancy: Totals['consultancy']): Array<[label: string, value: number]> {
  const { count, average, maximum, minimum } = consultancy;
  if (count < 2 || average === null || maximum === null || minimum === null) return [];
  return [
    ['Média', average],
    ['Maior', maximum],
    ['Menor', minimum],
  ];
}

/**
 * The period's totals above the charts (issue 12), from the same provider rows as the charts:
 * consultancy profit with its count, average and extremes; training profit, confirmed and canceled.
 */
export function FinanceTotals({ totals, busy }: { totals: Totals; busy: boolean }) {
  const { consultancy, training } = totals;
  return (
    <section aria-labelledby="totais-periodo" className="mb-6">
      <h2 id="totais-periodo" className="mb-3 text-sm font-medium text-muted">
        {TOTALS_TITLE}
      </h2>
      <div aria-busy={busy} className={cn('grid gap-4 md:grid-cols-2', 'transition-opacity', busy && 'opacity-50')}>
        <FigureCard
          id="total-consultorias"
          label="Consultorias prestadas"
          value={formatBRL(consultancy.total)}
          icon={Handshake}
          labelClassName=""
        >
          <p className="text-xs text-muted">{consultancyCountText(consultancy.count)}</p>
          <Figures items={consultancyDetails(consultancy)} />
        </FigureCard>
        <FigureCard
          id="total-treinamentos"
          label="Treinamentos"
          value={formatBRL(training.total)}
          icon={GraduationCap}
          labelClassName=""
        >
          <p className="text-xs text-muted">lucro dos treinamentos</p>
          <Figures
            items={[
              ['Confirmado', training.confirmed],
              ['Cancelado', training.canceled],
            ]}
          />
        </FigureCard>
      </div>
    </section>
  );
}

function Figures({ items }: { items: Array<[label: string, value: number]> }) {
  if (items.length === 0) return null;
  return (
    <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-2 border-t border-line pt-3">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="text-sm font-semibold whitespace-nowrap text-ink tabular-nums">{formatBRL(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Two pulsing cards the size of the totals while the first answer loads. */
export function FinanceTotalsSkeleton() {
  return (
    <div aria-hidden="true" className="mb-6 grid gap-4 pt-8 md:grid-cols-2">
      {['consultorias', 'treinamentos'].map((key) => (
        <FigureCardSkeleton key={key} />
      ))}
    </div>
  );
}
