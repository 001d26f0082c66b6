import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewerState } from '@/app/session';
import { ProfileUpdateResumeMutation } from './documents';
import { ProfilePage } from './ProfilePage';
import { makeViewer, renderInArea, viewerState } from './testing';

const session = vi.hoisted(() => ({ state: null as unknown as ViewerState }));
vi.mock('@/app/session', () => ({ useViewer: () => session.state }));

/*
 * The saving rules live in the page, not in the editor, so the tiptap editor is replaced by a
 * plain textarea that hands back HTML; the kit's own tests cover the editor.
 */
vi.mock('@/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@/ui')>();
  return {
    ...ui,
    RichTextEditor: ({ value, onChange, label, error }: import('@/ui').RichTextEditorProps) => (
      <>
        <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
        {error ? <p role="alert">{error}</p> : null}
      </>
    ),
  };
});

const SAVED = '<p>Agrônomo.</p>';
const NEW = '<p>Agrônomo e zootecnista.</p>';

async function openEditor() {
  const user = userEvent.setup();
  const section = screen.getByRole('region', { name: 'Currículo profissional' });
  await user.click(within(section).getByRole('button', { name: /Editar/ }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, editor: within(dialog).getByRole('textbox', { name: 'Currículo profissional' }) };
}

describe('saving the professional resume', () => {
  beforeEach(() => {
    session.state = viewerState(makeViewer('CONSULTANT', { professionalResume: SAVED }));
  });

  it('saves a changed resume, toasts and refetches the viewer', async () => {
    const saved = vi.fn(() => ({
      data: {
        updateProfessionalResume: {
          __typename: 'ConsultantProfile',
          id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
          professionalResume: NEW,
        },
      },
    }));
    renderInArea(
      { profile: <ProfilePage /> },
      {
        role: 'CONSULTANT',
        mocks: [{ request: { query: ProfileUpdateResumeMutation, variables: { html: NEW } }, result: saved }],
      },
    );
    const { user, dialog, editor } = await openEditor();
    await user.clear(editor);
    await user.click(editor);
    await user.paste(NEW);
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Perfil atualizado com sucesso! 📝')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(session.state.refetch).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an emptied resume with the schema message', async () => {
    renderInArea({ profile: <ProfilePage /> }, { role: 'CONSULTANT' });
    const { user, dialog, editor } = await openEditor();
    await user.clear(editor);
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escreva o seu currículo antes de salvar');
  });

  it('shows the server message when saving fails and keeps the editor open', async () => {
    renderInArea(
      { profile: <ProfilePage /> },
      {
        role: 'CONSULTANT',
        mocks: [
          {
            request: { query: ProfileUpdateResumeMutation, variables: { html: NEW } },
            result: { errors: [new GraphQLError('Erro ao realizar a operação: 500')] },
          },
        ],
      },
    );
    const { user, dialog, editor } = await openEditor();
    await user.clear(editor);
    await user.click(editor);
    await user.paste(NEW);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Erro ao realizar a operação: 500')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(session.state.refetch).not.toHaveBeenCalled();
  });
});
