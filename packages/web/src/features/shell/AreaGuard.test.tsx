import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RETURN_TO_PARAM } from '@/app/returnPath';
import type { ViewerFields } from '@/app/session';
import { storedRole } from '@/app/storage';
import { DashboardConsultantQuery } from '@/features/dashboard/documents';
import { DASHBOARD } from '@/features/dashboard/testing';
import { heldAnswers } from '@/test/heldAnswers';
import { canEnterArea, rememberedRoleFor } from './AreaGuard';
import { ShellViewAsOwnerQuery } from './viewAsDocuments';
// Loaded up front so the lazy area route resolves at once and the loading state is observable.
import './AreaRoot';
import '@/features/dashboard/ConsultantDashboardPage';
import {
  LANDING_TEXT,
  makeViewer,
  rememberSignedIn,
  renderApp,
  SIGN_IN_TEXT,
  trackRequests,
  viewerMock,
} from './testing';

const locationOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** The /consultor page's own query (its dashboard), answered with the fixture's figures. */
function dashboardMock() {
  const result = vi.fn(() => ({ data: { consultantDashboard: DASHBOARD } }));
  return { mock: { request: { query: DashboardConsultantQuery, variables: {} }, result }, result };
}

describe('AreaGuard', () => {
  it('shows a spinner while the profile loads, then sends the visitor to sign-in with the page to come back to', async () => {
    const mocks = [viewerMock(null)];
    const held = heldAnswers(mocks, ['Viewer']);
    const { router } = renderApp('/consultor', mocks, held.link);

    expect(await screen.findByRole('status')).toHaveTextContent('Carregando');
    expect(screen.queryByText(SIGN_IN_TEXT)).not.toBeInTheDocument();

    held.release('Viewer');
    expect(await screen.findByText(SIGN_IN_TEXT)).toBeInTheDocument();
    expect(locationOf(router)).toBe('/login?returnTo=%2Fconsultor');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
  });

  it.each([
    ['/consultor/consultorias/ofertadas/abc?page=2#precos', '/login'],
    ['/consultor-empresarial/perfil/editar', '/login'],
    ['/empresa/perfil', '/login'],
    ['/master/divulgacao/anuncios?page=3', '/login/master/talhao'],
    // A master's visit of another area: only a master makes such links.
    ['/consultor/financas?viewAs=c1', '/login/master/talhao'],
  ])('sends a signed-out visit to %s to %s, carrying the page', async (path, signIn) => {
    const { router } = renderApp(path, [viewerMock(null)]);
    expect(await screen.findByText(SIGN_IN_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(signIn);
    expect(new URLSearchParams(router.state.location.search).get(RETURN_TO_PARAM)).toBe(path);
    // Replaced, not pushed: Back from the sign-in page does not bounce through the refused page.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("keeps 'Usuário não autorizado' for a session whose role has no area (a farmer's)", async () => {
    const farmer = { ...makeViewer('CONSULTANT'), role: 'USER', homePath: '/' } as unknown as ViewerFields;
    const { router } = renderApp('/consultor', [viewerMock(farmer)]);
    expect(await screen.findByRole('heading', { name: 'Usuário não autorizado' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText(LANDING_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user of another role to their own area', async () => {
    const { router } = renderApp('/master/empresas', [viewerMock(makeViewer('CONSULTANT'))]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultor'));
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
  });

  it('renders the area home for its own role', async () => {
    renderApp('/consultor-empresarial', [viewerMock(makeViewer('ENTERPRISE_CONSULTANT'))]);
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.getByText('Olá, Ana! Você atua pela empresa Agro Vale Consultoria.')).toBeInTheDocument();
  });

  it('renders the not-found page inside the layout for an unknown sub-route', async () => {
    renderApp('/empresa/nao-existe', [viewerMock(makeViewer('ENTERPRISE'))]);
    expect(await screen.findByRole('heading', { name: 'Conteúdo não encontrado' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/empresa');
  });

  it('offers a retry when the profile cannot be loaded (not a signed-out case)', async () => {
    renderApp('/consultor', [
      { request: { query: viewerMock(null).request.query }, error: new Error('Falha de rede') },
    ]);
    expect(await screen.findByRole('heading', { name: 'Ocorreu um erro ao carregar os dados.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('AreaGuard on a full page load with a remembered sign-in', () => {
  it('sends the page query with the Viewer query, shows skeletons, then fills them in', async () => {
    rememberSignedIn('CONSULTANT');
    const dashboard = dashboardMock();
    const mocks = [viewerMock(makeViewer('CONSULTANT', { trialDaysLeft: 12 })), dashboard.mock];
    // The Viewer's answer waits for the test: the state before it is asserted without a race.
    const held = heldAnswers(mocks, ['Viewer']);
    renderApp('/consultor', mocks, held.link);
    const { sent } = held;

    // Both queries leave before the Viewer answers; meanwhile the shell is there with placeholders.
    await waitFor(() => expect(sent.toSorted()).toEqual(['DashboardConsultant', 'Viewer']));
    expect(screen.getByRole('status', { name: 'Carregando usuário' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /menu do usuário/i })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Finanças' })).toHaveAttribute('href', '/consultor/financas');
    expect(screen.queryByRole('status', { name: 'Carregando' })).not.toBeInTheDocument();

    // The page's data shows as soon as it arrives, the viewer still pending.
    expect(await screen.findByRole('article', { name: 'Receita' })).toHaveTextContent('R$ 12.345,67');
    expect(screen.getByRole('status', { name: 'Carregando usuário' })).toBeInTheDocument();

    // The Viewer answers the same role: the placeholders fill in, the page is not loaded again.
    held.release('Viewer');
    const trigger = await screen.findByRole('button', { name: /menu do usuário/i });
    expect(within(trigger).getByText('Olá, Ana')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando usuário' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Restam 12 dias de teste').length).toBeGreaterThan(0);
    expect(screen.getByRole('article', { name: 'Receita' })).toBeInTheDocument();
    expect(dashboard.result).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
  });

  it('drops the area for the sign-in page when the Viewer answers null', async () => {
    rememberSignedIn('CONSULTANT');
    const dashboard = dashboardMock();
    // Both answers wait for the test: the Viewer's first, then the page's, which must not bring the page back.
    const mocks = [viewerMock(null), dashboard.mock];
    const held = heldAnswers(mocks, ['Viewer', 'DashboardConsultant']);
    const { router } = renderApp('/consultor', mocks, held.link);

    await waitFor(() => expect(held.sent.toSorted()).toEqual(['DashboardConsultant', 'Viewer']));
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    held.release('Viewer');

    expect(await screen.findByText(SIGN_IN_TEXT)).toBeInTheDocument();
    expect(locationOf(router)).toBe('/login?returnTo=%2Fconsultor');
    expect(screen.queryByRole('heading', { name: 'Início' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(storedRole.get()).toBeNull();

    // The page's answer is released late: nobody listens to it any more, so it never lands.
    held.release('DashboardConsultant');
    await act(async () => {});
    expect(held.answered).toEqual(['Viewer']);
    expect(screen.getByText(SIGN_IN_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Receita' })).not.toBeInTheDocument();
    expect(dashboard.result).not.toHaveBeenCalled();
  });

  it('offers the retry, not the area, when the Viewer query fails', async () => {
    rememberSignedIn('CONSULTANT');
    const sent: string[] = [];
    const track = trackRequests(sent);
    renderApp('/consultor', [
      track({ request: { query: viewerMock(null).request.query }, error: new Error('Falha de rede') }, 100),
      track(dashboardMock().mock, 250),
    ]);
    await waitFor(() => expect(sent.toSorted()).toEqual(['DashboardConsultant', 'Viewer']));
    expect(await screen.findByRole('heading', { name: 'Ocorreu um erro ao carregar os dados.' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('keeps the spinner, and the page waiting, without a remembered role', async () => {
    const mocks = [viewerMock(makeViewer('CONSULTANT')), dashboardMock().mock];
    const held = heldAnswers(mocks, ['Viewer']);
    const { sent } = held;
    renderApp('/consultor', mocks, held.link);

    expect(await screen.findByRole('status')).toHaveTextContent('Carregando');
    await waitFor(() => expect(sent).toEqual(['Viewer']));
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();

    held.release('Viewer');
    expect(await screen.findByRole('article', { name: 'Receita' })).toBeInTheDocument();
    expect(sent).toEqual(['Viewer', 'DashboardConsultant']);
  });

  it('waits for the Viewer and redirects as before when the remembered role is another area', async () => {
    rememberSignedIn('ENTERPRISE');
    const mocks = [viewerMock(makeViewer('ENTERPRISE')), dashboardMock().mock];
    const held = heldAnswers(mocks, ['Viewer']);
    const { sent } = held;
    const { router } = renderApp('/consultor', mocks, held.link);

    expect(await screen.findByRole('status')).toHaveTextContent('Carregando');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    held.release('Viewer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/empresa'));
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    // The consultant's page query was never sent; the company's own home asks for its dashboard (issue 16).
    await waitFor(() => expect(sent).toEqual(['Viewer', 'DashboardCompany']));
  });

  it('loads the visited user with the Viewer for a remembered master under viewAs', async () => {
    rememberSignedIn('MASTER');
    const owner = { ...makeViewer('CONSULTANT', { name: 'Carla Mendes' }).profile, id: 'c1' };
    const mocks = [
      viewerMock(makeViewer('MASTER', { name: 'Marta Admin' })),
      {
        request: { query: ShellViewAsOwnerQuery, variables: { viewAs: 'c1' } },
        result: { data: { areaOwner: owner } },
      },
      {
        request: { query: DashboardConsultantQuery, variables: { viewAs: 'c1' } },
        result: { data: { consultantDashboard: DASHBOARD } },
      },
    ];
    const held = heldAnswers(mocks, ['Viewer']);
    const { sent } = held;
    renderApp('/consultor?viewAs=c1', mocks, held.link);

    expect(await screen.findByText('Área de Carla Mendes.')).toBeInTheDocument();
    // The visited user loads alongside the Viewer; the page follows it, still before the Viewer answers.
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.slice(0, 2).toSorted()).toEqual(['ShellViewAsOwner', 'Viewer']);
    expect(sent[2]).toBe('DashboardConsultant');
    expect(screen.getByRole('status', { name: 'Carregando usuário' })).toBeInTheDocument();

    held.release('Viewer');
    const trigger = await screen.findByRole('button', { name: /menu do usuário/i });
    expect(within(trigger).getByText('Olá, Marta')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Visualização do master' })).getByText('Carla Mendes'),
    ).toBeInTheDocument();
  });
});

describe('rememberedRoleFor', () => {
  it('trusts a remembered role with its user id, only for an area it may enter', () => {
    expect(rememberedRoleFor('CONSULTANT')).toBeNull();
    storedRole.set('CONSULTANT');
    // A role without the id of its user is not a remembered sign-in.
    expect(rememberedRoleFor('CONSULTANT')).toBeNull();
    rememberSignedIn('CONSULTANT');
    expect(rememberedRoleFor('CONSULTANT')).toBe('CONSULTANT');
    expect(rememberedRoleFor('ENTERPRISE')).toBeNull();
    rememberSignedIn('MASTER');
    expect(rememberedRoleFor('ENTERPRISE')).toBeNull();
    expect(rememberedRoleFor('ENTERPRISE', { masterViewAs: true })).toBe('MASTER');
    storedRole.set('FARMER');
    expect(rememberedRoleFor('CONSULTANT')).toBeNull();
  });
});

describe('canEnterArea', () => {
  it('admits only the area role, and MASTER only through the view-as seam', () => {
    expect(canEnterArea('CONSULTANT', 'CONSULTANT')).toBe(true);
    expect(canEnterArea('ENTERPRISE', 'CONSULTANT')).toBe(false);
    expect(canEnterArea('MASTER', 'ENTERPRISE')).toBe(false);
    expect(canEnterArea('MASTER', 'ENTERPRISE', { masterViewAs: true })).toBe(true);
    expect(canEnterArea('CONSULTANT', 'ENTERPRISE', { masterViewAs: true })).toBe(false);
  });
});
