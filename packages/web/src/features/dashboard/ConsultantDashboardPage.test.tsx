import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeViewer, renderApp, viewerMock } from '@/features/shell/testing';
import { ShellViewAsOwnerQuery } from '@/features/shell/viewAsDocuments';
import { DashboardConsultantQuery } from './documents';
import { DASHBOARD } from './testing';
import './ConsultantDashboardPage';
import '@/features/shell/AreaRoot';

const consultant = makeViewer('CONSULTANT', { name: 'Ana Paula Souza', trialDaysLeft: 30 });

function dashboardMock(dashboard: unknown = DASHBOARD, variables: Record<string, unknown> = {}) {
  const result = vi.fn(() => ({ data: { consultantDashboard: dashboard } }));
  return { mock: { request: { query: DashboardConsultantQuery, variables }, result }, result };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('ConsultantDashboardPage', () => {
  it('shows the month figures formatted pt-BR, the plan and the shortcuts', async () => {
    const dashboard = dashboardMock();
    renderApp('/consultor', [viewerMock(consultant), dashboard.mock]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
    expect(screen.getByText('Olá, Ana! Que bom ter você por aqui.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Receita' })).toHaveTextContent('R$ 12.345,67');
    expect(card('Receita')).toHaveTextContent('no mês');
    expect(within(card('Trabalhos')).getByText('7')).toBeInTheDocument();
    expect(within(card('Consultorias Prestadas')).getByText('3')).toBeInTheDocument();
    expect(within(card('Treinamentos')).getByText('2')).toBeInTheDocument();
    expect(screen.getAllByText('no mês')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Resumo de novembro de 2026' })).toBeInTheDocument();
    expect(dashboard.result).toHaveBeenCalledTimes(1);

    // What the placeholder home showed is still there.
    expect(
      within(screen.getByRole('region', { name: 'Seu plano' })).getByText('Restam 30 dias de teste'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Atalhos' })).getByRole('link', { name: 'Finanças' }),
    ).toHaveAttribute('href', '/consultor/financas');
  });

  it('lists the agenda and opens a row to show Modalidade and Propriedade', async () => {
    const user = userEvent.setup();
    renderApp('/consultor', [viewerMock(consultant), dashboardMock().mock]);

    const agenda = await screen.findByRole('table', { name: 'Próximos trabalhos agendados' });
    expect(
      within(agenda)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Data', 'Horário', 'Atividade', 'Cliente', 'Detalhes']);
    const first = within(agenda).getByRole('row', { name: /Visita técnica/ });
    expect(first).toHaveTextContent('25/11/2026');
    expect(first).toHaveTextContent('08:00 – 10:30');
    expect(first).toHaveTextContent('João da Silva');
    const second = within(agenda).getByRole('row', { name: /Reunião de planejamento/ });
    expect(second).toHaveTextContent('02/12/2026');
    expect(second).toHaveTextContent('14:00 – 15:00');
    expect(second).toHaveTextContent('Maria Oliveira');
    expect(screen.getByRole('link', { name: 'Ver agenda completa' })).toHaveAttribute('href', '/consultor/calendario');

    expect(screen.queryByText('Modalidade')).not.toBeInTheDocument();
    const details = within(first).getByRole('button', { name: 'Detalhes de Visita técnica, 25/11/2026' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(details.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('ModalidadePresencial');
    expect(panel).toHaveTextContent('PropriedadeFazenda Boa Vista');
    expect(panel).toHaveTextContent('ConsultoriaManejo de café');

    // A work without a provided consultancy: online, no property.
    const other = within(second).getByRole('button', { name: /^Detalhes/ });
    await user.click(other);
    const otherPanel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    expect(otherPanel).toHaveTextContent('ModalidadeOnline');
    expect(otherPanel).toHaveTextContent('Propriedade—');

    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('says so when nothing is scheduled', async () => {
    renderApp('/consultor', [viewerMock(consultant), dashboardMock({ ...DASHBOARD, agenda: [] }).mock]);
    expect(await screen.findByText('Você não possui trabalhos agendados para esse mês')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver agenda completa' })).toBeInTheDocument();
  });

  it('shows the error with Tentar novamente, then the figures', async () => {
    const user = userEvent.setup();
    const retry = dashboardMock();
    renderApp('/consultor', [
      viewerMock(consultant),
      { request: { query: DashboardConsultantQuery, variables: {} }, error: new Error('Falha na conexão') },
      retry.mock,
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar os dados');
    expect(alert).toHaveTextContent('Falha na conexão');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Receita' })).toHaveTextContent('R$ 12.345,67');
    expect(retry.result).toHaveBeenCalledTimes(1);
  });

  it('asks for the visited consultant figures under a master viewAs', async () => {
    const master = makeViewer('MASTER', { name: 'Marta Admin' });
    const owner = { ...makeViewer('CONSULTANT', { name: 'Carla Mendes' }).profile, id: 'c1' };
    const dashboard = dashboardMock({ ...DASHBOARD, revenue: 500 }, { viewAs: 'c1' });
    renderApp('/consultor?viewAs=c1', [
      viewerMock(master),
      {
        request: { query: ShellViewAsOwnerQuery, variables: { viewAs: 'c1' } },
        result: { data: { areaOwner: owner } },
      },
      dashboard.mock,
    ]);
    expect(await screen.findByRole('article', { name: 'Receita' })).toHaveTextContent('R$ 500,00');
    expect(screen.getByText('Área de Carla Mendes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver agenda completa' })).toHaveAttribute(
      'href',
      '/consultor/calendario?viewAs=c1',
    );
    expect(screen.queryByRole('region', { name: 'Seu perfil' })).not.toBeInTheDocument();
    expect(dashboard.result).toHaveBeenCalledTimes(1);
  });
});
