import { TRAINING_FORM_ERROR, TRAINING_MESSAGES, trainingSchema } from '@talhao/schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TrainingConsultantOptionsQuery, TrainingDetailQuery, TrainingUpdateMutation } from '../documents';
import { makeTraining, renderTrainings } from '../testing';
import { TrainingEditPage } from './TrainingFormPages';
import { dateFromStored, toTrainingInput } from './trainingFormValues';

beforeAll(async () => {
  await import('@/ui/RichTextEditorImpl');
});
const slow = { timeout: 15_000 };

const training = makeTraining({ consultantIds: ['c1'] });
const options = {
  request: { query: TrainingConsultantOptionsQuery, variables: { page: 1, viewAs: null } },
  result: {
    data: {
      companyConsultants: {
        __typename: 'CompanyConsultantPage',
        page: 1,
        hasNextPage: false,
        items: [
          { __typename: 'CompanyConsultant', id: 'c1', name: 'Mariana Figueiredo' },
          { __typename: 'CompanyConsultant', id: 'c2', name: 'Rafael Monteiro' },
        ],
      },
    },
  },
  maxUsageCount: 5,
};
const detail = {
  request: { query: TrainingDetailQuery, variables: { id: training.id, viewAs: null } },
  result: { data: { training } },
  maxUsageCount: 3,
};

/** What saving the stored training with `consultantIds` sends from the company's form. */
function companyInput(consultantIds: string[]) {
  return toTrainingInput(
    trainingSchema({ companyForm: true }).parse({
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
      consultantIds,
    }),
    { companyForm: true },
  );
}

const routes = [
  { path: '/empresa/treinamentos/editar/:id', element: <TrainingEditPage /> },
  { path: '/empresa/treinamentos/:id', element: <p>detalhe</p> },
];

describe('the company training form: consultant picker', () => {
  it('lists the company’s consultants, requires one, and sends the chosen ids', async () => {
    const user = userEvent.setup();
    const sent = vi.fn((_variables: unknown) => ({
      data: { updateTraining: { __typename: 'TrainingResult', message: 'Treinamento atualizado!', training } },
    }));
    const input = companyInput(['c2']);
    renderTrainings(routes, {
      at: `/empresa/treinamentos/editar/${training.id}`,
      area: 'ENTERPRISE',
      mocks: [
        detail,
        options,
        { request: { query: TrainingUpdateMutation, variables: { id: training.id, input } }, result: sent },
      ],
    });
    await screen.findByRole('heading', { name: 'Editar Treinamento' });
    await screen.findAllByRole('textbox', { name: /Descrição/ }, slow);
    const mariana = await screen.findByRole('checkbox', { name: 'Mariana Figueiredo' });
    expect(mariana).toBeChecked();
    const rafael = screen.getByRole('checkbox', { name: 'Rafael Monteiro' });
    expect(rafael).not.toBeChecked();

    await user.click(mariana);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(TRAINING_MESSAGES.consultants)).toBeInTheDocument();
    expect(screen.getByText(TRAINING_FORM_ERROR)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    await user.click(rafael);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Treinamento atualizado!')).toBeInTheDocument();
    expect(sent.mock.calls[0]?.[0]).toEqual({ id: training.id, input });
    expect(input.consultantIds).toEqual(['c2']);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/empresa/treinamentos/${training.id}`),
    );
  });

  it('is not shown in the consultant’s own form', async () => {
    renderTrainings([{ path: '/consultor/treinamentos/editar/:id', element: <TrainingEditPage /> }], {
      at: `/consultor/treinamentos/editar/${training.id}`,
      mocks: [detail],
    });
    await screen.findByRole('heading', { name: 'Editar Treinamento' });
    expect(screen.queryByRole('group', { name: /Consultores/ })).toBeNull();
  });
});
