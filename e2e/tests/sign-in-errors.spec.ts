import { expect } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { newCpf, newUniqueEmail } from '../support/data';
import { countMail, waitForMail } from '../support/outbox';
import {
  confirmAccountFromOutbox,
  expectDialog,
  pathMatcher,
  signIn,
  signUpConsultant,
  submitSignIn,
  toast,
  userMenuButton,
} from '../support/pages';
import { test } from '../support/test';

test('wrong password shows "Email ou senha incorreto(s)"', async ({ page }) => {
  await submitSignIn(page, { accountType: 'Consultor', email: DEMO.premiumConsultant.email, password: 'Errada@123' });
  await expect(toast(page, 'error', 'Email ou senha incorreto(s)')).toBeVisible();
  await expect(page).toHaveURL(pathMatcher('/login'));
  await expect(userMenuButton(page)).toHaveCount(0);
});

test('unverified sign-in opens the verification modal; resend shows "Instruções enviadas para {email}"', async ({
  page,
}) => {
  const { unverifiedConsultant: account } = DEMO;
  const before = await countMail(account.email, 'confirm-account');
  await submitSignIn(page, { accountType: 'Consultor', email: account.email, password: account.password });

  const modal = await expectDialog(page, 'Verificar conta');
  await expect(modal.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  await modal.getByRole('button', { name: 'Enviar instruções' }).click();
  await expect(modal.getByText(`Instruções enviadas para ${account.email}`)).toBeVisible();
  await expect.poll(() => countMail(account.email, 'confirm-account')).toBe(before + 1);
  await expect(page).toHaveURL(pathMatcher('/login'));
});

test('a consultant who just signed up is asked to verify; the resent link confirms the account', async ({ page }) => {
  const consultant = {
    name: 'Otávio Prado',
    email: newUniqueEmail('verificar'),
    password: 'Plantio@2026',
    cpf: newCpf(),
  };
  await signUpConsultant(page, consultant);
  const first = await waitForMail(consultant.email, 'confirm-account');

  await submitSignIn(page, { accountType: 'Consultor', email: consultant.email, password: consultant.password });
  const modal = await expectDialog(page, 'Verificar conta');
  await modal.getByRole('button', { name: 'Enviar instruções' }).click();
  await expect(modal.getByText(`Instruções enviadas para ${consultant.email}`)).toBeVisible();

  // 'Reenviar' sends yet another e-mail and says so in a toast.
  await modal.getByRole('button', { name: 'Reenviar' }).click();
  await expect(toast(page, 'success', `Instruções enviadas para ${consultant.email}`)).toBeVisible();
  await expect.poll(() => countMail(consultant.email, 'confirm-account')).toBe(3);
  await modal.getByRole('button', { name: 'Fechar', exact: true }).first().click();

  // The newest link confirms the account (the first one was replaced).
  const newest = await waitForMail(consultant.email, 'confirm-account');
  expect(newest.link).not.toBe(first.link);
  await confirmAccountFromOutbox(page, consultant.email);
  await signIn(
    page,
    { accountType: 'Consultor', email: consultant.email, password: consultant.password },
    '/consultor',
  );
  await expect(userMenuButton(page)).toContainText('Olá, Otávio');
});
