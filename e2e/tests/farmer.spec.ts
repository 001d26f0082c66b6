import { expect } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { E2E_FARMER_URL } from '../support/env';
import { expectSentToSignIn, pathMatcher, submitSignIn, toast, userMenuButton } from '../support/pages';
import { test } from '../support/test';

/**
 * The second BFF sends 'Consultor' sign-ins to the farmer family, so a farmer's credentials come back
 * from the provider as a successful USER sign-in: the BFF must refuse to open a session.
 */
test('the farmer is signed out at session start', async ({ page }) => {
  const { farmer } = DEMO;
  await submitSignIn(page, {
    accountType: 'Consultor',
    email: farmer.email,
    password: farmer.password,
    origin: E2E_FARMER_URL,
  });

  await expect(toast(page, 'error')).toBeVisible();
  await expect(toast(page, 'error')).not.toHaveText('');
  await expect(page).toHaveURL(pathMatcher('/login'));
  await expect(page.getByRole('heading', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(userMenuButton(page)).toHaveCount(0);

  // No session was kept: the area treats the visitor as signed out after a reload (back to sign-in).
  await page.goto(`${E2E_FARMER_URL}/consultor`);
  await expectSentToSignIn(page, '/consultor');
  await expect(userMenuButton(page)).toHaveCount(0);
});
