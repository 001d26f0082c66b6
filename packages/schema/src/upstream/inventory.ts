import { z } from 'zod';
import { upstreamId } from './account';
import { defineRoutes, type RoleFamilies } from './contract';
import { batchIdsSchema, pageQuerySchema, upstreamPage } from './envelope';

/**
 * A farmer's inventory: products in stock and their movements (spec 001 §2.7 '/estoque', §3 "Inventory item",
 * §7 "Inventory, analyses, …"; docs/rest-contract.md "Issue 14 — inventory"). The provider's payloads, which
 * family each role reads them through, and every call of that family.
 */

/** One family for every role that reads a farmer's data (FAMILY_ROLES.farmerProductsInventoryApi). */
export const INVENTORY_FAMILIES = {
  CONSULTANT: 'farmerProductsInventoryApi',
  ENTERPRISE: 'farmerProductsInventoryApi',
  ENTERPRISE_CONSULTANT: 'farmerProductsInventoryApi',
} as const satisfies RoleFamilies;

/** The units the provider's app offers; other spellings are kept as they come (the BFF shows them as written). */
export const INVENTORY_UNITS = ['kg', 'L', 'sc', 't', 'un'] as const;

/** Most characters of a product search (the BFF's @length says the same). */
export const PRODUCT_SEARCH_MAX = 100;

export const upstreamInventoryItemSchema = z.object({
  _id: upstreamId,
  product: z.string(),
  /** The balance: the signed sum of the item's movements. */
  availableQuantity: z.number(),
  /** 'kg', 'L', 'sc' (sacks), 't', 'un'… */
  unitOfMeasurement: z.string(),
  /** The farmer's id. */
  user: upstreamId,
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
});
export type UpstreamInventoryItem = z.infer<typeof upstreamInventoryItemSchema>;

export const upstreamInventoryMovementSchema = z.object({
  _id: upstreamId,
  /** The inventory item's id. */
  inventory: upstreamId,
  /** ISO date-time of the movement. */
  movementDate: z.string(),
  /** Signed: positive for an entry (purchase, harvest), negative for an exit (application, sale). */
  inputsAndOutputs: z.number(),
  description: z.string().nullish(),
});
export type UpstreamInventoryMovement = z.infer<typeof upstreamInventoryMovementSchema>;

export const inventoryItemPageSchema = upstreamPage(upstreamInventoryItemSchema);
export const inventoryMovementPageSchema = upstreamPage(upstreamInventoryMovementSchema);

/** `{}` or `{product}` (accent-insensitive "contains"): a farmer's products, by name. */
export const productFilterSchema = z.object({ product: z.string().max(PRODUCT_SEARCH_MAX).nullish() });

/** `{}`: the body of an item's movement list (the specification shows none). */
export const movementFilterSchema = z.object({});

/**
 * `{inventory: ids}`: every movement of those items in one unpaged page, newest first (Talhão's addition, for
 * the CSV export: one call per 100 items instead of one per item and page).
 */
export const movementBatchSchema = z.object({ inventory: batchIdsSchema });

const family = { access: 'bearer', family: INVENTORY_FAMILIES.CONSULTANT } as const;

export const INVENTORY_ROUTES = defineRoutes([
  {
    ...family,
    method: 'POST',
    path: '/products/filter/:farmerId',
    summary: "A farmer's inventory items by product name, 10 per page",
    query: pageQuerySchema,
    body: productFilterSchema,
    response: inventoryItemPageSchema,
  },
  {
    ...family,
    method: 'POST',
    path: '/transaction/filter/:inventoryId',
    summary: "An inventory item's movements, newest first, 10 per page",
    query: pageQuerySchema,
    body: movementFilterSchema,
    response: inventoryMovementPageSchema,
  },
  {
    ...family,
    method: 'POST',
    path: '/transaction/filter',
    summary: 'Every movement of the visible items among `inventory` (≤ 100 ids), newest first, in one unpaged page',
    body: movementBatchSchema,
    response: inventoryMovementPageSchema,
  },
]);
