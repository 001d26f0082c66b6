import { expect, type Page, type Request } from '@playwright/test';
import { ACTIVITY_MESSAGES, CATALOGUE, FINANCE_MESSAGES, SCHEDULE_MESSAGES, todayInSaoPaulo } from '@talhao/schema';
import { DEMO } from '../support/accounts';
import { CONSULTANT_BASE, signedInAs, consultantTest as test } from '../support/consultant';
import { typedDay, typeInto } from '../support/fields';
import { sentOperation } from '../support/graphql';
import { addDays, field, main, pageTitle } from '../support/master';
import { expectDialog, pathMatcher, screenshot, toast } from '../support/pages';

const REQUESTS = `${CONSULTANT_BASE}/consultorias/solicitadas`;
const PROVIDED = `${CONSULTANT_BASE}/consultorias/prestadas`;

/** The requests' cards, each named by its 'Visualizar solicitação de {farmer}' link. */
const requestLinks = (page: Page) => main(page).getByRole('link', { name: /^Visualizar solicitação de / });

test('the dashboard shows the month and the agenda, and the calendar marks the works', async ({ page }) => {
  await page.goto(CONSULTANT_BASE);
  const summary = main(page).getByRole('region', { name: /^Resumo de / });
  for (const card of ['Receita', 'Trabalhos', 'Consultorias Prestadas', 'Treinamentos']) {
    await expect(summary.getByRole('article', { name: card })).toContainText('no mês');
  }
  await expect(summary.getByRole('article', { name: 'Receita' })).toContainText('R$');
  const agenda = main(page).getByRole('table', { name: 'Próximos trabalhos agendados' });
  const rows = agenda.locator('tbody > tr').filter({ has: page.getByRole('button', { name: /^Detalhes de / }) });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(4);
  const first = rows.first().getByRole('button', { name: /^Detalhes de / });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(agenda.getByText('Modalidade')).toBeVisible();
  await expect(agenda.getByText('Propriedade')).toBeVisible();
  await screenshot(page, 'consultant-dashboard');

  await main(page).getByRole('link', { name: 'Ver agenda completa' }).click();
  await expect(page).toHaveURL(pathMatcher(`${CONSULTANT_BASE}/calendario`));
  await expect(pageTitle(page, 'Calendário')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Editar' })).toBeVisible();
  await expect(main(page).locator('[data-marker]').first()).toBeVisible();
  await screenshot(page, 'consultant-calendar');
});

test('a consultant accepts one request and refuses another', async ({ page }) => {
  await page.goto(REQUESTS);
  await expect(pageTitle(page, 'Consultorias Solicitadas')).toBeVisible();
  await expect(requestLinks(page).nth(1)).toBeVisible();
  const before = await requestLinks(page).count();

  // Aceitar: the request becomes a planned provided consultancy, shown on its detail page.
  await requestLinks(page).first().click();
  await main(page).getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(pathMatcher(new RegExp(`^${PROVIDED}/[0-9a-f]{24}$`)));
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Planejado');

  // Recusar: asks first, then back to the list, one request fewer.
  await page.goto(REQUESTS);
  await expect(requestLinks(page)).toHaveCount(before - 1);
  await requestLinks(page).first().click();
  await main(page).getByRole('button', { name: 'Recusar' }).click();
  const confirm = await expectDialog(page, 'Recusar solicitação');
  await confirm.getByRole('button', { name: 'Recusar' }).click();
  await expect(page).toHaveURL(pathMatcher(REQUESTS));
  await expect(requestLinks(page)).toHaveCount(before - 2);
});

test('finances switch between monthly, yearly and a custom period', async ({ page }) => {
  await page.goto(`${CONSULTANT_BASE}/financas`);
  await expect(pageTitle(page, 'Finanças')).toBeVisible();
  const today = todayInSaoPaulo();
  const [year, month] = today.split('-');
  const shown = main(page)
    .locator('p')
    .filter({ hasText: /^Período exibido:/ });
  await expect(main(page).getByRole('radio', { name: 'Mensal' })).toBeChecked();
  await expect(main(page).getByRole('group', { name: `${FINANCE_MESSAGES.consultancyChart} por mês` })).toBeVisible();
  await screenshot(page, 'consultant-finances');

  await main(page).getByText('Anual', { exact: true }).click();
  await expect(shown).toHaveText(
    `Período exibido: 01/01/${Number(year) - 4} a ${today.split('-').reverse().join('/')}`,
  );
  await expect(main(page).getByRole('group', { name: `${FINANCE_MESSAGES.trainingChart} por ano` })).toBeVisible();

  await main(page).getByText('Customizado', { exact: true }).click();
  await main(page).getByRole('button', { name: 'Alterar' }).click();
  const period = await expectDialog(page, FINANCE_MESSAGES.dialogTitle);
  await period.getByLabel(/^Data de início/).fill('');
  await period.getByRole('button', { name: 'salvar' }).click();
  await expect(period.getByText(FINANCE_MESSAGES.required)).toBeVisible();
  await typeInto(period.getByLabel(/^Data de início/), `01/${month}/${year}`);
  await typeInto(period.getByLabel(/^Data de fim/), typedDay(today));
  await period.getByRole('button', { name: 'salvar' }).click();
  await expect(shown).toHaveText(`Período exibido: 01/${month}/${year} a ${today.split('-').reverse().join('/')}`);
  await expect(main(page).getByRole('group', { name: `${FINANCE_MESSAGES.consultancyChart} por dia` })).toBeVisible();
});

/** The variables of the next GraphQL operation `name` the page sends. */
async function graphqlRequest(page: Page, name: string): Promise<{ input: Record<string, unknown> }> {
  const request = await page.waitForRequest((request) => sentOperation(request)?.operationName === name);
  return sentOperation(request)?.variables as { input: Record<string, unknown> };
}

/** The finance page of a custom range, read from the URL, counting its FinanceCharts requests. */
async function openFinanceRange(page: Page, startDate: string, endDate: string) {
  const requests: string[] = [];
  const listener = (request: Request) => {
    const name = sentOperation(request)?.operationName;
    if (name === 'FinanceCharts') requests.push(name);
  };
  page.on('request', listener);
  await page.goto(`${CONSULTANT_BASE}/financas?period=custom&start=${startDate}&end=${endDate}`);
  const shown = main(page)
    .locator('p')
    .filter({ hasText: /^Período exibido:/ });
  const day = (iso: string) => iso.split('-').reverse().join('/');
  await expect(shown).toHaveText(`Período exibido: ${day(startDate)} a ${day(endDate)}`);
  return { requests, stop: () => page.off('request', listener) };
}

/** A chart's points (role img, named by their values; the axis labels' nested <svg>s are images too). */
const chartPoints = (page: Page, name: string) => main(page).getByRole('group', { name }).locator('[data-chart-item]');

test('finances read well for 7 days, 11 months and 5 years: buckets, totals and keyboard tooltips', async ({
  page,
}) => {
  const today = todayInSaoPaulo();
  const totals = main(page).getByRole('region', { name: 'Totais do período' });
  // Tall enough for the screenshots to hold the totals and both charts.
  await page.setViewportSize({ width: 1280, height: 1100 });

  // 7 days: a point per day (a chart with no profit in the week says so instead of drawing).
  const week = await openFinanceRange(page, addDays(today, -6), today);
  await expect(main(page).getByText('Média, máximo e mínimo por dia')).toBeVisible();
  await expect(main(page).getByText('Total, confirmado e cancelado por dia')).toBeVisible();
  await expect(totals.getByRole('article', { name: 'Consultorias prestadas' })).toContainText('R$');
  await expect(totals.getByRole('article', { name: 'Treinamentos' })).toContainText('Confirmado');
  for (const chart of [FINANCE_MESSAGES.consultancyChart, FINANCE_MESSAGES.trainingChart]) {
    const points = chartPoints(page, `${chart} por dia`);
    const empty = main(page).getByRole('region', { name: chart }).getByText('Nenhum lucro registrado no período.');
    await expect(points.first().or(empty)).toBeVisible();
    if (await points.count()) await expect(points).toHaveCount(7);
  }
  await screenshot(page, 'consultant-finances-7-days');
  expect(week.requests).toEqual(['FinanceCharts']);
  week.stop();

  // 11 months: a point per month, labelled like 'fev/2026', with a tooltip on hover.
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - 10, 1)).toISOString().slice(0, 10);
  const eleven = await openFinanceRange(page, first, today);
  const months = chartPoints(page, `${FINANCE_MESSAGES.consultancyChart} por mês`);
  await expect(months).toHaveCount(11);
  await expect(chartPoints(page, `${FINANCE_MESSAGES.trainingChart} por mês`)).toHaveCount(11);
  await expect(months.last()).toHaveAccessibleName(
    // The current month is cut at today (unless today ends it).
    /^\p{Lu}\p{Ll}+ de \d{4}( \(01\/\d{2} a \d{2}\/\d{2}\))?: Média R\$/u,
  );
  const trainingMonths = chartPoints(page, `${FINANCE_MESSAGES.trainingChart} por mês`);
  await trainingMonths.nth(5).hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText(/Total\s*R\$/);
  await expect(totals.getByRole('article', { name: 'Consultorias prestadas' })).toContainText(
    /lucro de \d+ consultoria/,
  );
  // The chart is one Tab stop whose arrows walk the months; Escape hides the tooltip.
  await page.mouse.move(0, 0);
  await months.first().focus();
  await expect(tooltip).toContainText(/^\p{Lu}\p{Ll}+ de \d{4}/u);
  await page.keyboard.press('ArrowRight');
  await expect(months.nth(1)).toBeFocused();
  await expect(months.nth(1)).toHaveAttribute('tabindex', '0');
  await expect(months.first()).toHaveAttribute('tabindex', '-1');
  await expect(tooltip).toContainText(/Máximo\s*R\$/);
  await page.keyboard.press('End');
  await expect(months.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await months.last().blur();
  await screenshot(page, 'consultant-finances-11-months');
  expect(eleven.requests).toEqual(['FinanceCharts']);
  eleven.stop();

  // 5 years: a point per calendar year, the first and the last cut to the range.
  const fiveYears = await openFinanceRange(page, `${year - 5}${today.slice(4)}`.replace(/-02-29$/, '-02-28'), today);
  const years = chartPoints(page, `${FINANCE_MESSAGES.consultancyChart} por ano`);
  await expect(years).toHaveCount(6);
  await expect(years.first()).toHaveAccessibleName(
    new RegExp(`^${year - 5}( \\(\\d{2}/\\d{2} a 31/12\\))?: Média R\\$`),
  );
  await screenshot(page, 'consultant-finances-5-years');
  expect(fiveYears.requests).toEqual(['FinanceCharts']);
  fiveYears.stop();
});

test('a consultant without a work schedule provides a consultancy, sets up the schedule and schedules inside it', async ({
  browser,
}) => {
  const { page, close } = await signedInAs(browser, DEMO.trialConsultant);
  try {
    // 1. Provide a consultancy to one of the consultant's farmers.
    await page.goto(`${PROVIDED}/criar`);
    await expect(pageTitle(page, 'Prestar consultoria')).toBeVisible();
    const form = main(page).locator('form');
    await field(form, 'Consultoria').selectOption({ index: 1 });
    const consultancyName = (await field(form, 'Consultoria').locator('option:checked').textContent())?.trim() ?? '';
    await form.getByRole('button', { name: 'Mostrar agricultores' }).click();
    const farmerOption = page.getByRole('option').first();
    const farmerName = (await farmerOption.textContent())?.trim() ?? '';
    await farmerOption.click();
    await expect(form.getByRole('combobox', { name: 'Propriedade' })).toBeEnabled();
    await form.getByRole('button', { name: 'Mostrar propriedades' }).click();
    await page.getByRole('option').first().click();
    await typeInto(field(form, 'Valor fixo'), '1.800,00');
    await expect(field(form, 'Valor fixo')).toHaveValue('R$ 1.800,00');
    await typeInto(field(form, 'Data de início'), typedDay(todayInSaoPaulo()));
    const sent = graphqlRequest(page, 'ProvidedCreateConsultancy');
    await form.getByRole('button', { name: 'Prestar consultoria' }).click();
    await expect(toast(page, 'success', CATALOGUE.createProvided.success)).toBeVisible();
    expect((await sent).input).toMatchObject({ fixedPrice: 1800, startDate: todayInSaoPaulo() });
    await expect(page).toHaveURL(pathMatcher(new RegExp(`^${PROVIDED}/[0-9a-f]{24}$`)));
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText(consultancyName);
    await expect(
      main(page)
        .getByText(farmerName.split('\n')[0] ?? farmerName)
        .first(),
    ).toBeVisible();
    await expect(main(page).getByText('Não especificado')).toBeVisible();
    const providedId = new URL(page.url()).pathname.split('/').pop() ?? '';

    // 2. Without a work schedule the scheduling form asks to create one first.
    await page.goto(`${PROVIDED}/atividades/criar?consultancyProvidedId=${providedId}`);
    const prompt = main(page).getByRole('alert').filter({ hasText: ACTIVITY_MESSAGES.noSchedule });
    await expect(prompt).toContainText('Atenção');
    await prompt.getByRole('link', { name: 'Criar horário de trabalho' }).click();

    // 3. Work schedule: every day, 08:00–12:00 ('criar' turns into 'editar' when one exists already).
    await expect(page).toHaveURL(pathMatcher(/\/consultor\/calendario\/(criar|editar)$/));
    const schedule = main(page).locator('form');
    const all = schedule.getByRole('checkbox', { name: 'Selecionar todos' });
    if (!(await all.isChecked())) await all.check();
    await expect(schedule.getByRole('checkbox', { name: 'Domingo' })).toBeChecked();
    await expect(schedule.getByRole('checkbox', { name: 'Sábado' })).toBeChecked();
    await typeInto(field(schedule, 'Início'), '08:00');
    await typeInto(field(schedule, 'Término'), '12:00');
    await schedule.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      toast(page, 'success', new RegExp(`${SCHEDULE_MESSAGES.createdSuccess}|${SCHEDULE_MESSAGES.updatedSuccess}`)),
    ).toBeVisible();
    await expect(page).toHaveURL(pathMatcher(`${CONSULTANT_BASE}/calendario`));
    await expect(main(page).getByRole('link', { name: 'Editar' })).toBeVisible();

    // 4. Schedule an activity: refused outside 08:00–12:00, accepted inside.
    await page.goto(`${PROVIDED}/atividades/criar?consultancyProvidedId=${providedId}`);
    const activity = main(page).locator('form');
    await expect(field(activity, 'Consultoria prestada')).toHaveValue(providedId);
    await expect(field(activity, 'Título')).toHaveValue(consultancyName);
    await activity.getByRole('group', { name: 'Setores da atividade' }).getByRole('checkbox').first().check();
    await typeInto(field(activity, 'Dia'), typedDay(addDays(todayInSaoPaulo(), 2)));
    await typeInto(field(activity, 'Início'), '13:00');
    await typeInto(field(activity, 'Término'), '14:00');
    await field(activity, 'Modalidade').selectOption({ label: 'Presencial' });
    await typeInto(field(activity, 'Preço (R$)'), '350,50');
    await expect(field(activity, 'Preço (R$)')).toHaveValue('R$ 350,50');
    await activity.getByRole('button', { name: 'Agendar' }).click();
    const refused = main(page).getByRole('alert', { name: 'Horário inválido' });
    await expect(refused).toContainText(ACTIVITY_MESSAGES.outsideSchedule);

    await typeInto(field(activity, 'Início'), '09:00');
    await typeInto(field(activity, 'Término'), '10:30');
    const scheduled = graphqlRequest(page, 'ActivitySchedule');
    await activity.getByRole('button', { name: 'Agendar' }).click();
    await expect(toast(page, 'success', ACTIVITY_MESSAGES.created)).toBeVisible();
    // What the fields showed is what reached the BFF.
    expect((await scheduled).input).toMatchObject({
      day: addDays(todayInSaoPaulo(), 2),
      startWork: '09:00',
      endWork: '10:30',
      price: 350.5,
    });
    await expect(page).toHaveURL(pathMatcher(`${PROVIDED}/atividades`));
    const row = main(page).getByRole('row').filter({ hasText: consultancyName }).filter({ hasText: '09:00 – 10:30' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Planejado');
  } finally {
    await close();
  }
});
