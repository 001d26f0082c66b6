import { expect, type Page } from '@playwright/test';
import { GOOGLE_TEST_TOKEN_PREFIX } from '@talhao/fixture-server';
import { DEMO, type DemoAccount } from '../support/accounts';
import { field, main, pageTitle } from '../support/master';
import {
  type AccountTypeLabel,
  completeSignIn,
  dialog,
  expectDialog,
  expectSentToSignIn,
  MASTER_LOGIN_PATH,
  openUserMenuItem,
  pathMatcher,
  screenshot,
  sideMenu,
  signIn,
  userMenuButton,
} from '../support/pages';
import { test } from '../support/test';

/**
 * No dead ends (issue 12): a signed-out deep link goes to sign-in and comes back to the page asked
 * for; a form with unsaved changes asks before a menu link takes the user away.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const DISCARD_TITLE = 'Descartar alterações?';

/** The page the browser is on, path and search, as the sign-in's `?returnTo=` carries it. */
const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const DEEP_LINKS: ReadonlyArray<{
  who: string;
  account: DemoAccount;
  accountType: AccountTypeLabel;
  path: string;
  signInPath: string;
  title: string;
}> = [
  {
    who: 'a consultant',
    account: DEMO.premiumConsultant,
    accountType: 'Consultor',
    path: '/consultor/treinamentos/historico',
    signInPath: '/login',
    title: 'Histórico de Treinamentos',
  },
  {
    who: 'a company consultant',
    account: DEMO.enterpriseConsultant,
    accountType: 'Empresarial',
    path: '/consultor-empresarial/perfil/editar',
    signInPath: '/login',
    title: 'Editar perfil',
  },
  {
    who: 'a company',
    account: DEMO.company,
    accountType: 'Empresarial',
    path: '/empresa/perfil',
    signInPath: '/login',
    title: 'Perfil',
  },
  {
    who: 'the master',
    account: DEMO.master,
    accountType: 'Master',
    path: '/master/divulgacao/anuncios',
    signInPath: MASTER_LOGIN_PATH,
    title: 'Anúncios',
  },
];

for (const { who, account, accountType, path, signInPath, title } of DEEP_LINKS) {
  test(`a signed-out deep link returns ${who} to ${path} after signing in`, async ({ page }) => {
    await page.goto(path);
    await expectSentToSignIn(page, path, signInPath);

    await completeSignIn(page, { accountType, email: account.email, password: account.password });
    await expect(page).toHaveURL(pathMatcher(path));
    await expect(userMenuButton(page)).toBeVisible();
    await expect(pageTitle(page, title)).toBeVisible();

    // The sign-in page was replaced: Back does not show the sign-in form again.
    await page.goBack();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveCount(0);
  });
}

/** Google Identity Services stand-in (as in google.spec.ts): the token client answers with a fixture test token. */
const gsiStub = (email: string) => `
window.google = { accounts: { oauth2: { initTokenClient: function (config) {
  return { requestAccessToken: function () {
    setTimeout(function () { config.callback({ access_token: ${JSON.stringify(`${GOOGLE_TEST_TOKEN_PREFIX}${email}`)} }); }, 0);
  } };
} } } };`;

test('a signed-out deep link returns a consultant signing in with Google to the page', async ({ page }) => {
  const account = DEMO.premiumConsultant;
  // Routes run last-registered first: anything else of Google's is refused, the GIS script is stubbed.
  await page.route('https://accounts.google.com/**', (route) => route.abort());
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: gsiStub(account.email) }),
  );
  const path = '/consultor/financas';
  await page.goto(path);
  await expectSentToSignIn(page, path);
  // A fresh browser remembers no account type: the first step asks for it.
  await page
    .getByRole('list', { name: 'Qual o seu tipo de conta?' })
    .getByRole('button', { name: /^Consultor\b/ })
    .click();
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  await expect(page).toHaveURL(pathMatcher(path));
  await expect(userMenuButton(page)).toBeVisible();
  await expect(pageTitle(page, 'Finanças')).toBeVisible();
});

for (const unsafe of ['//evil.example/consultor', 'https://evil.example/consultor', '/\\evil.example']) {
  test(`an unsafe return path (${unsafe}) lands on the home after signing in`, async ({ page }) => {
    const { email, password } = DEMO.premiumConsultant;
    await page.goto(`/login?${new URLSearchParams({ returnTo: unsafe })}`);
    await completeSignIn(page, { accountType: 'Consultor', email, password });
    await expect(page).toHaveURL(pathMatcher('/consultor'));
    expect(new URL(page.url()).host).not.toBe('evil.example');
    await expect(userMenuButton(page)).toBeVisible();
  });
}

test('a dirty form asks before a menu link or Back leaves it, and leaves only after Descartar', async ({ page }) => {
  const { email, password } = DEMO.premiumConsultant;
  await signIn(page, { accountType: 'Consultor', email, password }, '/consultor');
  // Every step below stays in this document, so Back and Forward are the router's to intercept.
  await openUserMenuItem(page, 'Perfil');
  await main(page).getByRole('link', { name: 'Editar perfil' }).click();
  const editPath = '/consultor/perfil/editar';
  await expect(pageTitle(page, 'Editar perfil')).toBeVisible();

  // Untouched: the menu leaves at once.
  const finances = sideMenu(page).getByRole('link', { name: 'Finanças' });
  await finances.click();
  await expect(pageTitle(page, 'Finanças')).toBeVisible();
  await page.goBack();
  await expect(pageTitle(page, 'Editar perfil')).toBeVisible();

  const name = field(main(page).locator('form'), 'Nome');
  await expect(name).not.toHaveValue('');
  const original = await name.inputValue();
  await name.fill(`${original} Teste`);

  await finances.click();
  const question = await expectDialog(page, DISCARD_TITLE);
  await expect(question).toContainText('ainda não foram salvas');
  await screenshot(page, 'navigation-discard-question');
  expect(here(page)).toBe(editPath);
  await question.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(dialog(page, DISCARD_TITLE)).toHaveCount(0);
  expect(here(page)).toBe(editPath);
  await expect(name).toHaveValue(`${original} Teste`);

  // The browser's Back button asks too.
  await page.goBack();
  await (await expectDialog(page, DISCARD_TITLE)).getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(pathMatcher(editPath));
  await expect(name).toHaveValue(`${original} Teste`);

  await finances.click();
  await (await expectDialog(page, DISCARD_TITLE)).getByRole('button', { name: 'Descartar' }).click();
  await expect(page).toHaveURL(pathMatcher('/consultor/financas'));
  await expect(pageTitle(page, 'Finanças')).toBeVisible();

  // Back on the form (nothing was saved), changed again: closing the tab warns through beforeunload.
  await page.goBack();
  await expect(name).toHaveValue(original);
  await name.fill(`${original} Outro`);
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const warning = await prompt;
  expect(warning.type()).toBe('beforeunload');
  await warning.accept();
});

/**
 * The LAST link in the page's main area whose path matches `pattern` (its first group is the record id):
 * lists show the newest first, and the newest may be a record another spec creates and deletes meanwhile.
 */
async function stableRecordId(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(listPath);
  const links = main(page).locator('a[href]');
  await expect(links.first()).toBeVisible();
  await expect
    .poll(async () =>
      (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).some((h) => h && pattern.test(h)),
    )
    .toBe(true);
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
  const id = hrefs
    .map((href) => pattern.exec(href)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!id) throw new Error(`nenhum registro em ${listPath}`);
  return id;
}

/** Opens a form untouched and follows the side menu's 'Início': it must leave at once, without the question. */
async function leavesUntouched(page: Page, formPath: string, home: string): Promise<void> {
  await page.goto(formPath);
  // Edit forms appear once their record is loaded; then the submit button is there.
  await expect(main(page).locator('form button[type="submit"]').first()).toBeVisible();
  await sideMenu(page).getByRole('link', { name: 'Início' }).click();
  await expect(page, formPath).toHaveURL(pathMatcher(home));
  await expect(dialog(page, DISCARD_TITLE)).toHaveCount(0);
}

test('untouched forms, new and stored, of the consultant leave without asking', async ({ page }) => {
  const { email, password } = DEMO.premiumConsultant;
  await signIn(page, { accountType: 'Consultor', email, password }, '/consultor');
  const offers = '/consultor/consultorias/ofertadas';
  const provided = '/consultor/consultorias/prestadas';
  const trainings = '/consultor/treinamentos';
  const record = (base: string) => new RegExp(`^${base}/(?!criar|editar|atividades)([^/?#]+)$`);
  const offerId = await stableRecordId(page, offers, record(offers));
  const providedId = await stableRecordId(page, provided, record(provided));
  const trainingId = await stableRecordId(page, `${trainings}/abertos`, record(trainings));
  for (const path of [
    `${offers}/criar`,
    `${offers}/editar/${offerId}`,
    `${provided}/criar`,
    `${provided}/editar/${providedId}`,
    `${provided}/atividades/criar?consultancyProvidedId=${providedId}`,
    `${trainings}/criar`,
    `${trainings}/editar/${trainingId}`,
    '/consultor/calendario/editar',
    '/consultor/perfil/editar',
  ]) {
    await leavesUntouched(page, path, '/consultor');
  }
});

test('untouched forms, new and stored, of the master leave without asking', async ({ page }) => {
  const { email, password } = DEMO.master;
  await signIn(page, { accountType: 'Master', email, password }, '/master');
  const adverts = '/master/divulgacao/anuncios';
  const notifications = '/master/divulgacao/notificacoes';
  // The adverts list opens a record in a dialog; the notifications list links to the edit page.
  const edit = (base: string) => new RegExp(`^${base}/editar/([^/?#]+)$`);
  const notificationId = await stableRecordId(page, notifications, edit(notifications));
  for (const path of [
    `${adverts}/criar`,
    `${notifications}/criar`,
    `${notifications}/editar/${notificationId}`,
    '/master/empresas/registrar',
    '/master/consultores/registrar',
    '/master/agricultores/registrar',
    '/master/perfil/editar',
  ]) {
    await leavesUntouched(page, path, '/master');
  }
});
