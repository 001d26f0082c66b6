/**
 * Calendar arithmetic on `yyyy-MM-dd` days. Days are civil dates (São Paulo's, as todayInSaoPaulo
 * gives them), so they are computed in UTC where no daylight-saving shift can move them.
 */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** A real calendar day in `yyyy-MM-dd` (rejects 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const toDay = (date: Date): string => date.toISOString().slice(0, 10);

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

export const addDays = (day: string, days: number): string => toDay(new Date(utc(day) + days * DAY_MS));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utc(to) - utc(from)) / DAY_MS);

export const parts = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return { year, month, date };
};

export const dayOf = (year: number, month: number, date: number): string => `${year}-${pad(month)}-${pad(date)}`;

/** First day of the month `monthsBack` months before the one of `day`. */
export function monthStart(day: string, monthsBack = 0): string {
  const { year, month } = parts(day);
  const index = year * 12 + (month - 1) - monthsBack;
  return dayOf(Math.floor(index / 12), (index % 12) + 1, 1);
}

export function monthEnd(day: string): string {
  const { year, month } = parts(day);
  return dayOf(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());
}

export const minDay = (a: string, b: string) => (a <= b ? a : b);
export const maxDay = (a: string, b: string) => (a >= b ? a : b);
