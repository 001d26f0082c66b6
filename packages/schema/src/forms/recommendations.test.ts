import { describe, expect, it } from 'vitest';
import { BOUND_MESSAGES } from './bounds';
import {
  RECOMMENDATION_MESSAGES as M,
  RECOMMENDATION_RECURRENCES,
  recommendationSchema,
  recurrenceOfMs,
} from './recommendations';

const TODAY = '2026-11-26';
const valid = {
  farmerId: 'f1',
  propertyId: 'p1',
  harvestId: 'h1',
  type: 'APPLICATION',
  title: 'Aplicação de fungicida',
  recurrence: 'WEEKLY',
  startDate: '2026-11-26',
  endDate: '2026-12-20',
  status: 'PLANNED',
  description: 'Seguir a bula.',
  sectorIds: ['s1'],
  costs: [{ category: 'PRODUCTION', tag: 'Defensivos', cost: 1350.5 }],
};

const messages = (input: unknown, context = { today: TODAY }) => {
  const result = recommendationSchema(context).safeParse(input);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('recommendationSchema', () => {
  it('accepts a complete recommendation and trims the texts', () => {
    const parsed = recommendationSchema({ today: TODAY }).parse({ ...valid, title: '  Plantio ', description: '  ' });
    expect(parsed.title).toBe('Plantio');
    expect(parsed.description).toBeNull();
    expect(parsed.costs).toEqual(valid.costs);
  });

  it('asks for every required field with the specification’s words', () => {
    expect(messages({ description: null })).toEqual({
      farmerId: M.farmer,
      propertyId: M.property,
      harvestId: M.harvest,
      type: M.type,
      title: M.title,
      recurrence: M.recurrence,
      startDate: M.date,
      endDate: M.date,
      status: M.status,
      sectorIds: M.sectors,
    });
    expect(M.farmer).toBe('Selecione o agricultor');
    expect(M.harvest).toBe('Selecione a safra');
    expect(M.type).toBe('Selecione a categoria');
    expect(M.title).toBe('Digite o título');
    expect(M.recurrence).toBe('Selecione a recorrência');
    expect(M.date).toBe('Selecione a data');
    expect(messages({ ...valid, title: '   ', farmerId: '' })).toEqual({ title: M.title, farmerId: M.farmer });
  });

  it('refuses no sector, a long description and a long title', () => {
    expect(messages({ ...valid, sectorIds: [] })).toEqual({ sectorIds: 'Selecione pelo menos 1 setor' });
    expect(messages({ ...valid, description: 'a'.repeat(281) })).toEqual({
      description: 'A descrição pode ter no máximo 280 caracteres',
    });
    expect(messages({ ...valid, description: 'a'.repeat(280) })).toEqual({});
    expect(messages({ ...valid, title: 'a'.repeat(121) })).toEqual({ title: M.titleMax });
    expect(messages({ ...valid, title: 'a\u0000b' })).toEqual({ title: BOUND_MESSAGES.controlCharacters });
  });

  it('lets the end equal the start but not precede it', () => {
    expect(messages({ ...valid, endDate: valid.startDate })).toEqual({});
    expect(messages({ ...valid, endDate: '2026-11-25', startDate: '2026-11-27' })).toEqual({
      endDate: 'A data final deve ser maior que a data de início',
    });
  });

  it('refuses a start before today, unless an edit keeps the stored start', () => {
    expect(messages({ ...valid, startDate: '2026-11-25' })).toEqual({
      startDate: 'A data de início deve ser maior ou igual à data de hoje',
    });
    expect(
      messages({ ...valid, startDate: '2026-11-25' }, { today: TODAY, storedStartDate: '2026-11-25' } as never),
    ).toEqual({});
  });

  it('refuses impossible dates', () => {
    expect(messages({ ...valid, startDate: '2026-02-31' })).toEqual({ startDate: BOUND_MESSAGES.invalidDate });
    expect(messages({ ...valid, endDate: '9999-12-31' })).toEqual({ endDate: BOUND_MESSAGES.dateOutOfRange });
    expect(messages({ ...valid, endDate: '31/12/2026' })).toEqual({ endDate: BOUND_MESSAGES.invalidDate });
  });

  it('bounds the costs: category, tag, value, cents and count', () => {
    const cost = valid.costs[0]!;
    expect(messages({ ...valid, costs: [{ ...cost, category: 'FOOD' }] })).toEqual({
      'costs.0.category': M.costCategory,
    });
    expect(messages({ ...valid, costs: [{ ...cost, tag: ' ' }] })).toEqual({ 'costs.0.tag': M.costTag });
    expect(messages({ ...valid, costs: [{ ...cost, tag: 'x'.repeat(61) }] })).toEqual({ 'costs.0.tag': M.costTagMax });
    expect(messages({ ...valid, costs: [{ ...cost, cost: null }] })).toEqual({ 'costs.0.cost': M.costValue });
    expect(messages({ ...valid, costs: [{ ...cost, cost: -1 }] })).toEqual({ 'costs.0.cost': M.costValue });
    expect(messages({ ...valid, costs: [{ ...cost, cost: 1e308 }] })).toEqual({
      'costs.0.cost': BOUND_MESSAGES.moneyRange,
    });
    expect(messages({ ...valid, costs: [{ ...cost, cost: 1.005 }] })).toEqual({
      'costs.0.cost': BOUND_MESSAGES.moneyDecimals,
    });
    expect(messages({ ...valid, costs: Array.from({ length: 31 }, () => cost) })).toEqual({ costs: M.costsMax });
    expect(messages({ ...valid, costs: null })).toEqual({});
  });
});

describe('recurrences', () => {
  it('carry the milliseconds of spec 001 §9', () => {
    expect(
      Object.fromEntries(Object.entries(RECOMMENDATION_RECURRENCES).map(([k, v]) => [k, v.ms / 86_400_000])),
    ).toEqual({
      ONCE: 0,
      DAILY: 1,
      WEEKLY: 7,
      MONTHLY: 30,
      SEMIANNUAL: 180,
    });
    expect(RECOMMENDATION_RECURRENCES.DAILY.label).toBe('Diariamente');
  });

  it('read an unknown millisecond value as the nearest recurrence', () => {
    const day = 86_400_000;
    expect(recurrenceOfMs(0)).toBe('ONCE');
    expect(recurrenceOfMs(-5)).toBe('ONCE');
    expect(recurrenceOfMs(Number.NaN)).toBe('ONCE');
    expect(recurrenceOfMs(7 * day)).toBe('WEEKLY');
    expect(recurrenceOfMs(31 * day)).toBe('MONTHLY');
    expect(recurrenceOfMs(2 * day)).toBe('DAILY');
    expect(recurrenceOfMs(365 * day)).toBe('SEMIANNUAL');
    expect(recurrenceOfMs(3600_000)).toBe('DAILY');
  });
});

describe('products', () => {
  const withProducts = (products: unknown) => ({ ...valid, products });

  it('reads a dose typed the Brazilian way and keeps name and unit', () => {
    const parsed = recommendationSchema({ today: TODAY }).parse(
      withProducts([{ name: ' Sulfato de zinco ', quantity: '1.250,5', unit: 'g/ha' }]),
    );
    expect(parsed.products).toEqual([{ name: 'Sulfato de zinco', quantity: 1250.5, unit: 'g/ha' }]);
    expect(recommendationSchema({ today: TODAY }).parse(valid).products).toEqual([]);
  });

  it('refuses a missing name, a missing or impossible dose, a missing unit and too many lines', () => {
    expect(messages(withProducts([{ name: '', quantity: 1, unit: 'kg/ha' }]))).toEqual({
      'products.0.name': M.productName,
    });
    expect(messages(withProducts([{ name: 'Boro', quantity: null, unit: 'kg/ha' }]))).toEqual({
      'products.0.quantity': M.productQuantity,
    });
    for (const quantity of [1e308, -1, 1.005, 10_000_000]) {
      expect(messages(withProducts([{ name: 'Boro', quantity, unit: 'kg/ha' }]))).toEqual({
        'products.0.quantity': M.productQuantityRange,
      });
    }
    expect(messages(withProducts([{ name: 'Boro', quantity: 1, unit: ' ' }]))).toEqual({
      'products.0.unit': M.productUnit,
    });
    expect(messages(withProducts([{ name: 'a'.repeat(81), quantity: 1, unit: 'x'.repeat(21) }]))).toEqual({
      'products.0.name': M.productNameMax,
      'products.0.unit': M.productUnitMax,
    });
    const many = Array.from({ length: 31 }, () => ({ name: 'Boro', quantity: 1, unit: 'kg/ha' }));
    expect(messages(withProducts(many))).toEqual({ products: M.productsMax });
  });
});
