import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { viewerOf } from '@/features/offers/testing';
import { ProvidedConsultanciesQuery } from './documents';
import { PROVIDED_EMPTY, PROVIDED_TITLE, ProvidedListPage } from './ProvidedListPage';
import { LIST, makeProvidedRow, renderPages } from './testing';

vi.mock('@/app/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/app/session')>()),
  useViewer: () => viewerOf('CONSULTANT'),
}));

const page = (items: unknown[], hasNextPage = false) => ({
  data: {
    providedConsultancies: { __typename: 'ProvidedConsultancyPage', page: 1, hasNextPage, total: items.length, items },
  },
});

describe('ProvidedListPage', () => {
  it('shows date, client, type, status and a detail link per row, passing the URL filters to the query', async () => {
    const rows = [
      makeProvidedRow(),
      makeProvidedRow({
        id: 'pc2',
        status: 'PLANNED',
        startDate: '2026-04-01',
        offer: { __typename: 'OfferedConsultancy', id: 'of2', name: 'Análise de solo' },
      }),
    ];
    renderPages([{ path: LIST, element: <ProvidedListPage /> }], {
      at: `${LIST}?farmerId=fa0000000000000000000001`,
      mocks: [
        {
          request: {
            query: ProvidedConsultanciesQuery,
            variables: { providedConsultancyId: null, farmerId: 'fa0000000000000000000001', page: 1, viewAs: null },
          },
          result: page(rows, true),
        },
      ],
    });

    expect(screen.getByRole('heading', { name: PROVIDED_TITLE })).toBeInTheDocument();
    // The table shows skeleton rows while loading: wait for a real row before counting.
    await screen.findAllByText('José Pereira');
    const table = screen.getByRole('table');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(bodyRows[0]).toHaveTextContent('10/03/2026');
    expect(bodyRows[0]).toHaveTextContent('José Pereira');
    expect(bodyRows[0]).toHaveTextContent('Manejo do café conilon');
    expect(bodyRows[0]).toHaveTextContent('Em andamento');
    expect(bodyRows[1]).toHaveTextContent('01/04/2026');
    expect(bodyRows[1]).toHaveTextContent('Planejado');
    expect(within(bodyRows[0] as HTMLElement).getByRole('link', { name: /Visualizar/ })).toHaveAttribute(
      'href',
      `${LIST}/pc0000000000000000000001`,
    );
    expect(screen.getByRole('link', { name: 'Prestar consultoria' })).toHaveAttribute('href', `${LIST}/criar`);
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
  });

  it('keeps the rows when a farmer could not be loaded: marks it and says part of the page is missing', async () => {
    const rows = [makeProvidedRow(), makeProvidedRow({ id: 'pc2', farmer: null, farmerId: 'fa2' })];
    renderPages([{ path: LIST, element: <ProvidedListPage /> }], {
      at: LIST,
      mocks: [
        {
          request: {
            query: ProvidedConsultanciesQuery,
            variables: { providedConsultancyId: null, farmerId: null, page: 1, viewAs: null },
          },
          result: {
            ...page(rows),
            errors: [
              {
                message: 'O serviço está indisponível no momento. Tente novamente em instantes.',
                path: ['providedConsultancies', 'items', 1, 'farmer'],
                extensions: { code: 'UPSTREAM_UNAVAILABLE' },
              },
            ],
          },
        },
      ],
    });

    await screen.findAllByText('José Pereira');
    const bodyRows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(bodyRows[1]).toHaveTextContent('Agricultor indisponível');
    expect(bodyRows[1]).toHaveTextContent('Manejo do café conilon');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Parte dos dados não pôde ser carregada. O serviço está indisponível no momento. Tente novamente em instantes.',
    );
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('says there is nothing yet when the first page is empty', async () => {
    renderPages([{ path: LIST, element: <ProvidedListPage /> }], {
      at: LIST,
      mocks: [
        {
          request: {
            query: ProvidedConsultanciesQuery,
            variables: { providedConsultancyId: null, farmerId: null, page: 1, viewAs: null },
          },
          result: page([]),
        },
      ],
    });
    expect(await screen.findByText(PROVIDED_EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  });
});
