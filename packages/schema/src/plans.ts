import { todayInSaoPaulo } from './format';

export const PLAN_MARKERS = ['__freetrial', '__specialtrial', '__std', '__premium', '__master'] as const;
export type PlanMarker = (typeof PLAN_MARKERS)[number];

/** The free trial lasts this many days from the account's creation. */
export const FREE_TRIAL_DAYS = 45;

export type PlanBadge = 'Premium' | 'Padrão' | 'Teste Gratuito' | 'Expirado';

/** The plan is the LAST entry of the permissions list. */
export const currentPlan = (permissions: readonly string[] | null | undefined): string | null =>
  permissions && permissions.length > 0 ? (permissions[permissions.length - 1] ?? null) : null;

/** Whole days since creation, counted in calendar days of America/Sao_Paulo. */
export function daysSinceCreation(createdAt: Date | string, now: Date = new Date()): number {
  const created = new Date(createdAt);
  // An unreadable date counts no days (NaN), as date-fns' differenceInCalendarDays answered: no trial banner.
  if (Number.isNaN(created.getTime()) || Number.isNaN(now.getTime())) return Number.NaN;
  return dayNumber(todayInSaoPaulo(now)) - dayNumber(todayInSaoPaulo(created));
}

/** Days since 1970-01-01 of a yyyy-MM-dd day (its digits read as a UTC day, so no zone or DST shifts it). */
const dayNumber = (day: string): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** Days left of the free trial, or null when the account is not on a running free trial. */
export function trialDaysLeft(
  permissions: readonly string[] | null | undefined,
  createdAt: Date | string | null | undefined,
  now: Date = new Date(),
): number | null {
  if (currentPlan(permissions) !== '__freetrial' || !createdAt) return null;
  const elapsed = Math.max(0, daysSinceCreation(createdAt, now));
  return elapsed < FREE_TRIAL_DAYS ? FREE_TRIAL_DAYS - elapsed : null;
}

/** Plan badge rule of spec 000 §4: anything unknown (incl. __specialtrial and __master) is 'Expirado'. */
export function planBadge(
  permissions: readonly string[] | null | undefined,
  createdAt: Date | string | null | undefined,
  now: Date = new Date(),
): PlanBadge {
  switch (currentPlan(permissions)) {
    case '__premium':
      return 'Premium';
    case '__std':
      return 'Padrão';
    case '__freetrial':
      return trialDaysLeft(permissions, createdAt, now) !== null ? 'Teste Gratuito' : 'Expirado';
    default:
      return 'Expirado';
  }
}

export const trialBannerText = (days: number) => `Restam ${days} dias de teste`;

/** Plans the master may assign (spec 000 §4: standard and free trial). */
export const ASSIGNABLE_PLANS = [
  { value: '__std', label: 'Padrão' },
  { value: '__freetrial', label: 'Teste Gratuito' },
] as const;

/** The master's plan change refused or unchanged (Talhão's wording; the specification shows none). */
export const PERMISSION_MESSAGES = {
  invalidPlan: 'Escolha um plano válido: Padrão ou Teste Gratuito.',
  noPlan: 'Este tipo de usuário não possui plano próprio.',
  unchanged: 'O usuário já possui esse plano.',
} as const;
