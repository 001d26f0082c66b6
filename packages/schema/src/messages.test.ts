import { describe, expect, it } from 'vitest';
import { COMMON } from './commonMessages';
import { CATALOGUE, CONFIRMATION_PAGE_MISSING_PARAMS, fillStatus, messageFor } from './messages';

describe('fillStatus', () => {
  it('replaces every {status}', () => {
    expect(fillStatus('Erro {status}: código {status}', 502)).toBe('Erro 502: código 502');
    expect(fillStatus('Sem status', 500)).toBe('Sem status');
    expect(fillStatus('Erro: {status}', 'ECONNRESET')).toBe('Erro: ECONNRESET');
  });
});

describe('messageFor', () => {
  it("uses the status's own message", () => {
    expect(messageFor(CATALOGUE.signIn, 401)).toEqual({ message: 'Email ou senha incorreto(s)', severity: 'error' });
    expect(messageFor(CATALOGUE.confirmAccount, 410)).toEqual({ message: 'Código expirado', severity: 'error' });
    expect(messageFor(CATALOGUE.confirmAccount, 409)).toEqual({
      message: 'Essa conta já está verificada.',
      severity: 'error',
    });
  });

  it('fills {status} in a status message and in the fallback', () => {
    expect(messageFor(CATALOGUE.signIn, 403).message).toBe('Ocorreu um erro ao realizar o login: 403');
    expect(messageFor(CATALOGUE.recovery, 500).message).toBe(
      'Ocorreu um erro ao solicitar a recuperação de conta: 500',
    );
    expect(messageFor(CATALOGUE.logout, 503).message).toBe('Erro ao realizar logout: 503');
    expect(messageFor(CATALOGUE.changePassword, 500).message).toBe('Erro ao realizar a operação: 500');
  });

  it('falls back to `other` for a status without its own message', () => {
    expect(messageFor(CATALOGUE.signIn, 500)).toEqual({ message: 'Erro ao logar', severity: 'error' });
    expect(messageFor(CATALOGUE.googleSignIn, 404).message).toBe('Erro: usuário não encontrado');
    expect(messageFor(CATALOGUE.googleSignIn, 401).message).toBe('Erro ao logar');
    expect(messageFor(CATALOGUE.confirmAccount, 500).message).toBe('Ocorreu um erro.');
  });

  it('marks the listed statuses as warnings (yellow) and the rest as errors', () => {
    expect(messageFor(CATALOGUE.changePassword, 403)).toEqual({ message: 'Senha incorreta', severity: 'warning' });
    expect(messageFor(CATALOGUE.requestEmailChange, 403)).toEqual({ message: 'Senha incorreta', severity: 'warning' });
    expect(messageFor(CATALOGUE.deleteAccount, 404)).toEqual({
      message: 'Não foi possível encontrar o usuário',
      severity: 'warning',
    });
    expect(messageFor(CATALOGUE.deleteAccount, 500).severity).toBe('error');
    expect(messageFor(CATALOGUE.signUp, 409)).toEqual({ message: 'Conflito: usuário já existe', severity: 'error' });
  });

  it('works with an operation defined elsewhere', () => {
    const op = { byStatus: { 409: 'Conflito {status}' }, warnings: [409], other: 'Falhou ({status})' };
    expect(messageFor(op, 409)).toEqual({ message: 'Conflito 409', severity: 'warning' });
    expect(messageFor(op, 400)).toEqual({ message: 'Falhou (400)', severity: 'error' });
  });
});

describe('catalogue texts', () => {
  it('keeps the specified success messages', () => {
    expect(CATALOGUE.confirmAccount.success).toBe('Conta verificada com sucesso!');
    expect(CATALOGUE.confirmEmailUpdate.success).toBe('Email atualizado com sucesso!');
    expect(CATALOGUE.changePassword.success).toBe('Senha atualizada com sucesso!');
    expect(CATALOGUE.signUp.success).toBe('Cadastro realizado!');
    expect(CATALOGUE.updateProfile.success).toBe('Perfil atualizado com sucesso!');
    expect(CONFIRMATION_PAGE_MISSING_PARAMS).toBe('Erro ao carregar a página');
    expect(COMMON.unauthorized).toBe('Usuário não autorizado');
  });

  it('gives every operation a non-empty fallback and only warnings that have a message', () => {
    for (const [name, op] of Object.entries(CATALOGUE)) {
      expect(op.other.length, name).toBeGreaterThan(0);
      const warnings: readonly number[] = 'warnings' in op ? op.warnings : [];
      for (const status of warnings) expect(op.byStatus, `${name} ${status}`).toHaveProperty(String(status));
    }
  });
});
