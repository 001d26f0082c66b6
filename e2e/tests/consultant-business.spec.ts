import { expect, type Page } from '@playwright/test';
import { ACTIVITY_MESSAGES, CATALOGUE, FINANCE_MESSAGES, SCHEDULE_MESSAGES, todayInSaoPaulo } from '@talhao/schema';
import { DEMO } from '../support/accounts';
import { CONSULTANT_BASE, signedInAs, consultantTest as test } from '../support/consultant';
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
  await period.getByLabel(/^Data de início/).fill(`${year}-${month}-01`);
  await period.getByLabel(/^Data de fim/).fill(today);
  await period.getByRole('button', { name: 'salvar' }).click();
  await expect(shown).toHaveText(`Período exibido: 01/${month}/${year} a ${today.split('-').reverse().join('/')}`);
  await expect(main(page).getByRole('group', { name: `${FINANCE_MESSAGES.consultancyChart} por dia` })).toBeVisible();
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
    await field(form, 'Valor fixo').fill('180000');
    await field(form, 'Data de início').fill(todayInSaoPaulo());
    await form.getByRole('button', { name: 'Prestar consultoria' }).click();
    await expect(toast(page, 'success', CATALOGUE.createProvided.success)).toBeVisible();
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
    await field(schedule, 'Início').fill('08:00');
    await field(schedule, 'Término').fill('12:00');
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
    await field(activity, 'Dia').fill(addDays(todayInSaoPaulo(), 2));
    await field(activity, 'Início').fill('13:00');
    await field(activity, 'Término').fill('14:00');
    await field(activity, 'Modalidade').selectOption({ label: 'Presencial' });
    await activity.getByRole('button', { name: 'Agendar' }).click();
    const refused = main(page).getByRole('alert', { name: 'Horário inválido' });
    await expect(refused).toContainText(ACTIVITY_MESSAGES.outsideSchedule);

    await field(activity, 'Início').fill('09:00');
    await field(activity, 'Término').fill('10:30');
    await activity.getByRole('button', { name: 'Agendar' }).click();
    await expect(toast(page, 'success', ACTIVITY_MESSAGES.created)).toBeVisible();
    await expect(page).toHaveURL(pathMatcher(`${PROVIDED}/atividades`));
    const row = main(page).getByRole('row').filter({ hasText: consultancyName }).filter({ hasText: '09:00 – 10:30' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Planejado');
  } finally {
    await close();
  }
});
