/** This domain's read texts (the catalogue's loadTrainings). */
export const LOAD = { operation: 'loadTrainings' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

/** Shown when a MASTER asks without viewAs (no trainings of its own). */
export const NO_TRAINING_AREA = 'Treinamentos existem apenas na área de consultores e empresas.';
