import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  cnpjField,
  cpfField,
  digitsOnly,
  emailField,
  optionalPastDate,
  passwordField,
  personNameField,
  phoneField,
} from './fields';

/** The message a form shows for a value: the first issue's (undefined when valid). */
const messageOf = (schema: z.ZodType, value: unknown): string | undefined =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('emailField', () => {
  const field = emailField({ required: 'Insira o email' });

  it('requires a value, also when only spaces were typed', () => {
    expect(messageOf(field, undefined)).toBe('Insira o email');
    expect(messageOf(field, '')).toBe('Insira o email');
    expect(messageOf(field, '   ')).toBe('Insira o email');
  });

  it("rejects a malformed address with 'Email inválido'", () => {
    expect(messageOf(field, 'consultor')).toBe('Email inválido');
    expect(messageOf(field, 'consultor@')).toBe('Email inválido');
    expect(messageOf(field, 'consultor@talhao')).toBe('Email inválido');
  });

  it('accepts 60 characters and refuses 61', () => {
    const sixty = `${'a'.repeat(50)}@talhao.br`;
    expect(sixty).toHaveLength(60);
    expect(field.parse(sixty)).toBe(sixty);
    expect(messageOf(field, `a${sixty}`)).toBe('O email pode ter no máximo 60 caracteres');
  });

  it('trims the value it returns', () => {
    expect(field.parse('  ana@talhao.br  ')).toBe('ana@talhao.br');
  });

  it('takes custom invalid and max messages', () => {
    const custom = emailField({ required: 'r', invalid: 'inválido!', max: 'longo!' });
    expect(messageOf(custom, 'x')).toBe('inválido!');
    expect(messageOf(custom, `${'a'.repeat(60)}@x.br`)).toBe('longo!');
  });
});

describe('passwordField', () => {
  const field = passwordField('Insira a senha');

  it('shows the required message first for an empty value', () => {
    expect(messageOf(field, '')).toBe('Insira a senha');
    expect(messageOf(field, undefined)).toBe('Insira a senha');
  });

  it('accepts 8 to 32 characters', () => {
    expect(messageOf(field, '1234567')).toBe('A senha deve ter no mínimo 8 caracteres');
    expect(field.parse('12345678')).toBe('12345678');
    expect(field.parse('x'.repeat(32))).toHaveLength(32);
    expect(messageOf(field, 'x'.repeat(33))).toBe('A senha pode ter no máximo 32 caracteres');
  });

  it("takes the farmer's 4..32 limits", () => {
    const farmer = passwordField('Insira a senha', { min: 4 });
    expect(messageOf(farmer, '123')).toBe('A senha deve ter no mínimo 4 caracteres');
    expect(farmer.parse('1234')).toBe('1234');
  });

  it('does not trim: spaces are part of a password', () => {
    expect(field.parse(' 1234567')).toBe(' 1234567');
  });
});

describe('personNameField', () => {
  const field = personNameField();

  it('uses the sign-up messages by default', () => {
    expect(messageOf(field, undefined)).toBe('Digite seu nome');
    expect(messageOf(field, '   ')).toBe('Digite seu nome');
    expect(messageOf(field, 'Ana')).toBe('Seu nome deve ter no mínimo 4 caracteres');
    expect(messageOf(field, 'x'.repeat(33))).toBe('O nome pode ter no máximo 32 caracteres');
  });

  it('accepts 4 and 32 characters, counted after trimming', () => {
    expect(field.parse('  Joao  ')).toBe('Joao');
    expect(messageOf(field, '  Ana  ')).toBe('Seu nome deve ter no mínimo 4 caracteres');
    expect(field.parse('x'.repeat(32))).toHaveLength(32);
  });

  it('takes other messages (the farmer form words them differently)', () => {
    const farmer = personNameField({
      required: 'Digite o nome do agricultor',
      min: 'O nome deve ter no mínimo 4 caracteres',
      max: 'O nome pode ter no máximo 32 caracteres',
    });
    expect(messageOf(farmer, '')).toBe('Digite o nome do agricultor');
    expect(messageOf(farmer, 'Zé')).toBe('O nome deve ter no mínimo 4 caracteres');
  });
});

describe('cnpjField', () => {
  it('requires a value', () => {
    expect(messageOf(cnpjField, '')).toBe('Insira o CNPJ');
  });

  it('accepts digits only', () => {
    expect(messageOf(cnpjField, '11.222.333/0001-81')).toBe('CNPJ inválido. Insira apenas números');
    expect(messageOf(cnpjField, '1122233300018a')).toBe('CNPJ inválido. Insira apenas números');
  });

  it('needs exactly 14 digits', () => {
    expect(messageOf(cnpjField, '1122233300018')).toBe('Seu CNPJ deve ter 14 dígitos');
    expect(messageOf(cnpjField, '112223330001810')).toBe('Seu CNPJ deve ter 14 dígitos');
  });

  it('checks the verifier digits', () => {
    expect(cnpjField.parse('11222333000181')).toBe('11222333000181');
    expect(messageOf(cnpjField, '11222333000182')).toBe('CNPJ inválido');
    expect(messageOf(cnpjField, '11111111111111')).toBe('CNPJ inválido');
  });
});

describe('cpfField', () => {
  it('requires 11 digits and nothing else', () => {
    expect(messageOf(cpfField, '')).toBe('Insira o CPF');
    expect(messageOf(cpfField, '529.982.247-25')).toBe('CPF inválido. Insira apenas números');
    expect(messageOf(cpfField, '5299822472')).toBe('Seu CPF deve ter 11 dígitos');
    expect(messageOf(cpfField, '529982247250')).toBe('Seu CPF deve ter 11 dígitos');
  });

  it('checks the verifier digits', () => {
    expect(cpfField.parse('52998224725')).toBe('52998224725');
    expect(messageOf(cpfField, '52998224726')).toBe('CPF inválido');
    expect(messageOf(cpfField, '00000000000')).toBe('CPF inválido');
  });
});

describe('phoneField', () => {
  const field = phoneField();

  it("requires a value with 'Insira o celular'", () => {
    expect(messageOf(field, '')).toBe('Insira o celular');
    expect(messageOf(field, undefined)).toBe('Insira o celular');
  });

  it('accepts a Brazilian mobile in E.164 (exactly 14 characters)', () => {
    expect(field.parse('+5527998765432')).toBe('+5527998765432');
  });

  it("refuses anything else with 'Celular Inválido'", () => {
    for (const value of [
      '27998765432', // national digits only
      '(27) 99876-5432', // masked
      '+552799876543', // 13 characters
      '+55279987654321', // 15 characters
      '+5527398765432', // 14 characters but a landline prefix
      '+1415998765432', // not Brazil
    ]) {
      expect(messageOf(field, value), value).toBe('Celular Inválido');
    }
  });
});

describe('optionalPastDate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is optional and turns an empty field into undefined', () => {
    expect(optionalPastDate().parse(undefined)).toBeUndefined();
    expect(optionalPastDate().parse('')).toBeUndefined();
  });

  it('wants yyyy-MM-dd', () => {
    expect(messageOf(optionalPastDate(), '10/03/1990')).toBe('Data inválida');
  });

  it('accepts today and refuses tomorrow, today being the São Paulo calendar day', () => {
    // 01:00 UTC on March 10 is still 22:00 of March 9 in São Paulo.
    vi.useFakeTimers({ now: new Date('2026-03-10T01:00:00Z') });
    expect(optionalPastDate().parse('2026-03-09')).toBe('2026-03-09');
    expect(messageOf(optionalPastDate(), '2026-03-10')).toBe('A data de nascimento não pode estar no futuro');
    vi.setSystemTime(new Date('2026-03-10T03:00:00Z'));
    expect(optionalPastDate().parse('2026-03-10')).toBe('2026-03-10');
    expect(messageOf(optionalPastDate('Data futura'), '2026-03-11')).toBe('Data futura');
  });
});

describe('digitsOnly', () => {
  it('keeps the digits', () => {
    expect(digitsOnly('(27) 99876-5432')).toBe('27998765432');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('optionalPastDate calendar check', () => {
  it('refuses a day that does not exist', () => {
    const result = optionalPastDate().safeParse('2024-02-31');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Data inválida');
  });
  it('accepts a real past day and an empty value', () => {
    expect(optionalPastDate().safeParse('2024-02-29').success).toBe(true);
    expect(optionalPastDate().parse('')).toBeUndefined();
  });
});
