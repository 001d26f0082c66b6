import { TZDate } from '@date-fns/tz';
import { format as formatDate, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

export const TIME_ZONE = 'America/Sao_Paulo';
export const LOCALE = 'pt-BR';

const brl = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' });
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** R$ 1.234,56 — Intl puts a no-break space after the symbol; keep it so lines never split there. */
export const formatBRL = (value: number): string => brl.format(value);
export const formatNumber = (value: number): string => decimal.format(value);
export const formatInteger = (value: number): string => integer.format(value);
export const formatHectares = (value: number): string => `${decimal.format(value)} ha`;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const toZoned = (value: Date | string | number): TZDate => {
  // A bare calendar date (yyyy-MM-dd) is that day in São Paulo; parseISO would read it as local
  // midnight, which on a UTC server is the previous evening in São Paulo.
  const day = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (day) return new TZDate(Number(day[1]), Number(day[2]) - 1, Number(day[3]), TIME_ZONE);
  return new TZDate(typeof value === 'string' ? parseISO(value) : new Date(value), TIME_ZONE);
};

/** dd/MM/yyyy in America/Sao_Paulo. */
export const formatDay = (value: Date | string | number): string => formatDate(toZoned(value), 'dd/MM/yyyy');
/** HH:mm in America/Sao_Paulo. */
export const formatTime = (value: Date | string | number): string => formatDate(toZoned(value), 'HH:mm');
export const formatDayTime = (value: Date | string | number): string => formatDate(toZoned(value), 'dd/MM/yyyy HH:mm');
/** e.g. "novembro de 2026". */
export const formatMonthYear = (value: Date | string | number): string =>
  formatDate(toZoned(value), "MMMM 'de' yyyy", { locale: ptBR });
/** MM/yyyy, as in 'Próximas Atividades (MM/yyyy)'. */
export const formatMonthNumeric = (value: Date | string | number): string => formatDate(toZoned(value), 'MM/yyyy');

/** The first word of a name, for 'Olá, {first name}'. */
export const firstName = (name: string | null | undefined): string => (name ?? '').trim().split(/\s+/)[0] ?? '';

/** Today's date (yyyy-MM-dd) in America/Sao_Paulo. */
export const todayInSaoPaulo = (now: Date = new Date()): string => formatDate(new TZDate(now, TIME_ZONE), 'yyyy-MM-dd');

/**
 * A harvest's label (spec 001 §3): 'Safra de {culture} {year} - dd/MM a dd/MM', the days read from their yyyy-MM-dd
 * digits (no time zone can move them). The web's cards and the harvest-costs CSV say the same.
 */
export function harvestLabel(harvest: { cultureName: string; year: number; startDate: string; endDate: string }) {
  const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  return `Safra de ${harvest.cultureName} ${harvest.year} - ${dayMonth(harvest.startDate)} a ${dayMonth(harvest.endDate)}`;
}
