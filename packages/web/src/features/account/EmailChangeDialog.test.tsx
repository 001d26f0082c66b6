import { emailChangeSentText } from '@talhao/schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeViewer, renderWithViewer, viewerMock } from '@/features/shell/testing';
import { AccountRequestEmailChangeMutation } from './documents';
import { EmailChangeDialog } from './EmailChangeDialog';

const input = { email: 'nova@talhao.dev', password: 'minhaSenha1' };

function setup(result: () => object) {
  const mutation = vi.fn(result);
  renderWithViewer(<EmailChangeDialog open onClose={vi.fn()} currentEmail="ana@talhao.dev" />, [
    viewerMock(makeViewer('ENTERPRISE')),
    { request: { query: AccountRequestEmailChangeMutation, variables: { input } }, result: mutation },
  ]);
  return { mutation };
}

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Novo email'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
}

describe('EmailChangeDialog', () => {
  it('refuses the address already on file', async () => {
    const { mutation } = setup(() => ({}));
    await fill('ANA@talhao.dev', input.password);
    expect(await screen.findByText('Insira um email diferente do atualmente cadastrado')).toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();
  });

  it('requires the e-mail and the password', async () => {
    const user = userEvent.setup();
    setup(() => ({}));
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Insira o email')).toBeInTheDocument();
    expect(screen.getByText('Digite a senha')).toBeInTheDocument();
  });

  it('moves to step 2: the confirmation link was sent to the new address', async () => {
    const { mutation } = setup(() => ({
      data: { requestEmailChange: { __typename: 'ActionResult', message: 'ok' } },
    }));
    await fill(input.email, input.password);
    expect(await screen.findByText(emailChangeSentText('nova@talhao.dev'))).toBeInTheDocument();
    expect(screen.queryByLabelText('Novo email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Concluir' })).toBeInTheDocument();
    expect(mutation).toHaveBeenCalledTimes(1);
  });

  it('stays on the form with the warning for a wrong password', async () => {
    setup(() => ({
      errors: [{ message: 'Senha incorreta', extensions: { code: 'FORBIDDEN', status: 403, severity: 'warning' } }],
    }));
    await fill(input.email, input.password);
    const toast = await screen.findByText('Senha incorreta');
    expect(toast.closest('[data-kind]')).toHaveAttribute('data-kind', 'warning');
    expect(screen.getByLabelText('Novo email')).toHaveValue(input.email);
  });
});
