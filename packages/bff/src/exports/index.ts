import { propertiesExport } from '../graphql/farmers/land-export';
import type { ExportTarget } from './targets';

/**
 * Every CSV export of the app, each built by its own domain (graphql/<domain>/export.ts). The exports plugin
 * (plugins/exports.ts) serves whatever it is given: add a domain's target here.
 */
export const exportTargets = (): ExportTarget[] => [propertiesExport];
