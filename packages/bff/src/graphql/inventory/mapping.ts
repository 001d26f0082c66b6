import type { UpstreamInventoryItem, UpstreamInventoryMovement } from '@talhao/schema/upstream/inventory';
import type { InventoryItem, InventoryMovement } from '../../generated/resolvers';

/** The only inventory module that speaks the provider's spellings (unitOfMeasurement, inputsAndOutputs, user). */

export function toInventoryItem(item: UpstreamInventoryItem): InventoryItem {
  return {
    __typename: 'InventoryItem',
    id: item._id,
    product: item.product,
    availableQuantity: item.availableQuantity,
    unit: item.unitOfMeasurement,
    farmerId: item.user,
  };
}

export function toInventoryMovement(movement: UpstreamInventoryMovement): InventoryMovement {
  return {
    __typename: 'InventoryMovement',
    id: movement._id,
    date: movement.movementDate,
    quantity: movement.inputsAndOutputs,
    description: movement.description?.trim() || null,
  };
}

/** `{}` or `{product}` (search params arrive as '' when unset: blank means "no filter"). */
export const productFilter = (product: string | null | undefined): { product?: string } => {
  const search = product?.trim();
  return search ? { product: search } : {};
};
