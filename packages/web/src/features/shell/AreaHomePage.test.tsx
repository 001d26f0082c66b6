import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shortcutSections } from './homeCards';
import { menuFor } from './menus';
import { profileHints } from './profileHints';
import { makeViewer, rememberSignedIn, renderApp, viewerMock } from './testing';
import './AreaRoot';
import { heldAnswers } from '@/test/heldAnswers';
import './AreaHomePage';
import { DashboardCompanyQuery } from '@/features/dashboard/documents';
import '@/features/dashboard/CompanyDashboardPage';

describe('profileHints', () => {
  it('lists what the profile lacks, with where to fill it in', () => {
    const viewer = makeViewer('ENTERPRISE', { pictureUrl: null, phoneNumber: null, withAddress: false });
    expect(profileHints(viewer, '/empresa')).toEqual([
      { label: 'Adicione uma foto de perfil', to: '/empresa/perfil' },
      { label: 'Cadastre um telefone de contato', to: '/empresa/perfil/editar' },
      { label: 'Informe o seu endereço', to: '/empresa/perfil/editar' },
    ]);
  });

  it('asks consultants for the professional resume only when it is empty', () => {
    const viewer = makeViewer('CONSULTANT', { pictureUrl: 'https://cdn.talhao.dev/a.png' });
    expect(profileHints(viewer, '/consultor')).toEqual([]);
    const withoutResume = {
      ...viewer,
      profile: { ...viewer.profile, professionalResume: '  ' },
    } as typeof viewer;
    expect(profileHints(withoutResume, '/consultor')).toEqual([
      { label: 'Escreva o seu resumo profissional', to: '/consultor/perfil' },
    ]);
  });
});

describe('AreaHomePage', () => {
  it('builds the Início page from the viewer: greeting, plan, trial days, hints and shortcuts', async () => {
    renderApp('/consultor', [
      viewerMock(makeViewer('CONSULTANT', { name: 'Ana Paula Souza', trialDaysLeft: 30, phoneNumber: null })),
    ]);
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.getByText('Olá, Ana! Que bom ter você por aqui.')).toBeInTheDocument();

    const plan = screen.getByRole('region', { name: 'Seu plano' });
    expect(within(plan).getByText('Teste Gratuito')).toBeInTheDocument();
    expect(within(plan).getByText('Restam 30 dias de teste')).toBeInTheDocument();

    const profile = screen.getByRole('region', { name: 'Seu perfil' });
    expect(within(profile).getByRole('link', { name: 'Adicione uma foto de perfil' })).toHaveAttribute(
      'href',
      '/consultor/perfil',
    );
    expect(within(profile).getByRole('link', { name: 'Cadastre um telefone de contato' })).toHaveAttribute(
      'href',
      '/consultor/perfil/editar',
    );

    const shortcuts = screen.getByRole('region', { name: 'Atalhos' });
    expect(within(shortcuts).getByRole('heading', { name: 'Consultorias' })).toBeInTheDocument();
    expect(within(shortcuts).getByRole('link', { name: 'Consultorias Solicitadas' })).toHaveAttribute(
      'href',
      '/consultor/consultorias/solicitadas',
    );
    expect(within(shortcuts).queryByRole('link', { name: 'Início' })).not.toBeInTheDocument();
  });

  it('shows the title and placeholders while a remembered sign-in is confirmed, then the plan and shortcuts', async () => {
    // /empresa has its own home since issue 16 (features/dashboard): the same plan and shortcuts below its figures.
    rememberSignedIn('ENTERPRISE');
    const mocks = [
      viewerMock(makeViewer('ENTERPRISE', { name: 'Beatriz Lima', trialDaysLeft: 5 })),
      { request: { query: DashboardCompanyQuery, variables: {} }, result: { data: { companyDashboard: null } } },
    ];
    const held = heldAnswers(mocks, ['Viewer']);
    renderApp('/empresa', mocks, held.link);

    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Seu plano' })).not.toBeInTheDocument();

    held.release('Viewer');
    expect(await screen.findByText('Olá, Beatriz! Que bom ter você por aqui.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Seu plano' })).getByText('Restam 5 dias de teste')).toBeVisible();
    const shortcuts = screen.getByRole('region', { name: 'Atalhos' });
    expect(within(shortcuts).getByRole('heading', { name: 'Finanças' })).toBeInTheDocument();
  });

  it('has no plan card for the master', async () => {
    renderApp('/master', [viewerMock(makeViewer('MASTER'))]);
    await screen.findByRole('heading', { name: 'Início' });
    expect(screen.queryByRole('region', { name: 'Seu plano' })).not.toBeInTheDocument();
  });

  it('derives the shortcut sections from the menu (every section but Início)', () => {
    expect(shortcutSections(menuFor('ENTERPRISE')).map((section) => section.title)).toEqual([
      'Consultorias',
      'Treinamentos',
      'Calendário',
      'Consultores',
      'Finanças',
    ]);
  });
});
