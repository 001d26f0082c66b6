import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { RECURRENCE_VALUES } from '../labels';
import {
  ADVERT_MESSAGES,
  AUDIENCE_ROLES,
  advertSchema,
  companyRegistrationSchema,
  consultantRegistrationSchema,
  endDateFor,
  farmerRegistrationSchema,
  pushNotificationSchema,
} from './master';

/** The first message per field path ('' for the root), as a form shows them. */
const messagesOf = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

const address = {
  formattedAddress: 'Linhares - ES, Brasil',
  city: 'Linhares',
  stateFrom: 'ES',
  country: 'Brasil',
  coords: { latitude: -19.3911, longitude: -40.0722 },
};
const CPF = '52998224725';
const CNPJ = '11222333000181';
const DAY = 86_400_000;

describe('companyRegistrationSchema', () => {
  const valid = {
    name: 'Agro Norte Ltda',
    cnpj: CNPJ,
    address,
    email: 'contato@agronorte.com.br',
    password: 'segredo123',
  };

  it('accepts a complete company and trims name and e-mail', () => {
    expect(
      companyRegistrationSchema.parse({ ...valid, name: '  Agro Norte Ltda ', email: ' contato@agronorte.com.br ' }),
    ).toEqual(valid);
  });

  it('requires every field with its own message', () => {
    expect(
      messagesOf(companyRegistrationSchema, { name: '', cnpj: '', address: null, email: '', password: '' }),
    ).toEqual({
      name: 'Digite seu nome',
      cnpj: 'Insira o CNPJ',
      address: 'Selecione um endereço da lista ou do mapa',
      email: 'Insira o email',
      password: 'Digite a senha',
    });
    expect(messagesOf(companyRegistrationSchema, {})).toEqual({
      name: 'Digite seu nome',
      cnpj: 'Insira o CNPJ',
      address: 'Selecione um endereço da lista ou do mapa',
      email: 'Insira o email',
      password: 'Digite a senha',
    });
  });

  it('names: 4 to 32 characters after trimming', () => {
    expect(messagesOf(companyRegistrationSchema, { ...valid, name: '  Agr ' })).toEqual({
      name: 'Seu nome deve ter no mínimo 4 caracteres',
    });
    expect(companyRegistrationSchema.safeParse({ ...valid, name: 'Agro' }).success).toBe(true);
    expect(companyRegistrationSchema.safeParse({ ...valid, name: 'A'.repeat(32) }).success).toBe(true);
    expect(messagesOf(companyRegistrationSchema, { ...valid, name: 'A'.repeat(33) })).toEqual({
      name: 'O nome pode ter no máximo 32 caracteres',
    });
  });

  it('CNPJ: digits only, exactly 14, valid check digits', () => {
    expect(messagesOf(companyRegistrationSchema, { ...valid, cnpj: '11.222.333/0001-81' })).toEqual({
      cnpj: 'CNPJ inválido. Insira apenas números',
    });
    expect(messagesOf(companyRegistrationSchema, { ...valid, cnpj: '1122233300018' })).toEqual({
      cnpj: 'Seu CNPJ deve ter 14 dígitos',
    });
    expect(messagesOf(companyRegistrationSchema, { ...valid, cnpj: '112223330001812' })).toEqual({
      cnpj: 'Seu CNPJ deve ter 14 dígitos',
    });
    expect(messagesOf(companyRegistrationSchema, { ...valid, cnpj: '11222333000182' })).toEqual({
      cnpj: 'CNPJ inválido',
    });
  });

  it('address: a place from the list or the map, with coordinates', () => {
    const { coords: _coords, ...withoutCoords } = address;
    expect(messagesOf(companyRegistrationSchema, { ...valid, address: withoutCoords })).toEqual({
      address: 'Selecione um endereço da lista ou do mapa',
    });
    expect(messagesOf(companyRegistrationSchema, { ...valid, address: 'Linhares - ES' })).toEqual({
      address: 'Selecione um endereço da lista ou do mapa',
    });
  });

  it('e-mail: valid and at most 60 characters', () => {
    expect(messagesOf(companyRegistrationSchema, { ...valid, email: 'contato@' })).toEqual({ email: 'Email inválido' });
    expect(companyRegistrationSchema.safeParse({ ...valid, email: `${'c'.repeat(48)}@agro.com.br` }).success).toBe(
      true,
    );
    expect(messagesOf(companyRegistrationSchema, { ...valid, email: `${'c'.repeat(49)}@agro.com.br` })).toEqual({
      email: 'O email pode ter no máximo 60 caracteres',
    });
  });

  it('password: 8 to 32 characters', () => {
    expect(messagesOf(companyRegistrationSchema, { ...valid, password: '1234567' })).toEqual({
      password: 'A senha deve ter no mínimo 8 caracteres',
    });
    expect(companyRegistrationSchema.safeParse({ ...valid, password: '12345678' }).success).toBe(true);
    expect(companyRegistrationSchema.safeParse({ ...valid, password: 's'.repeat(32) }).success).toBe(true);
    expect(messagesOf(companyRegistrationSchema, { ...valid, password: 's'.repeat(33) })).toEqual({
      password: 'A senha pode ter no máximo 32 caracteres',
    });
  });
});

describe('consultantRegistrationSchema', () => {
  const valid = { name: 'Bruno Tavares', cpf: CPF, address, email: 'bruno@talhao.dev', password: 'segredo123' };

  it('accepts a complete consultant', () => {
    expect(consultantRegistrationSchema.parse(valid)).toEqual(valid);
  });

  it('requires every field', () => {
    expect(messagesOf(consultantRegistrationSchema, {})).toEqual({
      name: 'Digite seu nome',
      cpf: 'Insira o CPF',
      address: 'Selecione um endereço da lista ou do mapa',
      email: 'Insira o email',
      password: 'Digite a senha',
    });
  });

  it('CPF: digits only, exactly 11, valid check digits', () => {
    expect(messagesOf(consultantRegistrationSchema, { ...valid, cpf: '529.982.247-25' })).toEqual({
      cpf: 'CPF inválido. Insira apenas números',
    });
    expect(messagesOf(consultantRegistrationSchema, { ...valid, cpf: '5299822472' })).toEqual({
      cpf: 'Seu CPF deve ter 11 dígitos',
    });
    expect(messagesOf(consultantRegistrationSchema, { ...valid, cpf: '52998224724' })).toEqual({
      cpf: 'CPF inválido',
    });
  });

  it('shares the name, e-mail and password rules', () => {
    expect(messagesOf(consultantRegistrationSchema, { ...valid, name: 'Bru', email: 'x', password: 'curta' })).toEqual({
      name: 'Seu nome deve ter no mínimo 4 caracteres',
      email: 'Email inválido',
      password: 'A senha deve ter no mínimo 8 caracteres',
    });
  });
});

describe('farmerRegistrationSchema', () => {
  const valid = { name: 'José Bernardes', cpf: CPF, phoneNumber: '+5527998765432', address };

  it('e-mail and password are optional; empty or null means absent', () => {
    expect(farmerRegistrationSchema.parse(valid)).toEqual(valid);
    expect(farmerRegistrationSchema.parse({ ...valid, email: '', password: '' })).toEqual(valid);
    expect(farmerRegistrationSchema.parse({ ...valid, email: null, password: null })).toEqual(valid);
  });

  it('requires name, CPF, phone and address', () => {
    expect(messagesOf(farmerRegistrationSchema, {})).toEqual({
      name: 'Digite seu nome',
      cpf: 'Insira o CPF',
      phoneNumber: 'Insira o celular',
      address: 'Selecione um endereço da lista ou do mapa',
    });
    expect(messagesOf(farmerRegistrationSchema, { ...valid, phoneNumber: '' })).toEqual({
      phoneNumber: 'Insira o celular',
    });
  });

  it('phone: exactly 14 characters, a Brazilian mobile', () => {
    for (const phoneNumber of ['+552799876543', '+55279987654321', '27998765432', '+5527398765432', '+1415555012345']) {
      expect(messagesOf(farmerRegistrationSchema, { ...valid, phoneNumber })).toEqual({
        phoneNumber: 'Celular Inválido',
      });
    }
  });

  it('an e-mail given must be valid and at most 60 characters', () => {
    expect(farmerRegistrationSchema.parse({ ...valid, email: ' jose@sitio.com.br ' }).email).toBe('jose@sitio.com.br');
    expect(messagesOf(farmerRegistrationSchema, { ...valid, email: 'jose@' })).toEqual({ email: 'Email inválido' });
    expect(messagesOf(farmerRegistrationSchema, { ...valid, email: `${'j'.repeat(50)}@sitio.com.br` })).toEqual({
      email: 'O email pode ter no máximo 60 caracteres',
    });
  });

  it('a password given has 4 to 32 characters (not 8)', () => {
    expect(farmerRegistrationSchema.parse({ ...valid, password: '1234' }).password).toBe('1234');
    expect(messagesOf(farmerRegistrationSchema, { ...valid, password: '123' })).toEqual({
      password: 'A senha deve ter no mínimo 4 caracteres',
    });
    expect(messagesOf(farmerRegistrationSchema, { ...valid, password: 's'.repeat(33) })).toEqual({
      password: 'A senha pode ter no máximo 32 caracteres',
    });
  });
});

describe('AUDIENCE_ROLES and ADVERT_MESSAGES', () => {
  it('lists the four user categories with pt-BR labels', () => {
    expect(AUDIENCE_ROLES.map((a) => [a.value, a.label])).toEqual([
      ['USER', 'Agricultores'],
      ['CONSULTANT', 'Consultores'],
      ['ENTERPRISE', 'Empresas'],
      ['ENTERPRISE_CONSULTANT', 'Consultores empresariais'],
    ]);
  });

  it('keeps the texts of the advert rules', () => {
    expect(ADVERT_MESSAGES).toEqual({
      activeExists: 'Já existe um anúncio ativo. Crie este anúncio como pausado e altere o status do outro anúncio.',
      startInPast: 'A data de início não pode estar no passado',
      endTooSoon: 'A data de término deve ser pelo menos um dia depois do início',
      endMustEqualStart: 'Para envio único, a data de término é igual à de início',
    });
  });
});

const TODAY = '2026-03-10';

describe('advertSchema', () => {
  const schema = advertSchema({ today: TODAY });
  const valid = {
    title: 'Safra de café 2026',
    message: 'Confira as novidades da safra.',
    url: 'https://talhao.agr.br/safra',
    status: 'WAITING',
    periodicity: 7 * DAY,
    startDate: TODAY,
    endDate: '2026-04-10',
    audience: ['USER'],
  };

  it('accepts a valid advert and trims title and message', () => {
    expect(
      schema.parse({ ...valid, title: ' Safra de café 2026 ', message: ' Confira as novidades da safra. ' }),
    ).toEqual(valid);
  });

  // Missing dates are checked with periodicity 0: with another periodicity the date rules of
  // forms/master.ts throw on a missing or malformed date (reported; the BFF validates around it).
  it('requires title, message, status, periodicity, both dates and a category', () => {
    expect(messagesOf(schema, { periodicity: 0 })).toEqual({
      title: 'Insira o título',
      message: 'Insira a mensagem',
      status: 'Selecione o status',
      startDate: 'Selecione a data de início',
      endDate: 'Selecione a data de término',
      audience: expect.any(String),
    });
    expect(messagesOf(schema, { ...valid, periodicity: undefined, endDate: valid.startDate })).toEqual({
      periodicity: 'Selecione a periodicidade',
    });
    expect(
      messagesOf(schema, {
        ...valid,
        title: '   ',
        message: '',
        periodicity: 0,
        startDate: '',
        endDate: '',
        audience: [],
      }),
    ).toEqual({
      title: 'Insira o título',
      message: 'Insira a mensagem',
      startDate: 'Selecione a data de início',
      endDate: 'Selecione a data de término',
      audience: 'Selecione pelo menos uma categoria de usuário',
    });
  });

  it('title at most 60 characters, message at most 280', () => {
    expect(schema.safeParse({ ...valid, title: 't'.repeat(60), message: 'm'.repeat(280) }).success).toBe(true);
    expect(messagesOf(schema, { ...valid, title: 't'.repeat(61), message: 'm'.repeat(281) })).toEqual({
      title: 'O título pode ter no máximo 60 caracteres',
      message: 'A mensagem pode ter no máximo 280 caracteres',
    });
  });

  it('URL: optional, but when present an http(s) link', () => {
    const { url: _url, ...withoutUrl } = valid;
    expect(schema.parse(withoutUrl).url).toBeUndefined();
    expect(schema.parse({ ...valid, url: '' }).url).toBeUndefined();
    expect(schema.parse({ ...valid, url: null }).url).toBeUndefined();
    expect(schema.parse({ ...valid, url: 'http://exemplo.com.br/x?y=1' }).url).toBe('http://exemplo.com.br/x?y=1');
    for (const url of ['talhao', 'talhao ponto dev', 'ftp://talhao.agr.br/arquivo', 'javascript:alert(1)']) {
      expect(messagesOf(schema, { ...valid, url })).toEqual({ url: 'Insira um link válido' });
    }
    // Typed without its scheme: completed, not refused.
    expect(schema.parse({ ...valid, url: 'talhao.agr.br/safra?x=1' }).url).toBe('https://talhao.agr.br/safra?x=1');
    expect(schema.parse({ ...valid, url: ' www.exemplo.com.br ' }).url).toBe('https://www.exemplo.com.br');
  });

  it('status: one of ACTIVE, INACTIVE, WAITING', () => {
    for (const status of ['ACTIVE', 'INACTIVE', 'WAITING'])
      expect(schema.safeParse({ ...valid, status }).success).toBe(true);
    expect(messagesOf(schema, { ...valid, status: 'PAUSED' })).toEqual({ status: 'Selecione o status' });
  });

  it('periodicity: one of the recurrence list', () => {
    for (const periodicity of RECURRENCE_VALUES) {
      const endDate = periodicity === 0 ? valid.startDate : valid.endDate;
      expect(schema.safeParse({ ...valid, periodicity, endDate }).success).toBe(true);
    }
    expect(messagesOf(schema, { ...valid, periodicity: 2 * DAY })).toEqual({
      periodicity: 'Selecione a periodicidade',
    });
    expect(messagesOf(schema, { ...valid, periodicity: '604800000' })).toEqual({
      periodicity: 'Selecione a periodicidade',
    });
  });

  it('dates: real yyyy-MM-dd days', () => {
    expect(messagesOf(schema, { ...valid, periodicity: 0, startDate: '10/03/2026', endDate: '10/03/2026' })).toEqual({
      startDate: 'Data inválida',
      endDate: 'Data inválida',
    });
    expect(messagesOf(schema, { ...valid, endDate: '2026-02-31' })).toEqual({ endDate: 'Data inválida' });
  });

  it('audience: at least one known category', () => {
    expect(schema.parse({ ...valid, audience: ['USER', 'ENTERPRISE_CONSULTANT'] }).audience).toEqual([
      'USER',
      'ENTERPRISE_CONSULTANT',
    ]);
    expect(messagesOf(schema, { ...valid, audience: [] })).toEqual({
      audience: 'Selecione pelo menos uma categoria de usuário',
    });
    expect(schema.safeParse({ ...valid, audience: ['ADMIN'] }).success).toBe(false);
  });

  it('start: today or later', () => {
    expect(schema.safeParse({ ...valid, startDate: TODAY }).success).toBe(true);
    expect(messagesOf(schema, { ...valid, startDate: '2026-03-09' })).toEqual({
      startDate: 'A data de início não pode estar no passado',
    });
  });

  it('end: at least one day after the start (across month ends)', () => {
    expect(messagesOf(schema, { ...valid, endDate: TODAY })).toEqual({
      endDate: 'A data de término deve ser pelo menos um dia depois do início',
    });
    expect(messagesOf(schema, { ...valid, endDate: '2026-03-09' })).toEqual({
      endDate: 'A data de término deve ser pelo menos um dia depois do início',
    });
    expect(schema.safeParse({ ...valid, endDate: '2026-03-11' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, startDate: '2026-03-31', endDate: '2026-04-01' }).success).toBe(true);
    expect(
      advertSchema({ today: '2026-12-01' }).safeParse({ ...valid, startDate: '2026-12-31', endDate: '2027-01-01' })
        .success,
    ).toBe(true);
  });

  it('once (periodicity 0): the end must equal the start', () => {
    expect(schema.safeParse({ ...valid, periodicity: 0, endDate: TODAY }).success).toBe(true);
    expect(messagesOf(schema, { ...valid, periodicity: 0, endDate: '2026-03-11' })).toEqual({
      endDate: 'Para envio único, a data de término é igual à de início',
    });
  });

  it('editing keeps the stored start valid once it is in the past, and only that start', () => {
    const editing = advertSchema({ today: TODAY, keepStart: '2026-02-01' });
    expect(editing.safeParse({ ...valid, startDate: '2026-02-01' }).success).toBe(true);
    expect(messagesOf(editing, { ...valid, startDate: '2026-02-02' })).toEqual({
      startDate: 'A data de início não pode estar no passado',
    });
    expect(
      advertSchema({ today: TODAY, keepStart: null }).safeParse({ ...valid, startDate: '2026-02-01' }).success,
    ).toBe(false);
  });

  describe('without an explicit today', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('uses the day in America/Sao_Paulo, not UTC', () => {
      // 02:00 UTC on 11 March is still 10 March (23:00) in São Paulo.
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-03-11T02:00:00Z'));
      expect(advertSchema().safeParse({ ...valid, startDate: '2026-03-10', endDate: '2026-03-11' }).success).toBe(true);
      vi.setSystemTime(new Date('2026-03-11T03:00:00Z'));
      expect(messagesOf(advertSchema(), { ...valid, startDate: '2026-03-10', endDate: '2026-03-11' })).toEqual({
        startDate: 'A data de início não pode estar no passado',
      });
    });
  });
});

describe('pushNotificationSchema', () => {
  const schema = pushNotificationSchema({ today: TODAY });
  const valid = {
    title: 'Chuva forte',
    message: 'Previsão de chuva forte no fim de semana.',
    periodicity: 0,
    startDate: '2026-03-12',
    endDate: '2026-03-12',
    audience: ['USER', 'CONSULTANT'],
  };

  it('accepts a valid notification and ignores url, status and image', () => {
    expect(schema.parse({ ...valid, url: 'x', status: 'PAUSED', image: {} })).toEqual(valid);
  });

  it('message at most 105 characters', () => {
    expect(schema.safeParse({ ...valid, message: 'm'.repeat(105) }).success).toBe(true);
    expect(messagesOf(schema, { ...valid, message: 'm'.repeat(106) })).toEqual({
      message: 'A mensagem pode ter no máximo 105 caracteres',
    });
  });

  it('requires the same fields as an advert, except url and status', () => {
    expect(messagesOf(schema, { periodicity: 0, audience: [] })).toEqual({
      title: 'Insira o título',
      message: 'Insira a mensagem',
      startDate: 'Selecione a data de início',
      endDate: 'Selecione a data de término',
      audience: 'Selecione pelo menos uma categoria de usuário',
    });
  });

  it('applies the same date rules', () => {
    expect(messagesOf(schema, { ...valid, startDate: '2026-03-01', endDate: '2026-03-01' })).toEqual({
      startDate: 'A data de início não pode estar no passado',
    });
    expect(messagesOf(schema, { ...valid, endDate: '2026-03-13' })).toEqual({
      endDate: 'Para envio único, a data de término é igual à de início',
    });
    expect(messagesOf(schema, { ...valid, periodicity: DAY })).toEqual({
      endDate: 'A data de término deve ser pelo menos um dia depois do início',
    });
    expect(
      pushNotificationSchema({ today: TODAY, keepStart: '2026-03-01' }).safeParse({
        ...valid,
        startDate: '2026-03-01',
        endDate: '2026-03-01',
      }).success,
    ).toBe(true);
  });
});

describe('endDateFor', () => {
  it('once forces the end to the start; other periodicities keep the chosen end', () => {
    expect(endDateFor(0, '2026-03-12', '2026-04-01')).toBe('2026-03-12');
    expect(endDateFor(DAY, '2026-03-12', '2026-04-01')).toBe('2026-04-01');
    expect(endDateFor(null, '2026-03-12', '2026-04-01')).toBe('2026-04-01');
    expect(endDateFor(undefined, '2026-03-12', '')).toBe('');
  });
});
