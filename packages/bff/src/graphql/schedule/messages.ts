/** This domain's read texts (the catalogue's loadSchedule). */
export const LOAD = { operation: 'loadSchedule' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

/** Talhão's wording: a master without viewAs (or a role without the screen) has no schedule or home of its own. */
export const NO_SCHEDULE_AREA = 'Agenda, atividades e finanças existem apenas nas áreas dos consultores e da empresa.';

/** Issue 16 (spec 001 §6: no cancel button for a company's activities): refused before any call. */
export const NO_COMPANY_CANCEL = 'As atividades da empresa não podem ser canceladas.';

/** The provider answers at most 400 days of works per call (docs/rest-contract.md). */
export const WORKS_MAX_DAYS = 400;

// Talhão's wording (the specification shows no range errors: its calendar asks one month at a time).
export const WORKS_RANGE_MESSAGES = {
  invalidDate: 'Data inválida',
  endBeforeStart: 'A data final deve ser igual ou posterior à data inicial',
  tooLong: `O período pode ter no máximo ${WORKS_MAX_DAYS} dias`,
} as const;
