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
import { cn } from '@/ui';
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

const CARD = 'rounded-card border border-line bg-surface p-4 shadow-card sm:p-5';

export function FigureCards({ figures }: { figures: Figure[] }) {
  return (
    <ul aria-label="Indicadores da plataforma" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {figures.map((figure) => (
        <li key={figure.id} className={cn(isWide(figure) && 'col-span-2 lg:col-span-1')}>
          <FigureCard figure={figure} />
        </li>
      ))}
    </ul>
  );
}

function FigureCard({ figure }: { figure: Figure }) {
  const Icon = ICONS[figure.id];
  const labelId = `figura-${figure.id}`;
  const money = figure.id === 'transactions';
  return (
    <article
      aria-labelledby={labelId}
      className={cn(CARD, 'flex h-full flex-col gap-2', money && 'border-brand-200 bg-brand-50')}
    >
      <div className="flex items-start justify-between gap-2">
        {/* Two lines kept for the label, so the figures of a row line up when one label wraps. */}
        <h2
          id={labelId}
          className={cn(
            'text-sm font-medium leading-snug text-muted',
            isWide(figure) ? 'lg:min-h-[2lh]' : 'min-h-[2lh]',
          )}
        >
          {figure.label}
        </h2>
        <span
          aria-hidden="true"
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-lg',
            money ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-600',
          )}
        >
          <Icon className="size-4" />
        </span>
      </div>
      <p className="text-2xl font-bold tracking-tight text-ink tabular-nums">{figure.value}</p>
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
    </article>
  );
}

/** Placeholders the size of the cards and charts while the statistics load. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando o painel</span>
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key, index) => (
          <div key={key} className={cn(CARD, 'flex flex-col gap-3', index >= 4 && 'col-span-2 lg:col-span-1')}>
            <span className="h-3.5 w-2/3 animate-pulse rounded bg-line motion-reduce:animate-none" />
            <span className="h-7 w-1/2 animate-pulse rounded bg-line motion-reduce:animate-none" />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-6 grid gap-6 xl:grid-cols-2">
        {['places', 'earnings'].map((key) => (
          <div key={key} className={cn(CARD, 'flex flex-col gap-4')}>
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
