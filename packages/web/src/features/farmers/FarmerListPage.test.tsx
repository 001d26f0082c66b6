import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FarmersListQuery } from './documents';
import { FARMERS_EMPTY, FARMERS_TITLE, FarmerListPage } from './FarmerListPage';
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

  it('hides Criar from the company (read-only)', async () => {
    renderPages([{ path: '/empresa/agricultores', element: <FarmerListPage /> }], {
      at: '/empresa/agricultores',
      area: 'ENTERPRISE',
      mocks: [{ request: request(), result: page([makeFarmerRow('f1', 'Ana Beatriz Souza', 'Rio Verde', 3)]) }],
    });
    await screen.findAllByText('Ana Beatriz Souza');
    expect(screen.queryByRole('link', { name: 'Criar' })).not.toBeInTheDocument();
  });
});
