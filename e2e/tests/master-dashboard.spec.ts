import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO, firstNameOf } from '../support/accounts';
import { sentOperation } from '../support/graphql';
import { MASTER_VIEWPORT, main, pageTitle } from '../support/master';
import { expectAreaMenu } from '../support/menus';
import { pathMatcher, screenshot, sideMenu, signIn, userMenuButton } from '../support/pages';
import { test } from '../support/test';

test.use({ viewport: MASTER_VIEWPORT });

interface DashboardStatistics {
  farmers: number;
  companies: number;
  consultants: number;
  enterpriseConsultants: number;
  devices: { platform: string; count: number }[];
  consultanciesProvided: number;
  enterpriseConsultanciesProvided: number;
  trainings: number;
  enterpriseTrainings: number;
  monthTransactions: number;
  earningsByMonth: { month: string; consultancy: number; training: number }[];
}

// Written out here rather than imported from @talhao/schema, so the test checks the format itself.
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** The dashboard's one GraphQL request (figures and the default chart), as the browser received it. */
function dashboardResponse(page: Page) {
  return page.waitForResponse((response) => sentOperation(response.request())?.operationName === 'MasterDashboard');
}

/** 'yyyy-MM' → 'Junho de 2026'. */
function monthTitle(month: string): string {
  const name = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${month.slice(0, 4)}`;
}

const figureCard = (page: Page, label: string): Locator =>
  main(page).getByRole('list', { name: 'Indicadores da plataforma' }).getByRole('article', { name: label });

const devices = (stats: DashboardStatistics, platform: string) =>
  stats.devices.filter((d) => d.platform.toLowerCase() === platform.toLowerCase()).reduce((s, d) => s + d.count, 0);

test('the master signs in through the hidden route and reads the dashboard', async ({ page }) => {
  const { master } = DEMO;
  const operations: string[] = [];
  page.on('request', (request) => {
    const name = sentOperation(request)?.operationName;
    if (name) operations.push(name);
  });
  const response = dashboardResponse(page);
  await signIn(page, { accountType: 'Master', email: master.email, password: master.password }, '/master');
  expect(new URL(page.url()).pathname).toBe('/master');
  await expect(userMenuButton(page)).toContainText(`Olá, ${firstNameOf(master)}`);
  await expectAreaMenu(page, 'master');
  await expect(pageTitle(page, 'Início')).toBeVisible();

  const body = (await (await response).json()) as { data: { masterStatistics: DashboardStatistics } };
  const stats = body.data.masterStatistics;
  // The seed has farmers, both app platforms, companies, consultants and services: a dashboard with shape.
  expect(stats.farmers).toBeGreaterThan(0);
  expect(stats.companies).toBeGreaterThan(0);
  expect(devices(stats, 'Android')).toBeGreaterThan(0);
  expect(devices(stats, 'iOS')).toBeGreaterThan(0);
  expect(stats.earningsByMonth.length).toBeGreaterThan(0);

  // Every card shows its figure from the statistics, in pt-BR formats.
  await expect(figureCard(page, 'Agricultores cadastrados')).toContainText(integer.format(stats.farmers));
  await expect(figureCard(page, 'Downloads Android')).toContainText(integer.format(devices(stats, 'Android')));
  await expect(figureCard(page, 'Downloads iOS')).toContainText(integer.format(devices(stats, 'iOS')));
  await expect(figureCard(page, 'Empresas')).toContainText(integer.format(stats.companies));
  const consultants = figureCard(page, 'Consultores');
  await expect(consultants).toContainText(integer.format(stats.consultants + stats.enterpriseConsultants));
  await expect(consultants.getByRole('definition').first()).toHaveText(integer.format(stats.consultants));
  await expect(figureCard(page, 'Consultorias prestadas')).toContainText(
    integer.format(stats.consultanciesProvided + stats.enterpriseConsultanciesProvided),
  );
  await expect(figureCard(page, 'Treinamentos realizados')).toContainText(
    integer.format(stats.trainings + stats.enterpriseTrainings),
  );
  await expect(figureCard(page, 'Transações financeiras do mês')).toContainText(brl.format(stats.monthTransactions));

  // Both charts are drawn: the users per place (farmers by city by default) and revenue per service.
  // (Each bar is an img named '{place or month}: {values}'; the axis ticks are unnamed.)
  const places = main(page).getByRole('group', { name: 'Agricultores por cidade' });
  const placeBars = places.getByRole('img', { name: /^.+ - [A-Z]{2}: Agricultores \d+$/ });
  await expect(placeBars.first()).toBeVisible();
  expect(await placeBars.count()).toBeGreaterThan(1);
  expect(await placeBars.count()).toBeLessThanOrEqual(10);
  const earnings = main(page).getByRole('group', { name: 'Receita por serviço por mês' });
  const monthBars = earnings.getByRole('img', { name: /: Consultorias / });
  await expect(monthBars).toHaveCount(stats.earningsByMonth.length);
  for (const entry of stats.earningsByMonth) {
    const name = `${monthTitle(entry.month)}: Consultorias ${brl.format(entry.consultancy)}, Treinamentos ${brl.format(entry.training)}`;
    await expect(earnings.getByRole('img', { name })).toHaveCount(1);
  }
  await screenshot(page, 'master-dashboard');
  // Figures and the default chart arrive in one browser request; the chart's own query is not sent on load.
  expect(operations.filter((name) => name.startsWith('MasterDashboard'))).toEqual(['MasterDashboard']);

  // Hovering the latest month shows its tooltip, in BRL.
  const latest = stats.earningsByMonth.at(-1) as DashboardStatistics['earningsByMonth'][number];
  await monthBars.last().hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText(monthTitle(latest.month));
  await expect(tooltip).toContainText(brl.format(latest.consultancy));

  // The toggle: companies, by city and then by state (the seeded companies are in Linhares - ES and Rio Verde - GO).
  await main(page).getByRole('group', { name: 'Tipo de usuário' }).getByText('Empresas', { exact: true }).click();
  const companies = main(page).getByRole('group', { name: 'Empresas por cidade' });
  await expect(companies.getByRole('img', { name: /^Linhares - ES: Empresas \d+$/ })).toBeVisible();
  await expect(companies.getByRole('img', { name: /^Rio Verde - GO: Empresas \d+$/ })).toBeVisible();
  await main(page).getByRole('group', { name: 'Agrupar por' }).getByText('Estado', { exact: true }).click();
  const byState = main(page).getByRole('group', { name: 'Empresas por estado' });
  await expect(byState.getByRole('img', { name: /^Goiás \(GO\): Empresas \d+$/ })).toBeVisible();
  await expect(byState.getByRole('img', { name: /^Espírito Santo \(ES\): Empresas \d+$/ })).toBeVisible();

  // The farmers figure agrees with the farmers list's own count (nothing in the suite registers farmers).
  await sideMenu(page).getByRole('link', { name: 'Agricultores', exact: true }).click();
  await expect(page).toHaveURL(pathMatcher('/master/agricultores'));
  await expect(main(page).getByText(`${integer.format(stats.farmers)} agricultores`, { exact: true })).toBeVisible();
});
