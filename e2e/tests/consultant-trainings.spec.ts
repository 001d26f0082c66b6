import { expect } from '@playwright/test';
import { CATALOGUE, todayInSaoPaulo } from '@talhao/schema';
import { CONSULTANT_BASE, consultantTest as test } from '../support/consultant';
import { newUniqueLabel, solidPng } from '../support/data';
import { typedDay, typeInto } from '../support/fields';
import { addDays, field, main, pageTitle } from '../support/master';
import { expectDialog, pathMatcher, toast } from '../support/pages';

const OPEN = `${CONSULTANT_BASE}/treinamentos/abertos`;

test('a consultant creates a training, finds it in the open list and opens its participants', async ({ page }) => {
  const title = newUniqueLabel('Treinamento e2e', 40);
  await page.goto(OPEN);
  await expect(pageTitle(page, 'Treinamentos Abertos')).toBeVisible();
  await main(page).getByRole('link', { name: 'Criar' }).click();
  await expect(pageTitle(page, 'Novo Treinamento')).toBeVisible();

  const form = main(page).locator('form');
  // Tomorrow at 06:00: the earliest a training may be, so it heads the open list (soonest first).
  const tomorrow = addDays(todayInSaoPaulo(), 1);
  await field(form, 'Nome').fill(title);
  await typeInto(field(form, 'Preço (R$)'), '1.350,50');
  await expect(field(form, 'Preço (R$)')).toHaveValue('R$ 1.350,50');
  await typeInto(field(form, 'Lucro (R$)'), '350,5');
  await expect(field(form, 'Lucro (R$)')).toHaveValue('R$ 350,50');
  await field(form, 'Modalidade').selectOption({ label: 'Online' });
  await field(form, 'Vagas').fill('20');
  await typeInto(field(form, 'Data'), typedDay(tomorrow));
  await typeInto(field(form, 'Horário'), '06:00');
  // A duration typed in short ('430') reads 04:30 once the field is left.
  await typeInto(field(form, 'Duração (HH:MM)'), '430');
  await expect(field(form, 'Duração (HH:MM)')).toHaveValue('04:30');
  await field(form, 'Resumo').fill('Calibração de pulverizadores e tecnologia de aplicação.');
  await form.getByRole('textbox', { name: 'Descrição' }).fill('Aula prática com pulverizadores de barra.');
  await form.getByRole('tab', { name: 'Informações específicas' }).click();
  await form.getByRole('textbox', { name: 'Informações específicas' }).fill('Traga caderno e EPI.');
  await form.getByLabel('Arquivo da imagem do treinamento').setInputFiles({
    name: 'treinamento.png',
    mimeType: 'image/png',
    buffer: solidPng(64, [200, 160, 40]),
  });
  await form.getByRole('button', { name: 'Salvar' }).click();

  await expect(toast(page, 'success', CATALOGUE.saveTraining.success)).toBeVisible();
  await expect(page).toHaveURL(pathMatcher(new RegExp(`^${CONSULTANT_BASE}/treinamentos/[0-9a-f]{24}$`)));
  await expect(main(page).getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Editar' })).toBeVisible();
  // What was typed is what was saved.
  await expect(
    main(page)
      .getByText(/R\$\s1\.350,50/)
      .first(),
  ).toBeVisible();

  await page.goto(OPEN);
  const row = main(page).getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: `Visualizar ${title}` }).click();

  await main(page).getByRole('button', { name: 'Ver Inscritos' }).click();
  const participants = await expectDialog(page, 'Inscritos');
  await expect(participants.getByRole('tab', { name: 'Confirmados' })).toBeVisible();
  await participants.getByRole('tab', { name: 'Pendentes' }).click();
  await expect(participants.getByRole('tab', { name: 'Pendentes' })).toHaveAttribute('aria-selected', 'true');
  await participants.getByRole('tab', { name: 'Cancelados' }).click();
  await expect(participants.getByRole('tab', { name: 'Cancelados' })).toHaveAttribute('aria-selected', 'true');
});
