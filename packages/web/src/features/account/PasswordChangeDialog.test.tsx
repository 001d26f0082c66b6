import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeViewer, renderWithViewer, viewerMock } from '@/features/shell/testing';
import { AccountChangePasswordMutation } from './documents';
import { PasswordChangeDialog } from './PasswordChangeDialog';

const input = { password: 'senhaAtual1', newPassword: 'novaSenha22' };

function setup(result: () => object) {
  const onClose = vi.fn();
  const mutation = vi.fn(result);
  renderWithViewer(<PasswordChangeDialog open onClose={onClose} />, [
    viewerMock(makeViewer('CONSULTANT')),
    { request: { query: AccountChangePasswordMutation, variables: { input } }, result: mutation },
  ]);
  return { onClose, mutation };
}

async function fillAndSave() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Senha atual'), input.password);
  await user.type(screen.getByLabelText('Nova senha'), input.newPassword);
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('PasswordChangeDialog', () => {
  it('validates both fields with the spec messages before calling the server', async () => {
    const user = userEvent.setup();
    const { mutation } = setup(() => ({}));
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Digite a senha')).toBeInTheDocument();
    expect(screen.getByText('Digite a nova senha')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Senha atual'), '1234567');
    await user.type(screen.getByLabelText('Nova senha'), 'x'.repeat(33));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A senha deve ter no mínimo 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('A senha pode ter no máximo 32 caracteres')).toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();
  });

  it('changes the password and shows "Senha atualizada com sucesso!"', async () => {
    const { onClose, mutation } = setup(() => ({
      data: { changePassword: { __typename: 'ActionResult', message: 'Senha atualizada com sucesso!' } },
    }));
    await fillAndSave();
    const toast = await screen.findByText('Senha atualizada com sucesso!');
    expect(toast.closest('[data-kind]')).toHaveAttribute('data-kind', 'success');
    expect(mutation).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('shows "Senha incorreta" as a warning and keeps the dialog open', async () => {
    const { onClose } = setup(() => ({
      errors: [{ message: 'Senha incorreta', extensions: { code: 'FORBIDDEN', status: 403, severity: 'warning' } }],
    }));
    await fillAndSave();
    const toast = await screen.findByText('Senha incorreta');
    expect(toast.closest('[data-kind]')).toHaveAttribute('data-kind', 'warning');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Alterar senha' })).toBeInTheDocument();
  });
});
