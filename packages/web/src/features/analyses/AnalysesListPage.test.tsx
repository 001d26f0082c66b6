import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { AnalysesListPage } from './AnalysesListPage';
import { LabAnalysesQuery } from './documents';

const LIST = '/consultor/agricultores/analises-agronomicas';

const analysis = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'LabAnalysis' as const,
  id: 'la1',
  name: 'Análise de solo — safra',
  date: '2026-03-01',
  createdAt: '2026-03-02T13:00:00.000Z',
  propertyId: 'p1',
  propertyName: 'Fazenda Boa Vista',
  fileUrl: '/files/uploads/seed-analise-solo.pdf',
  fileName: 'seed-analise-solo.pdf',
  fileType: 'application/pdf',
  ...overrides,
});

const listMock = (
  items: ReturnType<typeof analysis>[],
  search: string | null = null,
  farmerId = 'f1',
  createdByMe = true,
) => ({
  request: { query: LabAnalysesQuery, variables: { farmerId, search, page: 1, viewAs: null } },
  result: {
    data: {
      farmer: { __typename: 'Farmer', id: farmerId, createdByMe },
      labAnalyses: { __typename: 'LabAnalysisPage', page: 1, hasNextPage: false, total: items.length, items },
    },
  },
  maxUsageCount: 5,
});

const render = (at: string, mocks: unknown[], area: 'CONSULTANT' | 'ENTERPRISE' = 'CONSULTANT') =>
  renderAreaRoutes(
    [
      {
        path: area === 'CONSULTANT' ? LIST : '/empresa/agricultores/analises-agronomicas',
        element: <AnalysesListPage />,
      },
    ],
    { at, mocks: mocks as never, area },
  );

describe('lab analyses list', () => {
  it('shows name, day, property and a link that opens the PDF in a new tab; back to the provided consultancy', async () => {
    render(`${LIST}?farmerId=f1&consultancyProvidedId=pc1`, [listMock([analysis()])]);
    expect(await screen.findByRole('cell', { name: 'Análise de solo — safra' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Análises Agronômicas' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nome', 'Data', 'Propriedade', 'Arquivo']);
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('01/03/2026');
    expect(cells[2]).toHaveTextContent('Fazenda Boa Vista');
    const open = within(row as HTMLElement).getByRole('link', { name: /Abrir Análise de solo/ });
    expect(open).toHaveAttribute('href', '/files/uploads/seed-analise-solo.pdf');
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute(
      'href',
      '/consultor/consultorias/prestadas/pc1',
    );
    expect(screen.getByRole('link', { name: 'Inserir' })).toHaveAttribute(
      'href',
      `${LIST}/inserir?farmerId=f1&consultancyProvidedId=pc1`,
    );
  });

  it('goes back to the farmer without a provided consultancy', async () => {
    render(`${LIST}?farmerId=f1`, [listMock([analysis()])]);
    await screen.findByRole('cell', { name: 'Análise de solo — safra' });
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute('href', '/consultor/agricultores/f1');
  });

  it('says when there is no analysis', async () => {
    render(`${LIST}?farmerId=f1`, [listMock([])]);
    expect(await screen.findByText('Nenhuma análise encontrada')).toBeInTheDocument();
  });

  it('searches by name once the typing settles and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    render(`${LIST}?farmerId=f1`, [
      listMock([analysis(), analysis({ id: 'la2', name: 'Análise foliar' })]),
      listMock([analysis({ id: 'la2', name: 'Análise foliar' })], 'foliar'),
    ]);
    await screen.findByRole('cell', { name: 'Análise de solo — safra' });
    await user.type(screen.getByLabelText('Pesquisar análise'), 'foliar');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('search=foliar'));
    // The table is briefly busy between the two answers: wait for the searched one to settle.
    await waitFor(() => {
      expect(screen.queryByRole('cell', { name: 'Análise de solo — safra' })).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Análise foliar' })).toBeInTheDocument();
    });
  });

  it('previews an image in a dialog and says when it does not load', async () => {
    const user = userEvent.setup();
    render(`${LIST}?farmerId=f1`, [
      listMock([analysis({ fileUrl: '/files/uploads/x.png', fileType: 'image/png', name: 'Textura' })]),
    ]);
    await user.click(await screen.findByRole('button', { name: /Abrir Textura/ }));
    const dialog = await screen.findByRole('dialog');
    const image = within(dialog).getByRole('img', { name: 'Arquivo da análise Textura' });
    expect(image).toHaveAttribute('src', '/files/uploads/x.png');
    fireEvent.error(image);
    expect(await within(dialog).findByText('Erro ao carregar a imagem')).toBeInTheDocument();
  });

  it('offers no Inserir to the company (it reads only)', async () => {
    render('/empresa/agricultores/analises-agronomicas?farmerId=f1', [listMock([analysis()])], 'ENTERPRISE');
    await screen.findByRole('cell', { name: 'Análise de solo — safra' });
    expect(screen.queryByRole('link', { name: 'Inserir' })).not.toBeInTheDocument();
  });

  it('offers no Inserir to a consultant who did not register the farmer (the BFF refuses them)', async () => {
    render(`${LIST}?farmerId=f1`, [listMock([analysis()], null, 'f1', false)]);
    await screen.findByRole('cell', { name: 'Análise de solo — safra' });
    expect(screen.queryByRole('link', { name: 'Inserir' })).not.toBeInTheDocument();
  });
});
