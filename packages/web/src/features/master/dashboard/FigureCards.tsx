import {
  Banknote,
  Building2,
  GraduationCap,
  Handshake,
  type LucideIcon,
  Smartphone,
  Sprout,
  TabletSmartphone,
  UsersRound,
} from 'lucide-react';
import { cn, FIGURE_CARD, FigureCard, FigureCardSkeleton } from '@/ui';
import type { Figure, FigureId } from './figures';

const ICONS: Record<FigureId, LucideIcon> = {
  farmers: Sprout,
  android: Smartphone,
  ios: TabletSmartphone,
  companies: Building2,
  consultants: UsersRound,
  consultancies: Handshake,
  trainings: GraduationCap,
  transactions: Banknote,
};

/** Cards with more to say (a split, a money value) take the whole row on a phone. */
const isWide = (figure: Figure) => Boolean(figure.split || figure.caption);

export function FigureCards({ figures }: { figures: Figure[] }) {
  return (
    // Four in a row when the page's content (beside the menu) is at least 48rem wide, else two by two.
    <div className="@container/figures">
      <ul aria-label="Indicadores da plataforma" className="grid grid-cols-2 gap-3 sm:gap-4 @3xl/figures:grid-cols-4">
        {figures.map((figure) => (
          <li key={figure.id} className={cn(isWide(figure) && 'col-span-2 @3xl/figures:col-span-1')}>
            <PlatformFigureCard figure={figure} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PlatformFigureCard({ figure }: { figure: Figure }) {
  return (
    <FigureCard
      id={`figura-${figure.id}`}
      label={figure.label}
      value={figure.value}
      icon={ICONS[figure.id]}
      highlight={figure.id === 'transactions'}
      headingLevel="h2"
      labelClassName={isWide(figure) ? '@3xl/figures:min-h-[2lh]' : 'min-h-[2lh]'}
    >
      {figure.caption ? <p className="text-xs text-muted">{figure.caption}</p> : null}
      {figure.split ? (
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-line pt-2 text-xs">
          {figure.split.map((part) => (
            <div key={part.label} className="flex items-baseline gap-1.5">
              <dt className="text-muted">{part.label}</dt>
              <dd className="font-semibold text-ink-soft tabular-nums">{part.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </FigureCard>
  );
}

/** Placeholders the size of the cards and charts while the statistics load. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando o painel</span>
      <div aria-hidden="true" className="@container/figures">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 @3xl/figures:grid-cols-4">
          {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key, index) => (
            <FigureCardSkeleton key={key} className={cn(index >= 4 && 'col-span-2 @3xl/figures:col-span-1')} />
          ))}
        </div>
      </div>
      <div aria-hidden="true" className="mt-6 grid gap-6 xl:grid-cols-2">
        {['places', 'earnings'].map((key) => (
          <div key={key} className={cn(FIGURE_CARD, 'flex flex-col gap-4')}>
            <span className="h-4 w-1/2 animate-pulse rounded bg-line motion-reduce:animate-none" />
            <div className="flex h-64 items-end gap-3">
              {[55, 80, 40, 95, 65, 30].map((size) => (
                <span
                  key={size}
                  className="flex-1 animate-pulse rounded-t-md bg-line motion-reduce:animate-none"
                  style={{ height: `${size}%` }}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
