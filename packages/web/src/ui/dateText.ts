import { applySegmentMask, type SegmentMask } from './segmentMask';

/** dd/mm/aaaa. */
export const DAY_MASK: SegmentMask = { sizes: [2, 2, 4], separator: '/' };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** What the user typed or pasted, masked as dd/mm/aaaa ('2026-12-01' pasted reads as 01/12/2026). */
export function maskDayText(typed: string): string {
  const iso = ISO_DAY.exec(typed.trim());
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : applySegmentMask(typed, DAY_MASK);
}

/**
 * The form's value of a typed day: 'yyyy-MM-dd' once complete (even a 31/02, so the schema refuses it
 * with its own message), '' when empty, the text itself while incomplete (the schema refuses it too).
 */
export function dayValueOf(text: string): string {
  const typed = TYPED_DAY.exec(text);
  if (typed) return `${typed[3]}-${typed[2]}-${typed[1]}`;
  return text;
}

/** The text that shows a form value: 'yyyy-MM-dd' as dd/mm/aaaa; anything else as it is. */
export function dayTextOf(value: string | null | undefined): string {
  const iso = ISO_DAY.exec(value ?? '');
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : (value ?? '');
}

/** A 'yyyy-MM-dd' value as a local Date at midnight (the calendar's own reading), or undefined. */
export function dateOfDay(value: string | null | undefined): Date | undefined {
  const iso = ISO_DAY.exec(value ?? '');
  if (!iso) return undefined;
  const date = new Date(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  return date.getDate() === Number(iso[3]) ? date : undefined;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** The 'yyyy-MM-dd' of a local Date. */
export const dayOfDate = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
