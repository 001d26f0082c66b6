import type { WebRole } from '@talhao/schema';

/**
 * Who may change a farmer's data (spec 001 §6, 002 §1): consultants and company consultants write; the company
 * reads only, and so does a master visiting under `?viewAs=`. The per-record rule on top of this (only the
 * farmer's creator edits the farmer, their properties, areas and sectors; only a field activity's creator edits
 * it) comes from the record (`createdByMe`), and the BFF refuses the same writes.
 */
const FARM_WRITERS: ReadonlySet<WebRole> = new Set(['CONSULTANT', 'ENTERPRISE_CONSULTANT']);

export function mayWriteFarmData(area: WebRole, viewAsId: string | null): boolean {
  return FARM_WRITERS.has(area) && !viewAsId;
}
