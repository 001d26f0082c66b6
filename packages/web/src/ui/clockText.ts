import { applySegmentMask, type SegmentMask } from './segmentMask';

/** hh:mm. */
export const CLOCK_MASK: SegmentMask = { sizes: [2, 2], separator: ':' };

const CLOCK = /^\d{2}:\d{2}$/;

export const maskClockText = (typed: string): string => applySegmentMask(typed, CLOCK_MASK);

/**
 * A clock typed in short, completed when the field is left: '9' → 09:00, '130' → 01:30 (a lone first
 * digit is the hour), '1:3' → 01:03, '0930' → 09:30. Complete texts are kept as typed (the schema
 * judges 25:00).
 */
export function completeClockText(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `${digits.padStart(2, '0')}:00`;
  if (digits.length === 3) {
    const [first = '0', second = '0', third = '0'] = digits;
    // '130': the hour is 1 when the rest reads as minutes; '013' (typed '1:3') and '175' keep two hour digits.
    return first !== '0' && Number(second + third) <= 59
      ? `0${first}:${second}${third}`
      : `${first}${second}:0${third}`;
  }
  return `${digits.slice(0, 2)}:${digits.slice(2, 4)}`;
}

export const isCompleteClock = (text: string): boolean => CLOCK.test(text);

/**
 * ArrowUp/ArrowDown on a clock: one hour or one minute up or down (the segment at the caret), wrapping
 * like a native time input. An empty field starts at 00:00.
 */
export function stepClockText(text: string, segment: 'hours' | 'minutes', delta: 1 | -1): string {
  const complete = isCompleteClock(text) ? text : completeClockText(text) || '00:00';
  const [hours = 0, minutes = 0] = complete.split(':').map(Number);
  const next =
    segment === 'hours'
      ? { hours: (((hours + delta) % 24) + 24) % 24, minutes }
      : { hours, minutes: (((minutes + delta) % 60) + 60) % 60 };
  return `${String(next.hours).padStart(2, '0')}:${String(next.minutes).padStart(2, '0')}`;
}
