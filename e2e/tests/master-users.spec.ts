import { expect, type Page } from '@playwright/test';
import { CATALOGUE } from '@talhao/schema';
import { DEMO, firstNameOf } from '../support/accounts';
import { newCnpj, newUniqueEmail, newUniqueLabel } from '../support/data';
import {
  bodyRows,
  clearFilters,
  fillRegistration,
  main,
  nameSearch,
  openUserDetail,
  openUserList,
  pageTitle,
  planBadge,
  rowOf,
  searchByName,
  seeToast,
  submitRegistration,
  masterTest as test,
} from '../support/master';
import { expectDialog, pathMatcher, screenshot, sideMenu, toast, userMenuButton } from '../support/pages';

/** Every list shows 10 users a page (docs/rest-contract.md). */
const PAGE_SIZE = 10;

test('finds a farmer by name; an unknown name and a page past the end say so', async ({ page }) => {
  const farmer = DEMO.farmer;
  const table = await openUserList(page, '/master/agricultores', 'Agricultores');
  await expect(bodyRows(table)).toHaveCount(PAGE_SIZE);
  await expect(main(page).getByRole('navigation', { name: 'Paginação' })).toBeVisible();
  // Avatar, name, city and 'Visualizar' on every row.
  await expect(
    bodyRows(table)
      .first()
      .getByRole('link', { name: /^Visualizar/ }),
  ).toBeVisible();
  await expect(bodyRows(table).first().locator('td').nth(1)).toHaveText(/^.+ - [A-Z]{2}$/, { useInnerText: true });
  await screenshot(page, 'master-agricultores');

  const query = farmer.name.split(' ').slice(0, 2).join(' ');
  await searchByName(page, query);
  await expect(page).toHaveURL((url) => url.searchParams.get('name') === query);
  const row = rowOf(table, farmer.name);
  await expect(row).toHaveCount(1);
  // Only matching names are listed.
  const nameCells = bodyRows(table).locator('td:first-child');
  await expect.poll(async () => (await nameCells.allTextContents()).every((name) => name.includes(query))).toBe(true);

  await clearFilters(page);
  await expect(nameSearch(page)).toHaveValue('');
  await expect(page).toHaveURL((url) => !url.searchParams.has('name'));
  await expect(bodyRows(table)).toHaveCount(PAGE_SIZE);

  await searchByName(page, 'Ninguém Comestenome');
  await expect(main(page).getByText('Nenhum agricultor encontrado', { exact: true })).toBeVisible();
  await expect(table).toHaveCount(0);

  await page.goto('/master/agricultores?page=99');
  await expect(main(page).getByText('Você já visualizou todos os agricultores disponíveis')).toBeVisible();
});

test('registers a company, finds it in the list, and a repeat is refused with the 409 message', async ({ page }) => {
  const table = await openUserList(page, '/master/empresas', 'Empresas');
  await screenshot(page, 'master-empresas');

  const company = {
    name: newUniqueLabel('Agro E2E'),
    document: newCnpj(),
    email: newUniqueEmail('empresa'),
    password: 'Colheita@2026',
  };
  await main(page).getByRole('link', { name: 'Registrar', exact: true }).click();
  await expect(page).toHaveURL(pathMatcher('/master/empresas/registrar'));
  await expect(pageTitle(page, 'Registrar empresa')).toBeVisible();
  await fillRegistration(page, 'company', company);
  // The CNPJ is typed as digits and shown with its mask.
  const cnpj = company.document;
  await expect(main(page).getByLabel('CNPJ')).toHaveValue(
    `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
  );
  await submitRegistration(page);

  await seeToast(page, 'success', CATALOGUE.registerCompany.success);
  await expect(page).toHaveURL(pathMatcher('/master/empresas'));
  await searchByName(page, company.name);
  await expect(rowOf(table, company.name)).toContainText('Vitória - ES');

  // The same data again: 409.
  await page.goto('/master/empresas/registrar');
  await fillRegistration(page, 'company', company);
  await submitRegistration(page);
  await expect(toast(page, 'error', 'Já existe empresa com os mesmos dados')).toBeVisible();
  await expect(page).toHaveURL(pathMatcher('/master/empresas/registrar'));
  await expect(main(page).getByLabel('Nome da empresa')).toHaveValue(company.name);
});

test("changes a consultant's plan and the badge follows", async ({ page }) => {
  // The seeded consultant whose free trial ran out; no other spec reads its plan, and the test puts it back.
  const consultant = DEMO.expiredConsultant;
  await openUserDetail(page, '/master/consultores', 'Consultores', consultant.name);
  const badge = planBadge(page, consultant.name);
  await expect(badge).toHaveText('Expirado');

  await choosePlan(page, 'Padrão');
  await seeToast(page, 'success', CATALOGUE.changePermission.success);
  await expect(badge).toHaveText('Padrão');

  // Choosing the plan it already holds just closes the dialog.
  const dialog = await choosePlan(page, 'Padrão');
  await expect(dialog).toBeHidden();
  await expect(badge).toHaveText('Padrão');

  // Back to the free trial, which for a 60-day-old account reads 'Expirado' again.
  await choosePlan(page, 'Teste Gratuito');
  await seeToast(page, 'success', CATALOGUE.changePermission.success);
  await expect(badge).toHaveText('Expirado');
});

/** 'Editar permissões' → the plan's card → 'Salvar'; returns the dialog. */
async function choosePlan(page: Page, plan: 'Padrão' | 'Teste Gratuito') {
  await main(page).getByRole('button', { name: 'Editar permissões' }).click();
  const dialog = await expectDialog(page, 'Editar permissões');
  // The radio itself is visually hidden; its card is what one clicks.
  await dialog
    .locator('label')
    .filter({ has: page.getByText(plan, { exact: true }) })
    .click();
  await expect(dialog.getByRole('radio', { name: plan })).toBeChecked();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  return dialog;
}

test("opens a consultant's detail and follows a link into that consultant's area with the master header", async ({
  page,
}) => {
  const consultant = DEMO.premiumConsultant;
  const table = await openUserList(page, '/master/consultores', 'Consultores');
  await expect(main(page).getByLabel('Tipo de consultor')).toHaveValue('CONSULTANT');
  await screenshot(page, 'master-consultores');

  await searchByName(page, consultant.name);
  await rowOf(table, consultant.name)
    .getByRole('link', { name: /^Visualizar/ })
    .click();
  await expect(page).toHaveURL(pathMatcher(/^\/master\/consultores\/[^/]+$/));
  const detailPath = new URL(page.url()).pathname;
  const consultantId = detailPath.split('/').at(-1) as string;
  await expect(main(page).getByRole('heading', { name: consultant.name, exact: true })).toBeVisible();
  await expect(planBadge(page, consultant.name)).toHaveText('Premium');
  await expect(main(page).getByText(consultant.email, { exact: true })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Ver localização' })).toBeVisible();

  const area = main(page).getByRole('region', { name: 'Área do consultor' });
  await area.getByRole('link', { name: 'Consultorias Ofertadas' }).click();

  await expect(page).toHaveURL(
    (url) => url.pathname === '/consultor/consultorias/ofertadas' && url.searchParams.get('viewAs') === consultantId,
  );
  const header = page.getByRole('region', { name: 'Visualização do master' });
  await expect(header).toBeVisible();
  await expect(header).toContainText(consultant.name);
  await expect(header).toContainText('Somente leitura');
  // Still the master's session: the top bar greets the master.
  await expect(userMenuButton(page)).toContainText(`Olá, ${firstNameOf(DEMO.master)}`);
  // The consultant's menu, every link keeping the visit.
  const menuLink = sideMenu(page).getByRole('link', { name: 'Consultorias Solicitadas' });
  await expect(menuLink).toHaveAttribute('href', `/consultor/consultorias/solicitadas?viewAs=${consultantId}`);
  await screenshot(page, 'master-view-as-consultor');

  await header.getByRole('link', { name: 'Voltar ao painel' }).click();
  await expect(page).toHaveURL(pathMatcher(detailPath));
  await expect(main(page).getByRole('heading', { name: consultant.name, exact: true })).toBeVisible();
});
