/** This domain's read texts (the catalogue's loadFinance). */
export const LOAD = { operation: 'loadFinance' } as const;

/** Talhão's wording: a master without viewAs has no finances of its own (the schedule says the same). */
export const NO_FINANCES_AREA = 'Agenda, atividades e finanças existem apenas na área do consultor.';
