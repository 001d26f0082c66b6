import { expect, type Page } from '@playwright/test';
import { CONSULTANT_BASE, consultantTest } from '../support/consultant';
import { userMenuButton } from '../support/pages';

/**
 * A returning user's area home arrives drawn by the BFF (architecture note 36): its data is in the HTML, the
 * browser hydrates that markup (no second render, no error), and the page takes clicks only once it is the app's.
 */
const test = consultantTest;

const AGENDA_DATE = 'main section[aria-label="Agenda"] tbody tr td';
const DATE = /\d{2}\/\d{2}\/\d{4}/;

/** Console errors and uncaught page errors (a hydration mismatch is reported as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The root once hydrated: main.tsx lifts `inert` when React has adopted the server's markup. */
async function hydrated(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
}

test('the home comes drawn in the HTML, is hydrated without errors and then answers clicks', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto(CONSULTANT_BASE);
  const html = (await response?.text()) ?? '';
  // The agenda's rows are in the document itself, inside the root the browser hydrates.
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toMatch(/^<div id="root" data-server-rendered inert>/);
  expect(root).toContain('aria-label="Agenda"');
  expect(root).toMatch(DATE);
  // The app's entry is preloaded and started after the markup's first paint by the one inline script (a CSP
  // refusal of it would be a console error below, and the page would never hydrate).
  expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-');
  expect(html).not.toContain('<script type="module"');

  await hydrated(page);
  await expect(page.locator(AGENDA_DATE).first()).toHaveText(DATE);
  await userMenuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('with its scripts unreachable the home still shows its data, and takes no click', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(CONSULTANT_BASE);
  await expect(page.locator(AGENDA_DATE).first()).toHaveText(DATE);
  await expect(page.locator('main h1')).toHaveText('Início');
  // Nothing hydrates it: it stays inert, so a click is not taken and lost.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
});

test('a collapsed side menu is drawn collapsed by the server and stays so once hydrated', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${CONSULTANT_BASE}/perfil`);
  await page.getByRole('button', { name: 'Recolher menu' }).click();
  await expect(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible();

  const response = await page.goto(CONSULTANT_BASE);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-server-rendered');
  expect(html).toContain('aria-label="Expandir menu"');
  expect(html).not.toContain('aria-label="Recolher menu"');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible();

  // Expanded again: the next server render draws it open. The page is left only once the menu shows the click
  // took effect: the preference is written with that render, so the cookie then holds it (a clean run that left
  // right after the click saw the server draw the old state).
  await page.getByRole('button', { name: 'Expandir menu' }).click();
  await expect(page.getByRole('button', { name: 'Recolher menu' })).toBeVisible();
  const again = await page.goto(CONSULTANT_BASE);
  expect((await again?.text()) ?? '').toContain('aria-label="Recolher menu"');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Recolher menu' })).toBeVisible();
  expect(errors).toEqual([]);
});
