import { expect } from '@playwright/test';
import { CATALOGUE, OFFER_UPDATED } from '@talhao/schema';
import { CONSULTANT_BASE, consultantTest as test } from '../support/consultant';
import { newUniqueLabel, solidPng } from '../support/data';
import { typeInto } from '../support/fields';
import { field, main, pageTitle } from '../support/master';
import { expectDialog, pathMatcher, toast } from '../support/pages';

const LIST = `${CONSULTANT_BASE}/consultorias/ofertadas`;

test('a consultant creates an offer with a custom price, a region and an image, then edits and deletes it', async ({
  page,
}) => {
  const name = newUniqueLabel('Oferta e2e', 40);
  await page.goto(LIST);
  await expect(pageTitle(page, 'Consultorias Ofertadas')).toBeVisible();
  await main(page).getByRole('link', { name: 'Criar' }).click();
  await expect(pageTitle(page, 'Nova Consultoria')).toBeVisible();

  const form = main(page).locator('form');
  await field(form, 'Nome').fill(name);
  await field(form, 'Modalidade').selectOption({ label: 'Presencial' });
  await field(form, 'Culturas').fill('Café, Milho');

  // Price dialog: 'Personalizado' with one line of R$ 1.350,50 per visit, typed the Brazilian way.
  await form.getByRole('button', { name: 'Definir preço' }).click();
  const priceDialog = await expectDialog(page, 'Preço');
  await priceDialog.getByText('Personalizado', { exact: true }).click();
  await typeInto(priceDialog.getByLabel('Valor 1'), '1.350,50');
  await expect(priceDialog.getByLabel('Valor 1')).toHaveValue('R$ 1.350,50');
  await priceDialog.getByLabel('Tipo de cobrança 1').selectOption({ label: 'Por visita' });
  await priceDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByRole('list', { name: 'Preço escolhido' })).toContainText('R$ 1.350,50');

  // The region search empties itself after each pick; the pick lands in the list below it.
  await form.getByRole('combobox', { name: 'Regiões de atendimento' }).fill('Linhares');
  await page
    .getByRole('option', { name: /^Linhares - ES/ })
    .first()
    .click();
  await expect(form.getByRole('list', { name: 'Regiões adicionadas' })).toContainText('Linhares');
  await field(form, 'Resumo').fill('Visitas mensais para manejo do cafezal.');
  await form.getByRole('textbox', { name: 'Descrição' }).fill('Acompanhamento técnico completo da lavoura de café.');
  await form.getByLabel('Arquivo da imagem da consultoria').setInputFiles({
    name: 'cafe.png',
    mimeType: 'image/png',
    buffer: solidPng(64),
  });
  await form.getByRole('button', { name: 'Criar consultoria' }).click();

  await expect(toast(page, 'success', CATALOGUE.saveOffer.success)).toBeVisible();
  await expect(page).toHaveURL(pathMatcher(new RegExp(`^${LIST}/[0-9a-f]{24}$`)));
  const detail = main(page);
  await expect(detail.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(detail.getByText('Presencial')).toBeVisible();
  await expect(detail.getByText(/R\$ 1\.350,50/)).toBeVisible();
  await expect(detail.getByText(/Linhares/)).toBeVisible();
  await expect(detail.getByRole('img', { name: new RegExp(name) })).toBeVisible();
  const detailUrl = page.url();

  // The list shows it (newest first).
  await page.goto(LIST);
  await expect(main(page).getByRole('row').filter({ hasText: name })).toBeVisible();

  // Edit: rename, save, back on the detail.
  await page.goto(detailUrl);
  await main(page).getByRole('link', { name: 'Editar' }).click();
  const renamed = `${name} (editada)`;
  await field(main(page).locator('form'), 'Nome').fill(renamed);
  await main(page).getByRole('button', { name: 'Salvar consultoria' }).click();
  await expect(toast(page, 'success', OFFER_UPDATED)).toBeVisible();
  await expect(main(page).getByRole('heading', { name: renamed, exact: true })).toBeVisible();

  // Delete after confirmation.
  await main(page).getByRole('link', { name: 'Editar' }).click();
  await main(page).getByRole('button', { name: 'Deletar' }).click();
  const confirm = await expectDialog(page, 'Deletar consultoria');
  await expect(confirm).toContainText('Tem certeza que deseja remover a consultoria?');
  await confirm.getByRole('button', { name: 'Deletar' }).click();
  await expect(toast(page, 'success', CATALOGUE.deleteOffer.success)).toBeVisible();
  await page.goto(LIST);
  await expect(pageTitle(page, 'Consultorias Ofertadas')).toBeVisible();
  await expect(main(page).getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
});
