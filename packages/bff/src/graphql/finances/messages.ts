/** This domain's read texts (the catalogue's loadFinance). */
export const LOAD = { operation: 'loadFinance' } as const;

/** Talhão's wording: a master without viewAs (or a company consultant) has no finances of its own. */
export const NO_FINANCES_AREA = 'Finanças existem apenas na área do consultor e da empresa.';
