import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { recoverySchema, signInSchema, verificationSentText } from './auth';

/** First message of each field, as the form shows it. */
const messagesOf = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

describe('signInSchema', () => {
  it('accepts a valid e-mail and password and trims the e-mail', () => {
    expect(signInSchema.parse({ email: ' consultor@talhao.br ', password: 'segredo123' })).toEqual({
      email: 'consultor@talhao.br',
      password: 'segredo123',
    });
  });

  it('requires both fields', () => {
    expect(messagesOf(signInSchema, {})).toEqual({ email: 'Insira o email', password: 'Insira a senha' });
    expect(messagesOf(signInSchema, { email: '', password: '' })).toEqual({
      email: 'Insira o email',
      password: 'Insira a senha',
    });
  });

  it('validates the e-mail format and its 60-character limit', () => {
    expect(messagesOf(signInSchema, { email: 'consultor.talhao.br', password: '12345678' })).toEqual({
      email: 'Email inválido',
    });
    expect(messagesOf(signInSchema, { email: `${'c'.repeat(51)}@talhao.br`, password: '12345678' })).toEqual({
      email: 'O email pode ter no máximo 60 caracteres',
    });
    expect(signInSchema.safeParse({ email: `${'c'.repeat(50)}@talhao.br`, password: '12345678' }).success).toBe(true);
  });

  it('limits the password to 8..32 characters', () => {
    const email = 'consultor@talhao.br';
    expect(messagesOf(signInSchema, { email, password: '1234567' })).toEqual({
      password: 'A senha deve ter no mínimo 8 caracteres',
    });
    expect(messagesOf(signInSchema, { email, password: 'p'.repeat(33) })).toEqual({
      password: 'A senha pode ter no máximo 32 caracteres',
    });
    expect(signInSchema.safeParse({ email, password: '12345678' }).success).toBe(true);
    expect(signInSchema.safeParse({ email, password: 'p'.repeat(32) }).success).toBe(true);
  });
});

describe('recoverySchema', () => {
  it('requires the e-mail and the account type', () => {
    expect(messagesOf(recoverySchema, {})).toEqual({
      email: 'Insira o seu E-mail',
      accountType: 'Selecione o tipo de conta',
    });
    expect(messagesOf(recoverySchema, { email: '  ', accountType: '' })).toEqual({
      email: 'Insira o seu E-mail',
      accountType: 'Selecione o tipo de conta',
    });
  });

  it('validates the e-mail', () => {
    expect(messagesOf(recoverySchema, { email: 'x@', accountType: 'CONSULTANT' })).toEqual({ email: 'Email inválido' });
  });

  it('offers Consultor, Empresarial and Consultor empresarial only', () => {
    for (const accountType of ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT']) {
      expect(recoverySchema.parse({ email: 'a@talhao.br', accountType })).toEqual({
        email: 'a@talhao.br',
        accountType,
      });
    }
    for (const accountType of ['MASTER', 'USER', 'consultant']) {
      expect(messagesOf(recoverySchema, { email: 'a@talhao.br', accountType })).toEqual({
        accountType: 'Selecione o tipo de conta',
      });
    }
  });
});

describe('verificationSentText', () => {
  it('names the address the instructions went to', () => {
    expect(verificationSentText('ana@talhao.br')).toBe('Instruções enviadas para ana@talhao.br');
  });
});
