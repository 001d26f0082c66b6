import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CATALOGUE, messageFor } from '../messages';
import { dropEmpty, isTrainingDuration, TRAINING_FORM_ERROR, trainingSchema } from './training';

/** The first message per field path, as the form shows them. */
const messagesOf = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

// 10:00 in São Paulo on 2026-11-21 (13:00 UTC).
const NOW = new Date('2026-11-21T13:00:00Z');
const schema = trainingSchema({ now: NOW });
const address = {
  formattedAddress: 'Linhares - ES, Brasil',
  city: 'Linhares',
  stateFrom: 'ES',
  coords: { latitude: -19.39, longitude: -40.07 },
};
const valid = {
  title: 'Manejo de pragas na soja',
  price: 250,
  profit: '',
  format: 'ONLINE',
  date: '2026-11-22T12:00:00.000Z',
  duration: '02:30',
  summary: 'Resumo do treinamento',
  availableSpots: 20,
  description: '<p>Descrição</p>',
  specificInformation: '<p>Traga caderno</p>',
};
const errorsOf = (patch: Record<string, unknown>) => messagesOf(schema, { ...valid, ...patch });

describe('trainingSchema', () => {
  it('accepts a valid online training and drops the blank profit', () => {
    const result = schema.parse(valid);
    expect(result.profit).toBeUndefined();
    expect(result.title).toBe('Manejo de pragas na soja');
  });

  it('title: required and at most 60 characters', () => {
    expect(errorsOf({ title: '' }).title).toBe('Digite o nome do treinamento');
    expect(errorsOf({ title: undefined }).title).toBe('Digite o nome do treinamento');
    expect(errorsOf({ title: 'a'.repeat(61) }).title).toBe('O nome pode ter no máximo 60 caracteres');
    expect(errorsOf({ title: 'a'.repeat(60) }).title).toBeUndefined();
  });

  it('price: required, numeric, not negative', () => {
    expect(errorsOf({ price: '' }).price).toBe('Digite o valor');
    expect(errorsOf({ price: undefined }).price).toBe('Digite o valor');
    expect(errorsOf({ price: -1 }).price).toBe('Valor inválido');
    expect(errorsOf({ price: 'abc' }).price).toBe('Valor inválido');
    expect(schema.parse({ ...valid, price: '0' }).price).toBe(0);
  });

  it('profit: optional, numeric, not negative', () => {
    expect(errorsOf({ profit: -5 }).profit).toBe('Valor inválido');
    expect(errorsOf({ profit: 'x' }).profit).toBe('Valor inválido');
    expect(schema.parse({ ...valid, profit: 120 }).profit).toBe(120);
    expect(schema.parse({ ...valid, profit: null }).profit).toBeUndefined();
  });

  it('format: one of the two', () => {
    expect(errorsOf({ format: '' }).format).toBe('Selecione a modalidade do treinamento');
    expect(errorsOf({ format: 'IN-PERSON' }).format).toBe('Selecione a modalidade do treinamento');
  });

  it('date: required, from tomorrow in São Paulo', () => {
    expect(errorsOf({ date: '' }).date).toBe('Insira a data do treinamento');
    expect(errorsOf({ date: 'amanhã' }).date).toBe('Insira a data do treinamento');
    expect(errorsOf({ date: '2026-11-21T23:00:00.000Z' }).date).toBe(
      'A data do treinamento deve ser a partir de amanhã',
    );
    // 02:00 UTC on the 22nd is still the 21st in São Paulo.
    expect(errorsOf({ date: '2026-11-22T02:00:00.000Z' }).date).toBe(
      'A data do treinamento deve ser a partir de amanhã',
    );
    expect(errorsOf({ date: '2026-11-22T03:00:00.000Z' }).date).toBeUndefined();
    expect(errorsOf({ date: '2026-11-22' }).date).toBeUndefined();
    expect(errorsOf({ date: '2026-11-21' }).date).toBe('A data do treinamento deve ser a partir de amanhã');
  });

  it('duration: HH:MM on a 24-hour clock, from 00:01 to 23:59 (the spec allowed 24:60 and 00:00)', () => {
    for (const bad of ['', '2:30', '25:00', '24:00', '24:60', '08:60', '10:61', '1030', '10:5']) {
      expect(errorsOf({ duration: bad }).duration).toBe('Duração inválida');
    }
    expect(errorsOf({ duration: '00:00' }).duration).toBe('A duração deve estar entre 00:01 e 23:59');
    for (const good of ['00:01', '08:30', '12:05', '23:59']) expect(isTrainingDuration(good)).toBe(true);
    expect(isTrainingDuration('00:00')).toBe(false);
  });

  it('summary: required, at most 210 characters', () => {
    expect(errorsOf({ summary: '  ' }).summary).toBe('Insira o resumo');
    expect(errorsOf({ summary: 'a'.repeat(211) }).summary).toBe('O resumo pode ter no máximo 210 caracteres');
    expect(errorsOf({ summary: 'a'.repeat(210) }).summary).toBeUndefined();
  });

  it('availableSpots: required, at least 1', () => {
    expect(errorsOf({ availableSpots: '' }).availableSpots).toBe('Insira a quantidade de vagas');
    expect(errorsOf({ availableSpots: 0 }).availableSpots).toBe('O treinamento deve ter pelo menos 1 vaga');
    expect(errorsOf({ availableSpots: 1 }).availableSpots).toBeUndefined();
  });

  it('address: required only in person', () => {
    expect(errorsOf({ format: 'IN_PERSON' }).address).toBe('Insira o local');
    expect(errorsOf({ format: 'IN_PERSON', address: {} }).address).toBe('Insira o local');
    expect(errorsOf({ format: 'IN_PERSON', address }).address).toBeUndefined();
    expect(errorsOf({}).address).toBeUndefined();
  });

  it('address: reported together with the field messages', () => {
    const messages = messagesOf(schema, { format: 'IN_PERSON', title: '' });
    expect(messages.title).toBe('Digite o nome do treinamento');
    expect(messages.address).toBe('Insira o local');
    expect(messages.date).toBe('Insira a data do treinamento');
    // An address refused as a field keeps one message; a refused format or body does not crash the rule.
    const refused = schema.safeParse({ ...valid, title: '', format: 'IN_PERSON', address: {} }).error?.issues ?? [];
    expect(refused.filter((issue) => issue.path[0] === 'address')).toHaveLength(1);
    expect(messagesOf(schema, { title: '', format: 'IN-PERSON' }).address).toBeUndefined();
    expect(Object.keys(messagesOf(schema, null))).toEqual(['']);
  });

  it('description and specific information: required, an empty editor counts as empty', () => {
    expect(errorsOf({ description: '<p></p>' }).description).toBe('Preencha a descrição para salvar o treinamento');
    expect(errorsOf({ description: undefined }).description).toBe('Preencha a descrição para salvar o treinamento');
    expect(errorsOf({ specificInformation: '' }).specificInformation).toBe(
      'Preencha as informações específicas para salvar o treinamento',
    );
  });
});

describe('training form helpers and messages', () => {
  it('dropEmpty removes undefined, null and blank strings only', () => {
    expect(dropEmpty({ a: '', b: null, c: undefined, d: 0, e: 'x', f: '  ', g: false })).toEqual({
      d: 0,
      e: 'x',
      g: false,
    });
  });

  it('the save error and catalogue texts', () => {
    expect(TRAINING_FORM_ERROR).toBe('Parece que vc esqueceu de algo');
    expect(CATALOGUE.saveTraining.success).toBe('Treinamento criado com sucesso! 🎉');
    expect(messageFor(CATALOGUE.saveTraining, 409).message).toBe('Conflito: já existe treinamento com os mesmos dados');
    expect(messageFor(CATALOGUE.saveTraining, 500).message).toBe('Erro: 500');
    expect(CATALOGUE.updateTraining.success).toBe('Treinamento atualizado!');
    expect(messageFor(CATALOGUE.updateTraining, 409).message).toBe(
      'Conflito: já existe treinamento com os mesmos dados',
    );
    expect(CATALOGUE.deleteTraining.success).toBe('Treinamento excluído!');
    expect(messageFor(CATALOGUE.trainingImage, 413).message).toBe(
      'O treinamento foi salvo, mas a imagem não pôde ser enviada (413).',
    );
  });
});
