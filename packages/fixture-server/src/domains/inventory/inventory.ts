import { defineCollection } from '../../store/collection';

/**
 * A farmer's inventory (spec 001 §3 "Inventory item", "Movement"). Items and movements name their farmer
 * (`user`), so a visibility check is one lookup (domains/farmers/visibility.ts).
 */
export interface InventoryItemRecord {
  _id: string;
  /** The farmer (a USER). */
  user: string;
  product: string;
  /** 'kg', 'L', 'sc', 't', 'un'. */
  unitOfMeasurement: string;
  /** The signed sum of the item's movements. */
  availableQuantity: number;
  createdAt: string;
  updatedAt: string;
}

export interface InventoryMovementRecord {
  _id: string;
  user: string;
  /** The item. */
  inventory: string;
  /** ISO date-time. */
  movementDate: string;
  /** Signed: entry > 0, exit < 0. */
  inputsAndOutputs: number;
  description: string | null;
}

export const INVENTORY_ITEMS = defineCollection<InventoryItemRecord>('inventoryItems');
export const INVENTORY_MOVEMENTS = defineCollection<InventoryMovementRecord>('inventoryMovements');
