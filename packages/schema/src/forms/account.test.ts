import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_DELETION_PHRASE } from '../constants';
import {
  accountDeletionSchema,
  deletionButtonEnabled,
  emailChangeSchema,
  emailChangeSentText,
  passwordChangeSchema,
} from './account';

const messagesOf = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

describe('emailChangeSchema', () => {
  const schema = emailChangeSchema('Atual@Talhao.br');

  it('accepts a different e-mail with the current password', () => {
    expect(schema.parse({ email: ' nova@talhao.br ', password: 'segredo123' })).toEqual({
      email: 'nova@talhao.br',
      password: 'segredo123',
    });
  });

  it('requires both fields', () => {
    expect(messagesOf(schema, { email: '', password: '' })).toEqual({
      email: 'Insira o email',
      password: 'Digite a senha',
    });
  });

  it('validates the e-mail and the password length', () => {
    expect(messagesOf(schema, { email: 'nova', password: 'segredo123' })).toEqual({ email: 'Email inválido' });
    expect(messagesOf(schema, { email: 'nova@talhao.br', password: '1234567' })).toEqual({
      password: 'A senha deve ter no mínimo 8 caracteres',
    });
    expect(messagesOf(schema, { email: 'nova@talhao.br', password: 'x'.repeat(33) })).toEqual({
      password: 'A senha pode ter no máximo 32 caracteres',
    });
  });

  it('refuses the current e-mail, whatever its case or surrounding spaces', () => {
    for (const email of ['Atual@Talhao.br', 'atual@talhao.br', '  ATUAL@TALHAO.BR ']) {
      expect(messagesOf(schema, { email, password: 'segredo123' }), email).toEqual({
        email: 'Insira um email diferente do atualmente cadastrado',
      });
    }
  });

  it('tells where the confirmation link went', () => {
    expect(emailChangeSentText('nova@talhao.br')).toBe(
      'Enviamos um link de confirmação para nova@talhao.br. Abra-o para concluir a alteração.',
    );
  });
});

describe('passwordChangeSchema', () => {
  it('requires the current and the new password', () => {
    expect(messagesOf(passwordChangeSchema, {})).toEqual({
      password: 'Digite a senha',
      newPassword: 'Digite a nova senha',
    });
    expect(messagesOf(passwordChangeSchema, { password: '', newPassword: '' })).toEqual({
      password: 'Digite a senha',
      newPassword: 'Digite a nova senha',
    });
  });

  it('limits both to 8..32 characters', () => {
    expect(messagesOf(passwordChangeSchema, { password: '1234567', newPassword: 'y'.repeat(33) })).toEqual({
      password: 'A senha deve ter no mínimo 8 caracteres',
      newPassword: 'A senha pode ter no máximo 32 caracteres',
    });
    const valid = { password: '12345678', newPassword: 'y'.repeat(32) };
    expect(passwordChangeSchema.parse(valid)).toEqual(valid);
  });
});

describe('account deletion', () => {
  it('accepts exactly the phrase', () => {
    expect(ACCOUNT_DELETION_PHRASE).toBe('Quero excluir a minha conta');
    expect(accountDeletionSchema.parse({ phrase: 'Quero excluir a minha conta' })).toEqual({
      phrase: 'Quero excluir a minha conta',
    });
  });

  it("refuses anything else with 'Digite a mensagem corretamente'", () => {
    for (const phrase of [
      'quero excluir a minha conta',
      'Quero excluir a minha conta ',
      'Quero excluir minha conta',
      '',
    ]) {
      expect(messagesOf(accountDeletionSchema, { phrase }), phrase).toEqual({
        phrase: 'Digite a mensagem corretamente',
      });
    }
  });

  it('enables the button only when the typed length matches the phrase length', () => {
    expect(deletionButtonEnabled('Quero excluir a minha conta')).toBe(true);
    // The button follows the length only; the schema then checks the text.
    expect(deletionButtonEnabled('x'.repeat(ACCOUNT_DELETION_PHRASE.length))).toBe(true);
    expect(deletionButtonEnabled('Quero excluir a minha cont')).toBe(false);
    expect(deletionButtonEnabled('Quero excluir a minha contaa')).toBe(false);
    expect(deletionButtonEnabled('')).toBe(false);
  });
});
