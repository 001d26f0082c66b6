import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
  type Request,
  type Response,
  type WorkerInfo,
} from '@playwright/test';
import { BRAZIL_CONTEXT, SCREENSHOT_DIR } from './env';
import { waitForMail } from './outbox';

export type AccountTypeLabel = 'Consultor' | 'Empresarial' | 'Master';

export interface Credentials {
  accountType: AccountTypeLabel;
  email: string;
  password: string;
  /** Another BFF's origin (the farmer-family one); default: the config's baseURL. */
  origin?: string;
}

/** The hidden master sign-in route (any code works). */
export const MASTER_LOGIN_PATH = '/login/master/talhao';

/** A toast (role="status" with data-kind), optionally of one kind and text. */
export function toast(page: Page, kind?: 'success' | 'error' | 'warning' | 'info', text?: string | RegExp): Locator {
  const selector = kind ? `[role="status"][data-kind="${kind}"]` : '[role="status"][data-kind]';
  const all = page.locator(selector);
  return text === undefined ? all : all.filter({ hasText: text });
}

/**
 * Fills the sign-in form: /login with the account type chosen on step 1 (or switched with 'Trocar'
 * when another one is remembered), or the hidden master route. Does not wait for the outcome.
 */
export async function submitSignIn(page: Page, credentials: Credentials): Promise<void> {
  const { accountType, origin = '' } = credentials;
  await page.goto(`${origin}${accountType === 'Master' ? MASTER_LOGIN_PATH : '/login'}`);
  await completeSignIn(page, credentials);
}

/**
 * Signs in on the sign-in page already open (e.g. where a signed-out deep link was sent): the account
 * type first on /login, then e-mail and password. Does not wait for the outcome.
 */
export async function completeSignIn(page: Page, { accountType, email, password }: Credentials): Promise<void> {
  if (accountType !== 'Master') {
    const question = page.getByRole('heading', { name: 'Qual o seu tipo de conta?' });
    const form = page.getByRole('heading', { name: 'Entrar', exact: true });
    await expect(question.or(form)).toBeVisible();
    if (await form.isVisible()) {
      const current = page.getByText('Tipo de conta:').locator('strong');
      if ((await current.textContent())?.trim() !== accountType) {
        await page.getByRole('button', { name: 'Trocar' }).click();
        await expect(question).toBeVisible();
      }
    }
    if (await question.isVisible()) {
      await page
        .getByRole('list', { name: 'Qual o seu tipo de conta?' })
        .getByRole('button', { name: new RegExp(`^${accountType}\\b`) })
        .click();
    }
    await expect(page.getByText('Tipo de conta:').locator('strong')).toHaveText(accountType);
  }
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Where a signed-out visit to an area page is sent: the sign-in page (/login, or the master's hidden
 * one), carrying the page in `?returnTo=` to come back to after signing in.
 */
export async function expectSentToSignIn(page: Page, returnTo: string, signInPath = '/login'): Promise<void> {
  await expect(page).toHaveURL(pathMatcher(signInPath));
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe(returnTo);
  const heading =
    signInPath === '/login'
      ? page
          .getByRole('heading', { name: 'Qual o seu tipo de conta?' })
          .or(page.getByRole('heading', { name: 'Entrar', exact: true }))
      : page.getByRole('heading', { name: 'Entrar como administrador' });
  await expect(heading).toBeVisible();
}

/**
 * Signs in and waits for the area's shell ('Olá, …' in the top bar) at `expectedPath`. When the page does not
 * get there, the error says what it showed instead (toasts and alerts, the fields, the button's state) and what
 * the browser saw (GraphQL answers and their error codes, failed requests, console errors): a sign-in made in a
 * worker fixture has no trace.
 */
export async function signIn(page: Page, credentials: Credentials, expectedPath?: string | RegExp): Promise<void> {
  const seen: string[] = [];
  const started = Date.now();
  const at = () => `+${Date.now() - started} ms`;
  const onResponse = (response: Response) => {
    if (!response.url().includes('/graphql')) return;
    const label = `${response.request().method()} /graphql ${response.status()}`;
    // The error codes, not the body: a toast is gone by the time the wait gives up.
    response
      .text()
      .then((body) => {
        const codes = [...body.matchAll(/"code":"([A-Z_]+)"/g)].map((match) => match[1]);
        seen.push(`${at()} ${label}${codes.length ? ` errors ${codes.join(',')}` : ''}`);
      })
      .catch(() => seen.push(`${at()} ${label} (no body)`));
  };
  const onFailed = (request: Request) => seen.push(`${at()} failed ${request.url()} ${request.failure()?.errorText}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      seen.push(`${at()} console ${message.type()}: ${message.text()}`);
  };
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  page.on('console', onConsole);
  try {
    await submitSignIn(page, credentials);
    seen.push(`${at()} submitted`);
    if (expectedPath) await expect(page).toHaveURL(pathMatcher(expectedPath));
    await expect(userMenuButton(page)).toBeVisible();
  } catch (error) {
    const shown = await page
      .evaluate(() => ({
        url: location.href,
        toasts: [...document.querySelectorAll('[role="status"][data-kind], [role="alert"]')].map(
          (node) => node.textContent,
        ),
        email: document.querySelector<HTMLInputElement>('input[name="email"]')?.value,
        passwordLength: document.querySelector<HTMLInputElement>('input[name="password"]')?.value.length,
        submit: ((button) =>
          button && { text: button.textContent, disabled: button.disabled, busy: button.getAttribute('aria-busy') })(
          document.querySelector<HTMLButtonElement>('button[type="submit"]'),
        ),
        heading: document.querySelector('h1')?.textContent,
      }))
      .catch((reason: unknown) => ({ unavailable: String(reason) }));
    const detail = `sign-in as ${credentials.email}: the page showed ${JSON.stringify(shown)}; seen: ${seen.join(' | ') || 'nothing'}`;
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${detail}`, { cause: error });
  } finally {
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
    page.off('console', onConsole);
  }
}

/**
 * Signs in in a context of its own and returns its cookies and storage, for tests to start signed in. A failed
 * sign-in says what the page showed (see signIn) and, given `screenshotPath`, leaves a screenshot there: a
 * worker fixture's context has no trace of its own to look at.
 */
export async function signedInStorage(
  browser: Browser,
  credentials: Credentials,
  expectedPath: string,
  screenshotPath?: string,
): Promise<StorageState> {
  const context = await browser.newContext(BRAZIL_CONTEXT);
  try {
    const page = await context.newPage();
    try {
      await signIn(page, credentials, expectedPath);
    } catch (error) {
      if (screenshotPath) await page.screenshot({ path: screenshotPath }).catch(() => undefined);
      throw error;
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Where a worker fixture's failed sign-in leaves its screenshot (beside the tests' results). */
export const workerScreenshotPath = (worker: WorkerInfo, name: string): string =>
  join(worker.project.outputDir, `${name}-worker-${worker.workerIndex}.png`);

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Matches the URL's path exactly (a string) or by regular expression. */
export function pathMatcher(path: string | RegExp): (url: URL) => boolean {
  return (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname));
}

/** The top bar's user menu ('Olá, {first name}' and the avatar). */
export const userMenuButton = (page: Page): Locator => page.getByRole('button', { name: /menu do usuário$/i });

export async function openUserMenuItem(page: Page, item: 'Perfil' | 'Configurações' | 'Sair'): Promise<void> {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Opens 'Serviços e Configurações' from the user menu and returns the drawer. */
export async function openSettings(page: Page): Promise<Locator> {
  await openUserMenuItem(page, 'Configurações');
  return expectDialog(page, 'Serviços e Configurações');
}

/** Sair → 'Tem certeza que deseja sair?' → Sair, then back on '/'. */
export async function signOut(page: Page): Promise<void> {
  await openUserMenuItem(page, 'Sair');
  const confirm = await expectDialog(page, 'Sair');
  await expect(confirm.getByText('Tem certeza que deseja sair?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(pathMatcher('/'));
  await expect(page.getByRole('link', { name: 'Já tenho conta' })).toBeVisible();
}

export interface NewConsultant {
  name: string;
  email: string;
  password: string;
  cpf: string;
}

/**
 * The 3-page wizard for a consultant: /cadastro → Consultor → login data → name, CPF and the address
 * chosen through the place search ('Vitória' → 'Vitória - ES'). Ends on /login with 'Cadastro realizado!'.
 */
export async function signUpConsultant(page: Page, consultant: NewConsultant): Promise<void> {
  await page.goto('/cadastro');
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();
  await page
    .getByRole('list', { name: 'Qual tipo de conta você quer criar?' })
    .getByRole('button', { name: /^Consultor\b/ })
    .click();

  await expect(page).toHaveURL(pathMatcher('/cadastro/consultor'));
  await expect(page.getByText('Etapa 2 de 3')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(consultant.email);
  await page.getByLabel('Senha', { exact: true }).fill(consultant.password);
  await page.getByLabel('Confirme a senha', { exact: true }).fill(consultant.password);
  await page.getByRole('button', { name: 'Próximo' }).click();

  await expect(page.getByText('Etapa 3 de 3')).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill(consultant.name);
  await page.getByLabel('CPF', { exact: true }).fill(consultant.cpf);
  await choosePlace(page, page.getByRole('combobox', { name: 'Endereço' }), 'Vitória', 'Vitória - ES');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();

  await expect(toast(page, 'success', 'Cadastro realizado!')).toBeVisible();
  await expect(page).toHaveURL(pathMatcher('/login'));
}

/** Types into a place combobox and picks the option whose text starts with `option`. */
export async function choosePlace(page: Page, combobox: Locator, query: string, option: string): Promise<void> {
  await combobox.fill(query);
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(option)}`) })
    .first()
    .click();
  await expect(combobox).toHaveValue(new RegExp(`^${escapeRegExp(option)}`));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the confirmation link of the newest sign-up e-mail and expects 'Conta verificada com sucesso!'. */
export async function confirmAccountFromOutbox(page: Page, email: string): Promise<void> {
  const mail = await waitForMail(email, 'confirm-account');
  expect(mail.link, 'o e-mail de confirmação traz o link').toBeTruthy();
  const link = new URL(mail.link as string);
  expect(link.pathname).toBe('/services/confirm-account');
  expect(link.searchParams.get('token')).toBeTruthy();
  expect(link.searchParams.get('role')).toBe('CONSULTANT');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Conta verificada com sucesso!')).toBeVisible();
}

/** Sign-up and confirmation of a fresh consultant; returns its data (for sign-in). */
export async function createConfirmedConsultant(page: Page, consultant: NewConsultant): Promise<NewConsultant> {
  await signUpConsultant(page, consultant);
  await confirmAccountFromOutbox(page, consultant.email);
  return consultant;
}

/** Saves a full-page screenshot to artifacts/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: false, animations: 'disabled' });
  return path;
}

/**
 * A Headless UI dialog by its title. The element with role="dialog" is a zero-size wrapper (its panel
 * is position: fixed), so visibility is asserted on the title inside it: use `expectDialog`.
 */
export const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

export async function expectDialog(page: Page, title: string): Promise<Locator> {
  const found = dialog(page, title);
  await expect(found.getByRole('heading', { name: title, exact: true })).toBeVisible();
  return found;
}

/** The free-trial banner of the shell (above the page; the home page may repeat the text inside main). */
export const trialBanner = (page: Page): Locator =>
  page
    .getByRole('main')
    .locator('xpath=preceding-sibling::*')
    .getByText(/^Restam \d+ dias de teste$/);

/** The area's side menu (desktop) as a navigation landmark. */
export const sideMenu = (page: Page): Locator =>
  page.locator('aside').getByRole('navigation', { name: 'Menu principal' });
