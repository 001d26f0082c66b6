import { AUDIENCE_ROLES, formatDay, formatDayTime, RECURRENCES } from '@talhao/schema';

/** How adverts and notifications read in lists and details. */

const DAY_MS = 86_400_000;

/** 'Uma vez', 'Semanalmente', …; a value outside the shared list still reads sensibly. */
export function periodicityLabel(periodicity: number): string {
  const known = RECURRENCES.find((option) => option.value === periodicity);
  if (known) return known.label;
  const days = Math.round(periodicity / DAY_MS);
  return days === 1 ? 'Diariamente' : `A cada ${days} dias`;
}

/** 'Agricultores, Consultores' in the order of the shared list; every category reads 'Todos os usuários'. */
export function audienceText(audience: readonly string[]): string {
  if (AUDIENCE_ROLES.every((role) => audience.includes(role.value))) return 'Todos os usuários';
  return AUDIENCE_ROLES.filter((role) => audience.includes(role.value))
    .map((role) => role.label)
    .join(', ');
}

/** One day for a one-off push, else 'dd/MM/yyyy a dd/MM/yyyy'. */
export function periodText(startDate: string, endDate: string): string {
  const start = formatDay(startDate);
  return startDate === endDate ? start : `${start} a ${formatDay(endDate)}`;
}

export function lastPushText(lastPush: string | null | undefined): string {
  return lastPush ? formatDayTime(lastPush) : 'Ainda não enviado';
}
