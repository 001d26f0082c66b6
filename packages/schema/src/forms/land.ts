import { z } from 'zod';
import { requiredAddress } from '../address';
import { BOUND_MESSAGES, BOUNDS, boundedDate, hasAtMostTwoDecimals, isCleanLine } from './bounds';

/**
 * A farmer's land (spec 001 §5 "Property, area, sector, culture", §9): properties, areas, sectors and the
 * farmer's cultures. The web forms and the BFF apply these same schemas, so both refuse in the same words.
 * (The farmer's own rules live in forms/farmers.ts; this module is the land's.)
 */

export const LAND_LIMITS = {
  nameMin: 4,
  nameMax: 32,
  /** Areas and sectors: the specification names no limit; a line that fits the tables. */
  partNameMax: 60,
  sectorsMin: 1,
  sectorsMax: BOUNDS.sectorsPerRequestMax,
  /** Hectares and metres (spec 001 §9: 0 to 9,999,999, 2 decimals). */
  measureMax: 9_999_999,
  /** The property's area count shows '10+' from here (spec 001 §9). */
  areaCountCap: 10,
} as const;

export const PROPERTY_MESSAGES = {
  nameRequired: 'Digite o nome da propriedade',
  nameMin: `O nome deve ter no mínimo ${LAND_LIMITS.nameMin} caracteres`,
  nameMax: `O nome pode ter no máximo ${LAND_LIMITS.nameMax} caracteres`,
  address: 'Selecione a localização da propriedade',
  /** The map dialog's save without a chosen point. */
  mapLocationRequired: 'Selecione uma localização para salvar!',
  // Talhão's (the specification names no rule for the total area).
  totalAreaRequired: 'Digite a área total da propriedade',
  created: 'Propriedade criada com sucesso!',
  updated: 'Propriedade atualizada com sucesso!',
  // The specification's 'excluida' lacks its accent (docs/copy-decisions.md).
  deleted: 'Propriedade excluída com sucesso!',
  deleteConfirm: 'Tem certeza que deseja excluir essa propriedade?',
} as const;

export const AREA_MESSAGES = {
  propertyRequired: 'Selecione uma propriedade',
  nameRequired: 'Digite o nome da área',
  editNameRequired: 'Nome da área é obrigatório',
  // Talhão's.
  nameMax: `O nome da área pode ter no máximo ${LAND_LIMITS.partNameMax} caracteres`,
  created: 'Área criada com sucesso!',
  updated: 'Área editada com sucesso!',
  // Talhão's (the specification names no text for a deleted area).
  deleted: 'Área excluída com sucesso!',
  deleteConfirm: 'Tem certeza que deseja excluir essa área?',
} as const;

const formatThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const SECTOR_MESSAGES = {
  // Talhão's (the specification gives the range 1–200, no text).
  quantityRequired: 'Informe a quantidade de setores',
  quantityRange: `A quantidade deve estar entre ${LAND_LIMITS.sectorsMin} e ${LAND_LIMITS.sectorsMax}`,
  areaRequired: 'Selecione uma área',
  cultureRequired: 'Selecione uma cultura',
  plotAreaRequired: 'Digite o tamanho do setor',
  plantingDateRequired: 'Selecione a data de plantio',
  spacingBetweenPlantsRequired: 'Digite o espaçamento entre plantas',
  spacingBetweenStreetsRequired: 'Digite o espaçamento entre linhas',
  nameRequired: 'Digite o nome do setor',
  // Talhão's.
  nameMax: `O nome do setor pode ter no máximo ${LAND_LIMITS.partNameMax} caracteres`,
  measureRange: `O valor deve estar entre 0 e ${formatThousands(LAND_LIMITS.measureMax)}`,
  spacingPositive: 'O espaçamento deve ser maior que zero',
  created: 'Setor(es) criado(s) com sucesso!',
  updated: 'Setor editado com sucesso!',
  // The specification's 'excluido' lacks its accent (docs/copy-decisions.md).
  deleted: 'Setor excluído com sucesso!',
  deleteConfirm: 'Tem certeza que deseja excluir esse setor?',
} as const;

export const CULTURE_MESSAGES = {
  nameRequired: 'Digite a cultura',
  /** The creator dialog's prompt (the specification's "form message"). */
  prompt: 'Digite o nome da cultura',
  nameMax: BOUND_MESSAGES.cultureNameMax,
  // The specification's 'Cultura criada sucesso!' misses a word (docs/copy-decisions.md).
  created: 'Cultura criada com sucesso!',
} as const;

/**
 * What the BFF answers about a farmer's land besides the form rules (Talhão's wording, docs/copy-decisions.md):
 * the creator rule of spec 001 §6 (the fixture server's 403 says the same) and records not found.
 */
export const LAND_MESSAGES = {
  noLandArea: 'Agricultores e suas terras existem apenas nas áreas de consultores e empresas.',
  notCreator: 'Apenas quem cadastrou o agricultor pode alterar as terras dele.',
  farmerNotFound: 'Agricultor não encontrado.',
  propertyNotFound: 'Propriedade não encontrada.',
  areaNotFound: 'Área não encontrada.',
  sectorNotFound: 'Setor não encontrado.',
  pageInvalid: 'A página deve ser um número a partir de 1.',
} as const;

/** '' and null (an untouched input) count as absent. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * A number typed the Brazilian way ('1.350,5' is 1350.5): ',' is the decimal point and '.' groups
 * thousands, whatever the browser's language. Numbers pass as they are; other text is NaN (refused).
 */
export function parseDecimalText(value: unknown): unknown {
  const present = blankToUndefined(value);
  if (typeof present !== 'string') return present;
  const text = present.trim();
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$/.test(text)) return Number.NaN;
  return Number(text.replaceAll('.', '').replace(',', '.'));
}

/** A hectare or metre measure: required, 0 to 9.999.999, two decimals at most. */
const measure = (required: string) =>
  z.preprocess(
    parseDecimalText,
    z
      .number({ error: required })
      .min(0, SECTOR_MESSAGES.measureRange)
      .max(LAND_LIMITS.measureMax, SECTOR_MESSAGES.measureRange)
      .refine(hasAtMostTwoDecimals, BOUND_MESSAGES.moneyDecimals),
  );

/** A spacing divides the planted count: above zero. */
const spacing = (required: string) => measure(required).refine((value) => value > 0, SECTOR_MESSAGES.spacingPositive);

const text = (required: string, max: number, maxMessage: string, min?: { length: number; message: string }) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .min(min?.length ?? 1, min?.message ?? required)
      .max(max, maxMessage)
      .refine(isCleanLine, BOUND_MESSAGES.controlCharacters),
  );

const requiredId = (message: string) => z.preprocess(blankToUndefined, z.string({ error: message }).min(1, message));

/** 'Nova Propriedade' / 'Editar Propriedade'. */
export const propertySchema = z.object({
  name: text(PROPERTY_MESSAGES.nameRequired, LAND_LIMITS.nameMax, PROPERTY_MESSAGES.nameMax, {
    length: LAND_LIMITS.nameMin,
    message: PROPERTY_MESSAGES.nameMin,
  }),
  address: requiredAddress(PROPERTY_MESSAGES.address),
  totalArea: measure(PROPERTY_MESSAGES.totalAreaRequired),
});
export type PropertyValues = z.output<typeof propertySchema>;

/** The area creator dialog. */
export const areaCreateSchema = z.object({
  propertyId: requiredId(AREA_MESSAGES.propertyRequired),
  name: text(AREA_MESSAGES.nameRequired, LAND_LIMITS.partNameMax, AREA_MESSAGES.nameMax),
});
export type AreaCreateValues = z.output<typeof areaCreateSchema>;

/** The area editor dialog. */
export const areaEditSchema = z.object({
  name: text(AREA_MESSAGES.editNameRequired, LAND_LIMITS.partNameMax, AREA_MESSAGES.nameMax),
});
export type AreaEditValues = z.output<typeof areaEditSchema>;

const sectorFields = {
  cultureId: requiredId(SECTOR_MESSAGES.cultureRequired),
  plotArea: measure(SECTOR_MESSAGES.plotAreaRequired),
  plantingDate: z.preprocess(blankToUndefined, boundedDate({ required: SECTOR_MESSAGES.plantingDateRequired })),
  spacingBetweenPlants: spacing(SECTOR_MESSAGES.spacingBetweenPlantsRequired),
  spacingBetweenStreets: spacing(SECTOR_MESSAGES.spacingBetweenStreetsRequired),
};

const optionalSectorName = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(LAND_LIMITS.partNameMax, SECTOR_MESSAGES.nameMax)
    .refine(isCleanLine, BOUND_MESSAGES.controlCharacters)
    .optional(),
);

/**
 * 'Criar Setores': `quantity` sectors of one area at once. The name is asked only for one sector; several
 * are named 'Setor N' by the provider, continuing from the area's sectors (docs/rest-contract.md).
 */
export const sectorsCreateSchema = z
  .object({
    quantity: z.preprocess(
      parseDecimalText,
      z
        .number({ error: SECTOR_MESSAGES.quantityRequired })
        .int(SECTOR_MESSAGES.quantityRange)
        .min(LAND_LIMITS.sectorsMin, SECTOR_MESSAGES.quantityRange)
        .max(LAND_LIMITS.sectorsMax, SECTOR_MESSAGES.quantityRange),
    ),
    areaId: requiredId(SECTOR_MESSAGES.areaRequired),
    name: optionalSectorName,
    ...sectorFields,
  })
  // Checked even while other fields are wrong (`when`), so an empty form names every missing field at once.
  .refine((values) => !(values.quantity === 1 && !values.name), {
    path: ['name'],
    message: SECTOR_MESSAGES.nameRequired,
    when: (payload) => {
      const value = payload.value as { quantity?: unknown };
      return typeof value === 'object' && value !== null && (value.quantity === 1 || value.quantity === '1');
    },
  });
export type SectorsCreateValues = z.output<typeof sectorsCreateSchema>;

/** 'Editar Setor'. */
export const sectorEditSchema = z.object({
  name: text(SECTOR_MESSAGES.nameRequired, LAND_LIMITS.partNameMax, SECTOR_MESSAGES.nameMax),
  ...sectorFields,
});
export type SectorEditValues = z.output<typeof sectorEditSchema>;

/** The culture creator dialog. */
export const cultureSchema = z.object({
  name: text(CULTURE_MESSAGES.nameRequired, BOUNDS.cultureNameMax, CULTURE_MESSAGES.nameMax),
});
export type CultureValues = z.output<typeof cultureSchema>;

/**
 * Plants in a sector: its area in m² (hectares × 10,000) over the ground one plant takes (spacing between
 * plants × spacing between rows, in metres), rounded down to whole plants. The specification's formula
 * (10,000 × area ÷ spacing × spacing) multiplies by the second spacing instead of dividing; this is the
 * agronomic count (docs/architecture-notes.md "Planted count"). Null when a value is missing or a spacing is 0.
 */
export function plantCount(
  plotAreaHa: number | null | undefined,
  spacingBetweenPlants: number | null | undefined,
  spacingBetweenStreets: number | null | undefined,
): number | null {
  if (plotAreaHa == null || spacingBetweenPlants == null || spacingBetweenStreets == null) return null;
  if (!(spacingBetweenPlants > 0 && spacingBetweenStreets > 0) || !(plotAreaHa >= 0)) return null;
  const squareMetres = plotAreaHa * 10_000;
  // A hair of tolerance so 1 ha at 0.1 × 0.1 m is 1,000,000 plants, not 999,999 (binary fractions).
  const plants = Math.floor(squareMetres / (spacingBetweenPlants * spacingBetweenStreets) + 1e-6);
  return Number.isFinite(plants) ? plants : null;
}

/** The property's area count as shown: '10+' from 10 (spec 001 §9). */
export const areaCountLabel = (count: number): string =>
  count >= LAND_LIMITS.areaCountCap ? `${LAND_LIMITS.areaCountCap}+` : String(count);
