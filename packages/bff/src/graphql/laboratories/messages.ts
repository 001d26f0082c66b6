import { LAB_MESSAGES } from '@talhao/schema';

/** This domain's read texts (the catalogue's loadLaboratories). */
export const LOAD = { operation: 'loadLaboratories' } as const;
/** 'Agendar análise' (the catalogue's scheduleLabAnalysis). */
export const SCHEDULE = { operation: 'scheduleLabAnalysis' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

/** Shown to a role without laboratories (a company, a MASTER without viewAs). */
export const NO_LABORATORY_AREA = 'Laboratórios existem apenas na área de consultores.';

export const LABORATORY_NOT_FOUND = LAB_MESSAGES.laboratoryNotFound;
export const SCHEDULED = LAB_MESSAGES.scheduled;
