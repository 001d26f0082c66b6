import { expect } from '@playwright/test';
import { AccessibilityAudit } from '../support/axe';
import { test } from '../support/test';

/**
 * The axe audit itself (support/axe.ts), on a probe site served by the browser's router (no network):
 * a serious violation is reported with its rule, target and URL; each path is analysed once, before
 * the test leaves it and at the end. The product's own audit ignores the probe's origin.
 */

const PROBE = 'http://axe-probe.test';
const PAGES: Record<string, string> = {
  '/a': '<p id="faint" style="color:#b8b8b8">Texto claro demais</p><a href="/b">Ir para b</a>',
  '/b': '<button id="unnamed" type="button"></button><a href="/a">Voltar para a</a>',
};

test('a serious violation is reported with its rule, target and URL; each path once', async ({ browser }) => {
  const context = await browser.newContext();
  await context.route(`${PROBE}/**`, (route) => {
    const body = PAGES[new URL(route.request().url()).pathname] ?? '';
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="pt-BR"><title>Sonda</title><main>${body}</main></html>`,
    });
  });
  const audit = new AccessibilityAudit(() => true, new Set([PROBE]), new Set());
  audit.watchContext(context);
  const page = await context.newPage();

  await page.goto(`${PROBE}/a`);
  await page.getByRole('link', { name: 'Ir para b' }).click();
  await expect(page).toHaveURL(`${PROBE}/b`);
  await page.getByRole('link', { name: 'Voltar para a' }).click();
  await expect(page).toHaveURL(`${PROBE}/a`);
  await context.close();

  // /a before its link was followed, /b before its own; /a again is not analysed a second time.
  expect(audit.analysedStates).toEqual([`${PROBE}/a`, `${PROBE}/b`]);
  expect(audit.findings).toEqual([
    expect.objectContaining({ rule: 'color-contrast', impact: 'serious', target: '"#faint"', url: `${PROBE}/a` }),
    expect.objectContaining({ rule: 'button-name', impact: 'critical', target: '"#unnamed"', url: `${PROBE}/b` }),
  ]);
  expect(audit.report()).toContain(`- [serious] color-contrast em ${PROBE}/a\n    alvo: "#faint"`);
});
