import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  SIGN_UP_INVALID,
  signUpCompanyDataSchema,
  signUpCompanySchema,
  signUpConsultantDataSchema,
  signUpConsultantSchema,
  signUpLoginSchema,
} from './signUp';

const messagesOf = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

const address = {
  formattedAddress: 'Vitória - ES, Brasil',
  city: 'Vitória',
  stateFrom: 'ES',
  country: 'Brasil',
  coords: { latitude: -20.3194, longitude: -40.3378 },
};
const CPF = '52998224725';
const CNPJ = '11222333000181';

describe('signUpLoginSchema (page 2)', () => {
  const valid = { email: 'nova@talhao.br', password: 'segredo123', passwordConfirmation: 'segredo123' };

  it('accepts matching passwords', () => {
    expect(signUpLoginSchema.parse(valid)).toEqual(valid);
  });

  it('requires every field', () => {
    expect(messagesOf(signUpLoginSchema, { email: '', password: '', passwordConfirmation: '' })).toEqual({
      email: 'Insira o email',
      password: 'Digite a senha',
      passwordConfirmation: 'Confirme a senha',
    });
  });

  it('applies the e-mail and password rules', () => {
    expect(messagesOf(signUpLoginSchema, { ...valid, email: 'nova' })).toEqual({ email: 'Email inválido' });
    expect(messagesOf(signUpLoginSchema, { ...valid, email: `${'n'.repeat(51)}@talhao.br` })).toEqual({
      email: 'O email pode ter no máximo 60 caracteres',
    });
    expect(messagesOf(signUpLoginSchema, { ...valid, password: 'curta', passwordConfirmation: 'curta' })).toEqual({
      password: 'A senha deve ter no mínimo 8 caracteres',
    });
    const long = 's'.repeat(33);
    expect(messagesOf(signUpLoginSchema, { ...valid, password: long, passwordConfirmation: long })).toEqual({
      password: 'A senha pode ter no máximo 32 caracteres',
    });
  });

  it('puts a mismatch on the confirmation field', () => {
    expect(messagesOf(signUpLoginSchema, { ...valid, passwordConfirmation: 'segredo124' })).toEqual({
      passwordConfirmation: 'As senhas não coincidem',
    });
  });
});

describe('signUpConsultantDataSchema (page 3, consultant)', () => {
  const valid = { name: 'Ana Souza', cpf: CPF, address };

  it('accepts a name, a CPF and an address', () => {
    expect(signUpConsultantDataSchema.parse(valid)).toEqual(valid);
  });

  it('requires the name, 4 to 32 characters', () => {
    expect(messagesOf(signUpConsultantDataSchema, { ...valid, name: '' })).toEqual({ name: 'Digite seu nome' });
    expect(messagesOf(signUpConsultantDataSchema, { ...valid, name: 'Ana' })).toEqual({
      name: 'Seu nome deve ter no mínimo 4 caracteres',
    });
    expect(messagesOf(signUpConsultantDataSchema, { ...valid, name: 'A'.repeat(33) })).toEqual({
      name: 'O nome pode ter no máximo 32 caracteres',
    });
    expect(signUpConsultantDataSchema.safeParse({ ...valid, name: 'Anas' }).success).toBe(true);
    expect(signUpConsultantDataSchema.safeParse({ ...valid, name: 'A'.repeat(32) }).success).toBe(true);
  });

  it('requires a CPF of exactly 11 digits', () => {
    expect(messagesOf(signUpConsultantDataSchema, { ...valid, cpf: '529.982.247-25' })).toEqual({
      cpf: 'CPF inválido. Insira apenas números',
    });
    expect(messagesOf(signUpConsultantDataSchema, { ...valid, cpf: '5299822472' })).toEqual({
      cpf: 'Seu CPF deve ter 11 dígitos',
    });
    expect(messagesOf(signUpConsultantDataSchema, { ...valid, cpf: '12345678900' })).toEqual({ cpf: 'CPF inválido' });
  });

  it('requires an address chosen from the list or the map (with coordinates)', () => {
    const { coords: _coords, ...withoutCoords } = address;
    for (const value of [undefined, null, '', 'Vitória', withoutCoords, { ...address, city: '' }]) {
      expect(messagesOf(signUpConsultantDataSchema, { ...valid, address: value })).toEqual({
        address: 'Selecione um endereço da lista ou do mapa',
      });
    }
  });
});

describe('signUpCompanyDataSchema (page 3, company)', () => {
  const valid = { name: 'Agro Vale Ltda', cnpj: CNPJ, address };

  it('accepts a name, a CNPJ and an address', () => {
    expect(signUpCompanyDataSchema.parse(valid)).toEqual(valid);
  });

  it('requires a CNPJ of exactly 14 digits', () => {
    expect(messagesOf(signUpCompanyDataSchema, { ...valid, cnpj: '11.222.333/0001-81' })).toEqual({
      cnpj: 'CNPJ inválido. Insira apenas números',
    });
    expect(messagesOf(signUpCompanyDataSchema, { ...valid, cnpj: '112223330001' })).toEqual({
      cnpj: 'Seu CNPJ deve ter 14 dígitos',
    });
    expect(messagesOf(signUpCompanyDataSchema, { ...valid, cnpj: '11222333000180' })).toEqual({
      cnpj: 'CNPJ inválido',
    });
  });

  it('uses the same name messages as the consultant', () => {
    expect(messagesOf(signUpCompanyDataSchema, { ...valid, name: '   ' })).toEqual({ name: 'Digite seu nome' });
  });
});

describe('full sign-up payloads (re-validated by the BFF)', () => {
  it('accept a consultant and a company', () => {
    const consultant = { email: 'ana@talhao.br', password: 'segredo123', name: 'Ana Souza', cpf: CPF, address };
    expect(signUpConsultantSchema.parse(consultant)).toEqual(consultant);
    const company = { email: 'agro@talhao.br', password: 'segredo123', name: 'Agro Vale', cnpj: CNPJ, address };
    expect(signUpCompanySchema.parse(company)).toEqual(company);
  });

  it('report every missing field of a consultant', () => {
    expect(Object.keys(messagesOf(signUpConsultantSchema, {})).sort()).toEqual([
      'address',
      'cpf',
      'email',
      'name',
      'password',
    ]);
  });

  it('do not accept a company payload as a consultant one', () => {
    const company = { email: 'agro@talhao.br', password: 'segredo123', name: 'Agro Vale', cnpj: CNPJ, address };
    expect(messagesOf(signUpConsultantSchema, company)).toEqual({ cpf: 'Insira o CPF' });
  });
});

it('keeps the wizard-level message', () => {
  expect(SIGN_UP_INVALID).toBe('Preencha todos os campos corretamente');
});
