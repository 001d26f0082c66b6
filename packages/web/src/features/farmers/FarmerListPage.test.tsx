import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FarmersListQuery } from './documents';
import {
  COMPANY_FARMERS_EMPTY,
  COMPANY_FARMERS_TITLE,
  FARMERS_EMPTY,
  FARMERS_TITLE,
  FarmerListPage,
} from './FarmerListPage';
import { LIST, makeFarmerRow, renderPages } from './testing';

const page = (items: unknown[], hasNextPage = false) => ({
  data: { farmers: { __typename: 'FarmerPage', page: 1, hasNextPage, total: items.length, items } },
});
const request = (name: string | null = null) => ({
  query: FarmersListQuery,
  variables: { name, page: 1, viewAs: null },
});

describe('FarmerListPage', () => {
  it('shows name, city, property count and a link to each farmer, with Criar', async () => {
    renderPages([{ path: LIST, element: <FarmerListPage /> }], {
      at: LIST,
      mocks: [
        {
          request: request(),
          result: page([
            makeFarmerRow('f1', 'Ana Beatriz Souza', 'Rio Verde', 3),
            makeFarmerRow('f2', 'Bruno Lima', 'Jataí', 1),
          ]),
        },
      ],
    });
    expect(screen.getByRole('heading', { name: FARMERS_TITLE })).toBeInTheDocument();
    await screen.findAllByText('Ana Beatriz Souza');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ana Beatriz Souza');
    expect(rows[0]).toHaveTextContent('Rio Verde - GO');
    expect(rows[0]).toHaveTextContent('3');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: /Visualizar/ })).toHaveAttribute(
      'href',
      `${LIST}/f2`,
    );
    expect(screen.getByRole('link', { name: 'Criar' })).toHaveAttribute('href', `${LIST}/criar`);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  });

  it('says the consultant has registered no farmer yet', async () => {
    renderPages([{ path: LIST, element: <FarmerListPage /> }], {
      at: LIST,
      mocks: [{ request: request(), result: page([]) }],
    });
    expect(await screen.findByText(FARMERS_EMPTY)).toBeInTheDocument();
  });

  it('searches by name through the URL', async () => {
    renderPages([{ path: LIST, element: <FarmerListPage /> }], {
      at: `${LIST}?name=bruno`,
      mocks: [{ request: request('bruno'), result: page([makeFarmerRow('f2', 'Bruno Lima', 'Jataí', 1)]) }],
    });
    expect(await screen.findAllByText('Bruno Lima')).not.toHaveLength(0);
  });

  it('downloads the CSV of the searched list', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(
      async (_url: string) => new Response('\uFEFFNome\r\n', { headers: { 'content-type': 'text/csv' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    // jsdom does not navigate: the saved file is the browser's business.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      renderPages([{ path: LIST, element: <FarmerListPage /> }], {
        at: `${LIST}?name=bruno`,
        mocks: [{ request: request('bruno'), result: page([makeFarmerRow('f2', 'Bruno Lima', 'Jataí', 1)]) }],
      });
      await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/exports/farmers.csv?name=bruno');
      await waitFor(() => expect(click).toHaveBeenCalled());
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('hides Criar from the company (read-only)', async () => {
    renderPages([{ path: '/empresa/agricultores', element: <FarmerListPage /> }], {
      at: '/empresa/agricultores',
      area: 'ENTERPRISE',
      mocks: [{ request: request(), result: page([makeFarmerRow('f1', 'Ana Beatriz Souza', 'Rio Verde', 3)]) }],
    });
    await screen.findAllByText('Ana Beatriz Souza');
    expect(screen.getByRole('heading', { name: COMPANY_FARMERS_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Visualizar/ })).toHaveAttribute('href', '/empresa/agricultores/f1');
  });

  it('tells the company its consultants have registered no farmer yet', async () => {
    renderPages([{ path: '/empresa/agricultores', element: <FarmerListPage /> }], {
      at: '/empresa/agricultores',
      area: 'ENTERPRISE',
      mocks: [{ request: request(), result: page([]) }],
    });
    expect(await screen.findByText(COMPANY_FARMERS_EMPTY)).toBeInTheDocument();
  });

  it('company consultant area: Criar leads to its own form', async () => {
    renderPages([{ path: '/consultor-empresarial/agricultores', element: <FarmerListPage /> }], {
      at: '/consultor-empresarial/agricultores',
      area: 'ENTERPRISE_CONSULTANT',
      mocks: [{ request: request(), result: page([makeFarmerRow('f1', 'Ana Beatriz Souza', 'Rio Verde', 3)]) }],
    });
    await screen.findAllByText('Ana Beatriz Souza');
    expect(screen.getByRole('heading', { name: FARMERS_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar' })).toHaveAttribute(
      'href',
      '/consultor-empresarial/agricultores/criar',
    );
  });
});
