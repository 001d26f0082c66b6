/** This domain's read texts (the catalogue's loadOffers). */
export const LOAD = { operation: 'loadOffers' } as const;

/** This domain's write texts (the catalogue's saveOffer). */
export const SAVE = { operation: 'saveOffer' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

/**
 * Shown when a provided consultancy's offer is looked up for a subject that is not a consultant (the
 * rows that name offers by id are a consultant's provided consultancies).
 */
export const NO_CONSULTANT_AREA = 'Consultorias prestadas e agricultores existem apenas na área de consultores.';

/**
 * Talhão's text for a row whose offer the provider no longer has (404: the offer was deleted, and the
 * provider keeps its provided consultancies): a known state, shown as a stand-in.
 */
export const REMOVED_OFFER_NAME = 'Consultoria excluída';
