import { onlyDigits } from '@talhao/schema';
import { type ChangeEvent, useLayoutEffect, useRef, useState } from 'react';
import { digitsBefore, positionAfterDigits } from './caret';
import { maxDigits, type SegmentMask, segmentAt } from './segmentMask';

export interface MaskedTextOptions {
  /** The form's value. */
  value: string;
  onChange(value: string): void;
  segments: SegmentMask;
  /** What was typed, as the field shows it. */
  mask(typed: string): string;
  /** The form's value of a shown text, and back. */
  toValue(text: string): string;
  toText(value: string): string;
}

/**
 * The text of a masked field (date, time, duration) kept beside the form's value: the caret stays
 * among the digits when the mask moves separators, a digit typed into a full field replaces the one
 * after the caret (as native date and time inputs do), and a click on a full field selects the
 * segment under the pointer, so clicking the minutes and typing '30' just works.
 */
export function useMaskedText({ value, onChange, segments, mask, toValue, toText }: MaskedTextOptions) {
  const [text, setText] = useState(() => toText(value));
  const [shownValue, setShownValue] = useState(value);
  // A value set from outside (a reset, the calendar, a synced end date) replaces the text.
  if (value !== shownValue) {
    setShownValue(value);
    if (toValue(text) !== value) setText(toText(value));
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || caret.current === null || input.ownerDocument.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  /** Shows `next` and hands its value to the form. */
  function commit(next: string) {
    const nextValue = toValue(next);
    setText(next);
    setShownValue(nextValue);
    if (nextValue !== value) onChange(nextValue);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    let typed = event.target.value;
    const pos = event.target.selectionStart ?? typed.length;
    if (onlyDigits(typed).length > maxDigits(segments)) {
      typed = typed.slice(0, pos) + typed.slice(pos).replace(/\d/, '');
    }
    const next = mask(typed);
    const before = mask(typed.slice(0, pos));
    caret.current = next.startsWith(before) ? before.length : positionAfterDigits(next, digitsBefore(typed, pos));
    commit(next);
  }

  function selectSegment() {
    const input = inputRef.current;
    if (!input || input.selectionStart !== input.selectionEnd) return;
    if (onlyDigits(input.value).length < maxDigits(segments)) return;
    const [start, end] = segmentAt(input.value, input.selectionStart ?? 0, segments);
    input.setSelectionRange(start, end);
  }

  return { text, commit, inputRef, onChange: handleChange, onClick: selectSegment };
}
