import type { ApolloLink } from '@apollo/client';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { formatMonthYear, todayInSaoPaulo } from '@talhao/schema';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '@/app/apollo';
import { heldAnswers } from '@/test/heldAnswers';
import { MasterDashboardQuery, MasterDashboardUsersPerPlaceQuery } from './documents';
import { MasterDashboardPage } from './MasterDashboardPage';
import { CONSULTANTS_BY_CITY, CONSULTANTS_BY_STATE, FARMERS_BY_CITY, STATISTICS } from './testing';

/** jsdom lays nothing out: report a 720 px wide chart box so the charts draw. */
class SizedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback(
      [{ contentRect: { width: 720, height: 0, top: 0, left: 0 } } as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', SizedResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const DEFAULTS = { kind: 'FARMER', groupBy: 'CITY' } as const;

function dashboardMock(statistics = STATISTICS) {
  const result = vi.fn(() => ({ data: { masterStatistics: statistics, usersPerPlace: FARMERS_BY_CITY } }));
  return { mock: { request: { query: MasterDashboardQuery, variables: DEFAULTS }, result }, result };
}

function placesMock(variables: { kind: string; groupBy: string }, usersPerPlace: unknown[]) {
  const result = vi.fn(() => ({ data: { usersPerPlace } }));
  return { mock: { request: { query: MasterDashboardUsersPerPlaceQuery, variables }, result }, result };
}

function renderPage(mocks: MockedProviderProps['mocks'], link?: ApolloLink) {
  return render(
    <MockedProvider mocks={mocks} link={link} cache={createCache()}>
      <MemoryRouter initialEntries={['/master']}>
        <MasterDashboardPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('MasterDashboardPage', () => {
  it('shows a skeleton, then every figure formatted pt-BR', async () => {
    renderPage([dashboardMock().mock]);
    expect(screen.getByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o painel');

    expect(await screen.findByRole('article', { name: 'Agricultores cadastrados' })).toHaveTextContent('1.234');
    expect(card('Downloads Android')).toHaveTextContent('5.678');
    expect(card('Downloads iOS')).toHaveTextContent('910');
    expect(card('Empresas')).toHaveTextContent('12');
    // Totals with their split between independent consultants and companies.
    expect(within(card('Consultores')).getByText('65')).toBeInTheDocument();
    expect(within(card('Consultorias prestadas')).getByText('1.450')).toBeInTheDocument();
    expect(card('Consultorias prestadas')).toHaveTextContent('Independentes300');
    expect(card('Consultorias prestadas')).toHaveTextContent('Empresas1.150');
    expect(within(card('Treinamentos realizados')).getByText('28')).toBeInTheDocument();
    expect(card('Treinamentos realizados')).toHaveTextContent('Independentes20');
    expect(card('Treinamentos realizados')).toHaveTextContent('Empresas8');
    const month = formatMonthYear(todayInSaoPaulo());
    expect(within(card('Transações financeiras do mês')).getByText('R$ 12.345,67')).toBeInTheDocument();
    expect(card('Transações financeiras do mês')).toHaveTextContent(month.charAt(0).toUpperCase() + month.slice(1));
    // User counts say what they count (the lists also show accounts still to be confirmed).
    for (const name of ['Agricultores cadastrados', 'Empresas', 'Consultores']) {
      expect(card(name)).toHaveTextContent('Contas com e-mail confirmado');
    }
    expect(card('Consultorias prestadas')).not.toHaveTextContent('Contas com e-mail confirmado');
  });

  it('draws the places chart (most users first) and the revenue per month', async () => {
    renderPage([dashboardMock().mock]);
    const places = await screen.findByRole('group', { name: 'Agricultores por cidade' });
    const bars = within(places).getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Vitória - ES: Agricultores 1.234',
      'Linhares - ES: Agricultores 617',
      'Colatina - ES: Agricultores 88',
    ]);

    const revenue = screen.getByRole('group', { name: 'Receita por serviço por mês' });
    const months = within(revenue).getAllByRole('img');
    expect(months).toHaveLength(6);
    expect(within(revenue).getByText('jan/26')).toBeInTheDocument();
    expect(within(revenue).getByText('jun/26')).toBeInTheDocument();

    await userEvent.hover(months[5] as HTMLElement);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Junho de 2026');
    expect(tooltip).toHaveTextContent('ConsultoriasR$ 9.845,67');
    expect(tooltip).toHaveTextContent('TreinamentosR$ 2.500,00');
    expect(tooltip).toHaveTextContent('TotalR$ 12.345,67');
  });

  it('loads the first paint in one request and fetches only usersPerPlace when a toggle changes', async () => {
    const user = userEvent.setup();
    const dashboard = dashboardMock();
    const farmersAgain = placesMock(DEFAULTS, FARMERS_BY_CITY);
    const consultants = placesMock({ kind: 'CONSULTANT', groupBy: 'CITY' }, CONSULTANTS_BY_CITY);
    const byState = placesMock({ kind: 'CONSULTANT', groupBy: 'STATE' }, CONSULTANTS_BY_STATE);
    renderPage([dashboard.mock, farmersAgain.mock, consultants.mock, byState.mock]);

    await screen.findByRole('group', { name: 'Agricultores por cidade' });
    expect(dashboard.result).toHaveBeenCalledTimes(1);
    // The default selection came with the dashboard query: never asked for again.
    expect(farmersAgain.result).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Consultores' }));
    const chart = await screen.findByRole('group', { name: 'Consultores por cidade' });
    expect(
      within(chart)
        .getAllByRole('img')
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual(['Vitória - ES: Consultores 21', 'Cachoeiro de Itapemirim - ES: Consultores 9']);
    expect(consultants.result).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('radio', { name: 'Estado' }));
    const states = await screen.findByRole('group', { name: 'Consultores por estado' });
    expect(within(states).getByRole('img', { name: 'Espírito Santo (ES): Consultores 30' })).toBeInTheDocument();
    expect(byState.result).toHaveBeenCalledTimes(1);

    // Back to farmers by city: answered from the cache.
    await user.click(screen.getByRole('radio', { name: 'Agricultores' }));
    await user.click(screen.getByRole('radio', { name: 'Cidade' }));
    expect(await screen.findByRole('img', { name: 'Vitória - ES: Agricultores 1.234' })).toBeInTheDocument();
    expect(farmersAgain.result).not.toHaveBeenCalled();
    expect(dashboard.result).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('article', { name: 'Agricultores cadastrados' })).toHaveTextContent('1.234');
  });

  it('keeps the last bars, dimmed and labelled for what they show, while a toggle loads', async () => {
    const user = userEvent.setup();
    const consultants = placesMock({ kind: 'CONSULTANT', groupBy: 'CITY' }, CONSULTANTS_BY_CITY);
    const mocks = [dashboardMock().mock, consultants.mock];
    // The toggle's answer waits for the test: the old bars are asserted while it loads, without a race.
    const held = heldAnswers(mocks, ['MasterDashboardUsersPerPlace']);
    renderPage(mocks, held.link);
    await screen.findByRole('group', { name: 'Agricultores por cidade' });

    await user.click(screen.getByRole('radio', { name: 'Consultores' }));
    await waitFor(() => expect(held.sent).toContain('MasterDashboardUsersPerPlace'));
    const stale = screen.getByRole('group', { name: 'Agricultores por cidade' });
    expect(stale.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(within(stale).getByRole('img', { name: 'Vitória - ES: Agricultores 1.234' })).toBeInTheDocument();

    held.release('MasterDashboardUsersPerPlace');
    const fresh = await screen.findByRole('group', { name: 'Consultores por cidade' });
    expect(fresh.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the error inside the chart when a toggle fails, the figures staying', async () => {
    const user = userEvent.setup();
    const retry = placesMock({ kind: 'ENTERPRISE', groupBy: 'CITY' }, [
      { __typename: 'UsersPerPlace', label: 'Serra', city: 'Serra', stateFrom: 'ES', count: 3 },
    ]);
    renderPage([
      dashboardMock().mock,
      {
        request: { query: MasterDashboardUsersPerPlaceQuery, variables: { kind: 'ENTERPRISE', groupBy: 'CITY' } },
        result: { errors: [{ message: 'Erro ao carregar os dados' }] },
      },
      retry.mock,
    ]);
    await screen.findByRole('group', { name: 'Agricultores por cidade' });

    await user.click(screen.getByRole('radio', { name: 'Empresas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar os dados');
    expect(screen.getByRole('article', { name: 'Agricultores cadastrados' })).toHaveTextContent('1.234');

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('img', { name: 'Serra - ES: Empresas 3' })).toBeInTheDocument();
    expect(retry.result).toHaveBeenCalledTimes(1);
  });

  it('shows the error state and loads again on Tentar novamente', async () => {
    const user = userEvent.setup();
    const retry = dashboardMock();
    renderPage([
      { request: { query: MasterDashboardQuery, variables: DEFAULTS }, error: new Error('Falha na conexão') },
      retry.mock,
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar os dados');
    expect(alert).toHaveTextContent('Falha na conexão');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Agricultores cadastrados' })).toHaveTextContent('1.234');
    expect(retry.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when a chart has nothing to show', async () => {
    renderPage([
      {
        request: { query: MasterDashboardQuery, variables: DEFAULTS },
        result: {
          data: {
            masterStatistics: {
              ...STATISTICS,
              earningsByMonth: STATISTICS.earningsByMonth.map((entry) => ({ ...entry, consultancy: 0, training: 0 })),
            },
            usersPerPlace: [],
          },
        },
      },
    ]);
    expect(await screen.findByText('Nenhuma receita registrada no período.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum usuário cadastrado para exibir.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Receita por serviço por mês' })).not.toBeInTheDocument();
  });
});
