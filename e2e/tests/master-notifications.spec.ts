import { expect } from '@playwright/test';
import { CATALOGUE, todayInSaoPaulo } from '@talhao/schema';
import { newUniqueLabel } from '../support/data';
import {
  addDays,
  bodyRows,
  field,
  fillBroadcast,
  main,
  NOTIFICATIONS_PATH,
  pageTitle,
  saveForm,
  masterTest as test,
} from '../support/master';
import { expectDialog, pathMatcher, screenshot, toast } from '../support/pages';

test('a push notification is created and then deleted after confirmation', async ({ page }) => {
  await page.goto(NOTIFICATIONS_PATH);
  await expect(pageTitle(page, 'Notificações')).toBeVisible();
  const table = main(page).getByRole('table', { name: 'Notificações' });
  await expect(bodyRows(table).first()).toBeVisible();
  await screenshot(page, 'master-notificacoes');

  await main(page).getByRole('link', { name: 'Criar', exact: true }).click();
  await expect(page).toHaveURL(pathMatcher(`${NOTIFICATIONS_PATH}/criar`));
  await expect(pageTitle(page, 'Criar notificação')).toBeVisible();
  const form = main(page).locator('form');
  // A notification has no link, status or image (spec 000 §2).
  await expect(field(form, 'Link')).toHaveCount(0);
  await expect(field(form, 'Status')).toHaveCount(0);

  const title = newUniqueLabel('Notificação E2E', 60);
  // Far enough ahead that it heads the list (newest start first), whatever earlier runs left behind.
  const start = addDays(todayInSaoPaulo(), 720);
  await fillBroadcast(page, {
    title,
    message: 'Vacinação do rebanho: confira o calendário.',
    periodicity: 'Uma vez',
    startDate: start,
  });
  await expect(form.getByRole('checkbox', { name: 'Agricultores' }), 'categoria padrão: USER').toBeChecked();
  await saveForm(page);

  await expect(toast(page, 'success', CATALOGUE.savePushNotification.success)).toBeVisible();
  await expect(page).toHaveURL(pathMatcher(NOTIFICATIONS_PATH));
  const row = bodyRows(table).filter({ has: page.getByText(title, { exact: true }) });
  await expect(row).toHaveCount(1);
  const [year, month, day] = start.split('-');
  await expect(row).toContainText(`${day}/${month}/${year}`);
  await expect(row).toContainText('Uma vez');
  await expect(row).toContainText('Agricultores');

  await row.getByRole('button', { name: /^Excluir/ }).click();
  const confirm = await expectDialog(page, 'Excluir notificação');
  await expect(confirm.getByText('Tem certeza que deseja excluir esta notificação?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(toast(page, 'success', CATALOGUE.deletePushNotification.success)).toBeVisible();
  // The list is fetched again after the deletion: the row is gone on the server, not only on screen.
  await expect(row).toHaveCount(0);
  await expect(bodyRows(table).first()).toBeVisible();
});
