import { REPORT_MESSAGES } from '@talhao/schema';

/** This domain's read and write texts (the catalogue's loadReports and saveReport). */
export const LOAD = { operation: 'loadReports' } as const;
export const SAVE = { operation: 'saveReport' } as const;

export { REPORT_MESSAGES };
