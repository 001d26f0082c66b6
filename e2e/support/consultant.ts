import type { Browser, Page } from '@playwright/test';
import { DEMO, type DemoAccount } from './accounts';
import { BRAZIL_CONTEXT } from './env';
import { type StorageState, signedInStorage, workerScreenshotPath } from './pages';
import { test as base } from './test';

/**
 * Helpers of the consultant specs (tests/consultant-*.spec.ts).
 *
 * `consultantTest` signs the premium demo consultant in once per worker and starts every test with
 * that session; `signedInAs` gives a fresh page signed in as another demo consultant (for flows that
 * need an account in a given state, e.g. without a work schedule).
 */

const storageFor = (browser: Browser, { email, password }: DemoAccount, screenshotPath?: string) =>
  signedInStorage(browser, { accountType: 'Consultor', email, password }, CONSULTANT_BASE, screenshotPath);

export const CONSULTANT_VIEWPORT = { width: 1280, height: 800 } as const;
export const CONSULTANT_BASE = '/consultor';

export const consultantTest = base.extend<object, { consultantStorage: StorageState }>({
  consultantStorage: [
    async ({ browser }, use, worker) => {
      const screenshotPath = workerScreenshotPath(worker, 'consultant-sign-in');
      await use(await storageFor(browser, DEMO.premiumConsultant, screenshotPath));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ consultantStorage }, use) => use(consultantStorage),
  viewport: CONSULTANT_VIEWPORT,
});

/** A new page signed in as `account` (its own context; closed with the test's browser). */
export async function signedInAs(
  browser: Browser,
  account: DemoAccount,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    ...BRAZIL_CONTEXT,
    viewport: CONSULTANT_VIEWPORT,
    storageState: await storageFor(browser, account),
  });
  return { page: await context.newPage(), close: () => context.close() };
}
