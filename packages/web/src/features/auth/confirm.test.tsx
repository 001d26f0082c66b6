import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthConfirmAccountMutation, AuthConfirmEmailUpdateMutation } from './documents';
import { graphQLError, renderAt } from './testUtils';

const confirmAccount = (result: Record<string, unknown>, onCall?: () => void) => ({
  request: { query: AuthConfirmAccountMutation, variables: { token: 'tok-1', role: 'CONSULTANT' } },
  result: () => {
    onCall?.();
    return result;
  },
  // A second call would be answered too, so the call count below proves the page calls once.
  maxUsageCount: 2,
});

const success = (field: 'confirmAccount' | 'confirmEmailUpdate', message: string) => ({
  data: { [field]: { __typename: 'ActionResult', message } },
});

describe('confirmation pages', () => {
  it.each([
    '/services/confirm-account',
    '/services/confirm-account?token=abc',
    '/services/confirm-account?role=CONSULTANT',
    '/services/email-update?role=ENTERPRISE',
    '/services/email-update?token=abc&role=',
  ])('%s without token and role says "Erro ao carregar a página"', async (path) => {
    renderAt(path);
    expect(await screen.findByText('Erro ao carregar a página')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
  });

  it('confirms the account once, even under StrictMode, and shows the success text', async () => {
    let calls = 0;
    renderAt('/services/confirm-account?token=tok-1&role=CONSULTANT', {
      strict: true,
      mocks: [confirmAccount(success('confirmAccount', 'Conta verificada com sucesso!'), () => calls++)],
    });
    expect(await screen.findByText('Conta verificada com sucesso!')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it.each([
    ['Dados inválidos', 'BAD_USER_INPUT', 400],
    ['Essa conta já está verificada.', 'CONFLICT', 409],
    ['Código expirado', 'GONE', 410],
    ['Ocorreu um erro.', 'UPSTREAM_ERROR', 500],
  ])('shows "%s" for a %s (%i) answer', async (message, code, status) => {
    renderAt('/services/confirm-account?token=tok-1&role=CONSULTANT', {
      mocks: [confirmAccount(graphQLError(message, code, status))],
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Conta verificada com sucesso!')).toBeNull();
  });

  it('confirms an e-mail change', async () => {
    let calls = 0;
    renderAt('/services/email-update?token=tok-2&role=ENTERPRISE', {
      strict: true,
      mocks: [
        {
          request: { query: AuthConfirmEmailUpdateMutation, variables: { token: 'tok-2', role: 'ENTERPRISE' } },
          result: () => {
            calls++;
            return success('confirmEmailUpdate', 'Email atualizado com sucesso!');
          },
          maxUsageCount: 2,
        },
      ],
    });
    expect(await screen.findByText('Email atualizado com sucesso!')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('refuses an unknown role without calling the API', async () => {
    renderAt('/services/confirm-account?token=tok-1&role=FARMER');
    expect(await screen.findByText('Dados inválidos')).toBeInTheDocument();
  });

  it.each(['/services/outra', '/admin', '/admin/painel'])('%s is the not-found page', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Conteúdo não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '/');
  });
});
