import { ACCOUNT_DELETION_PHRASE } from '@talhao/schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storedRole } from '@/app/storage';
import { LANDING_TEXT, makeViewer, renderWithViewer, viewerMock } from '@/features/shell/testing';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { AccountDeleteMutation } from './documents';

function setup(result: () => object) {
  const mutation = vi.fn(result);
  const view = renderWithViewer(<DeleteAccountDialog open onClose={vi.fn()} />, [
    viewerMock(makeViewer('CONSULTANT')),
    { request: { query: AccountDeleteMutation, variables: { phrase: ACCOUNT_DELETION_PHRASE } }, result: mutation },
    viewerMock(null),
  ]);
  return { mutation, router: view.router };
}

describe('DeleteAccountDialog', () => {
  it('keeps the button disabled until the typed length matches, then checks the exact phrase', async () => {
    const user = userEvent.setup();
    const { mutation } = setup(() => ({}));
    const field = await screen.findByLabelText('Mensagem de confirmação');
    const button = screen.getByRole('button', { name: 'Excluir conta' });
    expect(button).toBeDisabled();

    await user.type(field, 'Quero excluir');
    expect(button).toBeDisabled();

    await user.clear(field);
    const wrong = 'x'.repeat(ACCOUNT_DELETION_PHRASE.length);
    await user.type(field, wrong);
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText('Digite a mensagem corretamente')).toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();

    await user.type(field, 'y');
    expect(button).toBeDisabled();
  });

  it('deletes the account, signs out locally and goes to / with a toast', async () => {
    const user = userEvent.setup();
    storedRole.set('CONSULTANT');
    const { mutation, router } = setup(() => ({
      data: { deleteAccount: { __typename: 'ActionResult', message: 'Conta excluída com sucesso.' } },
    }));
    await user.type(await screen.findByLabelText('Mensagem de confirmação'), ACCOUNT_DELETION_PHRASE);
    await user.click(screen.getByRole('button', { name: 'Excluir conta' }));

    expect(await screen.findByText(LANDING_TEXT)).toBeInTheDocument();
    expect(await screen.findByText('Conta excluída com sucesso.')).toBeInTheDocument();
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    expect(storedRole.get()).toBeNull();
  });

  it('shows the 404 message as a warning and stays', async () => {
    const user = userEvent.setup();
    const { router } = setup(() => ({
      errors: [
        {
          message: 'Não foi possível encontrar o usuário',
          extensions: { code: 'NOT_FOUND', status: 404, severity: 'warning' },
        },
      ],
    }));
    await user.type(await screen.findByLabelText('Mensagem de confirmação'), ACCOUNT_DELETION_PHRASE);
    await user.click(screen.getByRole('button', { name: 'Excluir conta' }));
    const toast = await screen.findByText('Não foi possível encontrar o usuário');
    expect(toast.closest('[data-kind]')).toHaveAttribute('data-kind', 'warning');
    expect(router.state.location.pathname).toBe('/consultor');
  });
});
