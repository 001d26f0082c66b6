import { SIGN_IN_MESSAGES, signInSchema } from '@talhao/schema';
import { describe, expect, it } from 'vitest';
import { validateSignIn } from './signInValidation';

/** The first message per field, as the zod resolver of the other forms shows them. */
function schemaMessages(values: { email: string; password: string }) {
  const result = signInSchema.safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    messages[field] ??= issue.message;
  }
  return messages;
}

const INPUTS: Array<{ email: string; password: string }> = [
  { email: '', password: '' },
  { email: '   ', password: 'segredo123' },
  { email: 'ana@talhao.dev', password: '' },
  { email: 'ana', password: 'curta' },
  { email: 'ana@talhao', password: 'segredo123' },
  { email: 'ana..lima@talhao.dev', password: 'segredo123' },
  { email: '.ana@talhao.dev', password: 'segredo123' },
  { email: 'ana@talhao.d', password: 'segredo123' },
  { email: `${'a'.repeat(55)}@talhao.dev`, password: 'segredo123' },
  { email: ' ana.lima+campo@talhao.dev ', password: 'segredo123' },
  { email: "o'neil_1@sub.talhao.com.br", password: 'x'.repeat(33) },
  { email: 'ana@talhao.dev', password: 'segredo\u0000123' },
  { email: 'ana@-talhao.dev', password: 'segredo\t123' },
  { email: 'ana@talhao.dev', password: 'x'.repeat(32) },
];

describe('validateSignIn', () => {
  it.each(INPUTS)('gives the shared schema’s messages for %j', (input) => {
    const result = validateSignIn(input);
    expect(result.ok ? {} : result.errors).toEqual(schemaMessages(input));
  });

  it('sends the e-mail trimmed, as the schema outputs it', () => {
    const input = { email: '  ana@talhao.dev ', password: 'segredo123' };
    expect(validateSignIn(input)).toEqual({ ok: true, values: signInSchema.parse(input) });
  });

  it('uses the exported message constants', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: SIGN_IN_MESSAGES.emailRequired, password: SIGN_IN_MESSAGES.passwordRequired },
    });
  });
});
