import { onlyDigits } from '@talhao/schema';

/** Counts the digits before position `pos` of a masked string. */
export const digitsBefore = (text: string, pos: number): number => onlyDigits(text.slice(0, pos)).length;

/** Position just after the `count`-th digit of a masked string (before the first digit for 0). */
export function positionAfterDigits(text: string, count: number): number {
  if (count <= 0) return text.search(/\d/) === -1 ? text.length : text.search(/\d/);
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i] ?? '')) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}
