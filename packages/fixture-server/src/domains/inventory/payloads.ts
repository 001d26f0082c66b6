import type { UpstreamInventoryItem, UpstreamInventoryMovement } from '@talhao/schema/upstream/inventory';
import type { InventoryItemRecord, InventoryMovementRecord } from './inventory';

/** Inventory payloads as docs/rest-contract.md "Issue 14 — inventory" gives them (packages/schema upstream/inventory.ts). */

export function toInventoryItemPayload(record: InventoryItemRecord): UpstreamInventoryItem {
  return {
    _id: record._id,
    product: record.product,
    availableQuantity: record.availableQuantity,
    unitOfMeasurement: record.unitOfMeasurement,
    user: record.user,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export function toMovementPayload(record: InventoryMovementRecord): UpstreamInventoryMovement {
  return {
    _id: record._id,
    inventory: record.inventory,
    movementDate: record.movementDate,
    inputsAndOutputs: record.inputsAndOutputs,
    description: record.description,
  };
}

/** pt-BR product order, ids breaking ties so pages never overlap. */
export const byProduct = (a: InventoryItemRecord, b: InventoryItemRecord): number =>
  a.product.localeCompare(b.product, 'pt-BR') || a._id.localeCompare(b._id);

/** Newest first, ids breaking ties. */
export const newestFirst = (a: InventoryMovementRecord, b: InventoryMovementRecord): number =>
  b.movementDate.localeCompare(a.movementDate) || b._id.localeCompare(a._id);
