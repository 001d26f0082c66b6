/** This domain's read texts (the catalogue's loadProvided). */
export const LOAD = { operation: 'loadProvided' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

/** Shown when the field's subject has no provided consultancies (a MASTER without viewAs, for instance). */
export const NO_PROVIDED_AREA =
  'Consultorias prestadas existem apenas nas áreas de consultores, empresas e consultores empresariais.';
/** Kept for the tests and callers of issue 4 (the same refusal). */
export const NO_CONSULTANT_AREA = NO_PROVIDED_AREA;

/** A company consultant (or anyone but the independent consultant and the company) answering a request. */
export const ANSWER_REFUSED = 'Somente a empresa responde às solicitações de consultoria.';
/** A company (or a master) writing a delivery: only the consultant who delivers it writes it (spec 002 §1). */
export const WRITE_REFUSED = 'Somente o consultor que presta a consultoria pode criá-la, editá-la ou excluí-la.';

/** Talhão's success texts for Aceitar / Recusar (the specification names none; spec 001 §4). */
export const REQUEST_ACCEPTED = 'Solicitação aceita!';
export const REQUEST_REFUSED = 'Solicitação recusada.';
