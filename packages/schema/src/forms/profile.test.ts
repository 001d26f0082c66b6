import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { LIMITS } from '../constants';
import { htmlTextLength, profileEditSchema, resumeSchema } from './profile';

const messagesOf = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

const address = {
  formattedAddress: 'Cuiabá - MT, Brasil',
  city: 'Cuiabá',
  stateFrom: 'MT',
  country: 'Brasil',
  coords: { latitude: -15.5961, longitude: -56.0967 },
};
const valid = { name: 'Ana Souza', phoneNumber: '+5565998765432', address, birthDate: '1990-05-10' };

describe('profileEditSchema', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a complete profile and an absent or empty birth date', () => {
    expect(profileEditSchema.parse(valid)).toEqual(valid);
    const { birthDate: _birthDate, ...withoutBirthDate } = valid;
    expect(profileEditSchema.parse(withoutBirthDate)).toEqual(withoutBirthDate);
    expect(profileEditSchema.parse({ ...valid, birthDate: '' })).toEqual({ ...valid, birthDate: undefined });
  });

  it('requires name, mobile and address', () => {
    expect(messagesOf(profileEditSchema, {})).toEqual({
      name: 'Digite seu nome',
      phoneNumber: 'Insira o celular',
      address: 'Insira o seu endereço',
    });
    expect(messagesOf(profileEditSchema, { name: '', phoneNumber: '', address: null })).toEqual({
      name: 'Digite seu nome',
      phoneNumber: 'Insira o celular',
      address: 'Insira o seu endereço',
    });
  });

  it('keeps the name within 4..32 characters', () => {
    expect(messagesOf(profileEditSchema, { ...valid, name: 'Ana' })).toEqual({
      name: 'Seu nome deve ter no mínimo 4 caracteres',
    });
    expect(messagesOf(profileEditSchema, { ...valid, name: 'A'.repeat(33) })).toEqual({
      name: 'O nome pode ter no máximo 32 caracteres',
    });
  });

  it("wants the mobile in E.164, '+55' and 11 digits (14 characters)", () => {
    expect('+5565998765432').toHaveLength(LIMITS.phoneLength);
    for (const phoneNumber of [
      '(65) 99876-5432',
      '65998765432',
      '+556599876543',
      '+556599876543210',
      '+5565398765432',
    ]) {
      expect(messagesOf(profileEditSchema, { ...valid, phoneNumber }), phoneNumber).toEqual({
        phoneNumber: 'Celular Inválido',
      });
    }
  });

  it('needs an address with coordinates', () => {
    const { coords: _coords, ...withoutCoords } = address;
    expect(messagesOf(profileEditSchema, { ...valid, address: withoutCoords })).toEqual({
      address: 'Insira o seu endereço',
    });
    expect(
      messagesOf(profileEditSchema, { ...valid, address: { ...address, coords: { latitude: 91, longitude: 0 } } }),
    ).toEqual({ address: 'Insira o seu endereço' });
  });

  it('refuses a birth date in the future (São Paulo calendar)', () => {
    vi.useFakeTimers({ now: new Date('2026-06-15T12:00:00Z') });
    expect(profileEditSchema.safeParse({ ...valid, birthDate: '2026-06-15' }).success).toBe(true);
    expect(messagesOf(profileEditSchema, { ...valid, birthDate: '2026-06-16' })).toEqual({
      birthDate: 'A data de nascimento não pode estar no futuro',
    });
    expect(messagesOf(profileEditSchema, { ...valid, birthDate: '15/06/1990' })).toEqual({
      birthDate: 'Data inválida',
    });
  });
});

describe('htmlTextLength', () => {
  it('counts visible characters only', () => {
    expect(htmlTextLength('')).toBe(0);
    expect(htmlTextLength('<p></p>')).toBe(0);
    expect(htmlTextLength('<p>Olá <strong>mundo</strong></p>')).toBe(9);
    expect(htmlTextLength('<p>a&nbsp;b</p><p>c</p>')).toBe(4);
    expect(htmlTextLength('<p>P&amp;D &lt;3 &#233;</p>')).toBe('P&D <3 é'.length);
  });
});

describe('resumeSchema', () => {
  const html = (text: string) => `<p>${text}</p>`;

  it('accepts up to 670 visible characters, markup not counted', () => {
    expect(LIMITS.resumeMax).toBe(670);
    const resume = html(`<em>${'a'.repeat(335)}</em>${'b'.repeat(335)}`);
    expect(resume.length).toBeGreaterThan(670);
    expect(resumeSchema.parse({ professionalResume: resume })).toEqual({ professionalResume: resume });
  });

  it('refuses 671 characters', () => {
    expect(messagesOf(resumeSchema, { professionalResume: html('a'.repeat(671)) })).toEqual({
      professionalResume: 'O currículo pode ter no máximo 670 caracteres',
    });
  });

  it('refuses an empty resume', () => {
    expect(messagesOf(resumeSchema, { professionalResume: '<p></p>' })).toEqual({
      professionalResume: 'Escreva o seu currículo antes de salvar',
    });
  });

  it('keeps the old counter maximum of 677 next to the 670 limit', () => {
    expect(LIMITS.resumeCounterMax).toBe(677);
  });
});

describe('resume made only of blanks', () => {
  it('is refused as empty', () => {
    const result = resumeSchema.safeParse({ professionalResume: '<p> &nbsp; </p>' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Escreva o seu currículo antes de salvar');
  });
});
