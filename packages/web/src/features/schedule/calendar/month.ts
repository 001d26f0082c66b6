import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parse,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ptBR } from 'date-fns/locale';

/**
 * Calendar arithmetic on plain calendar days (yyyy-MM-dd strings). Dates are built at local midnight
 * only to count days, so the machine's time zone never shifts a day; "today" comes from São Paulo.
 */

const DAY = 'yyyy-MM-dd';
const MONTH = 'yyyy-MM';

const parseDay = (day: string): Date => parse(day, DAY, new Date(2000, 0, 1));
const parseMonth = (month: string): Date => parse(month, MONTH, new Date(2000, 0, 1));

/** yyyy-MM of a yyyy-MM-dd day. */
export const monthOf = (day: string): string => day.slice(0, 7);

export const shiftMonth = (month: string, amount: number): string =>
  format(addMonths(parseMonth(month), amount), MONTH);

export interface CalendarCell {
  day: string;
  dayOfMonth: number;
  inMonth: boolean;
}

/** Whole weeks (Sunday first) covering the month: 35 or 42 cells. */
export function monthCells(month: string): CalendarCell[] {
  const first = startOfMonth(parseMonth(month));
  const days = eachDayOfInterval({ start: startOfWeek(first), end: endOfWeek(endOfMonth(first)) });
  return days.map((date) => ({
    day: format(date, DAY),
    dayOfMonth: date.getDate(),
    inMonth: format(date, MONTH) === month,
  }));
}

/** First and last day the grid shows (the `works(from, to)` range). */
export function visibleRange(month: string): { from: string; to: string } {
  const cells = monthCells(month);
  return { from: cells[0]?.day ?? `${month}-01`, to: cells[cells.length - 1]?.day ?? `${month}-01` };
}

export const lastDayOfMonth = (month: string): string => format(endOfMonth(parseMonth(month)), DAY);

/** "novembro de 2026" (capitalised for the heading). */
export function monthTitle(month: string): string {
  const text = format(parseMonth(month), "MMMM 'de' yyyy", { locale: ptBR });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "sábado, 21 de novembro de 2026" — the accessible name of a day button. */
export const longDay = (day: string): string => format(parseDay(day), "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR });

/** The day `amount` days away (arrow-key moves in the grid). */
export const shiftDay = (day: string, amount: number): string => format(addDays(parseDay(day), amount), DAY);
