import { AREA_BASE } from '@talhao/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { InventoryFarmerQuery, InventoryMovementsQuery, InventoryQuery } from './documents';
import { INVENTORY_EMPTY, INVENTORY_NO_FARMER, INVENTORY_TITLE, InventoryPage, SEARCH_LABEL } from './InventoryPage';
import { MOVEMENTS_EMPTY, MOVEMENTS_END, MOVEMENTS_ERROR } from './MovementsDialog';

const BASE = AREA_BASE.CONSULTANT;
const PAGE = `${BASE}/agricultores/estoque`;
const FARMER = 'fa0000000000000000000001';

const item = (id: string, product: string, availableQuantity: number, unit: string) => ({
  __typename: 'InventoryItem' as const,
  id,
  product,
  availableQuantity,
  unit,
  farmerId: FARMER,
});
const UREIA = item('it1', 'Ureia 45% N', 1250.5, 'kg');
const DIESEL = item('it2', 'Óleo Diesel S10', 0, 'L');

const itemsPage = (items: unknown[], hasNextPage = false, page = 1) => ({
  data: { inventory: { __typename: 'InventoryItemPage', page, hasNextPage, total: items.length, items } },
});
const inventoryMock = (
  variables: Partial<{ product: string | null; page: number }>,
  result: object,
  extra: { maxUsageCount?: number } = {},
) => ({
  request: {
    query: InventoryQuery,
    variables: { farmerId: FARMER, product: null, page: 1, viewAs: null, ...variables },
  },
  result,
  ...extra,
});
const farmerMock = {
  request: { query: InventoryFarmerQuery, variables: { id: FARMER, viewAs: null } },
  result: { data: { farmer: { __typename: 'Farmer', id: FARMER, name: 'José Carlos Pereira' } } },
  maxUsageCount: 5,
};
const movement = (id: string, date: string, quantity: number, description: string | null = null) => ({
  __typename: 'InventoryMovement' as const,
  id,
  date,
  quantity,
  description,
});
const movementsMock = (page: number, items: unknown[], hasNextPage: boolean) => ({
  request: { query: InventoryMovementsQuery, variables: { itemId: UREIA.id, page, viewAs: null } },
  result: {
    data: { inventoryMovements: { __typename: 'InventoryMovementPage', page, hasNextPage, total: 12, items } },
  },
});

const render = (at: string, mocks: object[]) =>
  renderAreaRoutes([{ path: PAGE, element: <InventoryPage /> }], { at, mocks: mocks as never });

describe('InventoryPage', () => {
  it('without farmerId says so and links to the farmers list', async () => {
    render(PAGE, []);
    expect(screen.getByRole('heading', { name: INVENTORY_TITLE })).toBeInTheDocument();
    expect(screen.getByText(INVENTORY_NO_FARMER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver agricultores' })).toHaveAttribute('href', `${BASE}/agricultores`);
  });

  it('shows the farmer, a back link, product cards with pt-BR quantities and units, and the pagination', async () => {
    render(`${PAGE}?farmerId=${FARMER}`, [farmerMock, inventoryMock({}, itemsPage([UREIA, DIESEL], true))]);
    expect(screen.getByRole('heading', { name: INVENTORY_TITLE })).toBeInTheDocument();
    const cards = await screen.findAllByRole('button', { name: /Ver movimentações/ });
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Ureia 45% N');
    expect(cards[0]).toHaveTextContent('1.250,5 kg');
    expect(cards[1]).toHaveTextContent('Óleo Diesel S10');
    expect(cards[1]).toHaveTextContent('0 L');
    expect(await screen.findByText('Agricultor: José Carlos Pereira')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', `${BASE}/agricultores/${FARMER}`);
    expect(screen.getByRole('button', { name: 'Página 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  });

  it('shows the empty text when the farmer has no product', async () => {
    render(`${PAGE}?farmerId=${FARMER}`, [farmerMock, inventoryMock({}, itemsPage([]))]);
    expect(await screen.findByText(INVENTORY_EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página 2' })).not.toBeInTheDocument();
  });

  it('searches by product once typing stops: the term goes to the URL and the query, page back to 1', async () => {
    const user = userEvent.setup();
    render(`${PAGE}?farmerId=${FARMER}&page=2`, [
      farmerMock,
      inventoryMock({ page: 2 }, itemsPage([DIESEL], false, 2)),
      inventoryMock({ product: 'ureia' }, itemsPage([UREIA])),
    ]);
    await screen.findByText('Óleo Diesel S10');
    await user.type(screen.getByLabelText(SEARCH_LABEL), 'ureia');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`${PAGE}?farmerId=${FARMER}&product=ureia`),
    );
    expect(await screen.findByText('Ureia 45% N')).toBeInTheDocument();
    expect(screen.queryByText('Óleo Diesel S10')).not.toBeInTheDocument();
  });

  it('fills the search box from the URL and queries with it', async () => {
    render(`${PAGE}?farmerId=${FARMER}&product=diesel`, [
      farmerMock,
      inventoryMock({ product: 'diesel' }, itemsPage([DIESEL])),
    ]);
    expect(screen.getByLabelText(SEARCH_LABEL)).toHaveValue('diesel');
    expect(await screen.findByText('Óleo Diesel S10')).toBeInTheDocument();
  });

  it('says another user’s farmer was not found, and any other failure with the page’s load error', async () => {
    const notFound = {
      errors: [{ message: 'Agricultor não encontrado.', extensions: { code: 'NOT_FOUND', status: 404 } }],
    };
    const { unmount } = render(`${PAGE}?farmerId=${FARMER}`, [farmerMock, inventoryMock({}, notFound)]);
    expect(await screen.findByText('Agricultor não encontrado.')).toBeInTheDocument();
    unmount();
    render(`${PAGE}?farmerId=${FARMER}`, [
      farmerMock,
      inventoryMock({}, { errors: [{ message: 'Erro ao carregar os dados', extensions: { code: 'UPSTREAM_ERROR' } }] }),
    ]);
    expect(await screen.findByText('Ocorreu um erro ao carregar os dados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('Exportar CSV', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the inventory with the page’s farmer and search, and says why it failed', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Agricultor não encontrado.' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(`${PAGE}?farmerId=${FARMER}&product=ureia`, [
      farmerMock,
      inventoryMock({ product: 'ureia' }, itemsPage([UREIA])),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Agricultor não encontrado.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/exports/inventory.csv?farmerId=${FARMER}&product=ureia`,
      expect.anything(),
    );
  });
});

describe('the movement history dialog', () => {
  it('opens on a card: dates dd/MM/yyyy, entries green with +, exits red with −, paged to the end', async () => {
    const user = userEvent.setup();
    render(`${PAGE}?farmerId=${FARMER}`, [
      farmerMock,
      inventoryMock({}, itemsPage([UREIA, DIESEL])),
      movementsMock(
        1,
        [
          movement('mv2', '2026-02-20T14:30:00.000Z', -250, 'Adubação de cobertura — Talhão 2'),
          movement('mv1', '2025-01-10T13:00:00.000Z', 1500.5),
        ],
        true,
      ),
      movementsMock(2, [], false),
    ]);
    await user.click(await screen.findByRole('button', { name: /Ureia 45% N/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Movimentações — Ureia 45% N' });
    expect(within(dialog).getByText('1.250,5 kg')).toBeInTheDocument();
    expect(await within(dialog).findByText('20/02/2026')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    const exit = within(dialog).getByText(/−250 kg/);
    expect(exit).toHaveClass('text-tone-red');
    expect(exit).toHaveTextContent('(saída)');
    const entry = within(dialog).getByText(/\+1\.500,5 kg/);
    expect(entry).toHaveClass('text-tone-green');
    expect(within(dialog).getByText('10/01/2025')).toBeInTheDocument();
    expect(within(dialog).getByText('Adubação de cobertura — Talhão 2')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Página 2' }));
    expect(await within(dialog).findByText(MOVEMENTS_END)).toBeInTheDocument();
  });

  it('shows the modal’s load error with a retry, and the empty text', async () => {
    const user = userEvent.setup();
    render(`${PAGE}?farmerId=${FARMER}`, [
      farmerMock,
      inventoryMock({}, itemsPage([UREIA])),
      {
        request: { query: InventoryMovementsQuery, variables: { itemId: UREIA.id, page: 1, viewAs: null } },
        result: { errors: [{ message: 'Erro ao carregar os dados', extensions: { code: 'UPSTREAM_ERROR' } }] },
      },
      movementsMock(1, [], false),
    ]);
    await user.click(await screen.findByRole('button', { name: /Ureia 45% N/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(MOVEMENTS_ERROR)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByText(MOVEMENTS_EMPTY)).toBeInTheDocument();
  });
});
