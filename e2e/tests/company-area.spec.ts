import { type Browser, expect, type Page } from '@playwright/test';
import { ACTIVITY_MESSAGES, CATALOGUE, CONSULTANT_SUCCESS, todayInSaoPaulo } from '@talhao/schema';
import { DEMO, type DemoAccount } from '../support/accounts';
import { CONSULTANT_VIEWPORT } from '../support/consultant';
import { newCpf, newUniqueEmail, newUniqueLabel } from '../support/data';
import { BRAZIL_CONTEXT } from '../support/env';
import { typedDay, typeInto } from '../support/fields';
import { gql } from '../support/graphql';
import { addDays, field, main, pageTitle } from '../support/master';
import {
  type AccountTypeLabel,
  choosePlace,
  expectDialog,
  pathMatcher,
  screenshot,
  signIn,
  submitSignIn,
  toast,
} from '../support/pages';
import { test } from '../support/test';

/**
 * Issue 16: a company registers a consultant; the consultant signs in as Empresarial, provides a consultancy and
 * schedules an activity inside their work schedule; the company follows it in its delivered list and calendar, gives a
 * training with that consultant, answers a request, reads a report with its PDF and a farmer's property read-only, and
 * finally deletes the consultant, who can no longer sign in — end to end against the embedded fixture server.
 */

const COMPANY = '/empresa';
const WORKER = '/consultor-empresarial';
const PASSWORD = 'Senha@forte1';

interface Credentials {
  email: string;
  password: string;
}

/** A page in its own context signed in through /login (Empresarial) and landed on `landing`. */
async function signedInPage(browser: Browser, credentials: Credentials, landing: string) {
  const context = await browser.newContext({
    ...BRAZIL_CONTEXT,
    viewport: CONSULTANT_VIEWPORT,
  });
  const page = await context.newPage();
  const accountType: AccountTypeLabel = 'Empresarial';
  await signIn(page, { accountType, ...credentials }, landing);
  return { page, close: () => context.close() };
}

const demo = (account: DemoAccount): Credentials => ({ email: account.email, password: account.password });

interface Named {
  id: string;
  name: string;
}

/** A farmer the signed-in company consultant sees, with a property that has sectors (an activity needs one). */
async function farmerWithSectors(page: Page): Promise<{ farmer: Named; property: Named }> {
  const { farmers } = await gql<{ farmers: { items: Named[] } }>(page, 'FarmerSelectFarmers');
  for (const farmer of farmers.items) {
    const { farmerProperties } = await gql<{ farmerProperties: { items: Named[] } }>(page, 'AnalysisProperties', {
      farmerId: farmer.id,
    });
    for (const property of farmerProperties.items) {
      const { propertySectors } = await gql<{ propertySectors: Named[] }>(page, 'MonitoringSectors', {
        propertyId: property.id,
      });
      if (propertySectors.length > 0) return { farmer, property };
    }
  }
  throw new Error('the company consultant sees no farmer with a sectored property');
}

test('a company registers a consultant who delivers; the company follows, trains, answers, reads and deletes', async ({
  browser,
}) => {
  test.slow();
  const company = await signedInPage(browser, demo(DEMO.company), COMPANY);
  const { page } = company;
  const consultantName = newUniqueLabel('Consultora e2e', 32);
  const consultantEmail = newUniqueEmail('consultora');
  let worker: Awaited<ReturnType<typeof signedInPage>> | undefined;
  try {
    // --- The company's home and its consultants.
    await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
    await screenshot(page, 'issue16-company-home');
    await page.goto(`${COMPANY}/consultores`);
    await expect(pageTitle(page, 'Meus Consultores')).toBeVisible();
    await main(page).getByRole('link', { name: 'Registrar' }).click();
    await expect(pageTitle(page, 'Novo Consultor')).toBeVisible();
    const form = main(page).locator('form');
    await field(form, 'Nome').fill(consultantName);
    await field(form, 'Email').fill(consultantEmail);
    await field(form, 'Senha').fill(PASSWORD);
    await typeInto(form.getByLabel('CPF (opcional)'), newCpf());
    await choosePlace(page, form.getByRole('combobox', { name: 'Cidade' }), 'Vitória', 'Vitória - ES');
    await form.getByRole('button', { name: 'Criar' }).click();
    await expect(toast(page, 'success', CONSULTANT_SUCCESS.created)).toBeVisible();
    await page.goto(`${COMPANY}/consultores`);
    const consultantRow = main(page).getByRole('row').filter({ hasText: consultantName });
    await expect(consultantRow).toBeVisible();
    await screenshot(page, 'issue16-company-consultants');
    await consultantRow.getByRole('link').last().click();
    await expect(pageTitle(page, consultantName)).toBeVisible();
    const consultantId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    // --- The new consultant signs in as Empresarial and lands in /consultor-empresarial.
    worker = await signedInPage(browser, { email: consultantEmail, password: PASSWORD }, WORKER);
    const work = worker.page;

    // Work schedule: every day 08:00–12:00.
    await work.goto(`${WORKER}/calendario/criar`);
    const schedule = main(work).locator('form');
    const all = schedule.getByRole('checkbox', { name: 'Selecionar todos' });
    if (!(await all.isChecked())) await all.check();
    await typeInto(field(schedule, 'Início'), '08:00');
    await typeInto(field(schedule, 'Término'), '12:00');
    await schedule.getByRole('button', { name: 'Salvar' }).click();
    await expect(work).toHaveURL(pathMatcher(`${WORKER}/calendario`));

    // Provide a consultancy of the company's to a farmer with sectors.
    const { farmer, property } = await farmerWithSectors(work);
    await work.goto(`${WORKER}/consultorias/prestadas/criar`);
    await expect(pageTitle(work, 'Prestar consultoria')).toBeVisible();
    const provide = main(work).locator('form');
    await field(provide, 'Consultoria').selectOption({ index: 1 });
    const consultancyName = (await field(provide, 'Consultoria').locator('option:checked').textContent())?.trim() ?? '';
    await provide.getByRole('button', { name: 'Mostrar agricultores' }).click();
    await work
      .getByRole('option', { name: new RegExp(farmer.name) })
      .first()
      .click();
    await expect(provide.getByRole('combobox', { name: 'Propriedade' })).toBeEnabled();
    await provide.getByRole('button', { name: 'Mostrar propriedades' }).click();
    await work
      .getByRole('option', { name: new RegExp(property.name) })
      .first()
      .click();
    await typeInto(field(provide, 'Valor fixo'), '2.400,00');
    await typeInto(field(provide, 'Data de início'), typedDay(todayInSaoPaulo()));
    await provide.getByRole('button', { name: 'Prestar consultoria' }).click();
    await expect(toast(work, 'success', CATALOGUE.createProvided.success)).toBeVisible();
    await expect(work).toHaveURL(pathMatcher(new RegExp(`^${WORKER}/consultorias/prestadas/[0-9a-f]{24}$`)));
    const providedId = new URL(work.url()).pathname.split('/').at(-1) ?? '';

    // Schedule an activity inside the work schedule, the day after tomorrow.
    const activityDay = addDays(todayInSaoPaulo(), 2);
    await work.goto(`${WORKER}/consultorias/prestadas/atividades/criar?consultancyProvidedId=${providedId}`);
    const activity = main(work).locator('form');
    await expect(field(activity, 'Título')).toHaveValue(consultancyName);
    await activity.getByRole('group', { name: 'Setores da atividade' }).getByRole('checkbox').first().check();
    await typeInto(field(activity, 'Dia'), typedDay(activityDay));
    await typeInto(field(activity, 'Início'), '09:00');
    await typeInto(field(activity, 'Término'), '10:30');
    await field(activity, 'Modalidade').selectOption({ label: 'Presencial' });
    await typeInto(field(activity, 'Preço (R$)'), '350,50');
    await activity.getByRole('button', { name: 'Agendar' }).click();
    await expect(toast(work, 'success', ACTIVITY_MESSAGES.created)).toBeVisible();
    await expect(work).toHaveURL(pathMatcher(`${WORKER}/consultorias/prestadas/atividades`));
    // The company consultant has no cancel button.
    const activityRow = main(work).getByRole('row').filter({ hasText: '09:00 – 10:30' }).first();
    await expect(activityRow).toBeVisible();
    await expect(activityRow.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);

    // --- The company sees the delivery (with its consultant) and the activity in its calendar.
    await page.goto(`${COMPANY}/consultorias/prestadas`);
    await expect(pageTitle(page, 'Minhas Consultorias')).toBeVisible();
    const deliveredRow = main(page).getByRole('row').filter({ hasText: consultantName });
    await expect(deliveredRow.first()).toBeVisible();
    await expect(main(page).getByRole('columnheader', { name: 'Consultor' })).toBeVisible();

    await page.goto(`${COMPANY}/calendario`);
    await expect(pageTitle(page, 'Calendário da empresa')).toBeVisible();
    if (activityDay.slice(0, 7) !== todayInSaoPaulo().slice(0, 7)) {
      await main(page).getByRole('button', { name: 'Próximo mês' }).click();
    }
    const [year, month] = activityDay.split('-');
    await expect(main(page).getByRole('heading', { name: `Próximas Atividades (${month}/${year})` })).toBeVisible();
    await expect(main(page).getByRole('row').filter({ hasText: consultantName }).first()).toBeVisible();
    await screenshot(page, 'issue16-company-calendar');

    // --- A training given by that consultant.
    await page.goto(`${COMPANY}/treinamentos/abertos`);
    await main(page).getByRole('link', { name: 'Criar' }).click();
    await expect(pageTitle(page, 'Novo Treinamento')).toBeVisible();
    const training = main(page).locator('form');
    const trainingTitle = newUniqueLabel('Treinamento empresa e2e', 40);
    await field(training, 'Nome').fill(trainingTitle);
    await typeInto(field(training, 'Preço (R$)'), '890,00');
    await field(training, 'Modalidade').selectOption({ label: 'Online' });
    await field(training, 'Vagas').fill('15');
    await typeInto(field(training, 'Data'), typedDay(addDays(todayInSaoPaulo(), 3)));
    await typeInto(field(training, 'Horário'), '08:00');
    await typeInto(field(training, 'Duração (HH:MM)'), '0300');
    await field(training, 'Resumo').fill('Manejo integrado de pragas na soja.');
    await training.getByRole('textbox', { name: 'Descrição' }).fill('Aula ao vivo com estudos de caso.');
    await training.getByRole('tab', { name: 'Informações específicas' }).click();
    await training.getByRole('textbox', { name: 'Informações específicas' }).fill('Link enviado por e-mail.');
    // The consultant rule first, then the new consultant.
    await training.getByRole('button', { name: 'Salvar' }).click();
    await expect(main(page).getByText('Selecione pelo menos 1 consultor')).toBeVisible();
    await training.getByRole('checkbox', { name: consultantName }).check();
    await training.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'success', CATALOGUE.saveTraining.success)).toBeVisible();
    await expect(page).toHaveURL(pathMatcher(new RegExp(`^${COMPANY}/treinamentos/[0-9a-f]{24}$`)));
    await expect(main(page).getByText(consultantName)).toBeVisible();

    // --- Answer a request: accepted, it becomes a planned delivery.
    await page.goto(`${COMPANY}/consultorias/solicitadas`);
    await expect(pageTitle(page, 'Consultorias Solicitadas')).toBeVisible();
    // A request still pending now (another run may have answered the seeded ones), opened from its card. Repeats of
    // this test running side by side (--repeat-each) each take a different one, so none answers a request twice.
    const { consultancyRequests } = await gql<{ consultancyRequests: { items: Array<{ id: string }> } }>(
      page,
      'RequestConsultancies',
      { page: 1 },
    );
    const pending = consultancyRequests.items[test.info().repeatEachIndex % consultancyRequests.items.length]?.id;
    if (!pending) throw new Error('the company has no pending request left');
    await main(page).locator(`a[href*="/consultorias/solicitadas/${pending}"]`).first().click();
    await main(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect(page).toHaveURL(pathMatcher(new RegExp(`^${COMPANY}/consultorias/prestadas/[0-9a-f]{24}$`)));
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Planejado');

    // --- A report of one of its consultants, read-only, and its PDF.
    const { providedConsultancies } = await gql<{ providedConsultancies: { items: Array<{ id: string }> } }>(
      page,
      'ProvidedConsultancies',
      { page: 1 },
    );
    let withReport: { id: string; propertyId: string } | undefined;
    for (const item of providedConsultancies.items) {
      // The property and the report count are the detail's (the list carries what its table shows).
      const { providedConsultancy } = await gql<{
        providedConsultancy: { property: { id: string } | null; reportCount: number };
      }>(page, 'ProvidedConsultancy', { id: item.id });
      if (providedConsultancy.property && providedConsultancy.reportCount > 0) {
        withReport = { id: item.id, propertyId: providedConsultancy.property.id };
        break;
      }
    }
    if (!withReport) throw new Error('the seed gives the company no delivered consultancy with a report');
    await page.goto(`${COMPANY}/consultorias/prestadas/${withReport.id}`);
    await main(page)
      .getByRole('navigation', { name: 'Páginas da consultoria' })
      .getByRole('link', { name: /Relatórios/ })
      .click();
    await expect(main(page).getByRole('button', { name: 'Criar' })).toHaveCount(0);
    // Each report is named by its title's link.
    await main(page).getByRole('list').getByRole('heading', { level: 2 }).getByRole('link').first().click();
    await expect(page).toHaveURL(
      pathMatcher(new RegExp(`^${COMPANY}/consultorias/prestadas/relatorios/[0-9a-f]{24}$`)),
    );
    const reportId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await expect(main(page).getByRole('button', { name: /Gerar PDF/ })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Editar' })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Adicionar ao relatório' })).toHaveCount(0);
    const pdf = await page.request.get(`/reports/${reportId}/pdf`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      main(page)
        .getByRole('button', { name: /Gerar PDF/ })
        .click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();

    // --- A farmer's property, read-only: areas with their sectors, no write buttons.
    await page.goto(`${COMPANY}/agricultores/propriedades/${withReport.propertyId}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page).getByRole('table').first()).toBeVisible();
    for (const write of ['Editar', 'Criar', 'Excluir', 'Criar área', 'Criar setores']) {
      await expect(main(page).getByRole('link', { name: write, exact: true })).toHaveCount(0);
      await expect(main(page).getByRole('button', { name: write, exact: true })).toHaveCount(0);
    }

    // --- The company deletes the consultant, who can no longer sign in; their work stays in the history.
    await page.goto(`${COMPANY}/consultores/editar/${consultantId}`);
    await main(page).getByRole('button', { name: 'Excluir' }).click();
    const confirm = await expectDialog(page, 'Excluir consultor');
    await expect(confirm).toContainText('Tem certeza que deseja excluir o consultor?');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'success', CONSULTANT_SUCCESS.deleted)).toBeVisible();
    await page.goto(`${COMPANY}/consultores`);
    await expect(pageTitle(page, 'Meus Consultores')).toBeVisible();
    await expect(main(page).getByRole('row').filter({ hasText: consultantName })).toHaveCount(0);
    await page.goto(`${COMPANY}/consultorias/prestadas`);
    await expect(main(page).getByRole('row').filter({ hasText: consultantName }).first()).toBeVisible();

    await worker.close();
    worker = undefined;
    const context = await browser.newContext(BRAZIL_CONTEXT);
    try {
      const again = await context.newPage();
      await again.goto('/login');
      await submitSignIn(again, { accountType: 'Empresarial', email: consultantEmail, password: PASSWORD });
      await expect(toast(again, 'error', 'Email ou senha incorreto(s)')).toBeVisible();
    } finally {
      await context.close();
    }
  } finally {
    await worker?.close();
    await company.close();
  }
});

test("the company consultant's home shows the month and the agenda", async ({ browser }) => {
  const { page, close } = await signedInPage(browser, demo(DEMO.enterpriseConsultant), WORKER);
  try {
    await expect(main(page).getByRole('link', { name: 'Ver agenda completa' })).toBeVisible();
    await screenshot(page, 'issue16-company-consultant-home');
  } finally {
    await close();
  }
});
