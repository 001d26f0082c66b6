import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storedRole } from '@/app/storage';
import { ShellSignOutMutation } from './documents';
import { LANDING_TEXT, makeViewer, renderApp, viewerMock } from './testing';
import './AreaRoot';

const signOutOk = () => ({ data: { signOut: { __typename: 'ActionResult', message: 'Sessão encerrada' } } });

describe('AreaLayout', () => {
  it('greets the viewer by first name next to the avatar', async () => {
    renderApp('/consultor', [viewerMock(makeViewer('CONSULTANT', { name: 'Ana Paula Souza' }))]);
    const trigger = await screen.findByRole('button', { name: /menu do usuário/i });
    expect(within(trigger).getByText('Olá, Ana')).toBeInTheDocument();
    expect(trigger).toHaveAccessibleName('Olá, Ana, menu do usuário');
    // The avatar's initials are drawn by CSS: no text in the button beyond the greeting (label in name).
    expect(trigger.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AS');
    expect(trigger).toHaveTextContent(/^Olá, Ana$/);
  });

  it('shows the free-trial banner with the days left, and the plan badge', async () => {
    renderApp('/empresa', [viewerMock(makeViewer('ENTERPRISE', { trialDaysLeft: 12 }))]);
    expect(await screen.findAllByText('Restam 12 dias de teste')).not.toHaveLength(0);
    expect(screen.getAllByText('Teste Gratuito').length).toBeGreaterThan(0);
  });

  it('shows no trial banner outside a free trial, and no plan badge for the master', async () => {
    renderApp('/master', [viewerMock(makeViewer('MASTER'))]);
    await screen.findByRole('heading', { name: 'Início' });
    expect(screen.queryByText(/dias de teste/)).not.toBeInTheDocument();
    expect(screen.queryByText('Padrão')).not.toBeInTheDocument();
  });

  it('asks "Tem certeza que deseja sair?", signs out, clears the session and goes to /', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(signOutOk);
    const { router } = renderApp('/consultor', [
      viewerMock(makeViewer('CONSULTANT')),
      { request: { query: ShellSignOutMutation }, result: signOut },
      // After the store is cleared the viewer is read again: now signed out.
      viewerMock(null),
    ]);

    await user.click(await screen.findByRole('button', { name: /menu do usuário/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tem certeza que deseja sair?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(storedRole.get()).toBe('CONSULTANT');

    await user.click(within(dialog).getByRole('button', { name: 'Sair' }));

    expect(await screen.findByText(LANDING_TEXT)).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    expect(storedRole.get()).toBeNull();
  });

  it('keeps the user in the area when they cancel the logout', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(signOutOk);
    const { router } = renderApp('/consultor', [
      viewerMock(makeViewer('CONSULTANT')),
      { request: { query: ShellSignOutMutation }, result: signOut },
    ]);
    await user.click(await screen.findByRole('button', { name: /menu do usuário/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/consultor');
  });

  it('shows the logout error and stays signed in', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/consultor', [
      viewerMock(makeViewer('CONSULTANT')),
      {
        request: { query: ShellSignOutMutation },
        result: { errors: [{ message: 'Erro ao realizar logout: 500', extensions: { code: 'UPSTREAM_ERROR' } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: /menu do usuário/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sair' }));

    expect(await screen.findByText('Erro ao realizar logout: 500')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/consultor');
    expect(storedRole.get()).toBe('CONSULTANT');
  });

  it('links Perfil to the area profile and opens the settings drawer from Configurações', async () => {
    const user = userEvent.setup();
    renderApp('/consultor-empresarial', [viewerMock(makeViewer('ENTERPRISE_CONSULTANT'))]);
    await user.click(await screen.findByRole('button', { name: /menu do usuário/i }));
    expect(await screen.findByRole('menuitem', { name: 'Perfil' })).toHaveAttribute(
      'href',
      '/consultor-empresarial/perfil',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Configurações' }));
    expect(await screen.findByRole('dialog', { name: 'Serviços e Configurações' })).toBeInTheDocument();
  });

  it('collapses the side menu to icons and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp('/consultor', [viewerMock(makeViewer('CONSULTANT'))]);
    const toggle = await screen.findByRole('button', { name: 'Recolher menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(window.localStorage.getItem('talhao.menu.collapsed')).toBe('1');
    // Collapsed, the labels stay as the links' names (shown as tooltips).
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Calendário' })).toHaveAttribute('href', '/consultor/calendario');
  });

  it('opens the menu as a drawer from the hamburger (phones)', async () => {
    const user = userEvent.setup();
    renderApp('/consultor', [viewerMock(makeViewer('CONSULTANT'))]);
    await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Finanças' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});
