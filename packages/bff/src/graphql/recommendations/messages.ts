/** This domain's read texts (the catalogue's loadFieldActivities). */
export const LOAD = { operation: 'loadFieldActivities' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';
