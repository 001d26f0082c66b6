import { expect } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { newCpf, newUniqueEmail } from '../support/data';
import {
  createConfirmedConsultant,
  expectDialog,
  openSettings,
  pathMatcher,
  signIn,
  submitSignIn,
  toast,
  userMenuButton,
} from '../support/pages';
import { test } from '../support/test';

const PHRASE = 'Quero excluir a minha conta';

test('a consultant deletes the account; signing in again fails', async ({ page }) => {
  const consultant = await createConfirmedConsultant(page, {
    name: 'Helena Duarte',
    email: newUniqueEmail('exclusao'),
    password: 'Semente@2026',
    cpf: newCpf(),
  });
  const credentials = { accountType: 'Consultor', email: consultant.email, password: consultant.password } as const;
  await signIn(page, credentials, '/consultor');

  const drawer = await openSettings(page);
  await drawer.getByRole('button', { name: 'Excluir conta' }).click();
  const dialog = await expectDialog(page, 'Excluir conta');
  const confirm = dialog.getByRole('button', { name: 'Excluir conta' });
  const input = dialog.getByLabel('Mensagem de confirmação');

  // Disabled until the phrase is typed in full.
  await expect(confirm).toBeDisabled();
  await input.pressSequentially(PHRASE.slice(0, -1));
  await expect(confirm).toBeDisabled();
  await input.press('a');
  await expect(input).toHaveValue(PHRASE);
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(pathMatcher('/'));
  await expect(page.getByRole('link', { name: 'Já tenho conta' })).toBeVisible();
  await expect(userMenuButton(page)).toHaveCount(0);

  await submitSignIn(page, credentials);
  await expect(toast(page, 'error', 'Email ou senha incorreto(s)')).toBeVisible();
  await expect(page).toHaveURL(pathMatcher('/login'));
});

test("the master's settings drawer has no 'Excluir conta'", async ({ page }) => {
  const { master } = DEMO;
  await signIn(page, { accountType: 'Master', email: master.email, password: master.password }, '/master');
  const drawer = await openSettings(page);
  await expect(drawer.getByRole('button', { name: 'Alterar senha' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Alterar email' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Suporte técnico' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Excluir conta' })).toHaveCount(0);
});
