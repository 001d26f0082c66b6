import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeViewer, renderApp, viewerMock } from './testing';
import { isMasterViewAs, withViewAs } from './viewAs';
import { ShellViewAsOwnerQuery } from './viewAsDocuments';
import './AreaRoot';
import './AreaHomePage';

const master = makeViewer('MASTER', { name: 'Marta Admin' });

function ownerMock(id: string, role: 'CONSULTANT' | 'ENTERPRISE' | 'ENTERPRISE_CONSULTANT', name: string) {
  const profile = makeViewer(role, { name, trialDaysLeft: 9 }).profile;
  const result = vi.fn(() => ({ data: { areaOwner: { ...profile, id } } }));
  return { mock: { request: { query: ShellViewAsOwnerQuery, variables: { viewAs: id } }, result }, result };
}

describe('withViewAs / isMasterViewAs', () => {
  it('adds the viewed user to a link, only while viewing', () => {
    expect(withViewAs('/consultor/calendario', 'c1')).toBe('/consultor/calendario?viewAs=c1');
    expect(withViewAs('/consultor/agricultores?page=2', 'c1')).toBe('/consultor/agricultores?page=2&viewAs=c1');
    expect(withViewAs('/consultor/calendario', null)).toBe('/consultor/calendario');
  });

  it('honours viewAs only for a MASTER outside the master area', () => {
    expect(isMasterViewAs('MASTER', 'CONSULTANT', 'c1')).toBe(true);
    expect(isMasterViewAs('MASTER', 'CONSULTANT', null)).toBe(false);
    expect(isMasterViewAs('MASTER', 'MASTER', 'c1')).toBe(false);
    expect(isMasterViewAs('CONSULTANT', 'CONSULTANT', 'c1')).toBe(false);
  });
});

describe('master viewing another user area', () => {
  it('admits the master, shows the header with home button, name and photo, and the viewed user data', async () => {
    const owner = ownerMock('c1', 'CONSULTANT', 'Carla Mendes');
    renderApp('/consultor?viewAs=c1', [viewerMock(master), owner.mock]);

    const banner = await screen.findByRole('region', { name: 'Visualização do master' });
    expect(within(banner).getByText('Carla Mendes')).toBeInTheDocument();
    expect(banner.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'CM');
    expect(within(banner).getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute(
      'href',
      '/master/consultores/c1',
    );
    // Início shows the viewed consultant, not the master.
    expect(screen.getByText('Área de Carla Mendes.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Plano' })).getByText('Restam 9 dias de teste'),
    ).toBeInTheDocument();
    expect(owner.result).toHaveBeenCalledTimes(1);
  });

  it('keeps viewAs on the menu links; the user menu stays the master own', async () => {
    const user = userEvent.setup();
    const owner = ownerMock('c1', 'CONSULTANT', 'Carla Mendes');
    renderApp('/consultor?viewAs=c1', [viewerMock(master), owner.mock]);
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Calendário' })).toHaveAttribute(
      'href',
      '/consultor/calendario?viewAs=c1',
    );
    const trigger = screen.getByRole('button', { name: /menu do usuário/i });
    expect(within(trigger).getByText('Olá, Marta')).toBeInTheDocument();
    await user.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Perfil' })).toHaveAttribute('href', '/master/perfil');
  });

  it('sends the home button of a company consultant and of a company to their master pages', async () => {
    const consultant = ownerMock('ec1', 'ENTERPRISE_CONSULTANT', 'Diego Prado');
    const first = renderApp('/consultor-empresarial?viewAs=ec1', [viewerMock(master), consultant.mock]);
    expect(await screen.findByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute(
      'href',
      '/master/consultor-empresarial/ec1',
    );
    first.unmount();

    const company = ownerMock('e1', 'ENTERPRISE', 'Agro Vale');
    renderApp('/empresa?viewAs=e1', [viewerMock(master), company.mock]);
    expect(await screen.findByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute(
      'href',
      '/master/empresas/e1',
    );
  });

  it('says "Ocorreu um erro ao carregar os dados." when the viewed user cannot be loaded', async () => {
    renderApp('/consultor?viewAs=c404', [
      viewerMock(master),
      {
        request: { query: ShellViewAsOwnerQuery, variables: { viewAs: 'c404' } },
        result: { errors: [{ message: 'Dados não encontrados', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Ocorreu um erro ao carregar os dados.' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Visualização do master' })).not.toBeInTheDocument();
  });

  it('moves the visit to the area of the viewed user role', async () => {
    const company = ownerMock('e1', 'ENTERPRISE', 'Agro Vale');
    const { router } = renderApp('/consultor?viewAs=e1', [viewerMock(master), company.mock, company.mock]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/empresa'));
    expect(router.state.location.search).toBe('?viewAs=e1');
  });

  it('still sends a master without viewAs back to the master area', async () => {
    const { router } = renderApp('/consultor', [viewerMock(master)]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/master'));
  });
});

describe('a non-master with viewAs', () => {
  it('is treated as if the parameter were absent: own data, no header, no areaOwner call', async () => {
    const owner = ownerMock('c9', 'CONSULTANT', 'Outra Pessoa');
    renderApp('/consultor?viewAs=c9', [viewerMock(makeViewer('CONSULTANT', { name: 'Ana Paula Souza' })), owner.mock]);
    expect(await screen.findByText('Olá, Ana! Que bom ter você por aqui.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Visualização do master' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Calendário' })).toHaveAttribute('href', '/consultor/calendario');
    expect(owner.result).not.toHaveBeenCalled();
  });

  it('is not let into another area by it', async () => {
    const { router } = renderApp('/empresa?viewAs=e1', [viewerMock(makeViewer('CONSULTANT'))]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultor'));
    expect(screen.queryByRole('region', { name: 'Visualização do master' })).not.toBeInTheDocument();
  });
});
