import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { FARMER_MESSAGES, farmerCreateSchema, farmerEditSchema } from './farmers';

const messagesOf = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

const address = {
  formattedAddress: 'Rio Verde - GO, Brasil',
  city: 'Rio Verde',
  stateFrom: 'GO',
  country: 'Brasil',
  coords: { latitude: -17.7923, longitude: -50.9192 },
};
const create = {
  name: 'José Carlos Bernardes',
  email: 'jose.bernardes@talhao.dev',
  address,
  phoneNumber: '+5564998765432',
  password: 'segredo',
};
const edit = {
  name: create.name,
  email: create.email,
  address,
  phoneNumber: create.phoneNumber,
  birthDate: '1975-08-20',
};

describe('farmerCreateSchema (Novo Agricultor)', () => {
  it('accepts a complete farmer, and an empty or absent password', () => {
    expect(farmerCreateSchema.parse(create)).toEqual(create);
    expect(farmerCreateSchema.parse({ ...create, password: '' }).password).toBeUndefined();
    const { password: _password, ...withoutPassword } = create;
    expect(farmerCreateSchema.parse(withoutPassword)).toEqual(withoutPassword);
  });

  it('names each missing field with its own message', () => {
    expect(messagesOf(farmerCreateSchema, { name: '', email: '', address: null, phoneNumber: '' })).toEqual({
      name: 'Digite o nome do agricultor',
      email: 'Insira o email',
      address: 'Insira a cidade do agricultor',
      phoneNumber: 'Insira o celular',
    });
    expect(messagesOf(farmerCreateSchema, {})).toEqual({
      name: 'Digite o nome do agricultor',
      email: 'Insira o email',
      address: 'Insira a cidade do agricultor',
      phoneNumber: 'Insira o celular',
    });
  });

  it('keeps the name within 4–32 characters', () => {
    expect(messagesOf(farmerCreateSchema, { ...create, name: 'Zé ' })).toEqual({
      name: 'O nome deve ter no mínimo 4 caracteres',
    });
    expect(messagesOf(farmerCreateSchema, { ...create, name: 'J'.repeat(33) })).toEqual({
      name: 'O nome pode ter no máximo 32 caracteres',
    });
    expect(farmerCreateSchema.safeParse({ ...create, name: 'José' }).success).toBe(true);
    expect(farmerCreateSchema.safeParse({ ...create, name: 'J'.repeat(32) }).success).toBe(true);
  });

  it('refuses an invalid e-mail and a mobile that is not 14 characters of a Brazilian mobile', () => {
    expect(messagesOf(farmerCreateSchema, { ...create, email: 'jose@' })).toEqual({ email: 'Email inválido' });
    for (const phoneNumber of ['+556499876543', '+55649987654321', '64998765432', '+1202555012345']) {
      expect(messagesOf(farmerCreateSchema, { ...create, phoneNumber })).toEqual({ phoneNumber: 'Celular Inválido' });
    }
  });

  it('keeps a given password within 4–32 characters', () => {
    expect(messagesOf(farmerCreateSchema, { ...create, password: 'abc' })).toEqual({
      password: 'A senha deve ter no mínimo 4 caracteres',
    });
    expect(messagesOf(farmerCreateSchema, { ...create, password: 'a'.repeat(33) })).toEqual({
      password: 'A senha pode ter no máximo 32 caracteres',
    });
  });

  it('refuses an address that is not a place of the search (free text, a megabyte of text)', () => {
    expect(messagesOf(farmerCreateSchema, { ...create, address: 'Rio Verde' })).toEqual({
      address: 'Insira a cidade do agricultor',
    });
    expect(messagesOf(farmerCreateSchema, { ...create, address: { ...address, city: 'x'.repeat(1_000_000) } })).toEqual(
      { address: 'Insira a cidade do agricultor' },
    );
  });
});

describe('farmerEditSchema (Editar Agricultor)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a complete edit, and an empty or absent birth date; it has no password', () => {
    expect(farmerEditSchema.parse(edit)).toEqual(edit);
    expect(farmerEditSchema.parse({ ...edit, birthDate: '' }).birthDate).toBeUndefined();
    expect(farmerEditSchema.parse({ ...edit, password: 'ignored' })).not.toHaveProperty('password');
  });

  it('asks to pick the city from the list', () => {
    expect(messagesOf(farmerEditSchema, { ...edit, address: null })).toEqual({
      address: 'Selecione uma cidade da lista',
    });
  });

  it('applies the name, e-mail and mobile rules of the create form', () => {
    expect(messagesOf(farmerEditSchema, { ...edit, name: '', email: 'x', phoneNumber: '+55' })).toEqual({
      name: 'Digite o nome do agricultor',
      email: 'Email inválido',
      phoneNumber: 'Celular Inválido',
    });
  });

  it('refuses a birth date after today (São Paulo) and impossible days', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-10T15:00:00Z'));
    expect(farmerEditSchema.safeParse({ ...edit, birthDate: '2026-05-10' }).success).toBe(true);
    expect(messagesOf(farmerEditSchema, { ...edit, birthDate: '2026-05-11' })).toEqual({
      birthDate: FARMER_MESSAGES.birthDateInFuture,
    });
    expect(messagesOf(farmerEditSchema, { ...edit, birthDate: '1990-02-31' })).toEqual({ birthDate: 'Data inválida' });
  });
});
