/** Catalogue entries whose texts are §8's generic load failures ('Erro ao carregar os dados' / 'Erro ao carregar os dados'). */
export const LIST_LOAD = { operation: 'masterUsers' } as const;
export const ITEM_LOAD = { operation: 'masterStatistics' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';
