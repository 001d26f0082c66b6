import { CalendarDays, ChevronDown } from 'lucide-react';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { Card, cn, EmptyState, LinkButton, WorkStatusBadge } from '@/ui';
import { AGENDA_EMPTY, type AgendaWork, modeLabel, propertyName, workDay, workHours } from './agenda';

const COLUMNS = ['Data', 'Horário', 'Atividade', 'Cliente', 'Detalhes'] as const;

/**
 * The next works (up to 4, the BFF's choice). One `<table>` for every width: from 520 px up a table
 * whose rows open a details row; below it each work becomes a card (as in DataTable), so every value
 * is in the DOM once.
 */
export function AgendaBlock({
  works,
  calendarPath,
  empty = AGENDA_EMPTY,
}: {
  works: readonly AgendaWork[];
  calendarPath: string;
  empty?: string;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Card
      title="Agenda"
      aria-label="Agenda"
      flush
      actions={
        <LinkButton to={calendarPath} variant="link" size="sm">
          Ver agenda completa
        </LinkButton>
      }
    >
      {works.length === 0 ? (
        <EmptyState
          icon={<CalendarDays className="size-6" />}
          title={empty}
          className="m-4 border-none bg-transparent py-8 sm:m-5"
        />
      ) : (
        // Beside the menu a tablet leaves the table less room than its columns need: it scrolls inside the card
        // (relative: its sr-only caption and labels stay inside too) instead of widening the page.
        <div className="relative sm:overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm max-sm:block max-sm:p-3">
            <caption className="sr-only">Próximos trabalhos agendados</caption>
            <thead className="max-sm:sr-only">
              <tr className="border-b border-line bg-canvas/70">
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={cn(
                      'px-4 py-3 text-xs font-semibold tracking-wide text-muted uppercase',
                      column === 'Detalhes' && 'text-right',
                    )}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
              {works.map((work) => (
                <AgendaRow key={work.id} work={work} expanded={open.has(work.id)} onToggle={() => toggle(work.id)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

const cell = 'px-4 py-3 align-middle text-ink max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:px-1 max-sm:py-1';

function Labelled({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td className={cn(cell, className)}>
      <span aria-hidden="true" className="text-xs font-medium text-muted sm:hidden">
        {label}
      </span>
      <span className="min-w-0 max-sm:text-right">{children}</span>
    </td>
  );
}

function AgendaRow({ work, expanded, onToggle }: { work: AgendaWork; expanded: boolean; onToggle(): void }) {
  const detailsId = useId();
  const day = workDay(work);
  return (
    <Fragment>
      {/* On a phone the work's row and its details row read as one card. */}
      <tr
        className={cn(
          'border-line hover:bg-brand-50/40 max-sm:block max-sm:rounded-t-card max-sm:border max-sm:border-b-0 max-sm:bg-surface max-sm:p-3 max-sm:pb-1',
          // Collapsed, the last work's row closes the table: its (hidden) details row comes after it.
          expanded
            ? 'bg-brand-50/30'
            : 'border-b max-sm:rounded-b-card max-sm:border-b sm:[&:nth-last-child(2)]:border-b-0',
        )}
      >
        <Labelled label="Data" className="whitespace-nowrap tabular-nums">
          {day}
        </Labelled>
        <Labelled label="Horário" className="whitespace-nowrap tabular-nums">
          {workHours(work)}
        </Labelled>
        <Labelled label="Atividade" className="font-medium">
          {work.title}
          {work.consultant ? (
            <span className="block text-xs font-normal text-muted">{work.consultant.name}</span>
          ) : null}
        </Labelled>
        <Labelled label="Cliente">{work.farmer?.name || '—'}</Labelled>
        <td className={cn(cell, 'text-right max-sm:justify-end')}>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={onToggle}
            className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 sm:min-h-9"
          >
            Detalhes
            <span className="sr-only">
              {' '}
              de {work.title}, {day}
            </span>
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform motion-reduce:transition-none', expanded && 'rotate-180')}
            />
          </button>
        </td>
      </tr>
      <tr
        id={detailsId}
        hidden={!expanded}
        className="border-b border-line bg-brand-50/30 last:border-b-0 max-sm:block max-sm:rounded-b-card max-sm:border max-sm:border-t-0 max-sm:bg-surface max-sm:px-3 max-sm:pb-3"
      >
        {expanded ? (
          <td colSpan={COLUMNS.length} className="px-4 pt-1 pb-4 max-sm:block max-sm:px-1">
            <dl className="grid gap-x-8 gap-y-2 rounded-lg border border-line bg-surface p-3 text-sm sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
              {work.consultant ? <Detail label="Consultor">{work.consultant.name}</Detail> : null}
              <Detail label="Modalidade">{modeLabel(work.format)}</Detail>
              <Detail label="Propriedade">{propertyName(work)}</Detail>
              {work.providedConsultancy?.offer?.name ? (
                <Detail label="Consultoria">{work.providedConsultancy.offer.name}</Detail>
              ) : null}
              <Detail label="Situação">
                <WorkStatusBadge status={work.status} />
              </Detail>
            </dl>
          </td>
        ) : null}
      </tr>
    </Fragment>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
