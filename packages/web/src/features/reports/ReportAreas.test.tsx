import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routesFor } from '@/app/areaScope';
import { monitoringRoutes } from '@/features/monitorings/routes';
import { recommendationRoutes } from '@/features/recommendations/routes';
import { renderAreaRoutes } from '@/test/renderAreaRoutes';
import { ReportQuery } from './documents';
import { ReportDetailPage } from './ReportDetailPage';
import { REPORT_RECOMMENDATIONS_TITLE, ReportRecommendationsPage } from './ReportRecommendationsPage';
import { reportRoutes } from './routes';
import { ALL_CAPABILITIES, FARMER_ID, makeActivity, makeReport, PROVIDED_ID, REPORT_ID } from './testing';

const COMPANY = '/empresa/consultorias/prestadas';
const EC = '/consultor-empresarial/consultorias/prestadas';
const KEEP = `consultancyProvidedId=${PROVIDED_ID}&farmerId=${FARMER_ID}`;
/** farmPaths writes the farmer first. */
const LINK_KEEP = `farmerId=${FARMER_ID}&consultancyProvidedId=${PROVIDED_ID}`;

/** What the BFF answers a company for a report of one of its consultants (read-only). */
const READ_ONLY = Object.fromEntries(
  Object.entries(ALL_CAPABILITIES).map(([key, value]) => [key, key === '__typename' ? value : false]),
);

const reportMock = (report: unknown) => ({
  request: { query: ReportQuery, variables: { id: REPORT_ID, viewAs: null } },
  result: { data: { report } },
  maxUsageCount: 5,
});

const activities = [makeActivity(), makeActivity({ id: 'act2', name: 'Adubação de cobertura', createdByMe: false })];

describe('the delivered consultancy sub-pages per area', () => {
  it('mount: the company reads monitorings, reports and recommendations; create and edit pages only where work is delivered', () => {
    const all = [...monitoringRoutes, ...reportRoutes, ...recommendationRoutes];
    const company = routesFor('ENTERPRISE', all).map((route) => route.path);
    expect(company).toEqual([
      'consultorias/prestadas/monitoramentos',
      'consultorias/prestadas/monitoramentos/:id',
      'consultorias/prestadas/relatorios',
      'consultorias/prestadas/relatorios/:id',
      'consultorias/prestadas/relatorios/recomendacoes/:consultancyReportId',
      'agricultores/atividades-de-campo',
      'consultorias/prestadas/recomendacoes',
      'consultorias/prestadas/recomendacoes/:id',
    ]);
    const companyConsultant = routesFor('ENTERPRISE_CONSULTANT', all).map((route) => route.path);
    expect(companyConsultant).toEqual(all.map((route) => route.path));
    expect(routesFor('CONSULTANT', all)).toHaveLength(all.length);
  });

  it("company report: 'Gerar PDF' kept; no Editar, Adicionar, Excluir, opinion edit, Recomendar nor activity edit", async () => {
    renderAreaRoutes([{ path: `${COMPANY}/relatorios/:id`, element: <ReportDetailPage /> }], {
      at: `${COMPANY}/relatorios/${REPORT_ID}?${KEEP}`,
      mocks: [
        reportMock(
          makeReport({
            technicalAdvice: 'Manter o monitoramento.',
            capabilities: READ_ONLY,
            recommendedActivities: activities,
          }),
        ),
      ] as never,
      area: 'ENTERPRISE',
    });
    expect(await screen.findByText('Manter o monitoramento.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Gerar PDF/ })).toBeInTheDocument();
    for (const name of ['Editar', 'Excluir', 'Editar parecer técnico']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /Adicionar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Recomendar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver lista' })).toHaveAttribute(
      'href',
      `${COMPANY}/relatorios/recomendacoes/${REPORT_ID}?${LINK_KEEP}`,
    );
  });

  it("company recommendations of a report: the activities as a list, each opening its detail, without 'Editar'", async () => {
    renderAreaRoutes(
      [{ path: `${COMPANY}/relatorios/recomendacoes/:consultancyReportId`, element: <ReportRecommendationsPage /> }],
      {
        at: `${COMPANY}/relatorios/recomendacoes/${REPORT_ID}?${KEEP}`,
        mocks: [reportMock(makeReport({ capabilities: READ_ONLY, recommendedActivities: activities }))] as never,
        area: 'ENTERPRISE',
      },
    );
    expect(await screen.findByRole('heading', { name: REPORT_RECOMMENDATIONS_TITLE })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Aplicação de fungicida');
    expect(rows[0]).toHaveTextContent('Talhão 1, Talhão 2');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Aplicação de fungicida' })).toHaveAttribute(
      'href',
      `${COMPANY}/recomendacoes/act1`,
    );
    expect(screen.queryByRole('link', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute(
      'href',
      `${COMPANY}/relatorios/${REPORT_ID}?${LINK_KEEP}`,
    );
  });

  it("company consultant recommendations of a report: 'Editar' only on their own when the report allows it", async () => {
    renderAreaRoutes(
      [{ path: `${EC}/relatorios/recomendacoes/:consultancyReportId`, element: <ReportRecommendationsPage /> }],
      {
        at: `${EC}/relatorios/recomendacoes/${REPORT_ID}?${KEEP}`,
        mocks: [reportMock(makeReport({ recommendedActivities: activities }))] as never,
        area: 'ENTERPRISE_CONSULTANT',
      },
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: /Editar/ })).toHaveAttribute(
      'href',
      `${EC}/recomendacoes/editar/act1`,
    );
    expect(within(rows[1] as HTMLElement).queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
  });
});
