import { Banknote, Briefcase, GraduationCap, Handshake, type LucideIcon } from 'lucide-react';
import { cn, FIGURE_CARD, FigureCard, FigureCardSkeleton } from '@/ui';
import type { FigureId, MonthFigure } from './agenda';

const ICONS: Record<FigureId, LucideIcon> = {
  revenue: Banknote,
  jobs: Briefcase,
  consultancies: Handshake,
  trainings: GraduationCap,
};

/** The four 'no mês' cards: two by two, one row when the page's content is at least 48rem wide (beside the menu). */
export function MonthCards({ figures, month }: { figures: MonthFigure[]; month: string }) {
  return (
    <section aria-labelledby="painel-mes">
      <h2 id="painel-mes" className="mb-3 text-sm font-medium text-muted">
        Resumo de <span className="text-ink-soft">{month}</span>
      </h2>
      <div className="@container/figures">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 @3xl/figures:grid-cols-4">
          {figures.map((figure) => (
            <li key={figure.id} className={cn(figure.id === 'revenue' && 'max-[359px]:col-span-2')}>
              <MonthCard figure={figure} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function MonthCard({ figure }: { figure: MonthFigure }) {
  return (
    <FigureCard
      id={`mes-${figure.id}`}
      label={figure.label}
      value={figure.value}
      icon={ICONS[figure.id]}
      highlight={figure.id === 'revenue'}
    >
      <p className="text-xs text-muted">{figure.caption ?? 'no mês'}</p>
    </FigureCard>
  );
}

/** Placeholders the size of the cards and the agenda while the dashboard loads. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando o painel</span>
      <div aria-hidden="true" className="@container/figures">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 @3xl/figures:grid-cols-4">
          {['a', 'b', 'c', 'd'].map((key) => (
            <FigureCardSkeleton key={key} />
          ))}
        </div>
      </div>
      <div aria-hidden="true" className={cn(FIGURE_CARD, 'mt-6 flex flex-col gap-4')}>
        <span className="h-4 w-1/3 animate-pulse rounded bg-line motion-reduce:animate-none" />
        {['1', '2', '3', '4'].map((key) => (
          <span key={key} className="h-9 w-full animate-pulse rounded bg-line motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  );
}
