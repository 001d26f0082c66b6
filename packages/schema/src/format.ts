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

// Display formatting goes through Intl (built into every browser and Node), not date-fns: date-fns' format and
// its locale weighed ~9 KB gzipped on every area home. date-fns stays where dates are parsed and counted (forms,
// calendar).
const saoPauloClock = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in São Paulo, each field as digits: year yyyy, the others two digits. */
interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function wallClock(value: Date | string | number): WallClock {
  // A bare calendar date (yyyy-MM-dd) is that day in São Paulo (from midnight); new Date would read it as
  // midnight UTC, which is the previous evening in São Paulo.
  const day = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (day) return { year: day[1] ?? '', month: day[2] ?? '', day: day[3] ?? '', hour: '00', minute: '00' };
  const parts = Object.fromEntries(
    saoPauloClock.formatToParts(new Date(value)).map((part) => [part.type, part.value] as const),
  );
  return {
    year: (parts.year ?? '').padStart(4, '0'),
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

const monthNamesIn = (style: 'long' | 'short') => {
  const names = new Intl.DateTimeFormat(LOCALE, { month: style, timeZone: 'UTC' });
  // pt-BR abbreviations end in a period ('jun.'); the app writes them without ('jun/26').
  return Array.from({ length: 12 }, (_, index) => names.format(Date.UTC(2000, index, 15)).replace(/\.$/, ''));
};
const MONTH_NAMES = { long: monthNamesIn('long'), short: monthNamesIn('short') };

/** Month 1–12 by name in pt-BR: 'novembro' (long) or 'nov' (short). */
export const monthName = (month: number, style: 'long' | 'short' = 'long'): string =>
  MONTH_NAMES[style][month - 1] ?? '';

/** dd/MM/yyyy in America/Sao_Paulo. */
export const formatDay = (value: Date | string | number): string => {
  const { day, month, year } = wallClock(value);
  return `${day}/${month}/${year}`;
};
/** HH:mm in America/Sao_Paulo. */
export const formatTime = (value: Date | string | number): string => {
  const { hour, minute } = wallClock(value);
  return `${hour}:${minute}`;
};
export const formatDayTime = (value: Date | string | number): string => `${formatDay(value)} ${formatTime(value)}`;
/** e.g. "novembro de 2026". */
export const formatMonthYear = (value: Date | string | number): string => {
  const { month, year } = wallClock(value);
  return `${monthName(Number(month))} de ${year}`;
};
/** MM/yyyy, as in 'Próximas Atividades (MM/yyyy)'. */
export const formatMonthNumeric = (value: Date | string | number): string => {
  const { month, year } = wallClock(value);
  return `${month}/${year}`;
};

/** The first word of a name, for 'Olá, {first name}'. */
export const firstName = (name: string | null | undefined): string => (name ?? '').trim().split(/\s+/)[0] ?? '';

/** Today's date (yyyy-MM-dd) in America/Sao_Paulo. */
export const todayInSaoPaulo = (now: Date = new Date()): string => {
  const { year, month, day } = wallClock(now);
  return `${year}-${month}-${day}`;
};

/**
 * A harvest's label (spec 001 §3): 'Safra de {culture} {year} - dd/MM a dd/MM', the days read from their yyyy-MM-dd
 * digits (no time zone can move them). The web's cards and the harvest-costs CSV say the same.
 */
export function harvestLabel(harvest: { cultureName: string; year: number; startDate: string; endDate: string }) {
  const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  return `Safra de ${harvest.cultureName} ${harvest.year} - ${dayMonth(harvest.startDate)} a ${dayMonth(harvest.endDate)}`;
}
