import { expect, type Page } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { completeSignIn, userMenuButton } from '../support/pages';
import { test } from '../support/test';

/**
 * Stylesheet by session (docs/architecture-notes.md): a visitor's page links the signed-out subset of the app's
 * stylesheet; on the way into an area the whole sheet is linked after it and loaded before the area shows.
 */

test.use({ viewport: { width: 1280, height: 800 } });

/** The page's stylesheet links, in order (path only), each with whether the browser has parsed it. */
const stylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
      path: new URL(link.href).pathname,
      loaded: (link.sheet?.cssRules.length ?? 0) > 0,
    })),
  );

test('the sign-in page carries the signed-out stylesheet, the area the whole one, loaded before it shows', async ({
  page,
}) => {
  const account = DEMO.premiumConsultant;
  const signedOut = { path: expect.stringMatching(/^\/assets\/signed-out-.+\.css$/), loaded: true };
  const whole = { path: expect.stringMatching(/^\/assets\/index-.+\.css$/), loaded: true };

  // A visitor: the signed-out sheet alone, then the whole one after it, parsed, once the area shows.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Qual o seu tipo de conta?' })).toBeVisible();
  expect(await stylesheets(page)).toEqual([signedOut]);
  await completeSignIn(page, { accountType: 'Consultor', email: account.email, password: account.password });
  await expect(userMenuButton(page)).toBeVisible();
  expect(await stylesheets(page)).toEqual([signedOut, whole]);

  // Signed in, a page load links the whole sheet alone.
  await page.reload();
  await expect(userMenuButton(page)).toBeVisible();
  expect(await stylesheets(page)).toEqual([whole]);
});
