import { expect } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { expectDialog, pathMatcher, screenshot, sideMenu, signIn } from '../support/pages';
import { test } from '../support/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('under 520 px the side menu is off-canvas and opens from the top bar', async ({ page }) => {
  const account = DEMO.premiumConsultant;
  await signIn(page, { accountType: 'Consultor', email: account.email, password: account.password }, '/consultor');

  // The desktop menu is not shown; nothing of the menu takes room beside the content.
  await expect(sideMenu(page)).toBeHidden();
  const main = page.getByRole('main');
  const box = await main.boundingBox();
  expect(box?.x ?? -1).toBeLessThanOrEqual(1);
  await screenshot(page, 'shell-mobile');

  const open = page.getByRole('button', { name: 'Abrir menu' });
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();

  const drawer = await expectDialog(page, 'Menu');
  await expect(drawer.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await screenshot(page, 'shell-mobile-menu');
  await drawer.getByRole('link', { name: 'Consultorias Ofertadas' }).click();

  await expect(page).toHaveURL(pathMatcher('/consultor/consultorias/ofertadas'));
  await expect(drawer).toBeHidden();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
});
