import { expect } from '@playwright/test';
import { GOOGLE_TEST_TOKEN_PREFIX } from '@talhao/fixture-server';
import { DEMO, firstNameOf } from '../support/accounts';
import { pathMatcher, userMenuButton } from '../support/pages';
import { test } from '../support/test';

/** Google Identity Services stand-in: the token client answers at once with a fixture-server test token. */
const gsiStub = (email: string) => `
window.google = { accounts: { oauth2: { initTokenClient: function (config) {
  return { requestAccessToken: function () {
    setTimeout(function () { config.callback({ access_token: ${JSON.stringify(`${GOOGLE_TEST_TOKEN_PREFIX}${email}`)} }); }, 0);
  } };
} } } };`;

test('the Google button on /login (Consultor) signs the consultant in', async ({ page }) => {
  const account = DEMO.premiumConsultant;
  let scriptRequests = 0;
  // Routes run last-registered first: anything else of Google's is refused, the GIS script is stubbed.
  await page.route('https://accounts.google.com/**', (route) => route.abort());
  await page.route('https://accounts.google.com/gsi/client', (route) => {
    scriptRequests += 1;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: gsiStub(account.email) });
  });

  await page.goto('/login');
  await page
    .getByRole('list', { name: 'Qual o seu tipo de conta?' })
    .getByRole('button', { name: /^Consultor\b/ })
    .click();
  await page.getByRole('button', { name: 'Entrar com Google' }).click();

  await expect(page).toHaveURL(pathMatcher('/consultor'));
  await expect(userMenuButton(page)).toContainText(`Olá, ${firstNameOf(account)}`);
  expect(scriptRequests).toBe(1);
});

test("the sign-in form stays where it is when the Google button arrives, so a click on 'Entrar' is not lost", async ({
  page,
}) => {
  // The Google section's chunk is held back until the form has been measured: it arrives under the pointer.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/GoogleSignInButton-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.route('https://accounts.google.com/**', (route) => route.abort());

  await page.goto('/login');
  await page
    .getByRole('list', { name: 'Qual o seu tipo de conta?' })
    .getByRole('button', { name: /^Empresarial\b/ })
    .click();
  const submit = page.getByRole('button', { name: 'Entrar', exact: true });
  await expect(submit).toBeVisible();
  const before = await submit.boundingBox();
  release();
  await expect(page.getByRole('button', { name: 'Entrar com Google' })).toBeVisible();
  expect(await submit.boundingBox()).toEqual(before);
});
