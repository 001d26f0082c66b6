import { ANALYSIS_MESSAGES } from '@talhao/schema';

/** This domain's read texts: the farm data's catalogue entry (404 'Dados não encontrados'). */
export const LOAD = { operation: 'loadFarms' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

/** A caller whose role reads no farmer data (a MASTER without viewAs). */
export const NO_FARM_AREA = 'As análises dos agricultores existem apenas nas áreas de consultores e empresas.';

export { ANALYSIS_MESSAGES };
