import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferedConsultanciesQuery } from './documents';
import { OFFERS_EMPTY, OfferedListPage } from './OfferedListPage';
import { BASE, makeOfferListItem, renderOffers, viewerOf } from './testing';

const session = vi.hoisted(() => ({ role: 'CONSULTANT' }));
vi.mock('@/app/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/app/session')>()),
  useViewer: () => viewerOf(session.role as 'CONSULTANT'),
}));

const LIST = `${BASE}/consultorias/ofertadas`;

function listMock(page: number, items: ReturnType<typeof makeOfferListItem>[], hasNextPage = false) {
  return {
    request: { query: OfferedConsultanciesQuery, variables: { page, viewAs: null } },
    result: {
      data: {
        offeredConsultancies: { __typename: 'OfferedConsultancyPage', page, hasNextPage, total: items.length, items },
      },
    },
  };
}

const render = (at: string, mocks: unknown[]) =>
  renderOffers([{ path: LIST, element: <OfferedListPage /> }], {
    at,
    mocks: mocks as never,
    // The pages decide 'may write' from the area, which the guard makes the viewer's own.
    area: session.role as 'CONSULTANT',
  });

describe('offered consultancies list', () => {
  beforeEach(() => {
    session.role = 'CONSULTANT';
  });

  it('shows name, summary cut at 60, first price, clients and a link to the detail', async () => {
    const priced = makeOfferListItem();
    const agreed = makeOfferListItem({
      id: 'of0000000000000000000002',
      name: 'Soja de precisão',
      agreedPrice: true,
      prices: [{ __typename: 'PriceLine', amount: null, feeType: 'AGREED_PRICE' }],
      summary: 'Curto',
      clientCount: 0,
    });
    render(LIST, [listMock(1, [priced, agreed])]);

    // The table shows skeleton rows while loading: wait for the data.
    await screen.findAllByText('Manejo do café conilon');
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual(['Nome', 'Descrição', 'Preço', 'Clientes']);

    const [, first, second] = within(table).getAllByRole('row');
    const firstCells = within(first as HTMLElement).getAllByRole('cell');
    expect(firstCells[0]).toHaveTextContent('Manejo do café conilon');
    // Cut at 60 characters: 'Acompanhamento completo da lavoura de café conilon, da poda' plus the ellipsis.
    expect(firstCells[1]).toHaveTextContent(/Acompanhamento completo da lavoura de café conilon, da poda…$/);
    expect(firstCells[1]).not.toHaveTextContent('colheita');
    expect(firstCells[2]).toHaveTextContent(/R\$ 1\.500,00 Por hectare$/);
    expect(firstCells[3]).toHaveTextContent('3');
    expect(within(first as HTMLElement).getByRole('link', { name: /Visualizar/ })).toHaveAttribute(
      'href',
      `${LIST}/of0000000000000000000001`,
    );
    const secondCells = within(second as HTMLElement).getAllByRole('cell');
    expect(secondCells[1]).toHaveTextContent('Curto');
    expect(secondCells[2]).toHaveTextContent('A combinar');
    expect(secondCells[3]).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'Criar' })).toHaveAttribute('href', `${LIST}/criar`);
    expect(screen.getByRole('heading', { name: 'Consultorias Ofertadas' })).toBeInTheDocument();
  });

  it('says there are no offers yet on an empty first page', async () => {
    render(LIST, [listMock(1, [])]);
    expect(await screen.findByText(OFFERS_EMPTY)).toBeInTheDocument();
    expect(OFFERS_EMPTY).toBe('Você ainda não possui consultorias ofertadas');
  });

  it('shows the end notice, not the empty text, on a later empty page', async () => {
    render(`${LIST}?page=3`, [listMock(3, [])]);
    expect(await screen.findByText('Você já visualizou todas as consultorias disponíveis')).toBeInTheDocument();
    expect(screen.queryByText(OFFERS_EMPTY)).not.toBeInTheDocument();
  });

  it("offers no 'Criar' to a viewer who cannot write (enterprise consultant)", async () => {
    session.role = 'ENTERPRISE_CONSULTANT';
    render(LIST, [listMock(1, [makeOfferListItem()])]);
    expect(await screen.findByRole('link', { name: /Visualizar/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar' })).not.toBeInTheDocument();
  });
});
