import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { CreateReportMutation, ReportsQuery } from './documents';
import { ReportsListPage } from './ReportsListPage';
import { FARMER_ID, makeReport, PROVIDED_ID, REPORT_ID } from './testing';

const LIST = '/consultor/consultorias/prestadas/relatorios';
const DETAIL = `${LIST}/:id`;
const AT = `${LIST}?consultancyProvidedId=${PROVIDED_ID}&farmerId=${FARMER_ID}`;

const listMock = (items: unknown[], title: string | null = null) => ({
  request: { query: ReportsQuery, variables: { providedConsultancyId: PROVIDED_ID, title, page: 1, viewAs: null } },
  result: { data: { reports: { __typename: 'ReportPage', page: 1, total: items.length, hasNextPage: false, items } } },
});
const row = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Report',
  id: REPORT_ID,
  title: 'Visita técnica — Soja',
  description: 'Visita curta.',
  createdAt: '2026-11-10T14:00:00.000Z',
  ...overrides,
});

const render = (mocks: unknown[], area: 'CONSULTANT' | 'ENTERPRISE' = 'CONSULTANT') =>
  renderAreaRoutes(
    [
      { path: LIST, element: <ReportsListPage /> },
      { path: DETAIL, element: <p>página do relatório</p> },
    ],
    { at: AT, mocks: mocks as never, area },
  );

describe('ReportsListPage', () => {
  it('shows cards with title, date and the description cut at 125 characters', async () => {
    const long = `${'a'.repeat(130)}`;
    render([listMock([row(), row({ id: 'r2', title: 'Avaliação do estande', description: long })])]);
    const card = (await screen.findByRole('link', { name: 'Avaliação do estande' })).closest('article')!;
    expect(within(card).getByText(`${'a'.repeat(125)}…`)).toBeInTheDocument();
    expect(screen.getAllByText('10/11/2026')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Visita técnica — Soja' })).toHaveAttribute(
      'href',
      `${LIST}/${REPORT_ID}?farmerId=${FARMER_ID}&consultancyProvidedId=${PROVIDED_ID}`,
    );
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute(
      'href',
      `/consultor/consultorias/prestadas/${PROVIDED_ID}`,
    );
  });

  it('says when there are none, and offers a retry when the load fails', async () => {
    render([listMock([])]);
    expect(await screen.findByText('Nenhum relatório encontrado')).toBeInTheDocument();
  });

  it("'Tentar novamente' after 'Ocorreu um erro ao carregar os dados.'", async () => {
    const user = userEvent.setup();
    render([
      {
        request: listMock([]).request,
        error: new Error('falhou'),
      },
      listMock([row()]),
    ]);
    expect(await screen.findByText('Ocorreu um erro ao carregar os dados.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Visita técnica — Soja' })).toBeInTheDocument();
  });

  it("'Criar' checks the title, creates, toasts 'Relatório criado com sucesso! 🥳' and opens the report", async () => {
    const user = userEvent.setup();
    render([
      listMock([]),
      {
        request: {
          query: CreateReportMutation,
          variables: { input: { providedConsultancyId: PROVIDED_ID, title: 'Nova visita', description: 'Texto' } },
        },
        result: {
          data: {
            createReport: {
              __typename: 'ReportResult',
              message: 'Relatório criado com sucesso! 🥳',
              report: (({ farmer, recommendedActivities, ...rest }) => rest)(makeReport({ title: 'Nova visita' })),
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Criar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('Insira o título do relatório')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Título/), 'Nova visita');
    await user.type(within(dialog).getByLabelText(/^Descrição/), 'Texto');
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Relatório criado com sucesso! 🥳')).toBeInTheDocument();
    expect(await screen.findByText('página do relatório')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`${LIST}/${REPORT_ID}`);
  });

  it('the company reads without a Criar button', async () => {
    renderAreaRoutes([{ path: '/empresa/consultorias/prestadas/relatorios', element: <ReportsListPage /> }], {
      at: `/empresa/consultorias/prestadas/relatorios?consultancyProvidedId=${PROVIDED_ID}`,
      mocks: [listMock([row()])] as never,
      area: 'ENTERPRISE',
    });
    expect(await screen.findByRole('link', { name: 'Visita técnica — Soja' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Criar' })).not.toBeInTheDocument();
  });
});
