import { expect } from '@playwright/test';
import { DEMO, firstNameOf } from '../support/accounts';
import { type AreaName, expectAreaMenu } from '../support/menus';
import { type AccountTypeLabel, screenshot, signIn, trialBanner, userMenuButton } from '../support/pages';
import { test } from '../support/test';

test.use({ viewport: { width: 1280, height: 800 } });

const AREAS: ReadonlyArray<{
  title: string;
  account: (typeof DEMO)[keyof typeof DEMO];
  accountType: AccountTypeLabel;
  area: AreaName;
}> = [
  {
    title: 'CONSULTANT lands in /consultor',
    account: DEMO.trialConsultant,
    accountType: 'Consultor',
    area: 'consultor',
  },
  { title: 'ENTERPRISE lands in /empresa', account: DEMO.company, accountType: 'Empresarial', area: 'empresa' },
  {
    title: 'ENTERPRISE_CONSULTANT (Empresarial) lands in /consultor-empresarial',
    account: DEMO.enterpriseConsultant,
    accountType: 'Empresarial',
    area: 'consultor-empresarial',
  },
  {
    title: 'MASTER via /login/master/talhao lands in /master',
    account: DEMO.master,
    accountType: 'Master',
    area: 'master',
  },
];

for (const { title, account, accountType, area } of AREAS) {
  test(title, async ({ page }) => {
    await signIn(page, { accountType, email: account.email, password: account.password }, `/${area}`);
    await expect(userMenuButton(page)).toContainText(`Olá, ${firstNameOf(account)}`);
    await expectAreaMenu(page, area);
    if (area === 'consultor') await expect(trialBanner(page)).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await screenshot(page, `shell-${area}`);
  });
}
