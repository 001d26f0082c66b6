import { expect, type Page } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { main } from '../support/master';
import { AREA_MENUS, type AreaName } from '../support/menus';
import { type AccountTypeLabel, pathMatcher, sideMenu, signIn } from '../support/pages';
import { test } from '../support/test';

/**
 * Every page of every area's side menu, opened as that area's user (issue 12): each shows its title
 * (h1 and browser tab), none is the not-found page (issue 13), and axe (support/test.ts) analyses each one, so no role's page goes unchecked
 * because no other spec happens to open it. None is wider than the window once its content is in: at 1,280 px and on
 * a 390-px phone, and the home also at 1,024 and 768 px, where the side menu leaves the content least room.
 */

/** How many pixels the document is wider than the window (0 when nothing sticks out sideways). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 800 } });

const SIGN_INS: Record<AreaName, { account: (typeof DEMO)[keyof typeof DEMO]; accountType: AccountTypeLabel }> = {
  consultor: { account: DEMO.premiumConsultant, accountType: 'Consultor' },
  'consultor-empresarial': { account: DEMO.enterpriseConsultant, accountType: 'Empresarial' },
  empresa: { account: DEMO.company, accountType: 'Empresarial' },
  master: { account: DEMO.master, accountType: 'Master' },
};

for (const [area, { account, accountType }] of Object.entries(SIGN_INS) as Array<
  [AreaName, (typeof SIGN_INS)[AreaName]]
>) {
  test(`/${area}: every page of the side menu opens with its title`, async ({ page }) => {
    await signIn(page, { accountType, email: account.email, password: account.password }, `/${area}`);
    for (const path of AREA_MENUS[area].paths) {
      await sideMenu(page).locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL(pathMatcher(path));
      const title = main(page).getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      // A menu entry never lands on the not-found page (issue 13): built, or saying it is not available yet.
      await expect(title).not.toHaveText('Conteúdo não encontrado');
      await expect(page).toHaveTitle(/ · Talhão$/);
      // Once its content is in, the page is no wider than the window: a wide table scrolls inside its card.
      await page.waitForLoadState('networkidle');
      await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
      await expect.poll(() => horizontalOverflow(page)).toBe(0);
    }
    // The home's cards, agenda and charts also fit a small laptop and a tablet beside the side menu.
    for (const width of [1024, 768]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${area}`);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(main(page).locator('[aria-busy="true"], [role="status"]')).toHaveCount(0);
      await expect.poll(() => horizontalOverflow(page)).toBe(0);
    }
    // And on a phone, where most of the field uses it, every page of the menu stacks into the window.
    await page.setViewportSize({ width: 390, height: 800 });
    for (const path of AREA_MENUS[area].paths) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
      await expect.poll(() => horizontalOverflow(page), { message: path }).toBe(0);
    }
  });
}
