import { chromium, expect } from '@playwright/test';
import { CATALOGUE, todayInSaoPaulo } from '@talhao/schema';
import { DEMO } from '../support/accounts';
import { CONSULTANT_BASE, CONSULTANT_VIEWPORT } from '../support/consultant';
import { newUniqueLabel } from '../support/data';
import { BRAZIL_CONTEXT } from '../support/env';
import { typedDay, typeInto } from '../support/fields';
import { addDays, field, main, pageTitle } from '../support/master';
import { pathMatcher, screenshot, signIn, toast } from '../support/pages';
import { test } from '../support/test';

/*
 * Company laptops often run the browser in English, where native date and time inputs show
 * mm/dd/yyyy and 10:00 AM. Talhão's fields are its own: a Chromium started with --lang=en-US and an
 * en-US context still reads dd/mm/aaaa, a pt-BR calendar starting on Sunday and a 24-hour clock, and
 * saves what it shows.
 */

/** The calendar's name of a day, as react-day-picker writes it in pt-BR: 'terça-feira, 1 de dezembro de 2026'. */
const calendarName = (day: string): string =>
  new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

test('date, time, duration and money fields read the Brazilian way in a browser set to English', async () => {
  // The suite's own Chromium and flags, but in English.
  const configured = test.info().project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...configured,
    args: [...(configured.args ?? []).filter((arg) => !arg.startsWith('--lang=')), '--lang=en-US'],
  });
  try {
    const context = await browser.newContext({
      ...BRAZIL_CONTEXT,
      locale: 'en-US',
      viewport: CONSULTANT_VIEWPORT,
    });
    const page = await context.newPage();
    // The browser itself is in English: its own date format is US, with AM/PM.
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    expect(await page.evaluate(() => new Date(2026, 11, 1, 17, 30).toLocaleString())).toBe('12/1/2026, 5:30:00 PM');

    const { email, password } = DEMO.premiumConsultant;
    await signIn(page, { accountType: 'Consultor', email, password }, CONSULTANT_BASE);
    await page.goto(`${CONSULTANT_BASE}/treinamentos/criar`);
    await expect(pageTitle(page, 'Novo Treinamento')).toBeVisible();
    const form = main(page).locator('form');

    // A week ahead, typed without slashes: they come by themselves.
    const day = addDays(todayInSaoPaulo(), 7);
    const dayText = typedDay(day);
    const dayField = field(form, 'Data');
    await expect(dayField).toHaveAttribute('type', 'text');
    await expect(dayField).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await typeInto(dayField, dayText.replaceAll('/', ''));
    await expect(dayField).toHaveValue(dayText);

    // The calendar speaks Portuguese and starts on Sunday.
    await form.getByRole('button', { name: 'Abrir calendário: Data' }).click();
    const calendar = page.getByRole('dialog', { name: 'Calendário: Data' });
    await expect(calendar.locator('th').first()).toHaveAttribute('aria-label', 'domingo');
    await expect(calendar.getByRole('button', { name: new RegExp(`^${calendarName(day)}`) })).toBeFocused();
    await screenshot(page, 'date-field-en-US');
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();

    // A 24-hour clock: 17:30, never 5:30 PM.
    const time = field(form, 'Horário');
    await expect(time).toHaveAttribute('type', 'text');
    await expect(time).toHaveAttribute('placeholder', 'hh:mm');
    await typeInto(time, '9');
    await expect(time).toHaveValue('09:00');
    await typeInto(time, '1730');
    await expect(time).toHaveValue('17:30');

    const duration = field(form, 'Duração (HH:MM)');
    await typeInto(duration, '130');
    await expect(duration).toHaveValue('01:30');
    const price = field(form, 'Preço (R$)');
    await typeInto(price, '1.350,50');
    await expect(price).toHaveValue('R$ 1.350,50');

    const title = newUniqueLabel('Treinamento em inglês', 40);
    await field(form, 'Nome').fill(title);
    await field(form, 'Modalidade').selectOption({ label: 'Online' });
    await field(form, 'Vagas').fill('12');
    await field(form, 'Resumo').fill('Regulagem de plantadeiras para o plantio direto.');
    await form.getByRole('textbox', { name: 'Descrição' }).fill('Aula prática no campo.');
    await form.getByRole('tab', { name: 'Informações específicas' }).click();
    await form.getByRole('textbox', { name: 'Informações específicas' }).fill('Traga chapéu e protetor solar.');
    await form.getByRole('button', { name: 'Salvar' }).click();

    // What was shown is what was saved.
    await expect(toast(page, 'success', CATALOGUE.saveTraining.success)).toBeVisible();
    await expect(page).toHaveURL(pathMatcher(new RegExp(`^${CONSULTANT_BASE}/treinamentos/[0-9a-f]{24}$`)));
    const detail = main(page);
    await expect(detail.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(detail.getByText(`${dayText} 17:30`, { exact: true })).toBeVisible();
    await expect(detail.getByText('1h30min', { exact: true })).toBeVisible();
    await expect(detail.getByText(/R\$\s1\.350,50/).first()).toBeVisible();
    await expect(detail).not.toContainText(/\b[AP]M\b/);

    // Reopened, the form shows the saved values the same way.
    await detail.getByRole('link', { name: 'Editar' }).click();
    await expect(pageTitle(page, 'Editar Treinamento')).toBeVisible();
    const edit = main(page).locator('form');
    await expect(field(edit, 'Nome')).toHaveValue(title);
    await expect(field(edit, 'Data')).toHaveValue(dayText);
    await expect(field(edit, 'Horário')).toHaveValue('17:30');
    await expect(field(edit, 'Duração (HH:MM)')).toHaveValue('01:30');
    await expect(field(edit, 'Preço (R$)')).toHaveValue('R$ 1.350,50');
  } finally {
    await browser.close();
  }
});
