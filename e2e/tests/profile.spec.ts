import { expect } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { newMobile, solidPng } from '../support/data';
import { openUserMenuItem, pathMatcher, screenshot, signIn, toast } from '../support/pages';
import { test } from '../support/test';

test('a consultant changes the photo and the phone on the profile', async ({ page }) => {
  const account = DEMO.standardConsultant;
  await signIn(page, { accountType: 'Consultor', email: account.email, password: account.password }, '/consultor');

  await openUserMenuItem(page, 'Perfil');
  await expect(page).toHaveURL(pathMatcher('/consultor/perfil'));
  await expect(page.getByRole('heading', { name: 'Perfil', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: account.name })).toBeVisible();
  await expect(page.getByRole('main').getByText('Padrão', { exact: true })).toBeVisible();

  // Photo: a real PNG goes through the BFF's upload route and comes back through its download route.
  await page.getByLabel('Arquivo da foto de perfil').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: solidPng(48),
  });
  await expect(toast(page, 'success', 'Foto Atualizada com sucesso! 📸 😎')).toBeVisible();
  const photo = page.getByRole('main').getByRole('img', { name: account.name });
  await expect(photo).toHaveJSProperty('tagName', 'IMG');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  await expect(page.getByRole('button', { name: 'Remover foto' })).toBeVisible();
  await screenshot(page, 'profile-consultor');

  // Phone: /consultor/perfil/editar.
  await page.getByRole('link', { name: 'Editar perfil' }).click();
  await expect(page).toHaveURL(pathMatcher('/consultor/perfil/editar'));
  const mobile = newMobile();
  const phone = page.getByLabel('Celular', { exact: true });
  await expect(phone).not.toHaveValue('');
  await phone.fill(mobile);
  const shown = `(${mobile.slice(0, 2)}) ${mobile.slice(2, 7)}-${mobile.slice(7)}`;
  await expect(phone).toHaveValue(shown);
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(toast(page, 'success', 'Perfil atualizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(pathMatcher('/consultor/perfil'));
  await expect(page.getByRole('main').getByText(shown)).toBeVisible();
});
