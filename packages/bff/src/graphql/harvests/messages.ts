/** This domain's read texts (the catalogue's loadHarvests: 'Erro ao carregar a Safra: {status}', spec 001 §8). */
export const LOAD = { operation: 'loadHarvests' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

/** Shown when the field's subject has no farmer data (a MASTER without viewAs, for instance). */
export const NO_FARM_DATA_AREA = 'Os dados dos agricultores existem apenas nas áreas de consultores e empresas.';
