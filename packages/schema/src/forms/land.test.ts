import { describe, expect, it } from 'vitest';
import {
  AREA_MESSAGES,
  areaCountLabel,
  areaCreateSchema,
  areaEditSchema,
  CULTURE_MESSAGES,
  cultureSchema,
  PROPERTY_MESSAGES,
  parseDecimalText,
  plantCount,
  propertySchema,
  SECTOR_MESSAGES,
  sectorEditSchema,
  sectorsCreateSchema,
} from './land';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

const address = {
  formattedAddress: 'Linhares - ES, Brasil',
  city: 'Linhares',
  stateFrom: 'ES',
  coords: { latitude: -19.39, longitude: -40.07 },
};

describe('propertySchema', () => {
  const valid = { name: 'Sítio Boa Vista', address, totalArea: '1.350,5' };

  it('reads the total area the Brazilian way', () => {
    expect(propertySchema.parse(valid)).toEqual({ name: 'Sítio Boa Vista', address, totalArea: 1350.5 });
  });

  it.each([
    [{ name: '' }, PROPERTY_MESSAGES.nameRequired],
    [{ name: undefined }, PROPERTY_MESSAGES.nameRequired],
    [{ name: 'Sít' }, 'O nome deve ter no mínimo 4 caracteres'],
    [{ name: 'x'.repeat(33) }, 'O nome pode ter no máximo 32 caracteres'],
    [{ name: 'Sítio\u0000' }, 'O texto contém caracteres inválidos'],
    [{ address: null }, 'Selecione a localização da propriedade'],
    [{ address: { city: 'Linhares' } }, 'Selecione a localização da propriedade'],
    [{ totalArea: '' }, PROPERTY_MESSAGES.totalAreaRequired],
    [{ totalArea: 'abc' }, PROPERTY_MESSAGES.totalAreaRequired],
    [{ totalArea: 1e308 }, 'O valor deve estar entre 0 e 9.999.999'],
    [{ totalArea: -1 }, 'O valor deve estar entre 0 e 9.999.999'],
    [{ totalArea: 1.234 }, 'O valor pode ter no máximo duas casas decimais'],
  ])('refuses %j with its message', (patch, message) => {
    expect(firstMessage(propertySchema.safeParse({ ...valid, ...patch }))).toBe(message);
  });

  it('names the map dialog and the outcomes as the specification says', () => {
    expect(PROPERTY_MESSAGES.mapLocationRequired).toBe('Selecione uma localização para salvar!');
    expect(PROPERTY_MESSAGES.created).toBe('Propriedade criada com sucesso!');
    expect(PROPERTY_MESSAGES.updated).toBe('Propriedade atualizada com sucesso!');
    expect(PROPERTY_MESSAGES.deleteConfirm).toBe('Tem certeza que deseja excluir essa propriedade?');
  });
});

describe('areas', () => {
  it('create asks for the property and the name', () => {
    expect(firstMessage(areaCreateSchema.safeParse({ propertyId: '', name: 'Talhão 1' }))).toBe(
      'Selecione uma propriedade',
    );
    expect(firstMessage(areaCreateSchema.safeParse({ propertyId: 'p1', name: '  ' }))).toBe('Digite o nome da área');
    expect(areaCreateSchema.parse({ propertyId: 'p1', name: ' Talhão 1 ' })).toEqual({
      propertyId: 'p1',
      name: 'Talhão 1',
    });
  });

  it('edit says the name is required', () => {
    expect(firstMessage(areaEditSchema.safeParse({ name: '' }))).toBe('Nome da área é obrigatório');
    expect(firstMessage(areaEditSchema.safeParse({ name: 'x'.repeat(61) }))).toBe(AREA_MESSAGES.nameMax);
  });
});

describe('sectorsCreateSchema', () => {
  const valid = {
    quantity: 3,
    areaId: 'a1',
    cultureId: 'c1',
    plotArea: '2,5',
    plantingDate: '2026-03-10',
    spacingBetweenPlants: '0,5',
    spacingBetweenStreets: '3,5',
  };

  it('several sectors need no name; numbers arrive as numbers', () => {
    expect(sectorsCreateSchema.parse(valid)).toEqual({
      ...valid,
      name: undefined,
      plotArea: 2.5,
      spacingBetweenPlants: 0.5,
      spacingBetweenStreets: 3.5,
    });
  });

  it('names a missing sector name alongside the other missing fields', () => {
    const result = sectorsCreateSchema.safeParse({ quantity: 1, areaId: 'a1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Digite o nome do setor');
  });

  it('one sector needs its name', () => {
    expect(firstMessage(sectorsCreateSchema.safeParse({ ...valid, quantity: 1 }))).toBe('Digite o nome do setor');
    expect(sectorsCreateSchema.parse({ ...valid, quantity: 1, name: 'Setor Norte' }).name).toBe('Setor Norte');
  });

  it.each([
    [{ quantity: '' }, SECTOR_MESSAGES.quantityRequired],
    [{ quantity: 0 }, 'A quantidade deve estar entre 1 e 200'],
    [{ quantity: 201 }, 'A quantidade deve estar entre 1 e 200'],
    [{ quantity: 1.5 }, 'A quantidade deve estar entre 1 e 200'],
    [{ areaId: '' }, 'Selecione uma área'],
    [{ cultureId: undefined }, 'Selecione uma cultura'],
    [{ plotArea: '' }, 'Digite o tamanho do setor'],
    [{ plotArea: '10.000.000' }, 'O valor deve estar entre 0 e 9.999.999'],
    [{ plotArea: 1.005 }, 'O valor pode ter no máximo duas casas decimais'],
    [{ plantingDate: '' }, 'Selecione a data de plantio'],
    [{ plantingDate: '2026-02-31' }, 'Data inválida'],
    [{ spacingBetweenPlants: null }, 'Digite o espaçamento entre plantas'],
    [{ spacingBetweenStreets: '' }, 'Digite o espaçamento entre linhas'],
    [{ spacingBetweenStreets: 0 }, 'O espaçamento deve ser maior que zero'],
  ])('refuses %j with its message', (patch, message) => {
    expect(firstMessage(sectorsCreateSchema.safeParse({ ...valid, ...patch }))).toBe(message);
  });

  it('edit asks for the name and the same fields', () => {
    const { quantity: _q, areaId: _a, ...fields } = valid;
    expect(firstMessage(sectorEditSchema.safeParse({ ...fields, name: '' }))).toBe('Digite o nome do setor');
    expect(sectorEditSchema.parse({ ...fields, name: 'Setor 4' }).plotArea).toBe(2.5);
  });

  it('speaks the specification’s outcomes', () => {
    expect(SECTOR_MESSAGES.created).toBe('Setor(es) criado(s) com sucesso!');
    expect(SECTOR_MESSAGES.updated).toBe('Setor editado com sucesso!');
    expect(SECTOR_MESSAGES.deleteConfirm).toBe('Tem certeza que deseja excluir esse setor?');
  });
});

describe('cultureSchema', () => {
  it('asks for the culture', () => {
    expect(firstMessage(cultureSchema.safeParse({ name: '' }))).toBe('Digite a cultura');
    expect(firstMessage(cultureSchema.safeParse({ name: 'x'.repeat(41) }))).toBe(CULTURE_MESSAGES.nameMax);
    expect(cultureSchema.parse({ name: ' Café ' })).toEqual({ name: 'Café' });
    expect(CULTURE_MESSAGES.prompt).toBe('Digite o nome da cultura');
  });
});

describe('parseDecimalText', () => {
  it.each([
    ['1.350,5', 1350.5],
    ['1350,50', 1350.5],
    ['0,5', 0.5],
    ['12', 12],
    ['1.000.000', 1_000_000],
  ])('reads %s as %d', (text, value) => {
    expect(parseDecimalText(text)).toBe(value);
  });

  it('refuses text that is not a Brazilian number, keeps numbers', () => {
    expect(parseDecimalText('1,350.5')).toBeNaN();
    expect(parseDecimalText('abc')).toBeNaN();
    expect(parseDecimalText(2.25)).toBe(2.25);
    expect(parseDecimalText('')).toBeUndefined();
  });
});

describe('plantCount', () => {
  it('is the area in m² over the ground of one plant', () => {
    // 1 ha = 10,000 m²; coffee at 0.5 m × 3.5 m takes 1.75 m² a plant.
    expect(plantCount(1, 0.5, 3.5)).toBe(5714);
    expect(plantCount(2.5, 1, 4)).toBe(6250);
    expect(plantCount(1, 0.1, 0.1)).toBe(1_000_000);
  });

  it('is not the specification’s flawed formula', () => {
    const flawed = ((10_000 * 1) / 0.5) * 3.5;
    expect(plantCount(1, 0.5, 3.5)).not.toBe(flawed);
  });

  it('is null without every value or with a zero spacing', () => {
    expect(plantCount(null, 1, 1)).toBeNull();
    expect(plantCount(1, undefined, 1)).toBeNull();
    expect(plantCount(1, 0, 1)).toBeNull();
  });
});

describe('areaCountLabel', () => {
  it("shows '10+' from 10", () => {
    expect(areaCountLabel(0)).toBe('0');
    expect(areaCountLabel(9)).toBe('9');
    expect(areaCountLabel(10)).toBe('10+');
    expect(areaCountLabel(42)).toBe('10+');
  });
});
