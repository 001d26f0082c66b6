import type { Locator } from '@playwright/test';

/*
 * Talhão's date, time, duration and money fields are masked text inputs (no native date/time
 * pickers, which follow the browser's language). Specs type into them key by key, as a person does,
 * so the masks see every keystroke.
 */

/** 'yyyy-MM-dd' as a Brazilian types it: dd/mm/aaaa. */
export const typedDay = (day: string): string => day.split('-').reverse().join('/');

/** Resolves once the page has run every timer already due: a mask's deferred caret fix-up included. */
const pendingTimersRun = (control: Locator) =>
  control.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * Empties the field, then types `text` key by key and leaves the field (short clocks complete on leaving).
 * Before a ',' the page's pending timers run: the money mask (react-number-format) re-places the caret of a
 * keystroke in a 0 ms timer, and a ',' typed before the padded ',00' only moves the caret — pressed while the
 * previous digit's fix-up is still queued (a machine-speed burst on a busy machine), the fix-up would put the
 * caret back before the comma. A person's keystrokes are far apart; the spec waits for that condition.
 */
export async function typeInto(control: Locator, text: string): Promise<void> {
  await control.fill('');
  for (const part of text.split(/(,)/)) {
    if (part === ',') await pendingTimersRun(control);
    if (part) await control.pressSequentially(part);
  }
  await control.blur();
}
