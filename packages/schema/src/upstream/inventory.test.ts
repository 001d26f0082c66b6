import { describe, expect, it } from 'vitest';
import { FAMILY_ROLES } from '../families';
import { familyFor } from './domainFamilies';
import {
  INVENTORY_FAMILIES,
  INVENTORY_ROUTES,
  inventoryItemPageSchema,
  inventoryMovementPageSchema,
  movementBatchSchema,
  movementFilterSchema,
  PRODUCT_SEARCH_MAX,
  productFilterSchema,
} from './inventory';
import { findRouteContract, ROUTE_CONTRACTS } from './routes';
import { inventoryItem, inventoryMovements } from './testing';

const page = <T>(items: T[]) => ({ items, pageNumber: 1, pageSize: 10, total: items.length });

describe('inventory contract', () => {
  it('reads through farmerProductsInventoryApi for every role that reads a farmer, never a master', () => {
    for (const [role, family] of Object.entries(INVENTORY_FAMILIES)) {
      expect(FAMILY_ROLES[family]).toContain(role);
    }
    expect(familyFor('inventory', 'ENTERPRISE')).toBe('farmerProductsInventoryApi');
    expect(familyFor('inventory', 'MASTER')).toBeUndefined();
  });

  it('is part of ROUTE_CONTRACTS, the id route apart from the batch', () => {
    for (const route of INVENTORY_ROUTES) expect(ROUTE_CONTRACTS).toContain(route);
    expect(findRouteContract('POST', 'farmerProductsInventoryApi', '/transaction/filter/66a1?pageNumber=2')?.path).toBe(
      '/transaction/filter/:inventoryId',
    );
    expect(findRouteContract('POST', 'farmerProductsInventoryApi', '/transaction/filter')?.body).toBe(
      movementBatchSchema,
    );
  });

  it('parses what the fixture server answers, field for field', () => {
    const items = page([inventoryItem]);
    expect(inventoryItemPageSchema.parse(items)).toEqual(items);
    const movements = page(inventoryMovements);
    expect(inventoryMovementPageSchema.parse(movements)).toEqual(movements);
  });

  it('takes the bodies the BFF sends and refuses an oversized search or too many ids', () => {
    expect(productFilterSchema.safeParse({}).success).toBe(true);
    expect(productFilterSchema.safeParse({ product: 'ureia' }).success).toBe(true);
    expect(productFilterSchema.safeParse({ product: 'x'.repeat(PRODUCT_SEARCH_MAX + 1) }).success).toBe(false);
    expect(movementFilterSchema.safeParse({}).success).toBe(true);
    expect(movementBatchSchema.safeParse({ inventory: [inventoryItem._id] }).success).toBe(true);
    expect(movementBatchSchema.safeParse({ inventory: Array.from({ length: 101 }, () => 'a') }).success).toBe(false);
  });
});
