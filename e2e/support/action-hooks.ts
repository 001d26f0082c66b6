import type { Locator, Page } from '@playwright/test';

/**
 * Runs an async step before every action a test can take on a page (support/axe.ts analyses the
 * page there): locator actions, page navigation and input, keyboard and mouse, and closing.
 */

/** Actions after which the page may be in a new state. */
const LOCATOR_ACTIONS = [
  'check',
  'clear',
  'click',
  'dblclick',
  'dispatchEvent',
  'dragTo',
  'fill',
  'hover',
  'press',
  'pressSequentially',
  'selectOption',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
] as const;
const PAGE_ACTIONS = ['goto', 'reload', 'goBack', 'goForward', 'close', 'click', 'fill', 'press'] as const;
const KEYBOARD_ACTIONS = ['press', 'type', 'insertText'] as const;
const MOUSE_ACTIONS = ['click', 'dblclick', 'down', 'wheel'] as const;

type Method = (...args: never[]) => Promise<unknown>;

/** Runs `before` ahead of each named method of `target` (an instance, or Locator's prototype). */
export function runBefore<T extends object>(
  target: T,
  names: readonly string[],
  before: (self: T) => Promise<void>,
): void {
  const methods = target as unknown as Record<string, Method>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = async function (this: T, ...args: never[]) {
      await before(this);
      return original.apply(this, args);
    };
  }
}

/** The step of each hooked page (the Locator hook finds it through locator.page()). */
const steps = new WeakMap<Page, () => Promise<void>>();

/** Locators are made on demand, so their prototype is hooked (once per worker); the rest per page. */
let locatorsHooked = false;
function hookLocators(page: Page): void {
  if (locatorsHooked) return;
  locatorsHooked = true;
  runBefore(Object.getPrototypeOf(page.locator(':root')) as Locator, LOCATOR_ACTIONS, async (locator) => {
    await steps.get(locator.page())?.();
  });
}

/** Runs `step` before each action on `page` (the last hook installed on a page wins for locators). */
export function beforeEachAction(page: Page, step: () => Promise<void>): void {
  steps.set(page, step);
  hookLocators(page);
  runBefore(page, PAGE_ACTIONS, step);
  runBefore(page.keyboard, KEYBOARD_ACTIONS, step);
  runBefore(page.mouse, MOUSE_ACTIONS, step);
}
