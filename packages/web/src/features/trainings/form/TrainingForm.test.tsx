import {
  CATALOGUE,
  fillStatus,
  TRAINING_FORM_ERROR,
  TRAINING_MESSAGES,
  todayInSaoPaulo,
  trainingSchema,
} from '@talhao/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '@/app/upload';
import { expectFirstOfferedDay, openCalendar, typedDay } from '@/ui/dateFieldTesting';
import { TrainingDeleteMutation, TrainingDetailQuery, TrainingUpdateMutation } from '../documents';
import { makeTraining, renderTrainings } from '../testing';
import { TrainingCreatePage, TrainingEditPage } from './TrainingFormPages';
import { dateFromStored, toTrainingInput } from './trainingFormValues';

// The editors load lazily; load tiptap once so findBy calls do not race it.
beforeAll(async () => {
  await import('@/ui/RichTextEditorImpl');
});
const slow = { timeout: 15_000 };

vi.mock('@/app/upload', () => ({ uploadFile: vi.fn() }));
beforeEach(() => {
  vi.mocked(uploadFile).mockReset();
});

const training = makeTraining();
const detailMock = {
  request: { query: TrainingDetailQuery, variables: { id: training.id, viewAs: null } },
  result: { data: { training } },
  maxUsageCount: 3,
};

/** What saving the stored training unchanged sends. */
function storedInput() {
  return toTrainingInput(
    trainingSchema().parse({
      title: training.title,
      price: training.price,
      profit: training.profit,
      format: training.format,
      date: dateFromStored(training.date),
      duration: training.duration,
      summary: training.summary,
      availableSpots: training.availableSpots,
      address: {
        formattedAddress: 'Linhares, ES',
        city: 'Linhares',
        stateFrom: 'ES',
        coords: { latitude: -19.39, longitude: -40.07 },
      },
      description: training.description,
      specificInformation: training.specificInformation,
    }),
  );
}

const routes = [
  { path: '/consultor/treinamentos/criar', element: <TrainingCreatePage /> },
  { path: '/consultor/treinamentos/editar/:id', element: <TrainingEditPage /> },
  { path: '/consultor/treinamentos/abertos', element: <p>lista aberta</p> },
  { path: '/consultor/treinamentos/:id', element: <p>detalhe</p> },
];

describe('TrainingForm', () => {
  it('refuses an empty form with every message and the form toast', async () => {
    const user = userEvent.setup();
    renderTrainings(routes, { at: '/consultor/treinamentos/criar' });
    expect(screen.getByRole('heading', { name: 'Novo Treinamento' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(TRAINING_FORM_ERROR)).toBeInTheDocument();
    for (const message of [
      TRAINING_MESSAGES.titleRequired,
      TRAINING_MESSAGES.priceRequired,
      TRAINING_MESSAGES.format,
      TRAINING_MESSAGES.dateRequired,
      TRAINING_MESSAGES.duration,
      TRAINING_MESSAGES.summaryRequired,
      TRAINING_MESSAGES.spotsRequired,
      TRAINING_MESSAGES.description,
      TRAINING_MESSAGES.specificInformation,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('shows the place rule with the field messages on the first submit (from the schema alone)', async () => {
    const user = userEvent.setup();
    renderTrainings(routes, { at: '/consultor/treinamentos/criar' });
    await user.selectOptions(screen.getByLabelText(/^Modalidade/), 'Presencial');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(TRAINING_FORM_ERROR)).toBeInTheDocument();
    expect(screen.getByText(TRAINING_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(TRAINING_MESSAGES.address)).toBeInTheDocument();
  });

  it('wants a date from tomorrow and a place when Presencial', async () => {
    const user = userEvent.setup();
    renderTrainings(routes, { at: '/consultor/treinamentos/criar' });
    // The calendar offers tomorrow onwards; a day typed by hand is judged by the schema.
    const tomorrow = todayInSaoPaulo(new Date(Date.now() + 86_400_000));
    await expectFirstOfferedDay(user, await openCalendar(user, 'Data'), tomorrow);
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText(/^Data/), typedDay(todayInSaoPaulo()));
    await user.selectOptions(screen.getByLabelText(/^Modalidade/), 'Presencial');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(TRAINING_MESSAGES.dateFromTomorrow)).toBeInTheDocument();
    expect(screen.getByText(TRAINING_MESSAGES.address)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Modalidade/), 'Online');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByText(TRAINING_MESSAGES.address)).not.toBeInTheDocument());
  });

  it('reads the duration typed in short and says nothing about an untouched one before saving', async () => {
    const user = userEvent.setup();
    renderTrainings(routes, { at: '/consultor/treinamentos/criar' });
    const duration = screen.getByLabelText(/^Duração/);
    await user.click(duration);
    await user.tab();
    await user.type(screen.getByLabelText(/^Nome/), 'Curso');
    expect(screen.queryByText(TRAINING_MESSAGES.duration)).not.toBeInTheDocument();
    await user.type(duration, '130');
    await user.tab();
    expect(duration).toHaveValue('01:30');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(TRAINING_FORM_ERROR)).toBeInTheDocument();
    expect(screen.queryByText(TRAINING_MESSAGES.duration)).not.toBeInTheDocument();
  });

  // Each money field takes the Brazilian way of typing and any usual paste; the BFF gets what is shown.
  it.each([
    ['typed', '350,50', 350.5],
    ['typed', '1.350,50', 1350.5],
    ['pasted', '1350.5', 1350.5],
    ['pasted', '1.350,50', 1350.5],
    ['pasted', 'R$ 1.350,50', 1350.5],
    ['pasted', '350,5', 350.5],
  ] as const)('sends price and profit %s as %s as %s', async (how, text, amount) => {
    const user = userEvent.setup();
    const sent = vi.fn((_variables: unknown) => ({
      data: { updateTraining: { __typename: 'TrainingResult', message: 'Treinamento atualizado!', training } },
    }));
    const input = { ...storedInput(), price: amount, profit: amount };
    renderTrainings(routes, {
      at: `/consultor/treinamentos/editar/${training.id}`,
      mocks: [
        detailMock,
        {
          request: { query: TrainingUpdateMutation, variables: { id: training.id, input } },
          result: sent,
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Editar Treinamento' });
    await screen.findAllByRole('textbox', { name: /Descrição/ }, slow);
    for (const label of [/^Preço/, /^Lucro/]) {
      const field = screen.getByLabelText(label);
      await user.clear(field);
      if (how === 'typed') await user.type(field, text);
      else await user.paste(text);
      await user.tab();
      expect(field).toHaveValue(amount === 350.5 ? 'R$ 350,50' : 'R$ 1.350,50');
    }
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Treinamento atualizado!')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0]).toEqual({ id: training.id, input });
  });

  it('saves an edit and opens the detail with the message', async () => {
    const user = userEvent.setup();
    const input = storedInput();
    renderTrainings(routes, {
      at: `/consultor/treinamentos/editar/${training.id}`,
      mocks: [
        detailMock,
        {
          request: { query: TrainingUpdateMutation, variables: { id: training.id, input } },
          result: {
            data: { updateTraining: { __typename: 'TrainingResult', message: 'Treinamento atualizado!', training } },
          },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Editar Treinamento' });
    await screen.findAllByRole('textbox', { name: /Descrição/ }, slow);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Treinamento atualizado!')).toBeInTheDocument();
    // The router applies navigations in a transition: wait for it.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/consultor/treinamentos/${training.id}`),
    );
    expect(screen.getByText('detalhe')).toBeInTheDocument();
  });

  it('deletes after the confirmation and opens the open list', async () => {
    const user = userEvent.setup();
    let deletes = 0;
    renderTrainings(routes, {
      at: `/consultor/treinamentos/editar/${training.id}`,
      mocks: [
        detailMock,
        {
          request: { query: TrainingDeleteMutation, variables: { id: training.id } },
          result: () => {
            deletes += 1;
            return {
              data: { deleteTraining: { __typename: 'ActionResult', message: CATALOGUE.deleteTraining.success } },
            };
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir esse treinamento?')).toBeInTheDocument();
    expect(deletes).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    // The toast first shows inside the dialog, then moves to the page once the dialog is gone.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/consultor/treinamentos/abertos'));
    expect(await screen.findByText('Treinamento excluído!')).toBeInTheDocument();
    expect(deletes).toBe(1);
  });

  it('sends a read-only area back instead of showing the form', () => {
    renderTrainings(
      [
        { path: '/consultor-empresarial/treinamentos/criar', element: <TrainingCreatePage /> },
        { path: '/consultor-empresarial/treinamentos/abertos', element: <p>lista aberta</p> },
      ],
      { at: '/consultor-empresarial/treinamentos/criar', area: 'ENTERPRISE_CONSULTANT' },
    );
    expect(screen.getByText('lista aberta')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Novo Treinamento' })).not.toBeInTheDocument();
  });

  it('uploads the picture after the save and warns when it fails, still opening the detail', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadFile).mockImplementation(async (_url, _file, onProgress) => {
      onProgress?.(0.5);
      return { ok: false, status: 500, body: null };
    });
    renderTrainings(routes, {
      at: `/consultor/treinamentos/editar/${training.id}`,
      mocks: [
        detailMock,
        {
          request: { query: TrainingUpdateMutation, variables: { id: training.id, input: storedInput() } },
          result: {
            data: { updateTraining: { __typename: 'TrainingResult', message: 'Treinamento atualizado!', training } },
          },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Editar Treinamento' });
    await screen.findAllByRole('textbox', { name: /Descrição/ }, slow);
    const picture = new File(['png'], 'capa.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Arquivo da imagem do treinamento'), picture);
    expect(screen.getByText('capa.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(fillStatus(CATALOGUE.trainingImage.other, 500))).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(vi.mocked(uploadFile).mock.calls[0]?.[0]).toBe(`/uploads/training-image/${training.id}`);
    expect(vi.mocked(uploadFile).mock.calls[0]?.[1]).toBe(picture);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/consultor/treinamentos/${training.id}`),
    );
  });

  it('shows the conflict message and stays on the form', async () => {
    const user = userEvent.setup();
    const conflict = 'Conflito: já existe treinamento com os mesmos dados';
    renderTrainings(routes, {
      at: `/consultor/treinamentos/editar/${training.id}`,
      mocks: [
        detailMock,
        {
          request: { query: TrainingUpdateMutation, variables: { id: training.id, input: storedInput() } },
          result: { errors: [new GraphQLError(conflict, { extensions: { code: 'CONFLICT', status: 409 } })] },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Editar Treinamento' });
    await screen.findAllByRole('textbox', { name: /Descrição/ }, slow);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(conflict)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/consultor/treinamentos/editar/${training.id}`);
    expect(uploadFile).not.toHaveBeenCalled();
  });
});
