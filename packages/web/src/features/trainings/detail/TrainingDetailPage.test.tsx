import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TrainingDetailQuery, TrainingParticipantsQuery } from '../documents';
import { makeTraining, renderTrainings } from '../testing';
import { TrainingDetailPage } from './TrainingDetailPage';

const training = makeTraining();
const detailMock = (value: ReturnType<typeof makeTraining>) => ({
  request: { query: TrainingDetailQuery, variables: { id: value.id, viewAs: null } },
  result: { data: { training: value } },
  maxUsageCount: 3,
});
const participantsMock = (state: string, page: number, names: string[], hasNextPage = false) => ({
  request: { query: TrainingParticipantsQuery, variables: { id: training.id, state, page, viewAs: null } },
  result: {
    data: {
      trainingParticipants: {
        __typename: 'ParticipantPage',
        page,
        hasNextPage,
        total: names.length,
        items: names.map((name) => ({ __typename: 'Participant', name, email: `${name.toLowerCase()}@talhao.dev` })),
      },
    },
  },
});

const routes = [{ path: '/consultor/treinamentos/:id', element: <TrainingDetailPage /> }];
const at = `/consultor/treinamentos/${training.id}`;

describe('TrainingDetailPage', () => {
  it('shows the training and Editar while it is editable', async () => {
    renderTrainings(routes, { at, mocks: [detailMock(training)] });
    expect(await screen.findByRole('heading', { name: 'Manejo integrado de pragas' })).toBeInTheDocument();
    expect(screen.getByText('Presencial')).toBeInTheDocument();
    expect(screen.getByText('Linhares, ES')).toBeInTheDocument();
    expect(screen.getByText('3/20')).toBeInTheDocument();
    expect(screen.getByText('(17 vagas restantes)')).toBeInTheDocument();
    expect(screen.getByText('2h30min')).toBeInTheDocument();
    expect(screen.getByText(/R\$\s*150,00/)).toBeInTheDocument();
    expect(screen.getByText('Levar caderno.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/consultor/treinamentos/editar/${training.id}`,
    );
  });

  it('has no Editar once the training is no longer editable', async () => {
    renderTrainings(routes, { at, mocks: [detailMock({ ...training, editable: false })] });
    await screen.findByRole('heading', { name: 'Manejo integrado de pragas' });
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('lists participants per tab and goes back to page 1 on a tab change', async () => {
    const user = userEvent.setup();
    renderTrainings(routes, {
      at,
      mocks: [
        detailMock(training),
        participantsMock('CONFIRMED', 1, ['Ana'], true),
        participantsMock('CONFIRMED', 2, ['Bruno']),
        participantsMock('PENDING', 1, ['Carla']),
        participantsMock('CANCELED', 1, []),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Ver Inscritos' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Ana')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Página 2' }));
    expect(await within(dialog).findByText('Bruno')).toBeInTheDocument();

    // Page 2 of Pendentes has no mock: asking for it would fail the test.
    await user.click(within(dialog).getByRole('tab', { name: 'Pendentes' }));
    expect(await within(dialog).findByText('Carla')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Página 2' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Cancelados' }));
    expect(await within(dialog).findByText('Nenhuma inscrição cancelada')).toBeInTheDocument();
  });
});
