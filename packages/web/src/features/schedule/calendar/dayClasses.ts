import { cn } from '@/ui';

/**
 * A day's look: exactly one text and one hover colour per state. Stacked classes let `hover:bg-ink/5`
 * win over the selected day's own hover, white on near-white (1.1:1, issue 12). Every state reads
 * at 4.5:1 or more, hovered or not; the focus ring is index.css's.
 */
export function dayClasses(inMonth: boolean, isToday: boolean, selected: boolean): string {
  const state = selected
    ? cn('bg-brand-600 text-white hover:bg-brand-700', isToday && 'font-bold ring-2 ring-inset ring-brand-200')
    : isToday
      ? 'font-bold text-brand-700 ring-2 ring-inset ring-brand-500 hover:bg-brand-50'
      : cn(inMonth ? 'text-ink' : 'text-muted', 'hover:bg-ink/5');
  return cn(
    'relative flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm transition-colors sm:h-12',
    state,
  );
}
