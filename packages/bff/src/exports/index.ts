import { farmersExport } from '../graphql/farmers/export';
import { propertiesExport } from '../graphql/farmers/land-export';
import { harvestsExport } from '../graphql/harvests/export';
import { inventoryExport } from '../graphql/inventory/export';
import type { ExportTarget } from './targets';

/**
 * Every CSV export of the app, each built by its own domain (graphql/<domain>/export.ts). The exports plugin
 * (plugins/exports.ts) serves whatever it is given: add a domain's target here.
 */
export const exportTargets = (): ExportTarget[] => [farmersExport, propertiesExport, inventoryExport, harvestsExport];
