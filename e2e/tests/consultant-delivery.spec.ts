import { expect, type Page } from '@playwright/test';
import { CONSULTANT_BASE, consultantTest as test } from '../support/consultant';
import { newUniqueLabel, solidPng } from '../support/data';
import { typedDay, typeInto } from '../support/fields';
import { gql } from '../support/graphql';
import { field, main } from '../support/master';
import { expectDialog, pathMatcher, screenshot, toast } from '../support/pages';

/**
 * Issue 15: a consultant delivers a consultancy — a monitoring with a photo in its timeline, a technical report with
 * its opinion, an item with a photo and a recommendation made from it, the report's PDF, and the recommendation's
 * next occurrences — end to end against the embedded fixture server.
 */

const PROVIDED = `${CONSULTANT_BASE}/consultorias/prestadas`;

const todayIso = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Candidate {
  id: string;
  farmerId: string;
  status: string;
  property: { id: string } | null;
  monitoringCount: number;
  reportCount: number;
}

/** An in-progress consultancy of the signed-in consultant whose farmer has a harvest with sectors on its property. */
async function pickConsultancy(page: Page): Promise<Candidate> {
  // The list names the rows and their status; the property and the counts are the detail's.
  const { providedConsultancies } = await gql<{
    providedConsultancies: { items: Array<{ id: string; status: string }> };
  }>(page, 'ProvidedConsultancies', { page: 1 });
  for (const row of providedConsultancies.items) {
    if (row.status !== 'IN_PROGRESS') continue;
    const { providedConsultancy: candidate } = await gql<{ providedConsultancy: Candidate }>(
      page,
      'ProvidedConsultancy',
      { id: row.id },
    );
    if (!candidate.property) continue;
    const { harvests } = await gql<{ harvests: { items: Array<{ property: { id: string }; sectors: unknown[] }> } }>(
      page,
      'Harvests',
      { farmerId: candidate.farmerId, page: 1 },
    );
    if (harvests.items.some((h) => h.sectors.length > 0)) return candidate;
  }
  throw new Error('the seed has no in-progress consultancy with a harvest to recommend on');
}

test('a consultant monitors, reports with an opinion, an item and a recommendation, and prints the PDF', async ({
  page,
}) => {
  test.slow();
  await page.goto(PROVIDED);
  const consultancy = await pickConsultancy(page);

  // The provided consultancy links to its sub-pages with their counts.
  await page.goto(`${PROVIDED}/${consultancy.id}`);
  const subPages = page.getByRole('navigation', { name: 'Páginas da consultoria' });
  const monitoringsLink = subPages.getByRole('link', { name: /Monitoramentos/ });
  await expect(monitoringsLink).toContainText(String(consultancy.monitoringCount));
  await expect(subPages.getByRole('link', { name: /Relatórios/ })).toContainText(String(consultancy.reportCount));

  // --- Monitoring: create (the sector rule first), then a progress post with a photo.
  await monitoringsLink.click();
  await main(page).getByRole('link', { name: 'Criar' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Criar Monitoramento' })).toBeVisible();
  const title = newUniqueLabel('Monitoramento e2e', 60);
  await typeInto(field(main(page), 'Título'), title);
  await typeInto(field(main(page), 'Descrição'), 'Acompanhamento da broca nos talhões de baixada.');
  await field(main(page), 'Status').selectOption({ label: 'Em andamento' });
  await main(page).getByRole('button', { name: 'Criar' }).click();
  await expect(main(page).getByText('Selecione pelo menos um setor')).toBeVisible();
  await main(page)
    .getByRole('group', { name: /Setores/ })
    .getByRole('checkbox')
    .first()
    .check();
  await main(page).getByRole('button', { name: 'Criar' }).click();
  await expect(toast(page, 'success', 'Monitoramento criado com sucesso!')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByText('Resumo')).toBeVisible();

  await main(page).getByRole('button', { name: 'Adicionar andamento' }).click();
  const postDialog = await expectDialog(page, 'Adicionar andamento');
  await typeInto(field(postDialog, 'Descrição'), 'Broca abaixo do nível de controle; repetir a vistoria em 15 dias.');
  await postDialog
    .getByLabel(/Arquivo/)
    .setInputFiles({ name: 'vistoria.png', mimeType: 'image/png', buffer: solidPng(64, [120, 160, 60]) });
  await postDialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(postDialog).toBeHidden();
  await expect(main(page).getByText('Broca abaixo do nível de controle; repetir a vistoria em 15 dias.')).toBeVisible();
  const thumbnail = main(page)
    .getByRole('button', { name: /foto|imagem|ampliar/i })
    .first();
  await thumbnail.click();
  const photo = page.getByRole('dialog').getByRole('img').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
  await screenshot(page, 'issue15-monitoring-detail');
  await page.keyboard.press('Escape');

  // --- Report: create, technical opinion, one item with a photo.
  await page.goto(`${PROVIDED}/${consultancy.id}`);
  await subPages.getByRole('link', { name: /Relatórios/ }).click();
  await main(page).getByRole('button', { name: 'Criar' }).click();
  const createDialog = await expectDialog(page, 'Criar relatório');
  const reportTitle = newUniqueLabel('Relatório e2e', 60);
  await typeInto(field(createDialog, 'Título'), reportTitle);
  await createDialog.getByRole('button', { name: 'Criar' }).click();
  await expect(toast(page, 'success', 'Relatório criado com sucesso! 🥳')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: reportTitle })).toBeVisible();
  const reportId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  await main(page).getByRole('button', { name: 'Adicionar ao relatório' }).click();
  await page.getByRole('menuitem', { name: 'Inserir parecer técnico' }).click();
  const adviceDialog = await expectDialog(page, 'Inserir parecer técnico');
  await typeInto(field(adviceDialog, 'Parecer técnico'), 'Manter o monitoramento quinzenal e antecipar a adubação.');
  await adviceDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'success', 'Parecer técnico inserido com sucesso!')).toBeVisible();
  await expect(main(page).getByText('Manter o monitoramento quinzenal e antecipar a adubação.')).toBeVisible();

  await main(page).getByRole('button', { name: 'Adicionar ao relatório' }).click();
  await page.getByRole('menuitem', { name: 'Inserir relatório' }).click();
  await expect(page).toHaveURL(pathMatcher(`${PROVIDED}/relatorios/criar/${reportId}`));
  await typeInto(field(main(page), 'Descrição'), 'Estande irregular na linha 4 do talhão.');
  await main(page)
    .getByLabel(/Foto ou PDF/)
    .setInputFiles({ name: 'estande.png', mimeType: 'image/png', buffer: solidPng(48, [60, 120, 40]) });
  await main(page).getByRole('button', { name: 'Adicionar item' }).click();
  await expect(main(page).getByText('Estande irregular na linha 4 do talhão.')).toBeVisible();
  await page.goBack();
  await expect(main(page).getByRole('heading', { level: 1, name: reportTitle })).toBeVisible();
  await expect(main(page).getByText('Estande irregular na linha 4 do talhão.')).toBeVisible();
  // Both exist now: nothing left to add.
  await expect(main(page).getByText('Não há itens para adicionar')).toBeVisible();

  // --- Recommendation from the report: weekly, starting today.
  await main(page).getByRole('link', { name: 'Recomendar' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Recomendar' })).toBeVisible();
  const recommendation = newUniqueLabel('Irrigação e2e', 60);
  // The form lists only properties that have a harvest (they load with the farmer's harvests): wait for them, take
  // the first, then its first harvest — each locator waits, so a slow answer is waited for, not read as empty.
  const propriedade = field(main(page), 'Propriedade');
  const safra = field(main(page), 'Safra');
  const propertyOption = propriedade.locator('option:not([value=""])').first();
  await expect(propertyOption).toBeAttached();
  await propriedade.selectOption((await propertyOption.getAttribute('value')) ?? '');
  const harvestOption = safra.locator('option:not([value=""])').first();
  await expect(harvestOption).toBeAttached();
  await safra.selectOption((await harvestOption.getAttribute('value')) ?? '');
  await field(main(page), 'Categoria').selectOption({ label: 'Manejo' });
  await typeInto(field(main(page), 'Título'), recommendation);
  await field(main(page), 'Recorrência').selectOption({ label: 'Semanalmente' });
  const today = todayIso();
  await typeInto(field(main(page), 'Data de início'), typedDay(today));
  await typeInto(field(main(page), 'Data final'), typedDay(plusDays(today, 60)));
  await main(page).getByRole('button', { name: 'Recomendar' }).click();
  await expect(main(page).getByText('Selecione pelo menos 1 setor')).toBeVisible();
  await main(page)
    .getByRole('group', { name: /Setores/ })
    .getByRole('checkbox')
    .first()
    .check();
  await main(page).getByRole('button', { name: 'Recomendar' }).click();
  await expect(toast(page, 'success', 'Recomendação criada com sucesso!')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: reportTitle })).toBeVisible();
  const recommended = main(page).getByRole('table', { name: 'Atividades de campo recomendadas' });
  await expect(recommended.getByRole('row', { name: new RegExp(recommendation) })).toBeVisible();
  await screenshot(page, 'issue15-report-detail');

  // --- The PDF: streamed through the BFF with the session; 'Gerar PDF' opens it in a new tab.
  const pdf = await page.request.get(`/reports/${reportId}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    main(page)
      .getByRole('button', { name: /Gerar PDF/ })
      .click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  // --- The recommendation's page shows its next weekly occurrences.
  await recommended.getByRole('link', { name: recommendation, exact: true }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: recommendation })).toBeVisible();
  const next = main(page).getByRole('list', { name: 'Próximas ocorrências' }).getByRole('listitem');
  await expect(next.first()).toBeVisible();
  expect(await next.count()).toBeGreaterThanOrEqual(2);
  await screenshot(page, 'issue15-recommendation-detail');
});
