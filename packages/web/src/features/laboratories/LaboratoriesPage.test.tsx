import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { LaboratoriesQuery } from './documents';
import { LABORATORIES_TITLE, LaboratoriesPage } from './LaboratoriesPage';
import { labPage, makeLab, ROOT } from './testing';

beforeAll(async () => {
  await import('@/ui/map/LeafletMarkersMap');
});
const slow = { timeout: 15_000 };

const NEAR = makeLab();
const FAR = makeLab({
  id: 'lb0000000000000000000002',
  name: 'Nematolab Sinop',
  associated: false,
  distanceKm: 1234.5,
  address: {
    __typename: 'Address',
    formattedAddress: 'Rua das Nogueiras, 800 - Centro, Sinop - MT, Brasil',
    city: 'Sinop',
    stateFrom: 'MT',
    coords: { __typename: 'Coords', latitude: -11.8642, longitude: -55.5025 },
  },
  analyses: [
    { __typename: 'LabOffer', type: 'NEMATODES', name: 'Análise nematológica', price: 150, turnaroundDays: 15 },
  ],
});

const labsMock = (variables: Record<string, unknown>, items: unknown[], hasNextPage = false) => ({
  request: {
    query: LaboratoriesQuery,
    variables: { name: null, analysisType: null, page: 1, viewAs: null, ...variables },
  },
  result: { data: { laboratories: labPage('LaboratoryPage', items, hasNextPage) } },
});

const render = (mocks: unknown[], at = ROOT) =>
  renderAreaRoutes([{ path: ROOT, element: <LaboratoriesPage /> }], { at, mocks: mocks as never });

describe('LaboratoriesPage', () => {
  it('shows the labs on the offline map and in a list, nearest first, with links to each lab', async () => {
    const { container } = render([labsMock({}, [NEAR, FAR])]);
    expect(screen.getByRole('heading', { name: LABORATORIES_TITLE })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Laboratórios' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Laboratório Agronômico do Triângulo');
    expect(cards[0]).toHaveTextContent('Associado');
    expect(cards[0]).toHaveTextContent('Uberlândia - MG · a 3,2 km');
    expect(cards[0]).toHaveTextContent('Análises: Tecido vegetal, Solo');
    expect(cards[1]).toHaveTextContent('a 1.234,5 km');
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: /Ver laboratório/ })).toHaveAttribute(
      'href',
      `${ROOT}/laboratorio?laboratoryId=lb0000000000000000000001`,
    );
    expect(screen.getByRole('link', { name: 'Laboratórios associados' })).toHaveAttribute('href', `${ROOT}/associados`);
    expect(screen.getByRole('link', { name: 'Minhas análises' })).toHaveAttribute('href', `${ROOT}/minhas-analises`);

    expect(screen.getByRole('region', { name: 'Mapa dos laboratórios' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('.talhao-pin')).toHaveLength(2), slow);
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent('Mapa offline');
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
  });

  it('filters by analysis type with the chips and searches by name, keeping both in the URL', async () => {
    const user = userEvent.setup();
    render([
      labsMock({}, [NEAR, FAR]),
      labsMock({ analysisType: 'NEMATODES' }, [FAR]),
      labsMock({ analysisType: 'NEMATODES', name: 'sinop' }, [FAR]),
    ]);
    await screen.findByRole('list', { name: 'Laboratórios' });
    const chips = screen.getByRole('group', { name: 'Tipo de análise' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Todos', 'Tecido vegetal', 'CRA', 'Solo', 'Nematoides']);
    expect(within(chips).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(chips).getByRole('button', { name: 'Nematoides' }));
    await waitFor(() => expect(screen.queryAllByText('Laboratório Agronômico do Triângulo')).toHaveLength(0));
    expect(within(chips).getByRole('button', { name: 'Nematoides' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(`${ROOT}?analysisType=NEMATODES`);

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar laboratório' }), 'sinop{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('name=sinop'));
    expect((await screen.findAllByText('Nematolab Sinop')).length).toBeGreaterThan(0);
  });

  it('says when nothing matches', async () => {
    render([labsMock({ name: 'xyz' }, [])], `${ROOT}?name=xyz`);
    expect(await screen.findByText('Nenhum laboratório encontrado')).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    render([
      {
        request: { query: LaboratoriesQuery, variables: { name: null, analysisType: null, page: 1, viewAs: null } },
        error: new Error('Ocorreu um erro ao carregar os dados.'),
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
