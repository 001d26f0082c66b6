/** This domain's read texts (the catalogue's loadOffers). */
export const LOAD = { operation: 'loadOffers' } as const;

/** This domain's write texts (the catalogue's saveOffer). */
export const SAVE = { operation: 'saveOffer' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

/**
 * Shown when an offer is looked up by id for a subject without offers (a MASTER without viewAs, a farmer): offers
 * exist in the areas of consultants, companies and company consultants.
 */
export const NO_OFFER_AREA = 'Consultorias ofertadas existem apenas nas áreas de consultores e empresas.';

/**
 * Talhão's text for a row whose offer the provider no longer has (404: the offer was deleted, and the
 * provider keeps its provided consultancies): a known state, shown as a stand-in.
 */
export const REMOVED_OFFER_NAME = 'Consultoria excluída';
