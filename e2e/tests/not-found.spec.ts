import { expect } from '@playwright/test';
import { expectSentToSignIn, pathMatcher } from '../support/pages';
import { test } from '../support/test';

for (const path of ['/login/qualquer', '/services/xyz', '/admin/abc', '/nada']) {
  test(`${path} shows 'Conteúdo não encontrado'`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Conteúdo não encontrado' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar à página inicial' }).click();
    await expect(page).toHaveURL(pathMatcher('/'));
    await expect(page.getByRole('link', { name: 'Já tenho conta' })).toBeVisible();
  });
}

test("/services/confirm-account without parameters shows 'Erro ao carregar a página'", async ({ page }) => {
  await page.goto('/services/confirm-account');
  await expect(page.getByText('Erro ao carregar a página')).toBeVisible();
});

test('a signed-out visit to /empresa goes to sign-in, keeping the page to come back to', async ({ page }) => {
  await page.goto('/empresa');
  await expectSentToSignIn(page, '/empresa');
  await expect(page.getByRole('heading', { name: 'Usuário não autorizado' })).toHaveCount(0);
});
