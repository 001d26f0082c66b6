import { expect } from '@playwright/test';
import { newCpf, newUniqueEmail } from '../support/data';
import {
  confirmAccountFromOutbox,
  expectDialog,
  expectSentToSignIn,
  openSettings,
  pathMatcher,
  signIn,
  signOut,
  signUpConsultant,
  toast,
  trialBanner,
  userMenuButton,
} from '../support/pages';
import { test } from '../support/test';

test('sign-up → outbox link → confirm → sign-in → shell → change password → sign out → new password', async ({
  page,
}) => {
  const consultant = {
    name: 'Beatriz Nogueira Campos',
    email: newUniqueEmail('jornada'),
    password: 'Cafezal@2026',
    cpf: newCpf(),
  };
  const newPassword = 'Colheita#2027';

  // 3-page wizard, 'Cadastro realizado!', then the sign-in page with the e-mail filled in.
  await signUpConsultant(page, consultant);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(consultant.email);

  // The confirmation e-mail reached the outbox; its link verifies the account.
  await confirmAccountFromOutbox(page, consultant.email);

  // Sign in: the consultant's area, the greeting with the first name and a fresh 45-day trial.
  await signIn(
    page,
    { accountType: 'Consultor', email: consultant.email, password: consultant.password },
    '/consultor',
  );
  await expect(userMenuButton(page)).toContainText('Olá, Beatriz');
  await expect(trialBanner(page)).toHaveText('Restam 45 dias de teste');

  // Serviços e Configurações → Alterar senha.
  const drawer = await openSettings(page);
  await drawer.getByRole('button', { name: 'Alterar senha' }).click();
  const dialog = await expectDialog(page, 'Alterar senha');
  await dialog.getByLabel('Senha atual', { exact: true }).fill(consultant.password);
  await dialog.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'success', 'Senha atualizada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Sair → 'Tem certeza que deseja sair?' → Sair.
  await signOut(page);
  await page.goto('/consultor');
  await expectSentToSignIn(page, '/consultor');

  // The old password no longer works; the new one does.
  await signIn(page, { accountType: 'Consultor', email: consultant.email, password: newPassword }, '/consultor');
  await expect(userMenuButton(page)).toContainText('Olá, Beatriz');
  await expect(page).toHaveURL(pathMatcher('/consultor'));
});
