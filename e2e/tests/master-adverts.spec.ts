import { expect, type Page } from '@playwright/test';
import { ADVERT_MESSAGES, CATALOGUE } from '@talhao/schema';
import { newUniqueLabel } from '../support/data';
import {
  ADVERTS_PATH,
  type AdvertTab,
  advertRow,
  advertTable,
  bodyRows,
  field,
  fillBroadcast,
  findAdvertRow,
  main,
  openAdvertTab,
  pageTitle,
  saveForm,
  seeToast,
  masterTest as test,
} from '../support/master';
import { expectDialog, pathMatcher, screenshot } from '../support/pages';

/*
 * Adverts share one fixture server with every other spec, and the platform allows only one ACTIVE
 * advert. These tests run in order in one worker (never in parallel with each other) and each one
 * leaves exactly one advert active, as the seed has it (not necessarily the seed's: the second test
 * leaves its own active), so neither depends on which advert that is or on the other's outcome.
 */
test.describe.configure({ mode: 'default' });

const STATUS_UPDATED = CATALOGUE.setAdvertStatus.success;
/** Spec 000 §8, advert update 409 (quoted exactly, not read from the catalogue). */
const ACTIVE_REFUSED = 'Já existe um anúncio com status ATIVO.';
const SAVED = CATALOGUE.saveAdvert.success;

/** The adverts page opened on one tab. */
async function openAdverts(page: Page, tab: AdvertTab = 'Ativos') {
  await page.goto(ADVERTS_PATH);
  await expect(pageTitle(page, 'Anúncios')).toBeVisible();
  await openAdvertTab(page, tab);
}

/** Creates an advert from 'Criar', leaving the status at its default (Pausado); ends on the 'Pausados' tab. */
async function createPausedAdvert(page: Page, title: string): Promise<void> {
  await page.goto(`${ADVERTS_PATH}/criar`);
  await expect(pageTitle(page, 'Criar anúncio')).toBeVisible();
  await fillBroadcast(page, {
    title,
    message: `Mensagem do ${title}: condições especiais para a safra.`,
    periodicity: 'Semanalmente',
  });
  await expect(field(main(page), 'Status')).toHaveValue('WAITING');
  await saveForm(page);
  await seeToast(page, 'success', SAVED);
  await expect(page).toHaveURL((url) => url.pathname === ADVERTS_PATH && url.searchParams.get('status') === 'WAITING');
  await expect(await findAdvertRow(page, 'Pausados', title)).toContainText('Pausado');
}

/**
 * Opens an advert's detail dialog from the current tab, presses a status action and confirms it.
 * Returns the detail dialog (it closes on success and stays open on a refusal).
 */
async function changeStatus(page: Page, tab: AdvertTab, title: string, action: 'Ativar' | 'Pausar' | 'Desativar') {
  const row = await findAdvertRow(page, tab, title);
  await row.getByRole('button', { name: /^Visualizar/ }).click();
  const detail = await expectDialog(page, title);
  await detail.getByRole('button', { name: action, exact: true }).click();
  const confirmTitle = { Ativar: 'Ativar anúncio', Pausar: 'Pausar anúncio', Desativar: 'Desativar anúncio' }[action];
  const confirm = await expectDialog(page, confirmTitle);
  await confirm.getByRole('button', { name: action, exact: true }).click();
  return detail;
}

/** The title of the one active advert, whatever it is (the seed's, or one a rerun left active). */
async function activeAdvertTitle(page: Page): Promise<string> {
  const rows = bodyRows(advertTable(page, 'Ativos'));
  await expect(rows, 'exatamente um anúncio ativo').toHaveCount(1);
  const title = await rows.first().locator('td').first().locator('p').first().textContent();
  expect(title?.trim()).toBeTruthy();
  return (title ?? '').trim();
}

test('a new advert starts paused; saving it as ACTIVE while another is active is refused', async ({ page }) => {
  await openAdverts(page, 'Ativos');
  await activeAdvertTitle(page);
  await screenshot(page, 'master-anuncios');

  await main(page).getByRole('link', { name: 'Criar', exact: true }).click();
  await expect(page).toHaveURL(pathMatcher(`${ADVERTS_PATH}/criar`));
  const title = newUniqueLabel('Anúncio E2E ativo', 60);
  await fillBroadcast(page, {
    title,
    message: 'Semana do produtor: descontos em análise de solo.',
    periodicity: 'Semanalmente',
  });
  const status = field(main(page), 'Status');
  await expect(status, 'status padrão: Pausado').toHaveValue('WAITING');

  await status.selectOption({ label: 'Ativo' });
  await saveForm(page);
  await seeToast(page, 'error', ADVERT_MESSAGES.activeExists);
  await expect(page).toHaveURL(pathMatcher(`${ADVERTS_PATH}/criar`));

  // As the message advises: create it paused.
  await status.selectOption({ label: 'Pausado' });
  await saveForm(page);
  await seeToast(page, 'success', SAVED);
  await expect(page).toHaveURL((url) => url.pathname === ADVERTS_PATH && url.searchParams.get('status') === 'WAITING');
  await expect(await findAdvertRow(page, 'Pausados', title)).toContainText('Pausado');
  await openAdvertTab(page, 'Ativos');
  await expect(bodyRows(advertTable(page, 'Ativos'))).toHaveCount(1);
  await expect(advertRow(advertTable(page, 'Ativos'), title)).toHaveCount(0);
});

test('a paused advert is activated once the active one is paused; activating a second one is refused', async ({
  page,
}) => {
  const first = newUniqueLabel('Anúncio E2E primeiro', 60);
  const second = newUniqueLabel('Anúncio E2E segundo', 60);
  await createPausedAdvert(page, first);

  // Make room: pause the advert that is active now.
  await openAdverts(page, 'Ativos');
  const previous = await activeAdvertTitle(page);
  const pausing = await changeStatus(page, 'Ativos', previous, 'Pausar');
  await seeToast(page, 'success', STATUS_UPDATED);
  await expect(pausing).toBeHidden();
  await expect(main(page).getByText('Nenhum anúncio ativo')).toBeVisible();

  // Activate the new one.
  await openAdvertTab(page, 'Pausados');
  await changeStatus(page, 'Pausados', first, 'Ativar');
  await seeToast(page, 'success', STATUS_UPDATED);
  await openAdvertTab(page, 'Ativos');
  await expect(advertRow(advertTable(page, 'Ativos'), first)).toContainText('Ativo');
  await expect(bodyRows(advertTable(page, 'Ativos'))).toHaveCount(1);

  // A second one cannot be activated while the first is active.
  await createPausedAdvert(page, second);
  const refused = await changeStatus(page, 'Pausados', second, 'Ativar');
  await seeToast(page, 'error', ACTIVE_REFUSED);
  await refused.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(refused).toBeHidden();
  await expect(advertRow(advertTable(page, 'Pausados'), second)).toContainText('Pausado');
  await openAdvertTab(page, 'Ativos');
  await expect(bodyRows(advertTable(page, 'Ativos'))).toHaveCount(1);
  await expect(advertRow(advertTable(page, 'Ativos'), first)).toHaveCount(1);
});
