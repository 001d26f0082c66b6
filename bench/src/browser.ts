/**
 * Chromium for the bench sections: the system's Debian Chromium (never a downloaded browser), headless,
 * with the background traffic that would pollute request counts switched off; and a sign-in helper
 * that gives a browser context holding a demo account's session cookie.
 */
import { DEMO_ACCOUNTS } from '@talhao/fixture-server';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { SIGN_IN_MUTATION } from './servers';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export type BenchAccountKey = 'consultant' | 'enterprise' | 'enterpriseConsultant' | 'master';
export type LoginAccountType = 'CONSULTANT' | 'ENTERPRISE' | 'MASTER';

export interface BenchAccount {
  key: BenchAccountKey;
  email: string;
  password: string;
  /** The account type the sign-in screen asks for (companies and their consultants share one). */
  accountType: LoginAccountType;
  /** The area the account lands in. */
  home: string;
}

function demo(key: BenchAccountKey, email: string, accountType: LoginAccountType, home: string): BenchAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`bench: demo account missing from the seed: ${email}`);
  return { key, email, password: account.password, accountType, home };
}

/** The demo accounts the sections sign in as (one per area). */
export const BENCH_ACCOUNTS: Record<BenchAccountKey, BenchAccount> = {
  consultant: demo('consultant', 'premium@talhao.dev', 'CONSULTANT', '/consultor'),
  enterprise: demo('enterprise', 'agrovale@talhao.dev', 'ENTERPRISE', '/empresa'),
  enterpriseConsultant: demo(
    'enterpriseConsultant',
    'consultor.agrovale@talhao.dev',
    'ENTERPRISE',
    '/consultor-empresarial',
  ),
  master: demo('master', 'master@talhao.dev', 'MASTER', '/master'),
};

/** The hidden master sign-in route (any code works). */
export const MASTER_LOGIN_PATH = '/login/master/talhao';

/** The same viewport and locale as the e2e specs. */
export const CONTEXT_OPTIONS = {
  viewport: { width: 1280, height: 800 },
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
} as const;

/** The shell is up when the top bar's user menu ('Olá, …') is visible. */
export const SHELL_SELECTOR = 'button[aria-label$="menu do usuário"]';

/**
 * Signs in through the BFF's GraphQL API with the context's own request client, so the session
 * cookie lands in the context's cookie jar (no page, no UI). Throws on a refused sign-in.
 */
export async function signInWithGraphql(context: BrowserContext, bffUrl: string, account: BenchAccount): Promise<void> {
  const response = await context.request.post(`${bffUrl}/graphql`, {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: {
      query: SIGN_IN_MUTATION,
      variables: { input: { email: account.email, password: account.password, accountType: account.accountType } },
    },
  });
  const body = (await response.json()) as { data?: { signIn?: { viewer?: { role?: string } } }; errors?: unknown[] };
  if (!response.ok() || !body.data?.signIn?.viewer?.role) {
    throw new Error(`bench: sign-in of ${account.email} failed (${response.status()}): ${JSON.stringify(body.errors)}`);
  }
}

/**
 * Signs in through the sign-in screen, as a person does: /login (account type on step 1) or the
 * hidden master route, e-mail and password, 'Entrar'; resolves when the area's shell is visible.
 */
export async function signInThroughUi(page: Page, bffUrl: string, account: BenchAccount): Promise<void> {
  if (account.accountType === 'MASTER') {
    await page.goto(`${bffUrl}${MASTER_LOGIN_PATH}`);
  } else {
    await page.goto(`${bffUrl}/login`);
    await chooseAccountType(page, account.accountType === 'CONSULTANT' ? 'Consultor' : 'Empresarial');
  }
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.locator(SHELL_SELECTOR).waitFor({ state: 'visible' });
}

/** Step 1 of /login: picks the account type, switching with 'Trocar' when another one is remembered. */
export async function chooseAccountType(page: Page, label: 'Consultor' | 'Empresarial'): Promise<void> {
  const question = page.getByRole('heading', { name: 'Qual o seu tipo de conta?' });
  const form = page.getByRole('heading', { name: 'Entrar', exact: true });
  await question.or(form).first().waitFor({ state: 'visible' });
  if (await form.isVisible()) {
    const current = (await page.getByText('Tipo de conta:').locator('strong').textContent())?.trim();
    if (current === label) return;
    await page.getByRole('button', { name: 'Trocar' }).click();
    await question.waitFor({ state: 'visible' });
  }
  await page
    .getByRole('list', { name: 'Qual o seu tipo de conta?' })
    .getByRole('button', { name: new RegExp(`^${label}\\b`) })
    .click();
  await page.getByRole('heading', { name: 'Entrar', exact: true }).waitFor({ state: 'visible' });
}

/** A new context (e2e viewport and locale) whose cookie jar holds `account`'s session. */
export async function signedInContext(
  browser: Browser,
  bffUrl: string,
  account: BenchAccount,
  via: 'graphql' | 'ui' = 'graphql',
): Promise<BrowserContext> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    if (via === 'graphql') await signInWithGraphql(context, bffUrl, account);
    else {
      const page = await context.newPage();
      await signInThroughUi(page, bffUrl, account);
      await page.close();
    }
    return context;
  } catch (error) {
    await context.close();
    throw error;
  }
}
