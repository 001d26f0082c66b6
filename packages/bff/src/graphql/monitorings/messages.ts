import { MONITORING_MESSAGES } from '@talhao/schema';

/** This domain's read texts (catalogue entry loadMonitorings: 404 'Dados não encontrados'). */
export const LOAD = { operation: 'loadMonitorings' } as const;
export const CREATE = { operation: 'createMonitoring' } as const;
export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';
/** A caller whose role has no monitorings (a MASTER without viewAs). */
export const NO_MONITORING_AREA = 'Os monitoramentos existem apenas nas áreas de consultores e empresas.';
export { MONITORING_MESSAGES };
