import { type BrowserContext, test as base } from '@playwright/test';
import { AccessibilityAudit, axeEnabled } from './axe';

/**
 * The `test` of every spec (and of consultantTest / masterTest, which extend it): an automatic
 * fixture runs axe on every page the test opens (support/axe.ts), so a new spec is covered by
 * importing `test` from here. Biome refuses `test` from '@playwright/test' under e2e/tests.
 */
export const test = base.extend<{ accessibilityAudit: undefined }>({
  accessibilityAudit: [
    async ({ browser }, use, testInfo) => {
      if (!axeEnabled()) return use(undefined);
      const audit = new AccessibilityAudit(() => testInfo.status === testInfo.expectedStatus);
      // Every context of the test: the `page` fixture's and those a spec opens with browser.newContext().
      const watch = (context: BrowserContext) => audit.watchContext(context);
      browser.on('context', watch);
      try {
        await use(undefined);
        await audit.finish();
      } finally {
        browser.off('context', watch);
      }
      testInfo.annotations.push({
        type: 'axe',
        description: [
          `${audit.analysedStates.length} estado(s) em ${Math.round(audit.elapsedMs)} ms`,
          ...audit.analysedStates,
          ...audit.repeatedStates.map((state) => `${state} (igual ao de um teste anterior)`),
        ].join('\n'),
      });
      const failure = testInfo.status === testInfo.expectedStatus ? audit.report() : null;
      if (failure) throw new Error(failure);
    },
    { auto: true, title: 'axe' },
  ],
});
