import { describe, expect, it } from 'vitest';
import { CATALOGUE, fillStatus, messageFor, OFFER_UPDATED } from '../messages';
import {
  COMPANY_OFFER_MESSAGES,
  companyOfferedConsultancySchema,
  OFFER_FORM_ERROR,
  OFFER_MESSAGES,
  offeredConsultancySchema,
  offerFormErrorFor,
  offerSchemaFor,
  PRICE_DIALOG_INCOMPLETE,
  splitCultures,
  visibleTextLength,
} from './consultancy';

const place = (formattedAddress = 'Uberlândia - MG, Brasil') => ({
  city: 'Uberlândia',
  stateFrom: 'MG',
  formattedAddress,
  coords: { latitude: -18.9186, longitude: -48.2772 },
});

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Manejo integrado de pragas na soja',
  format: 'IN_PERSON',
  cultures: ['Soja', 'Milho'],
  agreedPrice: false,
  prices: [{ amount: 120, feeType: 'PER_HECTARE' }],
  regions: [place()],
  summary: 'Monitoramento semanal e recomendações.',
  content: '<p>Visitas técnicas com relatório.</p>',
  ...overrides,
});

/** The first issue's message and path, as the form and the BFF show it. */
function firstIssue(input: unknown) {
  const result = offeredConsultancySchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { message: issue.message, path: issue.path.join('.') };
}

describe('offeredConsultancySchema', () => {
  it('accepts a complete offer and keeps its values', () => {
    const result = offeredConsultancySchema.parse(valid());
    expect(result).toMatchObject({
      name: 'Manejo integrado de pragas na soja',
      format: 'IN_PERSON',
      agreedPrice: false,
    });
    expect(result.prices).toEqual([{ amount: 120, feeType: 'PER_HECTARE' }]);
    expect(result.regions).toHaveLength(1);
  });

  it('name: required, at most 60 characters (message corrected from the spec’s 40)', () => {
    expect(firstIssue(valid({ name: '   ' }))).toEqual({ message: 'Digite o nome da consultoria', path: 'name' });
    expect(firstIssue(valid({ name: undefined }))).toEqual({ message: 'Digite o nome da consultoria', path: 'name' });
    expect(firstIssue(valid({ name: 'a'.repeat(61) }))).toEqual({
      message: 'O nome pode ter no máximo 60 caracteres',
      path: 'name',
    });
    expect(offeredConsultancySchema.safeParse(valid({ name: 'a'.repeat(60) })).success).toBe(true);
  });

  it('format: required, from the list', () => {
    expect(firstIssue(valid({ format: undefined }))).toEqual({
      message: 'Selecione a modalidade de consultoria',
      path: 'format',
    });
    expect(firstIssue(valid({ format: '' }))?.message).toBe('Selecione a modalidade de consultoria');
    expect(firstIssue(valid({ format: 'HYBRID' }))?.message).toBe('Selecione uma opção da lista');
  });

  it('cultures: at least one non-empty', () => {
    expect(firstIssue(valid({ cultures: [] }))).toEqual({ message: 'Insira pelo menos uma cultura', path: 'cultures' });
    expect(firstIssue(valid({ cultures: [' ', ''] }))?.message).toBe('Insira pelo menos uma cultura');
    expect(offeredConsultancySchema.parse(valid({ cultures: [' Soja ', ''] })).cultures).toEqual(['Soja']);
  });

  it('prices: agreed price needs no line and drops any', () => {
    const result = offeredConsultancySchema.parse(valid({ agreedPrice: true, prices: [] }));
    expect(result.prices).toEqual([]);
    expect(offeredConsultancySchema.parse(valid({ agreedPrice: true })).prices).toEqual([]);
  });

  it('prices: otherwise at least one line, each with an amount 0..9999999999999 and a charge type', () => {
    expect(firstIssue(valid({ prices: [] }))).toEqual({ message: 'Insira o valor', path: 'prices' });
    expect(firstIssue(valid({ prices: [{ feeType: 'PER_VISIT' }] }))).toEqual({
      message: 'Insira o valor',
      path: 'prices.0.amount',
    });
    expect(firstIssue(valid({ prices: [{ amount: 10 }] }))).toEqual({
      message: 'Selecione uma opção',
      path: 'prices.0.feeType',
    });
    expect(firstIssue(valid({ prices: [{ amount: 10, feeType: 'AGREED_PRICE' }] }))?.message).toBe(
      'Selecione uma opção',
    );
    expect(firstIssue(valid({ prices: [{ amount: -1, feeType: 'PER_VISIT' }] }))?.message).toBe(
      OFFER_MESSAGES.amountRange,
    );
    expect(firstIssue(valid({ prices: [{ amount: 10_000_000_000_000, feeType: 'PER_VISIT' }] }))?.message).toBe(
      OFFER_MESSAGES.amountRange,
    );
    const edges = valid({
      prices: [
        { amount: 0, feeType: 'PER_VISIT' },
        { amount: 9_999_999_999_999, feeType: 'PER_TECHNICAL_HOUR' },
      ],
    });
    expect(offeredConsultancySchema.parse(edges).prices).toHaveLength(2);
  });

  it('regions: required unless ONLINE; dropped when ONLINE', () => {
    const required = 'Se a modalidade for presencial, é obrigatório inserir a região de atendimento';
    expect(firstIssue(valid({ regions: [] }))).toEqual({ message: required, path: 'regions' });
    expect(firstIssue(valid({ format: 'BOTH', regions: [] }))?.message).toBe(required);
    expect(offeredConsultancySchema.parse(valid({ format: 'ONLINE', regions: [] })).regions).toEqual([]);
    expect(offeredConsultancySchema.parse(valid({ format: 'ONLINE' })).regions).toEqual([]);
  });

  it('regions: each place needs city, address, state and coordinates', () => {
    const without = (key: string) => {
      const p: Record<string, unknown> = { ...place() };
      delete p[key];
      return firstIssue(valid({ regions: [p] }));
    };
    expect(without('city')).toEqual({ message: 'Insira a cidade', path: 'regions.0.city' });
    expect(without('formattedAddress')).toEqual({ message: 'Insira o endereço', path: 'regions.0.formattedAddress' });
    expect(without('stateFrom')).toEqual({ message: 'Insira o Estado', path: 'regions.0.stateFrom' });
    expect(without('coords')).toEqual({ message: 'Insira as coordenadas', path: 'regions.0.coords' });
  });

  it('regions: a repeated address is refused', () => {
    expect(firstIssue(valid({ regions: [place(), place('Patos de Minas - MG, Brasil'), place()] }))).toEqual({
      message: 'Campo vazio ou repetido',
      path: 'regions.2.formattedAddress',
    });
  });

  it('reports the price and region rules together with the field messages', () => {
    const result = offeredConsultancySchema.safeParse({
      name: '',
      format: 'IN_PERSON',
      cultures: [],
      agreedPrice: false,
      prices: [],
      regions: [],
      content: '',
    });
    const messages = (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['name', 'Digite o nome da consultoria'],
      ['cultures', 'Insira pelo menos uma cultura'],
      ['content', 'A descrição da consultoria deve ter pelo menos 8 caracteres'],
      ['prices', 'Insira o valor'],
      ['regions', 'Se a modalidade for presencial, é obrigatório inserir a região de atendimento'],
    ]);
  });

  it('object rules: a failed field still reaches them with its raw value, without crashing', () => {
    const paths = (input: unknown) =>
      (offeredConsultancySchema.safeParse(input).error?.issues ?? []).map((issue) => issue.path.join('.'));
    // A missing modality still requires regions (only ONLINE drops them); an incomplete line is named.
    expect(paths({ name: 'x', cultures: ['Soja'], content: '<p>12345678</p>', prices: [{ amount: 1 }] })).toEqual([
      'format',
      'prices.0.feeType',
      'regions',
    ]);
    // Lists that are not lists keep their field's message only; a repeated region is still refused.
    expect(paths(valid({ name: '', agreedPrice: 'sim', prices: 'x', regions: [place(), place()] }))).toEqual([
      'name',
      'agreedPrice',
      'prices',
      'regions.1.formattedAddress',
    ]);
    expect(paths(valid({ name: '', format: 'ONLINE', agreedPrice: true, regions: 'x' }))).toEqual(['name', 'regions']);
    expect(paths(null)).toEqual(['']);
  });

  it('summary: optional, at most 145', () => {
    expect(offeredConsultancySchema.parse(valid({ summary: '' })).summary).toBeUndefined();
    expect(offeredConsultancySchema.parse(valid({ summary: null })).summary).toBeUndefined();
    expect(offeredConsultancySchema.safeParse(valid({ summary: 'a'.repeat(145) })).success).toBe(true);
    expect(firstIssue(valid({ summary: 'a'.repeat(146) }))).toEqual({
      message: 'O resumo pode ter no máximo 145 caracteres',
      path: 'summary',
    });
  });

  it('content: at least 8 visible characters', () => {
    const message = 'A descrição da consultoria deve ter pelo menos 8 caracteres';
    expect(firstIssue(valid({ content: '<p>1234567</p>' }))).toEqual({ message, path: 'content' });
    expect(firstIssue(valid({ content: '<p>   </p><p>&nbsp;</p>' }))?.message).toBe(message);
    expect(offeredConsultancySchema.safeParse(valid({ content: '<p><b>1234</b>5678</p>' })).success).toBe(true);
    expect(visibleTextLength('<p>a&amp;b</p>')).toBe(3);
  });
});

describe('offer helpers and messages', () => {
  it('splits cultures typed with commas', () => {
    expect(splitCultures('Soja, Milho,Café ,, ')).toEqual(['Soja', 'Milho', 'Café']);
    expect(splitCultures('')).toEqual([]);
  });

  it('keeps the specification’s texts (typos included)', () => {
    expect(OFFER_FORM_ERROR).toBe('Parece que vc esqueceu de algo');
    expect(PRICE_DIALOG_INCOMPLETE).toBe('Preencha todos os campos corretamente para salvar');
    expect(OFFER_UPDATED).toBe('Consultoria atualizada!');
  });

  it('catalogue: create, 409 quirk, delete and image texts', () => {
    expect(CATALOGUE.saveOffer.success).toBe('Consultoria criada com sucesso!');
    expect(messageFor(CATALOGUE.saveOffer, 409).message).toBe('Conflito: já existe consultoria com os mesmos dados');
    expect(messageFor(CATALOGUE.saveOffer, 500).message).toBe('Erro: 500');
    expect(CATALOGUE.deleteOffer.success).toBe('Consultoria excluída!');
    expect(messageFor(CATALOGUE.deleteOffer, 404).message).toBe('Consultoria não encontrada.');
    expect(messageFor(CATALOGUE.deleteOffer, 500).message).toBe('Erro: 500');
    expect(fillStatus(CATALOGUE.offerImage.other, 413)).toBe(
      'A consultoria foi salva, mas a imagem não pôde ser enviada (413).',
    );
  });
});

describe('companyOfferedConsultancySchema (spec 002 §5)', () => {
  const messages = (input: unknown) => {
    const result = companyOfferedConsultancySchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("words the company's rules with its own texts", () => {
    expect(COMPANY_OFFER_MESSAGES).toEqual({
      priceRequired: 'Preencha o preço da consultoria',
      regionsRequired: 'Insira a região de atuação',
      formError: 'Parece que vc esqueceu de algo 😅',
    });
    expect(messages(valid({ prices: [] }))).toEqual(['Preencha o preço da consultoria']);
    expect(messages(valid({ prices: [{ amount: '', feeType: 'PER_VISIT' }] }))).toContain(
      'Preencha o preço da consultoria',
    );
    expect(messages(valid({ regions: [] }))).toEqual(['Insira a região de atuação']);
    expect(messages(valid({ content: '<p>curta</p>' }))).toEqual([
      'A descrição da consultoria deve ter pelo menos 8 caracteres',
    ]);
    expect(companyOfferedConsultancySchema.safeParse(valid()).success).toBe(true);
  });

  it('is the schema of the ENTERPRISE role; the others keep the consultant texts', () => {
    expect(offerSchemaFor('ENTERPRISE')).toBe(companyOfferedConsultancySchema);
    expect(offerSchemaFor('CONSULTANT')).toBe(offeredConsultancySchema);
    expect(offerFormErrorFor('ENTERPRISE')).toBe('Parece que vc esqueceu de algo 😅');
    expect(offerFormErrorFor('CONSULTANT')).toBe(OFFER_FORM_ERROR);
    expect(offeredConsultancySchema.safeParse(valid({ regions: [] })).error?.issues[0]?.message).toBe(
      OFFER_MESSAGES.regionsRequired,
    );
  });
});
