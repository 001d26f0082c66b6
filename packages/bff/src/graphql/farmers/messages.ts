import { CATALOGUE, COMMON } from '@talhao/schema';

/** This domain's read texts (the catalogue's loadFarms). */
export const LOAD = { operation: 'loadFarms' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

/** A row's farmer the provider no longer has (404): a known state, shown as a stand-in. */
export const REMOVED_FARMER_NAME = COMMON.farmerUnavailable;

/** Shown when the field's subject reads no farmers (a MASTER without viewAs, a farmer). */
export const NO_FARMER_AREA = 'Agricultores existem apenas nas áreas de consultores e empresas.';

/** A farmer the caller does not see (another consultant's, or gone): reads and writes say the same. */
export const FARMER_NOT_FOUND = CATALOGUE.updateFarmer.byStatus[404];

/** Only the farmer's creator edits the farmer (spec 001 §6); the provider refuses too (403). */
export const NOT_FARMER_CREATOR = CATALOGUE.updateFarmer.byStatus[403];
