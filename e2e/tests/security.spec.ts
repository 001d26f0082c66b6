import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { COMMON, todayInSaoPaulo } from '@talhao/schema';
import { DEMO } from '../support/accounts';
import { CONSULTANT_BASE, CONSULTANT_VIEWPORT, consultantTest } from '../support/consultant';
import { newUniqueLabel, solidPng } from '../support/data';
import { BRAZIL_CONTEXT, E2E_BASE_URL } from '../support/env';
import { addDays, bodyRows, main } from '../support/master';
import { expectSentToSignIn, screenshot, sideMenu, signIn, signOut, userMenuButton } from '../support/pages';
import {
  autoSubmitFileForm,
  autoSubmitForm,
  expectInertRichText,
  gql,
  hostileHtml,
  JWT_PATTERN,
  startOtherSite,
  type Upstream,
  upstreamAs,
  watchForInjection,
} from '../support/security';
import { test } from '../support/test';

/**
 * The browser half of the security suite (issue 5): stored rich text never runs, the session token
 * never reaches script or a response body, signing out really ends the session, another site cannot
 * post forms to the BFF or frame the app, and the security headers are sent.
 */

const OFFERS = `${CONSULTANT_BASE}/consultorias/ofertadas`;
const PROFILE = `${CONSULTANT_BASE}/perfil`;
const SESSION_COOKIE = 'talhao_session';

test.describe.configure({ mode: 'parallel' });

const CREATE_OFFER = 'OfferedCreateConsultancy';
const DELETE_OFFER = 'OfferedDeleteConsultancy';
const READ_OFFER = 'OfferedConsultancy';
const CREATE_TRAINING = 'TrainingCreate';
const DELETE_TRAINING = 'TrainingDelete';
const UPDATE_RESUME = 'ProfileUpdateResume';
const VIEWER = 'Viewer';

/** An online offer at an agreed price: the fewest fields the offer rules ask for. */
const offerInput = (name: string, content: string) => ({
  name,
  format: 'ONLINE',
  cultures: ['Café'],
  agreedPrice: true,
  prices: [],
  regions: [],
  summary: 'Oferta criada pelo teste de segurança.',
  content,
});

async function createOffer(page: Page, name: string, content: string): Promise<string> {
  const data = await gql<{ createOfferedConsultancy: { offer: { id: string } } }>(page, CREATE_OFFER, {
    input: offerInput(name, content),
  });
  return data.createOfferedConsultancy.offer.id;
}

/** The consultant's resume as the provider keeps it, so a test can put it back exactly. */
async function savedResume(upstream: Upstream): Promise<string | null> {
  const profile = await upstream.call<{ professionalResume?: string | null }>('GET', '/consultantProfileApi');
  return profile.professionalResume ?? null;
}

async function restoreResume(upstream: Upstream, resume: string | null): Promise<void> {
  if (resume) await upstream.call('PUT', '/consultantProfileApi', { professionalResume: resume });
}

const richText = (page: Page) => main(page).locator('.rich-text');
const resumeText = (page: Page) =>
  main(page).getByRole('region', { name: 'Currículo profissional' }).locator('.rich-text');

/** Every rich-text field of a GraphQL answer, whatever the operation. */
const RICH_TEXT_FIELDS = new Set(['content', 'description', 'specificInformation', 'professionalResume']);

/** The boot data block the BFF renders into every page (packages/bff/src/plugins/boot-data.ts). */
const BOOT_BLOCK = /(<script type="application\/json" id="talhao-boot">)(.*?)(<\/script>)/s;

function injectHostile(value: unknown, visible: string): number {
  let replaced = 0;
  if (Array.isArray(value)) {
    for (const item of value) replaced += injectHostile(item, visible);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(record)) {
      if (RICH_TEXT_FIELDS.has(key) && typeof field === 'string') {
        record[key] = hostileHtml(visible);
        replaced++;
      } else {
        replaced += injectHostile(field, visible);
      }
    }
  }
  return replaced;
}

/**
 * Both tests rewrite the premium consultant's resume (and put it back), so they run one after
 * the other in one worker; the rest of the file runs in parallel.
 */
consultantTest.describe('stored rich text', () => {
  consultantTest.describe.configure({ mode: 'default' });

  consultantTest(
    'hostile HTML saved through the app in every rich-text field is shown as text and never runs',
    async ({ page }) => {
      const upstream = await upstreamAs(DEMO.premiumConsultant);
      const originalResume = await savedResume(upstream);
      const watch = await watchForInjection(page);
      await page.goto(OFFERS);
      await expect(userMenuButton(page)).toBeVisible();

      const offerText = 'Conteúdo seguro da oferta e2e';
      const descriptionText = 'Descrição segura do treinamento e2e';
      const informationText = 'Informações seguras do treinamento e2e';
      const resumeVisible = 'Currículo seguro e2e';
      const offerId = await createOffer(page, newUniqueLabel('Oferta XSS', 40), hostileHtml(offerText));
      const training = await gql<{ createTraining: { training: { id: string } } }>(page, CREATE_TRAINING, {
        input: {
          title: newUniqueLabel('Treinamento XSS', 40),
          // Far enough ahead not to head the open list other specs read.
          date: `${addDays(todayInSaoPaulo(), 60)}T10:00:00-03:00`,
          duration: '02:00',
          price: 100,
          format: 'ONLINE',
          summary: 'Treinamento criado pelo teste de segurança.',
          description: hostileHtml(descriptionText),
          specificInformation: hostileHtml(informationText),
          availableSpots: 10,
        },
      });
      const trainingId = training.createTraining.training.id;
      try {
        await gql(page, UPDATE_RESUME, { html: hostileHtml(resumeVisible) });

        await page.goto(`${OFFERS}/${offerId}`);
        await expectInertRichText(page, richText(page), offerText, watch);

        await page.goto(`${CONSULTANT_BASE}/treinamentos/${trainingId}`);
        await expect(richText(page)).toHaveCount(2);
        await expectInertRichText(page, richText(page).first(), descriptionText, watch);
        await expectInertRichText(page, richText(page).last(), informationText, watch);
        await screenshot(page, 'security-rich-text');

        await page.goto(PROFILE);
        await expectInertRichText(page, resumeText(page), resumeVisible, watch);
      } finally {
        await gql(page, DELETE_OFFER, { id: offerId });
        await gql(page, DELETE_TRAINING, { id: trainingId });
        await restoreResume(upstream, originalResume);
      }
    },
  );

  consultantTest(
    'raw hostile HTML in the provider is cleaned by the BFF, and by the page when an answer carries it',
    async ({ page }) => {
      const upstream = await upstreamAs(DEMO.premiumConsultant);
      const originalResume = await savedResume(upstream);
      const watch = await watchForInjection(page);

      // Written straight into the provider, past the BFF's write-side sanitizer.
      const offerText = 'Oferta gravada direto no provedor';
      const resumeVisible = 'Currículo gravado direto no provedor';
      const raw = hostileHtml(offerText);
      const { _id: offerId } = await upstream.call<{ _id: string }>('POST', '/consultantConsultancyApi', {
        name: newUniqueLabel('Oferta XSS crua', 40),
        format: 'ONLINE',
        cultures: ['Milho'],
        price: 'AGREED_PRICE',
        priceType: 'AGREED_PRICE',
        regionOffered: [],
        content: raw,
      });
      try {
        const stored = await upstream.call<{ content: string }>('GET', `/consultantConsultancyApi/${offerId}`);
        expect(stored.content, 'o provedor guardou o HTML cru').toBe(raw);
        await upstream.call('PUT', '/consultantProfileApi', { professionalResume: hostileHtml(resumeVisible) });

        await page.goto(`${OFFERS}/${offerId}`);
        await expectInertRichText(page, richText(page), offerText, watch);
        await page.goto(PROFILE);
        await expectInertRichText(page, resumeText(page), resumeVisible, watch);

        // Render side on its own: every rich-text field of every answer is replaced by raw hostile HTML
        // on its way to the page, so only RichTextView's sanitizer stands between it and the DOM.
        const injectedText = 'Texto injetado na resposta';
        let injected = 0;
        // The app's queries are GETs with the operation in the URL: every URL of the /graphql path.
        await page.route(
          (url) => url.origin === E2E_BASE_URL && url.pathname === '/graphql',
          async (route) => {
            const response = await route.fetch();
            const body = (await response.json()) as unknown;
            injected += injectHostile(body, injectedText);
            await route.fulfill({ response, json: body });
          },
        );
        // The session's viewer (the resume among its fields) arrives in the page's boot data, not a /graphql
        // answer (architecture note 26): the same replacement there.
        await page.route(`${E2E_BASE_URL}/**`, async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          const response = await route.fetch();
          const html = await response.text();
          const block = html.match(BOOT_BLOCK);
          if (!block?.[2]) return route.fulfill({ response, body: html });
          const boot = JSON.parse(block[2]) as unknown;
          injected += injectHostile(boot, injectedText);
          const json = JSON.stringify(boot).replace(/</g, '\\u003c');
          return route.fulfill({
            response,
            body: html.replace(BOOT_BLOCK, (_all, open, _old, close) => open + json + close),
          });
        });
        await page.goto(`${OFFERS}/${offerId}`);
        await expectInertRichText(page, richText(page), injectedText, watch);
        await page.goto(PROFILE);
        await expectInertRichText(page, resumeText(page), injectedText, watch);
        expect(injected, 'as respostas levaram HTML hostil à página').toBeGreaterThanOrEqual(2);
        await page.unrouteAll({ behavior: 'wait' });
      } finally {
        await upstream.call('DELETE', `/consultantConsultancyApi/${offerId}`);
        await restoreResume(upstream, originalResume);
      }
    },
  );
});

/** A browser context of its own (its own sign-in, so signing out revokes no other test's token). */
const newContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({
    ...BRAZIL_CONTEXT,
    viewport: CONSULTANT_VIEWPORT,
  });

const SIGN_IN = 'AuthSignIn';

/**
 * A new context signed in as the premium consultant through the sign-in mutation (the form is
 * covered elsewhere): a session, and a provider token, of its own.
 */
async function signedInContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const { email, password } = DEMO.premiumConsultant;
  const data = await gql<{ signIn: { viewer: { role: string } } }>(page, SIGN_IN, {
    input: { email, password, accountType: 'CONSULTANT' },
  });
  expect(data.signIn.viewer.role).toBe('CONSULTANT');
  return { context, page };
}

test('the production BFF answers only the app’s own operations, by id or by their listed text', async ({ browser }) => {
  const { context, page } = await signedInContext(browser);
  try {
    const headers = { 'content-type': 'application/json' };
    // A document the app never sends, even a harmless one: refused before it is read.
    for (const data of [
      { query: '{ viewer { role } }' },
      { query: '{{{' },
      { documentId: `sha256:${'0'.repeat(64)}` },
    ]) {
      const refused = await page.request.post('/graphql', { headers, data });
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toEqual({
        errors: [{ message: COMMON.unknownOperation, extensions: { code: 'UNKNOWN_OPERATION' } }],
      });
    }
    const viewer = await gql<{ viewer: { role: string; __typename: string } }>(page, VIEWER);
    expect(viewer.viewer).toMatchObject({ role: 'CONSULTANT', __typename: 'Viewer' });
  } finally {
    await context.close();
  }
});

test('the session token is never readable by scripts nor present in any response body', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const leaks: string[] = [];
  const seen: string[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(E2E_BASE_URL)) return;
    reads.push(
      (async () => {
        const text = await response.text().catch(() => '');
        seen.push(new URL(url).pathname);
        if (JWT_PATTERN.test(text)) leaks.push(url);
        for (const [name, value] of Object.entries(await response.allHeaders())) {
          if (name !== 'set-cookie' && JWT_PATTERN.test(value)) leaks.push(`${url} (${name})`);
        }
      })(),
    );
  });

  const account = DEMO.premiumConsultant;
  await signIn(page, { accountType: 'Consultor', email: account.email, password: account.password }, '/consultor');
  // A few screens through the menu (each one its own GraphQL answers), then a full reload.
  for (const label of ['Consultorias Ofertadas', 'Treinamentos Abertos']) {
    await sideMenu(page).getByRole('link', { name: label }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: label })).toBeVisible();
  }
  await page.goto(PROFILE);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await Promise.all(reads);
  expect(seen.filter((path) => path === '/graphql').length, 'respostas GraphQL observadas').toBeGreaterThan(3);
  expect(leaks, 'nenhuma resposta traz um JWT').toEqual([]);

  const cookies = await context.cookies(E2E_BASE_URL);
  const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  expect(session, 'cookie de sessão').toBeDefined();
  expect(session?.httpOnly).toBe(true);
  expect(['Lax', 'Strict']).toContain(session?.sameSite);
  expect(session?.value).not.toMatch(JWT_PATTERN);
  for (const cookie of cookies) expect(`${cookie.name}=${cookie.value}`).not.toMatch(JWT_PATTERN);

  const visibleToScript = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => {
        const key = storage.key(i) ?? '';
        return `${key}=${storage.getItem(key)}`;
      }).join('\n');
    return { cookie: document.cookie, local: dump(localStorage), session: dump(sessionStorage) };
  });
  expect(visibleToScript.cookie).not.toContain(SESSION_COOKIE);
  expect(visibleToScript.cookie).not.toMatch(JWT_PATTERN);
  expect(visibleToScript.local).not.toMatch(JWT_PATTERN);
  expect(visibleToScript.session).not.toMatch(JWT_PATTERN);
  await context.close();
});

test('signing out ends the session in this browser and for a copy of its cookies', async ({ browser }) => {
  const { context, page } = await signedInContext(browser);
  await page.goto(OFFERS);
  const firstOffer = bodyRows(main(page).getByRole('table')).first();
  await expect(firstOffer).toContainText(/\p{L}{4}/u);
  const cells = (await firstOffer.locator('td').allTextContents()).map((text) => text.trim());
  const offerRowText = cells.find((text) => /\p{L}{4}/u.test(text)) ?? '';
  expect(offerRowText, 'a área mostra dados do consultor').not.toBe('');
  const stolen = await context.cookies(E2E_BASE_URL);
  expect(stolen.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(true);

  // Another document after the list, so Back after signing out returns to the list's document
  // (sign-out replaces the current history entry with '/').
  await page.goto(CONSULTANT_BASE);
  await expect(userMenuButton(page)).toBeVisible();
  await signOut(page);
  expect((await context.cookies(E2E_BASE_URL)).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);

  // Back to the list: the area is refused — to sign-in, the list kept to return to — and none of its
  // data shows (nor a cached copy of the page).
  await page.goBack();
  await expectSentToSignIn(page, OFFERS);
  await expect(userMenuButton(page)).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(offerRowText, { exact: true })).toHaveCount(0);

  // The old cookie in another browser: its provider token was revoked at sign-out.
  const replay = await newContext(browser);
  await replay.addCookies(stolen);
  const intruder = await replay.newPage();
  const viewer = await gql<{ viewer: unknown }>(intruder, VIEWER);
  expect(viewer.viewer, 'o cookie antigo não abre sessão').toBeNull();
  // The BFF cleared the refused cookie in that answer; the intruder simply plants it again.
  await replay.addCookies(stolen);
  await intruder.goto(OFFERS);
  await expectSentToSignIn(intruder, OFFERS);
  await expect(userMenuButton(intruder)).toHaveCount(0);
  await expect(intruder.getByRole('table')).toHaveCount(0);
  await expect(intruder.getByText(offerRowText, { exact: true })).toHaveCount(0);
  await replay.close();
  await context.close();
});

/**
 * A form body on /graphql: the BFF has no parser for it, so it is refused before GraphQL (415);
 * were one added, Apollo's CSRF prevention answers 400 instead. Either way no resolver runs.
 */
const FORM_BODY_REFUSED = /: (415|400 .*Requisição bloqueada por segurança)/;

test('forms posted from another site to /graphql and to the upload route are refused', async ({ browser }) => {
  const site = await startOtherSite();
  const { context, page } = await signedInContext(browser);
  try {
    const offerName = newUniqueLabel('Oferta CSRF', 40);
    const offerId = await createOffer(page, offerName, '<p>Oferta alvo do teste de CSRF.</p>');
    const before = await gql<{ viewer: { profile: { pictureUrl: string | null } } }>(page, VIEWER);

    const deleteOffer = `mutation{deleteOfferedConsultancy(id:"${offerId}"){message}}`;
    const attacks = [
      {
        name: 'text/plain → /graphql (apagar a oferta)',
        target: '/graphql',
        // Apollo's CSRF prevention: a simple content type without the preflight header (reworded in pt-BR).
        refused: /: 400 .*Requisição bloqueada por segurança/,
        html: autoSubmitForm(`${E2E_BASE_URL}/graphql`, 'text/plain', {
          // text/plain sends name=value: the name opens a JSON body and the value closes it.
          [`{"query":${JSON.stringify(deleteOffer)},"x":"`]: '"}',
        }),
      },
      {
        name: 'x-www-form-urlencoded → /graphql (apagar a oferta)',
        target: '/graphql',
        refused: FORM_BODY_REFUSED,
        html: autoSubmitForm(`${E2E_BASE_URL}/graphql`, 'application/x-www-form-urlencoded', { query: deleteOffer }),
      },
      {
        name: 'x-www-form-urlencoded → /graphql (sair)',
        target: '/graphql',
        refused: FORM_BODY_REFUSED,
        html: autoSubmitForm(`${E2E_BASE_URL}/graphql`, 'application/x-www-form-urlencoded', {
          query: 'mutation{signOut{message}}',
        }),
      },
      {
        name: 'multipart → /graphql (sair)',
        target: '/graphql',
        refused: FORM_BODY_REFUSED,
        html: autoSubmitForm(`${E2E_BASE_URL}/graphql`, 'multipart/form-data', {
          operations: JSON.stringify({ query: 'mutation{signOut{message}}' }),
          map: '{}',
        }),
      },
      {
        name: 'multipart → /uploads/profile-picture',
        target: '/uploads/profile-picture',
        // The upload routes' own guard: no x-talhao-upload header.
        refused: /: 403 .*"code":"FORBIDDEN"/,
        html: autoSubmitFileForm(`${E2E_BASE_URL}/uploads/profile-picture`, solidPng(40, [200, 30, 30])),
      },
    ];

    const outcomes: string[] = [];
    for (const [index, attack] of attacks.entries()) {
      const url = site.page(`/ataque-${index}`, attack.html);
      const answer = page.waitForResponse(
        (response) => response.url() === `${E2E_BASE_URL}${attack.target}` && response.request().method() === 'POST',
      );
      await page.goto(url);
      const response = await answer;
      expect(new URL(page.url()).origin, attack.name).toBe(E2E_BASE_URL);
      outcomes.push(`${attack.name}: ${response.status()} ${(await response.text()).slice(0, 120)}`);
    }
    expect(outcomes).toEqual(attacks.map((attack) => expect.stringMatching(attack.refused)));

    // Nothing changed, and the session still works.
    await page.goto(`${OFFERS}/${offerId}`);
    await expect(main(page).getByRole('heading', { name: offerName, exact: true })).toBeVisible();
    await expect(userMenuButton(page)).toBeVisible();
    const after = await gql<{ viewer: { profile: { pictureUrl: string | null } } | null }>(page, VIEWER);
    expect(after.viewer, 'ainda conectado').not.toBeNull();
    expect(after.viewer?.profile.pictureUrl).toBe(before.viewer.profile.pictureUrl);
    const offer = await gql<{ offeredConsultancy: { name: string } | null }>(page, READ_OFFER, { id: offerId });
    expect(offer.offeredConsultancy?.name).toBe(offerName);

    // The guard does not rest on SameSite alone: the same shapes with the session cookie attached.
    const plain = await page.request.post('/graphql', {
      headers: { 'content-type': 'text/plain' },
      data: JSON.stringify({ query: deleteOffer }),
    });
    expect(plain.status()).toBe(400);
    const upload = await page.request.post('/uploads/profile-picture', {
      multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: solidPng(40, [200, 30, 30]) } },
    });
    expect(upload.status()).toBe(403);
    expect((await gql<{ offeredConsultancy: unknown }>(page, READ_OFFER, { id: offerId })).offeredConsultancy).not.toBe(
      null,
    );

    await gql(page, DELETE_OFFER, { id: offerId });
  } finally {
    await context.close();
    await site.close();
  }
});

test('the web app sends the security headers and another site cannot frame it', async ({ page }) => {
  for (const path of ['/', '/login', OFFERS]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-type'], path).toContain('text/html');
    expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self'/);
    expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
  }
  const api = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: '{ viewer { role } }' },
  });
  expect(api.headers()['x-content-type-options']).toBe('nosniff');

  const site = await startOtherSite();
  try {
    const url = site.page(
      '/moldura',
      `<!doctype html><html><body><h1>Site de terceiros</h1><iframe id="app" title="app" src="${E2E_BASE_URL}/login" width="800" height="600"></iframe><script>document.getElementById('app').addEventListener('load', () => { window.__frameLoaded = true; });</script></body></html>`,
    );
    const refused = page.waitForEvent('console', (message) => /frame-ancestors|X-Frame-Options/i.test(message.text()));
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Site de terceiros' })).toBeVisible();
    await refused;
    await page.waitForFunction(() => (window as unknown as { __frameLoaded?: boolean }).__frameLoaded === true);
    const child = page.frames().find((frame) => frame !== page.mainFrame());
    expect(child, 'a moldura existe').toBeDefined();
    expect(child?.url() ?? '').not.toMatch(new RegExp(`^${E2E_BASE_URL}`));
    const appInside = await child
      ?.evaluate(() => document.querySelector('#root')?.childElementCount ?? 0)
      .catch(() => 0);
    expect(appInside, 'o app não foi desenhado na moldura').toBe(0);
    await expect(page.frameLocator('#app').getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  } finally {
    await site.close();
  }
});
