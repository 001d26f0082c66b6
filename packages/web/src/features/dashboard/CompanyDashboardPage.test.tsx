import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeViewer, renderApp, viewerMock } from '@/features/shell/testing';
import { COMPANY_AGENDA_EMPTY } from './agenda';
import { NO_COMPANY_CONSULTANTS } from './CompanyDashboardPage';
import { DashboardCompanyQuery, DashboardConsultantQuery } from './documents';
import { DASHBOARD } from './testing';
import './CompanyDashboardPage';
import './ConsultantDashboardPage';
import '@/features/shell/AreaRoot';

const consultantOf = (name: string, id: string) => ({ __typename: 'WorkConsultant' as const, id, name });

const COMPANY_DASHBOARD = {
  __typename: 'CompanyDashboard' as const,
  month: '2026-11',
  revenue: 48210.5,
  jobs: 14,
  activeConsultancies: 9,
  trainings: 2,
  pendingRequests: 3,
  agenda: DASHBOARD.agenda.map((work, index) => ({
    ...work,
    consultant: index === 0 ? consultantOf('Mariana Figueiredo', 'c1') : consultantOf('Rafael Souza', 'c2'),
  })),
  consultants: [
    {
      __typename: 'CompanyConsultantMonth' as const,
      consultant: consultantOf('Mariana Figueiredo', 'c1'),
      done: 6,
      planned: 4,
      revenue: 21000,
    },
    {
      __typename: 'CompanyConsultantMonth' as const,
      consultant: consultantOf('Rafael Souza', 'c2'),
      done: 8,
      planned: 2,
      revenue: 25310.5,
    },
  ],
};

function companyMock(dashboard: unknown = COMPANY_DASHBOARD) {
  const result = vi.fn(() => ({ data: { companyDashboard: dashboard } }));
  return { mock: { request: { query: DashboardCompanyQuery, variables: {} }, result }, result };
}

const card = (name: string) => screen.getByRole('article', { name });
const company = makeViewer('ENTERPRISE', { name: 'Agrovale Consultoria' });

describe('CompanyDashboardPage (/empresa)', () => {
  it("shows the month across every consultant, the pending requests, the agenda with who, and each one's month", async () => {
    const user = userEvent.setup();
    const dashboard = companyMock();
    renderApp('/empresa', [viewerMock(company), dashboard.mock]);

    expect(await screen.findByRole('article', { name: 'Receita' })).toHaveTextContent('R$ 48.210,50');
    expect(within(card('Trabalhos concluídos')).getByText('14')).toBeInTheDocument();
    expect(within(card('Consultorias ativas')).getByText('9')).toBeInTheDocument();
    // Today's count, not the month's.
    expect(within(card('Consultorias ativas')).getByText('em andamento ou planejadas')).toBeInTheDocument();
    expect(within(card('Treinamentos realizados')).getByText('2')).toBeInTheDocument();
    expect(screen.getByText(/Solicitações pendentes:/)).toHaveTextContent('Solicitações pendentes: 3');
    expect(screen.getByRole('link', { name: 'Ver solicitações' })).toHaveAttribute(
      'href',
      '/empresa/consultorias/solicitadas',
    );

    const agenda = screen.getByRole('table', { name: 'Próximos trabalhos agendados' });
    const first = within(agenda).getByRole('row', { name: /Visita técnica/ });
    expect(first).toHaveTextContent('Mariana Figueiredo');
    expect(first).toHaveTextContent('25/11/2026');
    await user.click(within(first).getByRole('button', { name: /Detalhes/ }));
    expect(within(agenda).getByText('Consultor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver agenda completa' })).toHaveAttribute('href', '/empresa/calendario');

    const month = screen.getByRole('table', { name: 'O mês de cada consultor' });
    const rafael = within(month).getByRole('row', { name: /Rafael Souza/ });
    expect(rafael).toHaveTextContent('8');
    expect(rafael).toHaveTextContent('2');
    expect(rafael).toHaveTextContent('R$ 25.310,50');
    expect(dashboard.result).toHaveBeenCalledTimes(1);
  });

  it('says so when nothing is scheduled and the company has no consultant', async () => {
    renderApp('/empresa', [
      viewerMock(company),
      companyMock({ ...COMPANY_DASHBOARD, agenda: [], consultants: [] }).mock,
    ]);
    expect(await screen.findByText(COMPANY_AGENDA_EMPTY)).toBeInTheDocument();
    expect(screen.getByText(NO_COMPANY_CONSULTANTS)).toBeInTheDocument();
  });
});

describe('the company consultant home (/consultor-empresarial)', () => {
  it('shows the four cards of spec 001 §2.3 and the agenda linking to their calendar', async () => {
    const result = vi.fn(() => ({ data: { consultantDashboard: DASHBOARD } }));
    renderApp('/consultor-empresarial', [
      viewerMock(makeViewer('ENTERPRISE_CONSULTANT', { name: 'Mariana Figueiredo' })),
      { request: { query: DashboardConsultantQuery, variables: {} }, result },
    ]);
    expect(await screen.findByRole('article', { name: 'Receita' })).toHaveTextContent('R$ 12.345,67');
    expect(within(card('Trabalhos concluídos')).getByText('7')).toBeInTheDocument();
    expect(within(card('Consultorias ativas')).getByText('3')).toBeInTheDocument();
    expect(within(card('Consultorias ativas')).getByText('em andamento ou planejadas')).toBeInTheDocument();
    expect(within(card('Treinamentos concluídos')).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver agenda completa' })).toHaveAttribute(
      'href',
      '/consultor-empresarial/calendario',
    );
  });
});
