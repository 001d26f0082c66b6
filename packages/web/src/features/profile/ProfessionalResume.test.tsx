import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewerState } from '@/app/session';
import { ProfilePage } from './ProfilePage';
import { makeViewer, renderInArea, viewerState } from './testing';

const session = vi.hoisted(() => ({ state: null as unknown as ViewerState }));
vi.mock('@/app/session', () => ({ useViewer: () => session.state }));

// "Agrônomo" + " há 12 anos." = 20 visible characters
const RESUME = '<p>Agrônomo há 12 anos.</p>';

describe('professional resume', () => {
  beforeEach(() => {
    session.state = viewerState(makeViewer('CONSULTANT', { professionalResume: RESUME }));
  });

  it("counts against /677 and keeps 'Salvar' disabled while the resume is unchanged", async () => {
    const user = userEvent.setup();
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });

    const section = screen.getByRole('region', { name: 'Currículo profissional' });
    await user.click(within(section).getByRole('button', { name: /Editar/ }));
    const dialog = await screen.findByRole('dialog');

    expect(await within(dialog).findByText('20/677', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it("opens an empty editor from 'Adicionar' with 'Salvar' disabled", async () => {
    const user = userEvent.setup();
    session.state = viewerState(makeViewer('ENTERPRISE_CONSULTANT'));
    renderInArea({ profile: <ProfilePage /> }, { role: 'ENTERPRISE_CONSULTANT' });

    await user.click(screen.getByRole('button', { name: /Adicionar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('0/677', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });
});
