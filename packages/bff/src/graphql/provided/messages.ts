/** Talhão's success texts for Aceitar / Recusar (the specification names none; spec 001 §4). */
export const REQUEST_ACCEPTED = 'Solicitação aceita!';
export const REQUEST_REFUSED = 'Solicitação recusada.';
