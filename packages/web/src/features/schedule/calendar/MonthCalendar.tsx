import { WEEK_DAYS } from '@talhao/schema';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cn } from '@/ui';
import { dayClasses } from './dayClasses';
import { type CalendarCell, longDay, monthCells, monthOf, monthTitle, shiftDay, shiftMonth } from './month';

export interface MonthCalendarProps {
  /** yyyy-MM shown. */
  month: string;
  /** yyyy-MM-dd today (São Paulo). */
  today: string;
  /** Number of shown (not canceled/rejected) works per yyyy-MM-dd day. */
  counts: ReadonlyMap<string, number>;
  selectedDay: string | null;
  onSelectDay(day: string): void;
  onMonthChange(month: string): void;
  loading?: boolean;
  /** Number of recommendation occurrences per yyyy-MM-dd day (a marker of their own colour). */
  recommendations?: ReadonlyMap<string, number>;
}

const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

const chunk = (cells: CalendarCell[]): CalendarCell[][] =>
  Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));

/**
 * A month grid, Sunday first (spec 001 §2.8). Days holding works get a dot: green and pulsing from today
 * on, yellow for past days. One day button is in the tab order; arrow keys move between days (and months).
 */
export function MonthCalendar({
  month,
  today,
  counts,
  selectedDay,
  onSelectDay,
  onMonthChange,
  loading,
  recommendations,
}: MonthCalendarProps) {
  const cells = monthCells(month);
  const fallback = monthOf(today) === month ? today : `${month}-01`;
  const [focusDay, setFocusDay] = useState<string>(
    selectedDay && monthOf(selectedDay) === month ? selectedDay : fallback,
  );
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  // Another month shown (‹ ›): the roving focus target follows it.
  useEffect(() => {
    setFocusDay((current) => (monthOf(current) === month ? current : fallback));
  }, [month, fallback]);

  // After an arrow key, move the real focus to the new day (possibly in a newly rendered month).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const step = ARROW_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = shiftDay(focusDay, step);
    moved.current = true;
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
    setFocusDay(next);
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
          aria-label="Mês anterior"
          className="flex size-11 items-center justify-center rounded-lg text-ink-soft hover:bg-ink/5 sm:size-9"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <h2 className="text-base font-semibold text-ink" aria-live="polite">
          {monthTitle(month)}
        </h2>
        <button
          type="button"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
          aria-label="Próximo mês"
          className="flex size-11 items-center justify-center rounded-lg text-ink-soft hover:bg-ink/5 sm:size-9"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <table
        ref={grid}
        aria-label={monthTitle(month)}
        aria-busy={loading || undefined}
        onKeyDown={onKeyDown}
        className="w-full table-fixed border-collapse text-center text-sm"
      >
        <thead>
          <tr>
            {WEEK_DAYS.map((weekDay) => (
              <th key={weekDay.index} scope="col" className="pb-2 text-xs font-semibold text-muted">
                <abbr title={weekDay.label} className="no-underline">
                  {weekDay.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chunk(cells).map((week) => (
            <tr key={week[0]?.day}>
              {week.map((cell) => {
                const count = counts.get(cell.day) ?? 0;
                const isToday = cell.day === today;
                const selected = cell.day === selectedDay;
                const upcoming = cell.day >= today;
                const recommended = recommendations?.get(cell.day) ?? 0;
                const name = `${longDay(cell.day)}${count ? `, ${count} ${count === 1 ? 'atividade' : 'atividades'}` : ''}${
                  recommended ? `, ${recommended} ${recommended === 1 ? 'recomendação' : 'recomendações'}` : ''
                }`;
                return (
                  <td key={cell.day} className="p-0.5">
                    <button
                      type="button"
                      data-day={cell.day}
                      aria-label={name}
                      aria-pressed={selected}
                      aria-current={isToday ? 'date' : undefined}
                      tabIndex={cell.day === focusDay ? 0 : -1}
                      onFocus={() => setFocusDay(cell.day)}
                      onClick={() => onSelectDay(cell.day)}
                      className={dayClasses(cell.inMonth, isToday, selected)}
                    >
                      <span aria-hidden="true">{cell.dayOfMonth}</span>
                      {count > 0 ? (
                        <span
                          aria-hidden="true"
                          data-marker={upcoming ? 'upcoming' : 'past'}
                          className={cn(
                            'absolute bottom-1 size-1.5 rounded-full',
                            upcoming ? 'animate-pulse bg-tone-green' : 'bg-tone-yellow',
                            selected && 'ring-1 ring-white',
                          )}
                        />
                      ) : null}
                      {recommended > 0 ? (
                        <span
                          aria-hidden="true"
                          data-marker="recommendation"
                          className={cn(
                            'absolute top-1 right-1 size-1.5 rounded-full bg-tone-blue',
                            selected && 'ring-1 ring-white',
                          )}
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-tone-green" />
          Atividades a fazer
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 rounded-full bg-tone-yellow" />
          Atividades passadas
        </span>
        {recommendations ? (
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2 rounded-full bg-tone-blue" />
            Recomendações
          </span>
        ) : null}
      </p>
    </div>
  );
}
