import { COMMON } from '@talhao/schema';

/** This domain's read texts (the catalogue's loadFarms). */
export const LOAD = { operation: 'loadFarms' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

/** Shown when the field's subject is not a consultant (a MASTER without viewAs, for instance). */
export const NO_CONSULTANT_AREA = 'Consultorias prestadas e agricultores existem apenas na área de consultores.';

/** A row's farmer the provider no longer has (404): a known state, shown as a stand-in. */
export const REMOVED_FARMER_NAME = COMMON.farmerUnavailable;
