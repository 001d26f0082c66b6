import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorCode, errorMessage, errorSeverity } from './errors';

const gql = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

describe('error helpers', () => {
  it('read message, severity and code from a GraphQL error', () => {
    const err = gql('Senha incorreta', { code: 'FORBIDDEN', status: 403, severity: 'warning' });
    expect(errorMessage(err)).toBe('Senha incorreta');
    expect(errorSeverity(err)).toBe('warning');
    expect(errorCode(err)).toBe('FORBIDDEN');
  });

  it('default to error severity', () => {
    const err = gql('Erro ao logar', { code: 'UPSTREAM_ERROR' });
    expect(errorSeverity(err)).toBe('error');
    expect(errorCode(err)).toBe('UPSTREAM_ERROR');
  });

  it('explain transport failures in Portuguese', () => {
    const response = new Response('bad gateway', { status: 502 });
    const server = new ServerError('Response not successful', { response, bodyText: 'bad gateway' });
    expect(errorMessage(server)).toBe('O serviço está indisponível no momento. Tente novamente em instantes.');
    expect(errorSeverity(server)).toBe('error');
    expect(errorCode(server)).toBeUndefined();
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'O serviço está indisponível no momento. Tente novamente em instantes.',
    );
  });

  it('accept plain error-shaped objects (e.g. from a mutation result)', () => {
    const plain = { errors: [{ message: 'Código expirado', extensions: { code: 'GONE' } }] };
    expect(errorMessage(plain)).toBe('Código expirado');
    expect(errorCode(plain)).toBe('GONE');
    expect(errorMessage('texto')).toBe('texto');
    expect(errorMessage(undefined)).toBe('Ocorreu um erro inesperado. Tente novamente.');
  });
});
