import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { canEnterArea } from './AreaGuard';
// Loaded up front so the lazy area route resolves at once and the loading state is observable.
import './AreaRoot';
import { LANDING_TEXT, makeViewer, renderApp, viewerMock } from './testing';

describe('AreaGuard', () => {
  it('shows a spinner while the profile loads, then "Usuário não autorizado" without a session', async () => {
    renderApp('/consultor', [viewerMock(null, 200)]);

    expect(await screen.findByRole('status')).toHaveTextContent('Carregando');
    expect(screen.queryByText('Usuário não autorizado')).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Usuário não autorizado' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
  });

  it('takes the visitor back to / from the unauthorized page', async () => {
    const { router } = renderApp('/empresa/financas', [viewerMock(null)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
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

describe('canEnterArea', () => {
  it('admits only the area role, and MASTER only through the view-as seam', () => {
    expect(canEnterArea('CONSULTANT', 'CONSULTANT')).toBe(true);
    expect(canEnterArea('ENTERPRISE', 'CONSULTANT')).toBe(false);
    expect(canEnterArea('MASTER', 'ENTERPRISE')).toBe(false);
    expect(canEnterArea('MASTER', 'ENTERPRISE', { masterViewAs: true })).toBe(true);
    expect(canEnterArea('CONSULTANT', 'ENTERPRISE', { masterViewAs: true })).toBe(false);
  });
});
