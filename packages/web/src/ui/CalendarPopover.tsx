import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { BOUNDS, todayInSaoPaulo } from '@talhao/schema';
import { CalendarDays } from 'lucide-react';
import type { Ref, RefObject } from 'react';
import { type ClassNames, DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import { cn } from './cn';
import { dateOfDay, dayOfDate } from './dateText';

export interface CalendarPopoverProps {
  /** The field's label, naming the button and the calendar. */
  label: string;
  /** The chosen day, 'yyyy-MM-dd' (anything else opens on today). */
  value: string;
  /** First and last days that may be chosen, 'yyyy-MM-dd'. */
  min?: string;
  max?: string;
  disabled?: boolean;
  onPick(day: string): void;
  /** Where focus goes once a day is chosen: the field's input. */
  returnFocus: RefObject<HTMLInputElement | null>;
  buttonRef?: Ref<HTMLButtonElement>;
}

const NAV_BUTTON =
  'inline-flex size-10 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';

/**
 * The calendar's look, all in Tailwind (the library's stylesheet is not loaded: unlayered, it would
 * beat the utilities). The selected day is filled, today is bold and underlined, days out of range
 * are greyed and cannot be picked.
 */
const CLASS_NAMES: Partial<ClassNames> = {
  root: 'relative text-sm text-ink',
  months: 'relative flex flex-col',
  month: 'flex flex-col gap-2',
  nav: 'absolute top-0 right-0 flex h-10 items-center gap-1',
  button_previous: NAV_BUTTON,
  button_next: NAV_BUTTON,
  chevron: 'size-4 fill-current',
  month_caption: 'flex h-10 items-center pr-22 font-semibold',
  dropdowns: 'inline-flex items-center gap-1',
  dropdown_root:
    'relative inline-flex items-center rounded-md px-1.5 py-1 hover:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
  dropdown: 'absolute inset-0 z-10 w-full cursor-pointer appearance-none opacity-0',
  caption_label: 'inline-flex items-center gap-1 capitalize whitespace-nowrap',
  month_grid: 'border-collapse',
  weekday: 'size-10 text-xs font-medium uppercase text-muted',
  day: 'group size-10 p-0 text-center',
  day_button: cn(
    'mx-auto flex size-9 items-center justify-center rounded-full tabular-nums',
    'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
    'group-data-today:font-bold group-data-today:underline group-data-today:underline-offset-4',
    'group-data-selected:bg-brand-700 group-data-selected:font-semibold group-data-selected:text-white group-data-selected:hover:bg-brand-800',
    'disabled:cursor-not-allowed disabled:text-muted/60 disabled:hover:bg-transparent',
  ),
  hidden: 'invisible',
};

/**
 * The calendar beside a date field: react-day-picker in pt-BR (months, weekdays and labels in
 * Portuguese, weeks starting on Sunday as Brazilian calendars do), whatever the browser's language.
 * Keyboard: arrows move between days, Enter picks, Escape closes; the library focuses the chosen day
 * (or today) on opening. Picking returns focus to the input; a click elsewhere just closes it.
 */
export function CalendarPopover({
  label,
  value,
  min,
  max,
  disabled,
  onPick,
  returnFocus,
  buttonRef,
}: CalendarPopoverProps) {
  const selected = dateOfDay(value);
  const first = dateOfDay(min);
  const last = dateOfDay(max);
  const today = dateOfDay(todayInSaoPaulo()) ?? new Date();
  const opening = selected ?? (first && first > today ? first : last && last < today ? last : today);
  return (
    <Popover className="absolute inset-y-0 right-0 flex">
      <PopoverButton
        ref={buttonRef}
        disabled={disabled}
        aria-label={`Abrir calendário: ${label}`}
        className="flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <CalendarDays aria-hidden="true" className="size-5" />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 4, padding: 8 }}
        role="dialog"
        aria-label={`Calendário: ${label}`}
        className="z-50 rounded-card border border-line bg-surface p-3 text-ink shadow-pop"
      >
        {({ close }) => (
          <DayPicker
            mode="single"
            required
            locale={ptBR}
            weekStartsOn={0}
            captionLayout="dropdown"
            autoFocus
            selected={selected}
            defaultMonth={opening}
            today={today}
            startMonth={first ?? new Date(BOUNDS.yearMin, 0, 1)}
            endMonth={last ?? new Date(BOUNDS.yearMax, 11, 31)}
            disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
            onSelect={(date: Date) => {
              onPick(dayOfDate(date));
              close(returnFocus);
            }}
            classNames={CLASS_NAMES}
          />
        )}
      </PopoverPanel>
    </Popover>
  );
}
