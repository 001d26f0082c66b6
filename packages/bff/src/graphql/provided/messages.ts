/** This domain's read texts (the catalogue's loadProvided). */
export const LOAD = { operation: 'loadProvided' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

/** Shown when the field's subject is not a consultant (a MASTER without viewAs, for instance). */
export const NO_CONSULTANT_AREA = 'Consultorias prestadas e agricultores existem apenas na área de consultores.';

/** Talhão's success texts for Aceitar / Recusar (the specification names none; spec 001 §4). */
export const REQUEST_ACCEPTED = 'Solicitação aceita!';
export const REQUEST_REFUSED = 'Solicitação recusada.';
