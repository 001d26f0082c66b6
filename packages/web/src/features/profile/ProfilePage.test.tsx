import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewerState } from '@/app/session';
import { ProfilePage } from './ProfilePage';
import { makeViewer, renderInArea, viewerState } from './testing';

const session = vi.hoisted(() => ({ state: null as unknown as ViewerState }));
vi.mock('@/app/session', () => ({ useViewer: () => session.state }));

/** The value shown under a fact's label. */
const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('ProfilePage', () => {
  beforeEach(() => {
    session.state = viewerState(makeViewer('CONSULTANT'));
  });

  it('shows a consultant profile: plan badge, trial days, dates in dd/MM/yyyy, city and formatted phone', () => {
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });

    expect(screen.getByRole('heading', { name: 'Joana Ribeiro' })).toBeInTheDocument();
    expect(screen.getByText('Teste Gratuito')).toBeInTheDocument();
    expect(screen.getByText('Restam 12 dias de teste')).toBeInTheDocument();
    expect(fact('Data de cadastro')).toBe('05/03/2026');
    expect(fact('Data de nascimento')).toBe('21/07/1990');
    expect(fact('Cidade')).toBe('Vitória - ES');
    expect(fact('Email')).toBe('joana@talhao.dev');
    expect(fact('Celular')).toBe('(27) 99876-5432');
    expect(screen.getByRole('link', { name: /Editar perfil/ })).toHaveAttribute('href', '/consultor/perfil/editar');
    expect(screen.getByText('Você ainda não adicionou um currículo profissional')).toBeInTheDocument();
  });

  it("says 'Não informada' when the consultant has no birth date", () => {
    session.state = viewerState(makeViewer('CONSULTANT', { birthDate: null }));
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    expect(fact('Data de nascimento')).toBe('Não informada');
  });

  it("words the company's trial days in parentheses and shows no birth date or resume", () => {
    session.state = viewerState(
      makeViewer('ENTERPRISE', {
        name: 'Agro Vale Consultoria',
        plan: { marker: '__freetrial', badge: 'Teste Gratuito', trialDaysLeft: 30 },
      }),
    );
    renderInArea({ profile: <ProfilePage /> }, { role: 'ENTERPRISE' });

    expect(screen.getByText('(Restam 30 dias de teste)')).toBeInTheDocument();
    expect(screen.queryByText('Restam 30 dias de teste')).not.toBeInTheDocument();
    expect(screen.queryByText('Data de nascimento')).not.toBeInTheDocument();
    expect(screen.queryByText('Currículo profissional')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Editar perfil/ })).toHaveAttribute('href', '/empresa/perfil/editar');
  });

  it('shows no trial text once the plan is paid', () => {
    session.state = viewerState(
      makeViewer('CONSULTANT', { plan: { marker: '__premium', badge: 'Premium', trialDaysLeft: null } }),
    );
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.queryByText(/dias de teste/)).not.toBeInTheDocument();
  });

  it("shows the enterprise consultant's company", () => {
    session.state = viewerState(makeViewer('ENTERPRISE_CONSULTANT'));
    renderInArea({ profile: <ProfilePage /> }, { role: 'ENTERPRISE_CONSULTANT' });
    expect(fact('Empresa')).toBe('Agro Vale Consultoria');
    expect(fact('Data de nascimento')).toBe('21/07/1990');
  });

  it("shows the master's real registration date and no plan", () => {
    session.state = viewerState(makeViewer('MASTER', { createdAt: '2025-11-30T15:00:00.000Z' }));
    renderInArea({ profile: <ProfilePage /> }, { role: 'MASTER' });
    expect(fact('Data de cadastro')).toBe('30/11/2025');
    expect(screen.queryByText('Teste Gratuito')).not.toBeInTheDocument();
    expect(screen.queryByText(/dias de teste/)).not.toBeInTheDocument();
    expect(screen.queryByText('Data de nascimento')).not.toBeInTheDocument();
    expect(screen.queryByText('Currículo profissional')).not.toBeInTheDocument();
  });

  it('shows the saved resume', () => {
    session.state = viewerState(
      makeViewer('CONSULTANT', { professionalResume: '<p>Engenheiro agrônomo há <strong>12 anos</strong>.</p>' }),
    );
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    const section = screen.getByRole('region', { name: 'Currículo profissional' });
    expect(within(section).getByText('12 anos')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /Editar/ })).toBeInTheDocument();
  });

  it('shows a spinner while the viewer loads', () => {
    session.state = viewerState(null, { loading: true });
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    expect(screen.queryByText('Data de cadastro')).not.toBeInTheDocument();
    expect(screen.getByText('Carregando perfil')).toBeInTheDocument();
  });

  it('shows the page error with a retry that refetches the viewer', async () => {
    const state = viewerState(null, { error: new Error('falhou') });
    session.state = state;
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    expect(screen.getByText('Ocorreu um erro ao carregar os dados.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Tentar novamente' }).click();
    expect(state.refetch).toHaveBeenCalledTimes(1);
  });
});

describe("'Ver localização'", () => {
  it('opens the map of the profile address', async () => {
    session.state = viewerState(makeViewer('CONSULTANT'));
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    screen.getByRole('button', { name: /Ver localização/ }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Localização' });
    expect(within(dialog).getByText('Vitória - ES, Brasil')).toBeInTheDocument();
    expect(within(dialog).queryByText('Localização não informada.')).not.toBeInTheDocument();
  });

  it('says when the profile has no location', async () => {
    session.state = viewerState(makeViewer('MASTER', { address: null }));
    renderInArea({ profile: <ProfilePage /> }, { role: 'MASTER' });
    expect(fact('Cidade')).toBe('Não informado');
    screen.getByRole('button', { name: /Ver localização/ }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Localização' });
    expect(within(dialog).getByText('Localização não informada.')).toBeInTheDocument();
  });
});

describe('a master browsing another area', () => {
  it("shows the master's own profile without consultant-only parts", () => {
    session.state = viewerState(makeViewer('MASTER'));
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    expect(screen.queryByText('Data de nascimento')).not.toBeInTheDocument();
    expect(screen.queryByText('Currículo profissional')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Editar perfil/ })).toHaveAttribute('href', '/consultor/perfil/editar');
  });
});
