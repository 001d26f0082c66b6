import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONSULTANT_MESSAGES, consultantCreateSchema, consultantEditSchema } from './consultants';
import { TRAINING_MESSAGES, trainingSchema } from './training';

const messagesOf = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

const address = {
  formattedAddress: 'Rio Verde - GO, Brasil',
  city: 'Rio Verde',
  stateFrom: 'GO',
  coords: { latitude: -17.7923, longitude: -50.9192 },
};
const create = {
  name: 'Renata Albuquerque',
  email: 'renata@agrovale.dev',
  password: 'Senha@2026',
  cpf: '529 982 247-25',
  address,
};
const edit = { name: create.name, email: create.email, phoneNumber: '+5564998765432', address };

describe('consultantCreateSchema (spec 002 §5 "Consultant create")', () => {
  it('accepts a valid consultant and keeps the CPF/CNPJ as digits', () => {
    expect(consultantCreateSchema.parse(create).cpf).toBe('52998224725');
    expect(consultantCreateSchema.parse({ ...create, cpf: '11.222.333/0001-81' }).cpf).toBe('11222333000181');
    expect(consultantCreateSchema.parse({ ...create, cpf: '' }).cpf).toBeUndefined();
  });

  it.each([
    [{ name: '' }, 'name', CONSULTANT_MESSAGES.nameRequired],
    [{ name: 'Ana' }, 'name', 'O nome deve ter no mínimo 4 caracteres'],
    [{ name: 'A'.repeat(33) }, 'name', 'O nome pode ter no máximo 32 caracteres'],
    [{ email: '' }, 'email', 'Preencha o email'],
    [{ email: 'renata@' }, 'email', 'Email inválido'],
    [{ password: '' }, 'password', CONSULTANT_MESSAGES.passwordRequired],
    [{ password: '1234567' }, 'password', 'A senha deve ter no mínimo 8 caracteres'],
    [{ password: 'x'.repeat(33) }, 'password', 'A senha pode ter no máximo 32 caracteres'],
    [{ address: null }, 'address', 'Selecione uma cidade da lista'],
    [{ cpf: '111.111.111-12' }, 'cpf', CONSULTANT_MESSAGES.document],
    [{ cpf: '1234' }, 'cpf', CONSULTANT_MESSAGES.document],
    [{ cpf: '529\u0000982247-25' }, 'cpf', CONSULTANT_MESSAGES.document],
    [{ birthDate: '2099-01-01' }, 'birthDate', 'A data de nascimento não pode estar no futuro'],
    [{ birthDate: '2020-02-31' }, 'birthDate', 'Data inválida'],
  ])('%j → %s: %s', (override, path, message) => {
    expect(messagesOf(consultantCreateSchema, { ...create, ...override })[path]).toBe(message);
  });
});

describe('consultantEditSchema (spec 002 §5 "Consultant edit")', () => {
  it('accepts a valid edit without a password', () => {
    expect(consultantEditSchema.safeParse(edit).success).toBe(true);
  });

  it.each([
    [{ phoneNumber: '' }, 'phoneNumber', 'Insira o celular'],
    [{ phoneNumber: '+556499876543' }, 'phoneNumber', 'Celular Inválido'],
    [{ birthDate: '2099-12-31' }, 'birthDate', 'A data de nascimento não pode estar no futuro'],
  ])('%j → %s: %s', (override, path, message) => {
    expect(messagesOf(consultantEditSchema, { ...edit, ...override })[path]).toBe(message);
  });
});

describe('the company\'s training form (spec 002 §5 "Training")', () => {
  const training = {
    title: 'Manejo integrado',
    price: 100,
    format: 'ONLINE',
    date: '2099-05-10T10:00:00-03:00',
    duration: '02:00',
    summary: 'Resumo',
    availableSpots: 10,
    description: '<p>Descrição</p>',
    specificInformation: '<p>Informações</p>',
  };
  it('asks at least one consultant of a company, never of a consultant', () => {
    expect(messagesOf(trainingSchema({ companyForm: true }), training).consultantIds).toBe(
      'Selecione pelo menos 1 consultor',
    );
    expect(messagesOf(trainingSchema({ companyForm: true }), { ...training, consultantIds: [] }).consultantIds).toBe(
      TRAINING_MESSAGES.consultants,
    );
    expect(trainingSchema({ companyForm: true }).safeParse({ ...training, consultantIds: ['c1'] }).success).toBe(true);
    expect(trainingSchema().safeParse(training).success).toBe(true);
    expect(messagesOf(trainingSchema(), { ...training, consultantIds: ['x y'] })['consultantIds.0']).toBe(
      TRAINING_MESSAGES.consultantInvalid,
    );
  });
});
