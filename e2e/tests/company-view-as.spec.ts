import { expect } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { main, openUserDetail, masterTest as test } from '../support/master';
import { AREA_MENUS } from '../support/menus';
import { sideMenu } from '../support/pages';

/**
 * Issue 16: the master's read-only visit of a company (viewAs) reaches every page of the company's menu and the
 * pages below them — each shows its title and its data, none fails to load, and none offers a write button.
 */

const LOAD_ERROR = 'Ocorreu um erro ao carregar os dados.';
const WRITES = ['Criar', 'Registrar', 'Editar', 'Excluir', 'Aceitar', 'Recusar'];

async function expectReadOnlyPage(page: import('@playwright/test').Page) {
  await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(main(page).getByText(LOAD_ERROR)).toHaveCount(0);
  for (const write of WRITES) {
    await expect(main(page).getByRole('link', { name: write, exact: true })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: write, exact: true })).toHaveCount(0);
  }
}

test("the master visits a company's area read-only, page by page", async ({ page }) => {
  test.slow();
  await openUserDetail(page, '/master/empresas', 'Empresas', DEMO.company.name);
  const companyId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  await page.goto(`/empresa?viewAs=${companyId}`);
  await expect(page.getByRole('region', { name: 'Visualização do master' })).toContainText(DEMO.company.name);
  for (const path of AREA_MENUS.empresa.paths) {
    await sideMenu(page).locator(`a[href="${path}?viewAs=${companyId}"]`).click();
    await expect(page).toHaveURL((url) => url.pathname === path && url.searchParams.get('viewAs') === companyId);
    await expectReadOnlyPage(page);
  }

  // Below the menu: a consultant, a delivered consultancy and its property, a request.
  await page.goto(`/empresa/consultores?viewAs=${companyId}`);
  await main(page).getByRole('link', { name: 'Visualizar' }).first().click();
  await expectReadOnlyPage(page);
  await expect(main(page).getByText('Data de cadastro')).toBeVisible();

  await page.goto(`/empresa/consultorias/prestadas?viewAs=${companyId}`);
  await main(page)
    .getByRole('link', { name: /Visualizar/ })
    .first()
    .click();
  await expect(page).toHaveURL((url) => /^\/empresa\/consultorias\/prestadas\/[0-9a-f]{24}$/.test(url.pathname));
  await expectReadOnlyPage(page);
  await expect(main(page).getByRole('navigation', { name: 'Páginas da consultoria' })).toBeVisible();

  await page.goto(`/empresa/consultorias/solicitadas?viewAs=${companyId}`);
  await main(page)
    .getByRole('link', { name: /^Visualizar solicitação de / })
    .first()
    .click();
  await expectReadOnlyPage(page);
});
