import { AREA_BASE, RECOMMENDATION_MESSAGES, todayInSaoPaulo } from '@talhao/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { typeDay } from '@/ui/dateFieldTesting';
import {
  CreateRecommendationMutation,
  FieldActivitiesQuery,
  FieldActivityQuery,
  RecommendationOptionsQuery,
} from './documents';
import { RecommendationDetailPage } from './RecommendationDetailPage';
import { CreateRecommendationPage, EditRecommendationPage } from './RecommendationFormPages';

const BASE = `${AREA_BASE.CONSULTANT}/consultorias/prestadas/recomendacoes`;
const FARMER = 'fa0000000000000000000001';
const plus = (days: number) =>
  new Date(Date.parse(`${todayInSaoPaulo()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const activity = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'FieldActivity',
  id: 'act1',
  farmerId: FARMER,
  farmerName: 'João da Silva',
  name: 'Irrigação',
  description: 'Conferir os gotejadores.',
  activityType: 'MANAGEMENT',
  status: 'PLANNED',
  recurrenceKind: 'WEEKLY',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  completionDate: null,
  property: { __typename: 'FarmRecordRef', id: 'pr1', name: 'Fazenda Santa Helena' },
  harvestId: 'hv1',
  harvest: { __typename: 'Harvest', id: 'hv1', cultureName: 'Soja', year: 2026 },
  sectors: [{ __typename: 'FarmRecordRef', id: 's1', name: 'Setor 1' }],
  products: [{ __typename: 'FieldActivityProduct', name: 'Sulfato de zinco', quantity: 2.5, unit: 'kg/ha' }],
  costs: [
    { __typename: 'FieldActivityCost', category: 'LABOR', tag: 'Mão de obra', cost: 1000 },
    { __typename: 'FieldActivityCost', category: 'PRODUCTION', tag: 'Defensivos', cost: 350.5 },
    { __typename: 'FieldActivityCost', category: 'PRODUCTION', tag: 'Sementes', cost: 200 },
  ],
  totalCost: 1550.5,
  createdByMe: true,
  nextOccurrences: ['2026-12-01', '2026-12-08', '2026-12-15'],
  ...overrides,
});

const oneMock = (record: unknown) => ({
  request: { query: FieldActivityQuery, variables: { id: 'act1', viewAs: null } },
  result: { data: { fieldActivity: record } },
});

const optionsMock = {
  request: { query: RecommendationOptionsQuery, variables: { farmerId: FARMER, viewAs: null } },
  result: {
    data: {
      farmer: { __typename: 'Farmer', id: FARMER, name: 'João da Silva', createdByMe: true },
      harvests: {
        __typename: 'HarvestPage',
        total: 1,
        items: [
          {
            __typename: 'Harvest',
            id: 'hv1',
            cultureName: 'Soja',
            year: 2026,
            startDate: '2026-09-01',
            endDate: '2027-03-31',
            property: { __typename: 'FarmRecordRef', id: 'pr1', name: 'Fazenda Santa Helena' },
            sectors: [
              { __typename: 'FarmRecordRef', id: 's1', name: 'Setor 1' },
              { __typename: 'FarmRecordRef', id: 's2', name: 'Setor 2' },
            ],
          },
        ],
      },
    },
  },
};

describe('RecommendationDetailPage', () => {
  it('shows every field, costs by category and tag in BRL, the next occurrences and Editar for the creator', async () => {
    renderAreaRoutes([{ path: `${BASE}/:id`, element: <RecommendationDetailPage /> }], {
      at: `${BASE}/act1`,
      mocks: [oneMock(activity())] as never,
    });
    expect(await screen.findByRole('heading', { name: 'Irrigação' })).toBeInTheDocument();
    expect(screen.getByText('Semanalmente')).toBeInTheDocument();
    expect(screen.getByText('01/12/2026 a 31/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Manejo')).toBeInTheDocument();
    expect(screen.getByText('Setor 1')).toBeInTheDocument();
    const next = screen.getByRole('list', { name: 'Próximas ocorrências' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['01/12', '08/12', '15/12']);
    const production = screen.getByRole('region', { name: 'Produção' });
    expect(production).toHaveTextContent('R$ 550,50');
    expect(production).toHaveTextContent(/Defensivos\s*R\$\s350,50/);
    expect(screen.getByRole('region', { name: 'Mão de obra' })).toHaveTextContent('R$ 1.000,00');
    expect(screen.getByText('R$ 1.550,50')).toBeInTheDocument();
    const products = screen.getByRole('list', { name: 'Produtos' });
    expect(products).toHaveTextContent('Sulfato de zinco');
    expect(products).toHaveTextContent('2,5 kg/ha');
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `${BASE}/editar/act1`);
  });

  it('hides Editar from anyone but the creator', async () => {
    renderAreaRoutes([{ path: `${BASE}/:id`, element: <RecommendationDetailPage /> }], {
      at: `${BASE}/act1`,
      mocks: [oneMock(activity({ createdByMe: false, nextOccurrences: [] }))] as never,
    });
    expect(await screen.findByRole('heading', { name: 'Irrigação' })).toBeInTheDocument();
    expect(screen.getByText('Nenhuma próxima ocorrência')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });
});

describe('Recommendation form', () => {
  it('shows the specification’s messages and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderAreaRoutes([{ path: `${BASE}/criar`, element: <CreateRecommendationPage /> }], {
      at: `${BASE}/criar?farmerId=${FARMER}&consultancyProvidedId=pc1`,
      mocks: [optionsMock] as never,
    });
    await screen.findByDisplayValue('João da Silva');
    await user.type(screen.getByLabelText(/Título/), 'Irrigação');
    await typeDay(user, screen.getByRole('textbox', { name: /Data de início/ }), plus(-1));
    await user.click(screen.getByRole('button', { name: 'Recomendar' }));
    expect(await screen.findByText(RECOMMENDATION_MESSAGES.startBeforeToday)).toBeInTheDocument();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining([
        'Selecione a propriedade',
        'Selecione a safra',
        'Selecione a categoria',
        'Selecione a recorrência',
        'Selecione a data',
        'Selecione pelo menos 1 setor',
      ]),
    );
    expect(screen.getByLabelText(/Título/)).toHaveValue('Irrigação');
  });

  it('creates with the chosen harvest’s sectors and a cost typed the Brazilian way, then opens the detail', async () => {
    const user = userEvent.setup();
    const input = {
      farmerId: FARMER,
      propertyId: 'pr1',
      harvestId: 'hv1',
      type: 'MANAGEMENT',
      title: 'Irrigação',
      recurrence: 'MONTHLY',
      startDate: plus(1),
      endDate: plus(1),
      status: 'PLANNED',
      description: null,
      sectorIds: ['s2'],
      products: [{ name: 'Sulfato de zinco', quantity: 2.5, unit: 'kg/ha' }],
      costs: [{ category: 'LABOR', tag: 'Mão de obra', cost: 1350.5 }],
    };
    renderAreaRoutes(
      [
        { path: `${BASE}/criar`, element: <CreateRecommendationPage /> },
        { path: `${BASE}/:id`, element: <p>detalhe</p> },
      ],
      {
        at: `${BASE}/criar?farmerId=${FARMER}&consultancyProvidedId=pc1`,
        mocks: [
          optionsMock,
          {
            request: { query: CreateRecommendationMutation, variables: { input } },
            result: {
              data: {
                createRecommendation: {
                  __typename: 'RecommendationResult',
                  message: 'Recomendação criada com sucesso!',
                  fieldActivity: activity({ id: 'new1', recurrenceKind: 'MONTHLY' }),
                },
              },
            },
          },
          {
            request: { query: FieldActivitiesQuery },
            variableMatcher: () => true,
            result: {
              data: {
                fieldActivities: { __typename: 'FieldActivityPage', page: 1, total: 0, hasNextPage: false, items: [] },
              },
            },
          },
        ] as never,
      },
    );
    await screen.findByDisplayValue('João da Silva');
    await user.selectOptions(screen.getByLabelText(/Propriedade/), 'pr1');
    await user.selectOptions(screen.getByLabelText(/Safra/), 'hv1');
    await user.selectOptions(screen.getByLabelText(/Categoria/), 'MANAGEMENT');
    await user.type(screen.getByLabelText(/Título/), 'Irrigação');
    await user.selectOptions(screen.getByLabelText(/Recorrência/), 'Mensalmente');
    await typeDay(user, screen.getByRole('textbox', { name: /Data de início/ }), plus(1));
    await typeDay(user, screen.getByRole('textbox', { name: /Data final/ }), plus(1));
    await user.click(screen.getByLabelText('Setor 2'));
    await user.click(screen.getByRole('button', { name: 'Adicionar produto' }));
    await user.type(screen.getByLabelText('Produto 1'), 'Sulfato de zinco');
    await user.type(screen.getByLabelText('Quantidade do produto 1'), '2,5');
    await user.type(screen.getByLabelText('Unidade do produto 1'), 'kg/ha');
    await user.click(screen.getByRole('button', { name: 'Adicionar custo' }));
    await user.selectOptions(screen.getByLabelText('Categoria do custo 1'), 'LABOR');
    await user.type(screen.getByLabelText('Tag do custo 1'), 'Mão de obra');
    await user.type(screen.getByLabelText('Valor do custo 1'), '1.350,50');
    await user.click(screen.getByRole('button', { name: 'Recomendar' }));
    expect(await screen.findByText('Recomendação criada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${BASE}/new1`));
  });

  it('edits only the creator’s recommendation', async () => {
    renderAreaRoutes([{ path: `${BASE}/editar/:id`, element: <EditRecommendationPage /> }], {
      at: `${BASE}/editar/act1`,
      mocks: [oneMock(activity({ createdByMe: false }))] as never,
    });
    expect(await screen.findByText(RECOMMENDATION_MESSAGES.onlyCreatorEdits)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editar Recomendação' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});
