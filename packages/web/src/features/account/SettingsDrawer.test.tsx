import { supportChatHref, type WebRole } from '@talhao/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeViewer, renderWithViewer, viewerMock } from '@/features/shell/testing';
import { SettingsDrawer, settingsEntries } from './SettingsDrawer';
import { telHref } from './SupportDialog';

function renderDrawer(role: WebRole) {
  const viewer = makeViewer(role);
  renderWithViewer(<SettingsDrawer open onClose={vi.fn()} />, [viewerMock(viewer)], viewer.homePath);
}

describe('SettingsDrawer', () => {
  it.each(['MASTER', 'ENTERPRISE_CONSULTANT'] as const)('hides Excluir conta for %s', async (role) => {
    renderDrawer(role);
    const drawer = await screen.findByRole('dialog', { name: 'Serviços e Configurações' });
    const labels = within(within(drawer).getByRole('list'))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual(['Alterar senha', 'Alterar email', 'Suporte técnico']);
    expect(within(drawer).queryByRole('button', { name: 'Excluir conta' })).not.toBeInTheDocument();
  });

  it.each(['CONSULTANT', 'ENTERPRISE'] as const)('offers the four entries to %s', async (role) => {
    renderDrawer(role);
    const drawer = await screen.findByRole('dialog', { name: 'Serviços e Configurações' });
    expect(
      within(within(drawer).getByRole('list'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Alterar senha', 'Alterar email', 'Suporte técnico', 'Excluir conta']);
  });

  it('needs both the server flag and the role capability to offer deletion', () => {
    const labels = (viewer: ReturnType<typeof makeViewer>) => settingsEntries(viewer).map((entry) => entry.label);
    expect(labels(makeViewer('MASTER', { canDeleteAccount: true }))).not.toContain('Excluir conta');
    expect(labels(makeViewer('CONSULTANT', { canDeleteAccount: false }))).not.toContain('Excluir conta');
    expect(labels(makeViewer('CONSULTANT'))).toContain('Excluir conta');
  });

  it('opens Suporte técnico with the phone (tel: link) and the chat link in a new tab', async () => {
    const user = userEvent.setup();
    renderDrawer('CONSULTANT');
    await user.click(await screen.findByRole('button', { name: 'Suporte técnico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suporte técnico' });
    expect(within(dialog).getByRole('link', { name: /\+55 27 3000-4500/ })).toHaveAttribute(
      'href',
      'tel:+552730004500',
    );
    const chat = within(dialog).getByRole('link', { name: /Abrir chat do suporte/ });
    expect(chat).toHaveAttribute('href', supportChatHref());
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens Alterar senha from the drawer', async () => {
    const user = userEvent.setup();
    renderDrawer('MASTER');
    await user.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByRole('dialog', { name: 'Alterar senha' })).toBeInTheDocument();
  });
});

describe('telHref', () => {
  it('keeps the + and the digits', () => {
    expect(telHref('+55 27 3000-4500')).toBe('tel:+552730004500');
    expect(telHref('(27) 3000-4500')).toBe('tel:2730004500');
  });
});
