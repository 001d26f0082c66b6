import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { CONSULTANT_BASE, consultantTest as test } from '../support/consultant';
import { newMobile, newUniqueEmail, newUniqueLabel } from '../support/data';
import { typedDay, typeInto } from '../support/fields';
import { gql } from '../support/graphql';
import { field, main, pageTitle } from '../support/master';
import { choosePlace, expectDialog, pathMatcher, screenshot, toast } from '../support/pages';

/**
 * Issue 14: a consultant's farmers and their land, end to end against the embedded fixture server.
 */

const FARMERS = `${CONSULTANT_BASE}/agricultores`;

/** A square boundary of about 600 m × 600 m (≈ 36 ha) around Vitória – ES, as a KML file a CAR export could be. */
function squareKml(): Buffer {
  const [lat, lon, d] = [-20.3155, -40.3128, 0.0027];
  const ring = [
    [lon - d, lat - d],
    [lon + d, lat - d],
    [lon + d, lat + d],
    [lon - d, lat + d],
    [lon - d, lat - d],
  ]
    .map(([x, y]) => `${x},${y},0`)
    .join(' ');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark>` +
      `<name>Talhão e2e</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${ring}</coordinates>` +
      `</LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`,
  );
}

/** A one-page PDF with text (enough for the BFF's content sniffing and a browser's viewer). */
function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

const todayIso = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

test('a consultant registers a farmer with land, cultures, sectors and a lab analysis, and exports the farmers', async ({
  page,
}) => {
  test.slow();
  const name = newUniqueLabel('Agricultor e2e', 32);
  const mobile = newMobile();
  await page.goto(FARMERS);
  await expect(pageTitle(page, 'Meus Agricultores')).toBeVisible();
  await main(page).getByRole('link', { name: 'Criar' }).click();
  await expect(pageTitle(page, 'Novo Agricultor')).toBeVisible();

  const form = main(page).locator('form');
  await field(form, 'Nome').fill(name);
  await field(form, 'Email').fill(newUniqueEmail('agricultor'));
  await page.getByLabel('Celular', { exact: true }).fill(mobile);
  await choosePlace(page, form.getByRole('combobox', { name: 'Cidade' }), 'Vitória', 'Vitória - ES');
  await form.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(toast(page, 'success', 'Agricultor criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(pathMatcher(new RegExp(`^${FARMERS}/[0-9a-f]{24}$`)));
  await expect(main(page).getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(main(page).getByText('Esse agricultor ainda não possui nenhuma propriedade cadastrada')).toBeVisible();
  const farmerUrl = page.url();

  // A property with its location chosen on the map dialog.
  const propertyName = newUniqueLabel('Sítio e2e', 32);
  await main(page).getByRole('link', { name: 'Criar propriedade' }).click();
  await expect(pageTitle(page, 'Nova Propriedade')).toBeVisible();
  const propertyForm = main(page).locator('form');
  await field(propertyForm, 'Nome da propriedade').fill(propertyName);
  await propertyForm.getByRole('button', { name: 'Selecionar no mapa' }).click();
  const picker = await expectDialog(page, 'Localização da propriedade');
  await picker.getByRole('button', { name: 'Salvar' }).click();
  await expect(picker.getByText('Selecione uma localização para salvar!')).toBeVisible();
  await choosePlace(page, picker.getByRole('combobox', { name: 'Buscar cidade' }), 'Vitória', 'Vitória - ES');
  await picker.getByRole('button', { name: 'Salvar' }).click();
  await expect(propertyForm.getByText(/Vitória/)).toBeVisible();
  await typeInto(field(propertyForm, 'Área total'), '40,5');
  await propertyForm.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'success', 'Propriedade criada com sucesso!')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: propertyName, exact: true })).toBeVisible();
  await expect(main(page).getByText('Essa propriedade não possui Áreas registradas')).toBeVisible();

  // An imported boundary (KML), saved, shown with its area.
  await main(page)
    .getByLabel('Importar contorno')
    .setInputFiles({ name: 'talhao.kml', mimeType: 'application/vnd.google-earth.kml+xml', buffer: squareKml() });
  const editor = await expectDialog(page, 'Contorno da propriedade');
  await expect(editor.getByText(/Área do contorno: \d+,\d+ ha/)).toBeVisible();
  await editor.getByRole('button', { name: 'Salvar contorno' }).click();
  await expect(toast(page, 'success', 'Contorno salvo com sucesso!')).toBeVisible();
  await expect(main(page).getByText(/Área do contorno: 3\d,\d+ ha/)).toBeVisible();

  // Clearing asks first, over the editor; answering the question leaves the editor open behind it.
  await main(page).getByRole('button', { name: 'Editar contorno' }).click();
  const editAgain = await expectDialog(page, 'Contorno da propriedade');
  await editAgain.getByRole('button', { name: 'Limpar contorno' }).click();
  let question = await expectDialog(page, 'Limpar contorno');
  await screenshot(page, 'farmers-boundary-clear-question');
  // Escape answers the question only.
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(editAgain.getByText(/Área do contorno: 3\d,\d+ ha/)).toBeVisible();
  await editAgain.getByRole('button', { name: 'Limpar contorno' }).click();
  question = await expectDialog(page, 'Limpar contorno');
  await question.getByRole('button', { name: 'Limpar', exact: true }).click();
  await expect(question).toHaveCount(0);
  await expect(editAgain.getByText(/Área do contorno/)).toHaveCount(0);
  // Escape then closes the editor without saving: the saved outline stays.
  await page.keyboard.press('Escape');
  await expect(editAgain).toHaveCount(0);
  await expect(main(page).getByText(/Área do contorno: 3\d,\d+ ha/)).toBeVisible();

  // Two areas in the dialog.
  for (const areaName of ['Talhão Norte', 'Talhão Sul']) {
    await main(page).getByRole('button', { name: 'Nova área' }).click();
    const areaDialog = await expectDialog(page, 'Nova área');
    await field(areaDialog, 'Nome da área').fill(areaName);
    await areaDialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'success', 'Área criada com sucesso!')).toBeVisible();
    await expect(main(page).getByRole('row').filter({ hasText: areaName })).toBeVisible();
    await page.getByRole('button', { name: 'Fechar notificação' }).first().click();
  }

  // A culture of the farmer.
  await main(page).getByRole('button', { name: 'Nova cultura' }).click();
  const cultureDialog = await expectDialog(page, 'Nova cultura');
  await cultureDialog.getByRole('button', { name: 'Criar' }).click();
  await expect(cultureDialog.getByText('Digite a cultura')).toBeVisible();
  await field(cultureDialog, 'Cultura').fill('Café conilon');
  await cultureDialog.getByRole('button', { name: 'Criar' }).click();
  await expect(toast(page, 'success', 'Cultura criada com sucesso!')).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'Culturas' })).toContainText('Café conilon');
  const propertyUrl = page.url();

  // Three sectors at once in 'Talhão Norte', named by the provider 'Setor 1..3'.
  await main(page).getByRole('link', { name: 'Criar Setores' }).click();
  await expect(pageTitle(page, 'Criar Setores')).toBeVisible();
  const sectorForm = main(page).locator('form');
  await typeInto(field(sectorForm, 'Quantidade de setores'), '3');
  await field(sectorForm, 'Área').selectOption({ label: 'Talhão Norte' });
  await field(sectorForm, 'Cultura').selectOption({ label: 'Café conilon' });
  await typeInto(field(sectorForm, 'Tamanho do setor'), '1,5');
  await typeInto(field(sectorForm, 'Data de plantio'), typedDay('2025-10-15'));
  await typeInto(field(sectorForm, 'Espaçamento entre linhas'), '3,5');
  await typeInto(field(sectorForm, 'Espaçamento entre plantas'), '0,7');
  await sectorForm.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'success', 'Setor(es) criado(s) com sucesso!')).toBeVisible();
  await page.goto(propertyUrl);
  const north = main(page).getByRole('row').filter({ hasText: 'Talhão Norte' });
  await north
    .getByRole('button', { name: /Talhão Norte/ })
    .first()
    .click();
  const sectors = main(page).getByRole('table', { name: 'Setores da área Talhão Norte' });
  for (const sector of ['Setor 1', 'Setor 2', 'Setor 3']) {
    // 1,5 ha = 15.000 m² ÷ (0,7 m × 3,5 m) = 6.122 plants.
    await expect(sectors.getByRole('row').filter({ hasText: sector })).toContainText('6.122');
  }
  await screenshot(page, 'farmers-property-page');

  // The farmer hub with its property and tiles.
  await page.goto(farmerUrl);
  const propertyRow = main(page).getByRole('row').filter({ hasText: propertyName });
  await expect(propertyRow).toContainText('2');
  await expect(main(page).getByRole('navigation', { name: 'Dados do agricultor' })).toContainText('Estoque');
  await screenshot(page, 'farmers-hub');

  // A lab analysis uploaded with progress, then opened.
  await main(page)
    .getByRole('link', { name: /Análises Agronômicas/ })
    .click();
  await expect(pageTitle(page, 'Análises Agronômicas')).toBeVisible();
  await expect(main(page).getByText('Nenhuma análise encontrada')).toBeVisible();
  await main(page).getByRole('link', { name: 'Inserir' }).click();
  await expect(pageTitle(page, 'Inserir análise')).toBeVisible();
  const analysisForm = main(page).locator('form');
  await field(analysisForm, 'Nome da análise').fill('Análise de solo e2e');
  await typeInto(field(analysisForm, 'Data da análise'), typedDay(todayIso()));
  const propertyBox = analysisForm.getByRole('combobox', { name: 'Propriedade' });
  await propertyBox.fill(propertyName.slice(0, 12));
  // The options re-render when the search answers; a click on one being replaced is retried until it is chosen.
  await expect(async () => {
    await page.getByRole('option', { name: propertyName }).click({ timeout: 2_000 });
    await expect(propertyBox).toHaveValue(propertyName, { timeout: 1_000 });
  }).toPass();
  await analysisForm
    .getByLabel('Arquivo: Arquivo da análise')
    .setInputFiles({ name: 'solo.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await analysisForm.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'success', 'Análise inserida com sucesso!')).toBeVisible();
  const analysisRow = main(page).getByRole('row').filter({ hasText: 'Análise de solo e2e' });
  await expect(analysisRow).toContainText(propertyName);
  const [opened] = await Promise.all([
    page.waitForEvent('popup'),
    analysisRow.getByRole('link', { name: /Abrir/ }).click(),
  ]);
  const fileResponse = await page.request.get(opened.url());
  expect(fileResponse.status()).toBe(200);
  expect(fileResponse.headers()['content-type']).toContain('application/pdf');
  expect((await fileResponse.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await opened.close();

  // The farmers CSV: UTF-8 with BOM, ';' separated, the new farmer in it.
  await page.goto(FARMERS);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page)
      .getByRole('button', { name: /Exportar CSV/ })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^agricultores-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path());
  expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const lines = csv.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toContain('Nome;');
  const row = lines.find((line) => line.startsWith(`${name};`));
  expect(row, `no CSV row for ${name}`).toBeDefined();
  expect(row).toContain('Vitória');
});

test('a consultant reads a farmer’s inventory, harvest costs and field activities, and the laboratories map', async ({
  page,
}) => {
  test.slow();
  await page.goto(FARMERS);
  await expect(pageTitle(page, 'Meus Agricultores')).toBeVisible();
  // A seeded farmer with products, harvests and field activities.
  const { farmers } = await gql<{ farmers: { items: Array<{ id: string }> } }>(page, 'FarmersList', { page: 1 });
  let farmerId: string | null = null;
  for (const { id } of farmers.items) {
    const variables = { farmerId: id, page: 1 };
    const counts = {
      ...(await gql<{ inventory: { total: number } }>(page, 'Inventory', variables)),
      ...(await gql<{ harvests: { total: number } }>(page, 'Harvests', variables)),
      ...(await gql<{ fieldActivities: { total: number } }>(page, 'FieldActivities', variables)),
    };
    if (counts.inventory.total > 0 && counts.harvests.total > 0 && counts.fieldActivities.total > 1) {
      farmerId = id;
      break;
    }
  }
  expect(
    farmerId,
    'the seed gives the demo consultant a farmer with inventory, harvests and activities',
  ).not.toBeNull();
  const id = farmerId as string;

  // Inventory: a product's movements, signed and coloured.
  await page.goto(`${FARMERS}/estoque?farmerId=${id}`);
  await expect(pageTitle(page, 'Estoque')).toBeVisible();
  const products = main(page).getByRole('list', { name: 'Produtos' });
  await products.getByRole('button').first().click();
  const movements = page.getByRole('dialog', { name: /^Movimentações — / });
  await expect(movements.getByText(/^[+−]\s?[\d.,]+/).first()).toBeVisible();
  await expect(movements.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Harvests: the cost chart in the drawer.
  await page.goto(`${FARMERS}/safras?farmerId=${id}`);
  await expect(pageTitle(page, 'Safras')).toBeVisible();
  const card = main(page)
    .getByRole('button', { name: /^Safra de .+ \d{4} - \d{2}\/\d{2} a \d{2}\/\d{2}/ })
    .first();
  await card.click();
  const drawer = page.getByRole('dialog', { name: /^Safra de / });
  await expect(drawer.getByText('Custos estimados x reais por categoria')).toBeVisible();
  await expect(drawer.getByText(/R\$\s?[\d.]+,\d{2}/).first()).toBeVisible();
  await expect(drawer.locator('svg').first()).toBeVisible();
  await screenshot(page, 'farmers-harvest-drawer');
  await page.keyboard.press('Escape');

  // Field activities: the status filter narrows the list and lands in the URL.
  await page.goto(`${FARMERS}/atividades-de-campo?farmerId=${id}`);
  await expect(pageTitle(page, 'Atividades de Campo')).toBeVisible();
  const table = main(page).getByRole('table', { name: 'Atividades de campo' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await field(main(page), 'Status').selectOption({ label: 'Concluído' });
  await expect(page).toHaveURL(/status=COMPLETED/);
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const count = await rows.count();
  for (let index = 1; index < count; index += 1) await expect(rows.nth(index)).toContainText('Concluído');

  // Laboratories: the map of nearby labs with the type filter.
  await page.goto(`${CONSULTANT_BASE}/laboratorios`);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'Laboratórios' }).getByRole('listitem').first()).toBeVisible();
  await expect(main(page).getByLabel('Mapa dos laboratórios')).toBeVisible();
  await screenshot(page, 'laboratories-map');
});
