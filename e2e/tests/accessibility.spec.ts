import { expect, type Locator, type Page } from '@playwright/test';
import { todayInSaoPaulo, WORK_STATUS } from '@talhao/schema';
import { elementScreenshot, type FocusedControl, focusedControl, hasVisibleRing, textContrast } from '../support/a11y';
import { CONSULTANT_BASE, consultantTest } from '../support/consultant';
import { main } from '../support/master';
import { expectDialog, screenshot, userMenuButton } from '../support/pages';
import { test } from '../support/test';

/**
 * What axe cannot judge on its own (issue 12): a ring on every control reached with Tab (the shell,
 * the side menu, a list's row actions, a dialog), the hovered selected calendar day, the badges'
 * contrast as rendered, and 24 px targets on the sign-in and landing pages. axe itself runs on every
 * page of these tests too (support/test.ts). Screenshots go to artifacts/screenshots/a11y-*.png.
 */

const PROVIDED = `${CONSULTANT_BASE}/consultorias/prestadas`;
const AA_TEXT = 4.5;

/** Presses Tab until `until` matches the focused control (at most `limit` times); returns every stop. */
async function tabUntil(page: Page, until: RegExp, limit = 60): Promise<FocusedControl[]> {
  const stops: FocusedControl[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const control = await focusedControl(page);
    if (!control) continue;
    stops.push(control);
    if (until.test(control.description)) return stops;
  }
  throw new Error(`Tab não chegou a ${until} em ${limit} passos`);
}

const withoutRing = (stops: FocusedControl[]) =>
  stops.filter((stop) => !hasVisibleRing(stop)).map((s) => s.description);

consultantTest(
  'Tab shows a focus ring on the top bar, the side menu, the row actions and inside a dialog',
  async ({ page }) => {
    await page.goto(PROVIDED);
    const table = main(page).getByRole('table', { name: 'Consultorias prestadas' });
    await expect(table.getByRole('link', { name: /^Visualizar/ }).first()).toBeVisible();

    const toMenu = await tabUntil(page, /menu do usuário/i);
    await elementScreenshot(page, userMenuButton(page), 'a11y-focus-user-menu');
    const toSideMenu = await tabUntil(page, /^a 'Minhas Consultorias'/);
    await elementScreenshot(
      page,
      page.locator('aside').getByRole('link', { name: 'Minhas Consultorias' }),
      'a11y-focus-side-menu',
    );
    const toRowAction = await tabUntil(page, /^a 'Visualizar/);
    await elementScreenshot(page, table.getByRole('link', { name: /^Visualizar/ }).first(), 'a11y-focus-row-action');
    const stops = [...toMenu, ...toSideMenu, ...toRowAction];
    expect(withoutRing(stops), 'controles sem anel de foco visível').toEqual([]);

    // The user menu by keyboard: its last item ('Sair') opens a confirmation dialog.
    await userMenuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const dialog = await expectDialog(page, 'Sair');
    const inDialog: FocusedControl[] = [];
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press('Tab');
      const control = await focusedControl(page);
      if (control) inDialog.push(control);
    }
    expect(inDialog.map((stop) => stop.description)).toContainEqual(expect.stringMatching(/Cancelar/));
    expect(withoutRing(inDialog), 'controles do diálogo sem anel de foco').toEqual([]);
    await screenshot(page, 'a11y-focus-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  },
);

consultantTest('the status badges of a list read at 4.5:1 or more as rendered', async ({ page }) => {
  await page.goto(PROVIDED);
  const table = main(page).getByRole('table', { name: 'Consultorias prestadas' });
  await expect(table.getByRole('link', { name: /^Visualizar/ }).first()).toBeVisible();
  const labels = [...new Set(Object.values(WORK_STATUS).map((status) => status.label))];
  let checked = 0;
  for (const label of labels) {
    for (const badge of await table.getByText(label, { exact: true }).all()) {
      expect(await textContrast(badge), `'${label}'`).toBeGreaterThanOrEqual(AA_TEXT);
      checked++;
    }
  }
  expect(checked, 'selos de status na página').toBeGreaterThan(0);
  await elementScreenshot(page, table, 'a11y-status-badges', 0);
});

consultantTest('the selected calendar day reads at 4.5:1 or more, hovered too', async ({ page }) => {
  await page.goto(`${CONSULTANT_BASE}/calendario`);
  const today = todayInSaoPaulo();
  const otherDay = `${today.slice(0, 8)}${today.endsWith('-15') ? '16' : '15'}`;
  const grid = main(page).locator('table[aria-label]');
  for (const day of [otherDay, today]) {
    const button = grid.locator(`button[data-day="${day}"]`);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => textContrast(button), `${day} selecionado`).toBeGreaterThanOrEqual(AA_TEXT);
    await button.hover();
    await expect.poll(() => textContrast(button), `${day} selecionado, sob o cursor`).toBeGreaterThanOrEqual(AA_TEXT);
  }
  await elementScreenshot(page, grid, 'a11y-calendar-selected-day-hovered');
});

test.describe('targets of 24 px or more (WCAG 2.5.8)', () => {
  const expectTarget = async (name: string, target: Locator) => {
    const box = await target.boundingBox();
    expect(box?.height ?? 0, `'${name}' tem ${box?.height ?? 0} px de altura`).toBeGreaterThanOrEqual(24);
  };

  test("'Trocar', 'Esqueci a senha' and 'Cadastrar' on the sign-in page", async ({ page }) => {
    await page.goto('/login');
    const choices = page.getByRole('list', { name: 'Qual o seu tipo de conta?' });
    await expectTarget('Cadastrar', page.getByRole('link', { name: 'Cadastrar' }));
    await choices.getByRole('button', { name: /^Consultor\b/ }).click();
    await expect(page.getByRole('heading', { name: 'Entrar', exact: true })).toBeVisible();
    await expectTarget('Trocar', page.getByRole('button', { name: 'Trocar' }));
    await expectTarget('Esqueci a senha', page.getByRole('button', { name: 'Esqueci a senha' }));
    await expectTarget('Cadastrar', page.getByRole('link', { name: 'Cadastrar' }));
    // From 'Trocar' (clicked last), Tab reaches the link-styled 'Esqueci a senha': its ring shows too.
    await page.getByRole('button', { name: 'Trocar' }).focus();
    const stops = await tabUntil(page, /Esqueci a senha/);
    expect(withoutRing(stops)).toEqual([]);
    await elementScreenshot(page, page.locator('main section').first(), 'a11y-login-links');
  });

  test("the landing page's links", async ({ page }) => {
    await page.goto('/');
    for (const name of ['Já tenho conta', 'Cadastrar', 'Conheça o Talhão']) {
      await expectTarget(name, page.getByRole('main').getByRole('link', { name }));
    }
  });
});
