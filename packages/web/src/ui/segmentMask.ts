/**
 * Digit groups with one separator between them: dd/mm/aaaa is [2, 2, 4] with '/', hh:mm is [2, 2]
 * with ':'. Shared by the date, time and duration fields so they type and edit alike.
 */
export interface SegmentMask {
  sizes: readonly number[];
  separator: string;
}

export const maxDigits = (mask: SegmentMask): number => mask.sizes.reduce((sum, size) => sum + size, 0);

/** Offsets (in digits) where each segment starts. */
const segmentStarts = ({ sizes }: SegmentMask): number[] =>
  sizes.map((_, index) => sizes.slice(0, index).reduce((sum, size) => sum + size, 0));

/**
 * The masked text of what was typed. Separators come between digit groups by themselves; a separator
 * typed after a short group pads it with zeros ('9:' becomes '09:', '1/' becomes '01/'), and one typed
 * right after a full group stays visible, so typing '01/12/2026' and '01122026' end alike.
 */
export function applySegmentMask(typed: string, mask: SegmentMask): string {
  const max = maxDigits(mask);
  const starts = segmentStarts(mask);
  const chunks = typed.split(mask.separator).map((chunk) => chunk.replace(/\D/g, ''));
  let digits = '';
  chunks.forEach((chunk, index) => {
    digits += chunk;
    const closedBySeparator = index < chunks.length - 1;
    if (!closedBySeparator || chunk === '') return;
    // Pad the group the separator closed, when it is short.
    const group = starts.findLastIndex((start) => start < digits.length);
    const start = starts[group] ?? 0;
    const size = mask.sizes[group] ?? 0;
    const filled = digits.length - start;
    if (group < mask.sizes.length - 1 && filled < size) {
      digits = digits.slice(0, start) + digits.slice(start).padStart(size, '0');
    }
  });
  digits = digits.slice(0, max);
  const groups = starts
    .map((start, index) => digits.slice(start, start + (mask.sizes[index] ?? 0)))
    .filter((group) => group !== '');
  let text = groups.join(mask.separator);
  // Keep a separator typed right after a full group ('01/'), so the caret moves past it.
  const endsWithSeparator = typed.endsWith(mask.separator) && digits.length < max;
  if (endsWithSeparator && starts.includes(digits.length) && digits.length > 0) text += mask.separator;
  return text;
}

/** [start, end) of the segment holding position `pos` of a masked text. */
export function segmentAt(text: string, pos: number, mask: SegmentMask): [number, number] {
  let start = 0;
  for (const part of text.split(mask.separator)) {
    const end = start + part.length;
    if (pos <= end) return [start, end];
    start = end + mask.separator.length;
  }
  return [Math.max(0, text.length), text.length];
}
