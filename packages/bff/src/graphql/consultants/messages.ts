/** This domain's read texts (the catalogue's loadCompanyConsultants). */
export const LOAD = { operation: 'loadCompanyConsultants' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

/** Talhão's wording: only a company has consultants of its own (a master reads them through viewAs). */
export const NO_CONSULTANTS_AREA = 'Consultores existem apenas na área da empresa.';
