import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, isCleanLine, isCleanText } from './text';

/**
 * The outer bounds of every value Talhão stores: what no form may send and no server may store,
 * whatever the specification leaves open (a 31st of February, R$ 1e308, a megabyte of text, a NUL
 * byte in a name). The web forms and the BFF apply the same builders, so both refuse in the same
 * words. Only zod here: the sign-in bundle imports this module.
 */
export const BOUNDS = {
  /** Calendar dates (birth dates, consultancy periods, activities, adverts, finance ranges). */
  yearMin: 1900,
  yearMax: 2100,
  /** Money: the offer's price range of spec 001 §5, with cents. */
  moneyMax: 9_999_999_999_999,
  /** Training seats. */
  spotsMax: 100_000,
  /** Cultures of one offer. */
  culturesMax: 50,
  /** Characters of one culture's name. */
  cultureNameMax: 40,
  /** Sectors named by one request (spec 001 §5: up to 200 sectors are created at once). */
  sectorsPerRequestMax: 200,
  /** Regions of one offer and price lines of one offer. */
  regionsMax: 50,
  priceLinesMax: 10,
  /** Rich text: visible characters, and characters of the HTML that carries them. */
  richTextMax: 5_000,
  richTextHtmlMax: 12_000,
  /** Free-text searches (names, the place search). */
  searchMax: 100,
  /** Any other string argument of the GraphQL API, unless its SDL says otherwise (@length). */
  stringDefaultMax: 300,
  /** Any list argument of the GraphQL API, unless its SDL says otherwise (@length). */
  listDefaultMax: 100,
  /** Address parts. */
  addressMax: 200,
  /** Duration of a training, HH:mm. */
  durationMin: '00:01',
  durationMax: '23:59',
} as const;

const formatThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Talhão's wording (the specification names none of these bounds). Listed in docs/copy-decisions.md. */
export const BOUND_MESSAGES = {
  invalidDate: 'Data inválida',
  dateOutOfRange: `A data deve estar entre ${BOUNDS.yearMin} e ${BOUNDS.yearMax}`,
  moneyRange: `O valor deve estar entre R$ 0 e R$ ${formatThousands(BOUNDS.moneyMax)}`,
  moneyDecimals: 'O valor pode ter no máximo duas casas decimais',
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
  durationRange: `A duração deve estar entre ${BOUNDS.durationMin} e ${BOUNDS.durationMax}`,
  spotsMax: `O treinamento pode ter no máximo ${formatThousands(BOUNDS.spotsMax)} vagas`,
  culturesMax: `Informe no máximo ${BOUNDS.culturesMax} culturas`,
  cultureNameMax: `Cada cultura pode ter no máximo ${BOUNDS.cultureNameMax} caracteres`,
  sectorsMax: `Selecione no máximo ${BOUNDS.sectorsPerRequestMax} setores`,
  regionsMax: `Informe no máximo ${BOUNDS.regionsMax} regiões`,
  priceLinesMax: `Informe no máximo ${BOUNDS.priceLinesMax} preços`,
  richTextMax: `O texto pode ter no máximo ${formatThousands(BOUNDS.richTextMax)} caracteres`,
  addressTooLong: 'Endereço inválido',
  /** A string argument longer than its cap, refused before any work (the BFF's @length). */
  textTooLong: (max: number) => `Um dos textos enviados é longo demais (máximo de ${formatThousands(max)} caracteres).`,
  /** A list argument longer than its cap (the BFF's @length). */
  listTooLong: (max: number) => `Uma das listas enviadas é longa demais (máximo de ${formatThousands(max)} itens).`,
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real yyyy-MM-dd day (refuses 2026-02-31 and 9999-99-99). */
export const isCalendarDate = (value: string): boolean => {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A real day within BOUNDS' years. */
export const isBoundedDate = (value: string): boolean => {
  if (!isCalendarDate(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= BOUNDS.yearMin && year <= BOUNDS.yearMax;
};

/** An ISO date-time (2026-12-01T13:00:00.000Z, or with an offset) whose day is real and bounded. */
export const isBoundedDateTime = (value: string): boolean => {
  const match =
    /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/.exec(value);
  return !!match && isBoundedDate(match[1] ?? '') && !Number.isNaN(Date.parse(value));
};

/**
 * A yyyy-MM-dd field: `required` when absent or not in that shape, `invalid` for a day that does
 * not exist, the bounds message outside 1900–2100.
 */
export const boundedDate = (messages: { required: string; invalid?: string }) =>
  z
    .string({ error: messages.required })
    .regex(ISO_DAY, messages.invalid ?? messages.required)
    .refine(isCalendarDate, messages.invalid ?? BOUND_MESSAGES.invalidDate)
    .refine(isBoundedDate, BOUND_MESSAGES.dateOutOfRange);

/** At most two decimals, tolerant of binary fractions (0.1 + 0.2). */
export const hasAtMostTwoDecimals = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** True for an amount Talhão stores: finite, 0 to BOUNDS.moneyMax, cents at most. */
export const isStorableMoney = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= BOUNDS.moneyMax && hasAtMostTwoDecimals(value);

/**
 * A money amount in reais: `invalid` when it is not a number (and, unless `negative` says otherwise,
 * when it is below zero), the bounds texts above the maximum or past cents.
 */
export const moneyAmount = (invalid: string | ((input: unknown) => string), negative?: string) =>
  // zod 4's number refuses NaN and ±Infinity as an invalid type, so 1e309 gets `invalid` too.
  z
    .number({ error: typeof invalid === 'string' ? invalid : (issue) => invalid(issue.input) })
    .min(0, negative ?? (typeof invalid === 'string' ? invalid : invalid(-1)))
    .max(BOUNDS.moneyMax, BOUND_MESSAGES.moneyRange)
    .refine(hasAtMostTwoDecimals, BOUND_MESSAGES.moneyDecimals);

// The control-character checks need no zod: they live in ./text (the sign-in bundle uses them).
export { isCleanLine, isCleanText } from './text';

/** A one-line text refinement: names, titles, cultures. */
export const cleanLine = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine(isCleanLine, BOUND_MESSAGES.controlCharacters);

/** HH:mm on a 24-hour clock (00:00–23:59). */
export const isClockText = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** HH:mm within 00:01–23:59 (a training lasts at least a minute and ends the day it starts). */
export const isBoundedDuration = (value: string): boolean =>
  isClockText(value) && value >= BOUNDS.durationMin && value <= BOUNDS.durationMax;

const ENTITY = /&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;

/**
 * What a reader sees of an HTML fragment: script and style bodies dropped (a sanitizer empties
 * them), tags removed, entities as one character, runs of spaces as one, ends trimmed. The same
 * text the BFF's sanitizer leaves visible, so "required" and "at least N" mean visible characters.
 */
export const visibleText = (html: string): string =>
  html
    .replace(/<(script|style|template|iframe|object|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(ENTITY, 'x')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Rich text (the editor's HTML): `required` when nothing visible is left, `min` visible
 * characters when given, at most BOUNDS.richTextMax visible and richTextHtmlMax of HTML.
 */
export const richText = (messages: { required: string; min?: { length: number; message: string } }) =>
  z
    .string({ error: messages.required })
    .max(BOUNDS.richTextHtmlMax, BOUND_MESSAGES.richTextMax)
    .superRefine((html, ctx) => {
      const length = visibleText(html).length;
      const message = !isCleanText(html)
        ? BOUND_MESSAGES.controlCharacters
        : length === 0
          ? messages.required
          : messages.min && length < messages.min.length
            ? messages.min.message
            : length > BOUNDS.richTextMax
              ? BOUND_MESSAGES.richTextMax
              : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    });
