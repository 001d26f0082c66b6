import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { DeleteReportMutation, InsertTechnicalAdviceMutation, ReportQuery } from './documents';
import { ReportDetailPage } from './ReportDetailPage';
import { ALL_CAPABILITIES, FARMER_ID, makeActivity, makeItem, makeReport, PROVIDED_ID, REPORT_ID } from './testing';

const BASE = '/consultor/consultorias/prestadas';
const LIST = `${BASE}/relatorios`;

const reportMock = (report: unknown) => ({
  request: { query: ReportQuery, variables: { id: REPORT_ID, viewAs: null } },
  result: { data: { report } },
  maxUsageCount: 5,
});

const render = (mocks: unknown[], area: 'CONSULTANT' | 'ENTERPRISE_CONSULTANT' = 'CONSULTANT') => {
  const base = area === 'CONSULTANT' ? BASE : '/consultor-empresarial/consultorias/prestadas';
  return renderAreaRoutes(
    [
      { path: `${base}/relatorios/:id`, element: <ReportDetailPage /> },
      { path: `${base}/relatorios`, element: <p>lista de relatórios</p> },
      { path: `${base}/:id`, element: <p>consultoria prestada</p> },
    ],
    {
      at: `${base}/relatorios/${REPORT_ID}?consultancyProvidedId=${PROVIDED_ID}&farmerId=${FARMER_ID}`,
      mocks: mocks as never,
      area,
    },
  );
};

describe('ReportDetailPage', () => {
  it('shows the farmer, the opinion, the recommended activities with their edit link and the items', async () => {
    render([
      reportMock(
        makeReport({
          technicalAdvice: 'Manter o monitoramento semanal.',
          capabilities: { ...ALL_CAPABILITIES, canAddTechnicalAdvice: false, canEditTechnicalAdvice: true },
          items: [
            makeItem(),
            makeItem({
              index: 2,
              title: null,
              fileType: 'application/pdf',
              fileName: 'notas.pdf',
              fileUrl: '/files/uploads/n.pdf',
            }),
          ],
          recommendedActivities: [
            makeActivity(),
            makeActivity({ id: 'act2', name: 'Colheita', activityType: 'HARVEST', createdByMe: false }),
          ],
        }),
      ),
    ]);
    expect(await screen.findByRole('heading', { name: 'Visita técnica — Soja' })).toBeInTheDocument();
    expect(screen.getByText('José da Silva')).toBeInTheDocument();
    expect(screen.getByText(/Rio Verde\/GO/)).toBeInTheDocument();
    expect(screen.getByText('Manter o monitoramento semanal.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar parecer técnico' })).toBeInTheDocument();

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(/Tipo.*Título.*Início.*Fim.*Descrição.*Setores/);
    expect(rows[1]).toHaveTextContent('Aplicação');
    expect(rows[1]).toHaveTextContent('18/11/2026');
    expect(rows[1]).toHaveTextContent('25/11/2026');
    expect(rows[1]).toHaveTextContent('Talhão 1, Talhão 2');
    expect(within(rows[1]!).getByRole('link', { name: /Editar/ })).toHaveAttribute(
      'href',
      `${BASE}/recomendacoes/editar/act1`,
    );
    expect(rows[2]).toHaveTextContent('Colheita');
    expect(within(rows[2]!).queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recomendar' })).toHaveAttribute(
      'href',
      `${BASE}/recomendacoes/criar?farmerId=${FARMER_ID}&consultancyProvidedId=${PROVIDED_ID}&consultancyReportId=${REPORT_ID}`,
    );

    expect(screen.getByRole('link', { name: /notas\.pdf/ })).toHaveAttribute('href', '/files/uploads/n.pdf');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Foto: Vista geral da lavoura/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it("offers only what is missing in the add menu; 'Não há itens para adicionar' when both exist", async () => {
    const user = userEvent.setup();
    const { unmount } = render([reportMock(makeReport({ capabilities: { ...ALL_CAPABILITIES, canAddItems: false } }))]);
    await user.click(await screen.findByRole('button', { name: 'Adicionar ao relatório' }));
    expect(await screen.findByRole('menuitem', { name: 'Inserir parecer técnico' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Inserir relatório' })).not.toBeInTheDocument();
    unmount();
    render([
      reportMock(
        makeReport({ capabilities: { ...ALL_CAPABILITIES, canAddItems: false, canAddTechnicalAdvice: false } }),
      ),
    ]);
    expect(await screen.findByText('Não há itens para adicionar')).toBeInTheDocument();
  });

  it("inserts the technical opinion ('Parecer técnico inserido com sucesso!')", async () => {
    const user = userEvent.setup();
    const saved = (({ farmer, recommendedActivities, ...rest }) => rest)(
      makeReport({
        technicalAdvice: 'Parecer novo',
        capabilities: { ...ALL_CAPABILITIES, canAddTechnicalAdvice: false, canEditTechnicalAdvice: true },
      }),
    );
    render([
      reportMock(makeReport()),
      {
        request: {
          query: InsertTechnicalAdviceMutation,
          variables: { id: REPORT_ID, technicalAdvice: 'Parecer novo' },
        },
        result: {
          data: {
            insertTechnicalAdvice: {
              __typename: 'ReportResult',
              message: 'Parecer técnico inserido com sucesso!',
              report: saved,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Adicionar ao relatório' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Inserir parecer técnico' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Insira o relatório técnico')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Parecer técnico/), 'Parecer novo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Parecer técnico inserido com sucesso!')).toBeInTheDocument();
    expect(await screen.findByText('Parecer novo')).toBeInTheDocument();
  });

  it('the enterprise consultant has no opinion edit, and goes to the provided consultancy after deleting', async () => {
    const user = userEvent.setup();
    render(
      [
        reportMock(
          makeReport({
            technicalAdvice: 'Parecer',
            capabilities: {
              ...ALL_CAPABILITIES,
              canEdit: false,
              canEditTechnicalAdvice: false,
              canAddTechnicalAdvice: false,
              canEditRecommendations: false,
            },
          }),
        ),
        {
          request: { query: DeleteReportMutation, variables: { id: REPORT_ID } },
          result: {
            data: {
              deleteReport: {
                __typename: 'ReportDeleted',
                message: 'Relatório excluído!',
                next: 'PROVIDED_CONSULTANCY',
                providedConsultancyId: PROVIDED_ID,
                farmerId: FARMER_ID,
              },
            },
          },
        },
      ],
      'ENTERPRISE_CONSULTANT',
    );
    expect(await screen.findByText('Parecer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar parecer técnico' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir esse relatório?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('consultoria prestada')).toBeInTheDocument();
    expect(screen.getByText('Relatório excluído!')).toBeInTheDocument();
  });

  it("a consultant's delete goes back to the reports list", async () => {
    const user = userEvent.setup();
    render([
      reportMock(makeReport()),
      {
        request: { query: DeleteReportMutation, variables: { id: REPORT_ID } },
        result: {
          data: {
            deleteReport: {
              __typename: 'ReportDeleted',
              message: 'Relatório excluído!',
              next: 'REPORTS',
              providedConsultancyId: PROVIDED_ID,
              farmerId: FARMER_ID,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('lista de relatórios')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `${LIST}?farmerId=${FARMER_ID}&consultancyProvidedId=${PROVIDED_ID}`,
    );
  });

  it("'Ocorreu um erro ao carregar os dados.' with 'Tentar novamente'", async () => {
    const user = userEvent.setup();
    render([
      { request: { query: ReportQuery, variables: { id: REPORT_ID, viewAs: null } }, error: new Error('falhou') },
      reportMock(makeReport()),
    ]);
    expect(await screen.findByText('Ocorreu um erro ao carregar os dados.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Visita técnica — Soja' })).toBeInTheDocument();
  });
});
