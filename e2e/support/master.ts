import { expect, type Locator, type Page } from '@playwright/test';
import { todayInSaoPaulo } from '@talhao/schema';
import { DEMO } from './accounts';
import { typedDay, typeInto } from './fields';
import { choosePlace, pathMatcher, type StorageState, signedInStorage, toast, workerScreenshotPath } from './pages';
import { test as base } from './test';

/**
 * Helpers of the master back-office specs (tests/master-*.spec.ts).
 *
 * `masterTest` signs the master in once per worker (through the hidden route) and starts every test
 * with that session, so each test opens its page directly; the sign-in itself is covered by the
 * dashboard spec, which signs in through the form.
 */

/** The screenshots the issue asks for are 1280×800 (the viewport only). */
export const MASTER_VIEWPORT = { width: 1280, height: 800 } as const;

export const masterTest = base.extend<object, { masterStorage: StorageState }>({
  masterStorage: [
    async ({ browser }, use, worker) => {
      const { master } = DEMO;
      const credentials = { accountType: 'Master', email: master.email, password: master.password } as const;
      await use(await signedInStorage(browser, credentials, '/master', workerScreenshotPath(worker, 'master-sign-in')));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ masterStorage }, use) => use(masterStorage),
  viewport: MASTER_VIEWPORT,
});

export const main = (page: Page): Locator => page.getByRole('main');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form control by its label, exactly, with or without the required mark: FieldShell renders
 * 'Título' plus an aria-hidden '*', and getByLabel matches the label's whole text.
 */
export const field = (scope: Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

/** The page's title (PageHeader's h1). */
export const pageTitle = (page: Page, title: string): Locator =>
  main(page).getByRole('heading', { level: 1, name: title, exact: true });

// ---------------------------------------------------------------------------------------------------
// User lists (/master/empresas, /master/consultores, /master/agricultores)

/** The list's table (its caption is the list's title). */
export const userTable = (page: Page, title: string): Locator => main(page).getByRole('table', { name: title });

/** The table's body rows (header row excluded, skeleton rows excluded). */
export const bodyRows = (table: Locator): Locator =>
  table.locator('tbody > tr').filter({ hasNot: table.page().getByTestId('data-table-skeleton') });

/** The row of a user by name (the name cell reads exactly the name). */
export const rowOf = (table: Locator, name: string): Locator =>
  bodyRows(table).filter({ has: table.page().getByText(name, { exact: true }) });

/** The list's name search (a combobox: it suggests the names on screen). */
export const nameSearch = (page: Page): Locator => page.getByRole('search').getByLabel('Nome', { exact: true });

/** Types a name into the list's search and presses 'Pesquisar'. */
export async function searchByName(page: Page, name: string): Promise<void> {
  const search = page.getByRole('search');
  await nameSearch(page).fill(name);
  await search.getByRole('button', { name: 'Pesquisar' }).click();
}

export async function clearFilters(page: Page): Promise<void> {
  await page.getByRole('search').getByRole('button', { name: 'Limpar filtros' }).click();
}

/** Opens a list, waits for its first rows and returns the table. */
export async function openUserList(page: Page, path: string, title: string): Promise<Locator> {
  await page.goto(path);
  await expect(pageTitle(page, title)).toBeVisible();
  const table = userTable(page, title);
  await expect(bodyRows(table).first()).toBeVisible();
  return table;
}

/** Searches a user by name and opens its detail page with 'Visualizar'. */
export async function openUserDetail(page: Page, listPath: string, listTitle: string, name: string): Promise<void> {
  const table = await openUserList(page, listPath, listTitle);
  await searchByName(page, name);
  const row = rowOf(table, name);
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /^Visualizar/ }).click();
  await expect(page).toHaveURL(pathMatcher(new RegExp(`^${listPath.replace(/\/$/, '')}/[^/]+$`)));
  await expect(main(page).getByRole('heading', { name, exact: true })).toBeVisible();
}

/** The plan badge beside the user's name on a master detail page. */
export const planBadge = (page: Page, name: string): Locator =>
  main(page).getByRole('heading', { level: 2, name, exact: true }).locator('xpath=following-sibling::div[1]/span[1]');

// ---------------------------------------------------------------------------------------------------
// Registration forms (/master/{empresas,consultores}/registrar)

export interface RegistrationData {
  name: string;
  /** CNPJ for a company, CPF for a consultant (digits only). */
  document: string;
  email: string;
  password: string;
}

/** Fills a company or consultant registration form (address: Vitória - ES from the place search). */
export async function fillRegistration(page: Page, kind: 'company' | 'consultant', data: RegistrationData) {
  const form = main(page).locator('form');
  await form.getByLabel(kind === 'company' ? 'Nome da empresa' : 'Nome', { exact: true }).fill(data.name);
  await form.getByLabel(kind === 'company' ? 'CNPJ' : 'CPF', { exact: true }).fill(data.document);
  await choosePlace(page, form.getByRole('combobox', { name: 'Endereço' }), 'Vitória', 'Vitória - ES');
  await field(form, 'Email').fill(data.email);
  await field(form, 'Senha').fill(data.password);
}

export const submitRegistration = (page: Page) =>
  main(page).locator('form').getByRole('button', { name: 'Registrar', exact: true }).click();

// ---------------------------------------------------------------------------------------------------
// Adverts and notifications (/master/divulgacao/…)

export const ADVERTS_PATH = '/master/divulgacao/anuncios';
export const NOTIFICATIONS_PATH = '/master/divulgacao/notificacoes';

/** yyyy-MM-dd plus some days (noon UTC, clear of any DST edge). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface BroadcastData {
  title: string;
  message: string;
  /** A label of the recurrence list, e.g. 'Semanalmente'. */
  periodicity: string;
  /** yyyy-MM-dd; default today in São Paulo. */
  startDate?: string;
  /** yyyy-MM-dd; default a week after the start; ignored for 'Uma vez' (the form sets it). */
  endDate?: string;
}

/** Title, message, periodicity and dates of the advert / notification form (audience left at its default). */
export async function fillBroadcast(page: Page, data: BroadcastData): Promise<void> {
  const form = main(page).locator('form');
  const start = data.startDate ?? todayInSaoPaulo();
  await field(form, 'Título').fill(data.title);
  await field(form, 'Mensagem').fill(data.message);
  const startField = field(form, 'Data de início');
  // The dates wait for a periodicity (spec 000 §5).
  await expect(startField).toBeDisabled();
  await field(form, 'Periodicidade').selectOption({ label: data.periodicity });
  await expect(startField).toBeEnabled();
  await typeInto(startField, typedDay(start));
  const endField = field(form, 'Data de término');
  if (data.periodicity === 'Uma vez') {
    // One-off: the end is the start day and the field is locked.
    await expect(endField).toBeDisabled();
    await expect(endField).toHaveValue(typedDay(start));
  } else {
    await typeInto(endField, typedDay(data.endDate ?? addDays(start, 7)));
  }
}

/**
 * Expects a toast with its text, then closes it or sees it go by itself. Closing keeps the next
 * identical message (e.g. a second 'Status do anúncio atualizado!') from being confused with this one.
 * On a loaded machine the toast may time out before the click lands, and a click waits forever for a
 * button that is gone: the click is dropped as soon as the toast has gone.
 */
export async function seeToast(page: Page, kind: 'success' | 'error' | 'warning' | 'info', text: string) {
  const shown = toast(page, kind, text);
  await expect(shown).toBeVisible();
  const gone = new AbortController();
  await Promise.all([
    shown
      .getByRole('button', { name: 'Fechar notificação' })
      .click({ signal: gone.signal })
      .catch((error: unknown) => {
        if (!gone.signal.aborted) throw error;
      }),
    expect(shown)
      .toHaveCount(0)
      .finally(() => gone.abort()),
  ]);
}

export const saveForm = (page: Page) => main(page).locator('form').getByRole('button', { name: 'Salvar' }).click();

/** The adverts page's tabs: 'Ativos', 'Pausados', 'Inativos'. */
export type AdvertTab = 'Ativos' | 'Pausados' | 'Inativos';

/** Opens a tab of the adverts page and returns its table (or empty state) container. */
export async function openAdvertTab(page: Page, tab: AdvertTab): Promise<Locator> {
  const tabButton = main(page).getByRole('tab', { name: tab, exact: true });
  await tabButton.click();
  await expect(tabButton).toHaveAttribute('aria-selected', 'true');
  return main(page).getByRole('tabpanel', { name: tab });
}

/** The table of one tab ('Anúncios ativos', …). */
export const advertTable = (page: Page, tab: AdvertTab): Locator =>
  main(page).getByRole('table', { name: `Anúncios ${tab.toLowerCase()}` });

/** The row of an advert by its title. */
export const advertRow = (table: Locator, title: string): Locator =>
  bodyRows(table).filter({ has: table.page().getByText(title, { exact: true }) });

/** What a tab shows when its first page is empty. */
const ADVERT_EMPTY: Record<AdvertTab, string> = {
  Ativos: 'Nenhum anúncio ativo',
  Pausados: 'Nenhum anúncio pausado',
  Inativos: 'Nenhum anúncio inativo',
};

/** Waits until the current page of a tab has loaded (rows, or its empty text). */
export async function waitForAdvertPage(page: Page, tab: AdvertTab): Promise<void> {
  const table = advertTable(page, tab);
  await expect(
    bodyRows(table)
      .first()
      .or(main(page).getByText(ADVERT_EMPTY[tab], { exact: true })),
  ).toBeVisible();
  // A cached page shows at once and is confirmed with the server: its rows count only once it is.
  if (await table.isVisible()) await expect(table).not.toHaveAttribute('aria-busy', 'true');
}

/**
 * The row of an advert in a tab, paging forward with 'Próxima página' until it shows (lists are
 * ordered by start date, so an older advert may sit on a later page).
 */
export async function findAdvertRow(page: Page, tab: AdvertTab, title: string): Promise<Locator> {
  const table = advertTable(page, tab);
  const next = main(page).getByRole('button', { name: 'Próxima página' });
  for (let pageNumber = 1; ; pageNumber++) {
    await waitForAdvertPage(page, tab);
    const row = advertRow(table, title);
    if ((await row.count()) > 0) return row;
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
    await expect(main(page).getByRole('button', { name: `Página ${pageNumber + 1}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  throw new Error(`Anúncio '${title}' não está na aba ${tab}`);
}
