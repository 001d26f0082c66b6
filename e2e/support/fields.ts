import type { Locator } from '@playwright/test';

/*
 * Talhão's date, time, duration and money fields are masked text inputs (no native date/time
 * pickers, which follow the browser's language). Specs type into them key by key, as a person does,
 * so the masks see every keystroke.
 */

/** 'yyyy-MM-dd' as a Brazilian types it: dd/mm/aaaa. */
export const typedDay = (day: string): string => day.split('-').reverse().join('/');

/** Empties the field, then types `text` key by key and leaves the field (short clocks complete on leaving). */
export async function typeInto(control: Locator, text: string): Promise<void> {
  await control.fill('');
  await control.pressSequentially(text);
  await control.blur();
}
