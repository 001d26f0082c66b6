import { formatDayTime } from '@talhao/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrainingListQuery } from '../documents';
import { makeTraining, renderTrainings } from '../testing';
import { OpenTrainingsPage, TrainingHistoryPage } from './TrainingListPages';

const listMock = (state: string, items: unknown[], viewAs: string | null = null) => ({
  request: { query: TrainingListQuery, variables: { state, page: 1, viewAs } },
  result: {
    data: { trainings: { __typename: 'TrainingPage', page: 1, hasNextPage: false, total: items.length, items } },
  },
  maxUsageCount: 3,
});

const row = (training: ReturnType<typeof makeTraining>) => ({
  __typename: 'Training' as const,
  id: training.id,
  title: training.title,
  date: training.date,
  summary: training.summary,
  availableSpots: training.availableSpots,
  confirmedCount: training.confirmedCount,
});

const routes = [
  { path: '/consultor/treinamentos/abertos', element: <OpenTrainingsPage /> },
  { path: '/consultor/treinamentos/historico', element: <TrainingHistoryPage /> },
  { path: '/consultor-empresarial/treinamentos/abertos', element: <OpenTrainingsPage /> },
];

describe('training lists', () => {
  it('shows the open trainings with date, name, spots, the summary cut at 60 and Visualizar', async () => {
    const training = makeTraining({ date: '2026-12-01T12:30:00.000Z' });
    renderTrainings(routes, { at: '/consultor/treinamentos/abertos', mocks: [listMock('PLANNED', [row(training)])] });
    expect(screen.getByRole('heading', { name: 'Treinamentos Abertos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar' })).toHaveAttribute('href', '/consultor/treinamentos/criar');
    const name = await screen.findByText('Manejo integrado de pragas');
    const tableRow = name.closest('tr') as HTMLElement;
    expect(within(tableRow).getByText(formatDayTime('2026-12-01T12:30:00.000Z'))).toBeInTheDocument();
    expect(within(tableRow).getByText('01/12/2026 09:30')).toBeInTheDocument();
    expect(within(tableRow).getByText('3/20')).toBeInTheDocument();
    expect(
      within(tableRow).getByText('Como identificar e controlar as principais pragas da soja se…'),
    ).toBeInTheDocument();
    expect(within(tableRow).getByRole('link', { name: 'Visualizar Manejo integrado de pragas' })).toHaveAttribute(
      'href',
      `/consultor/treinamentos/${training.id}`,
    );
  });

  it('says when there is no open training', async () => {
    renderTrainings(routes, { at: '/consultor/treinamentos/abertos', mocks: [listMock('PLANNED', [])] });
    expect(await screen.findByText('Você não possui nenhum treinamento em aberto')).toBeInTheDocument();
  });

  it('says when no training was completed yet', async () => {
    renderTrainings(routes, { at: '/consultor/treinamentos/historico', mocks: [listMock('COMPLETED', [])] });
    expect(screen.getByRole('heading', { name: 'Histórico de Treinamentos' })).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não possui nenhum treinamento realizado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar' })).not.toBeInTheDocument();
  });

  it('offers no Criar in a read-only area and links inside that area', async () => {
    const training = makeTraining();
    renderTrainings(routes, {
      at: '/consultor-empresarial/treinamentos/abertos',
      area: 'ENTERPRISE_CONSULTANT',
      mocks: [listMock('PLANNED', [row(training)])],
    });
    const link = await screen.findByRole('link', { name: 'Visualizar Manejo integrado de pragas' });
    expect(link).toHaveAttribute('href', `/consultor-empresarial/treinamentos/${training.id}`);
    expect(screen.queryByRole('link', { name: 'Criar' })).not.toBeInTheDocument();
  });
});
