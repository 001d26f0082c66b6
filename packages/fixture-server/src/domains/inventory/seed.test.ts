import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import { Store } from '../../store/store';
import { FIXED_NOW } from '../../testing/harness';
import { USERS } from '../account/users';
import { visibleFarmerIds } from '../farmers/visibility';
import { INVENTORY_ITEMS, INVENTORY_MOVEMENTS } from './inventory';
import { INVENTORY_HISTORY_DAYS, MAX_PRODUCTS, MOVEMENTS } from './seed';

async function seeded(seed = DEFAULT_SEED) {
  const store = new Store();
  await seedStore(store, { seed, scale: 1, now: FIXED_NOW });
  return store;
}

const inventoryOf = (store: Store) => ({
  items: store.collection(INVENTORY_ITEMS).all(),
  movements: store.collection(INVENTORY_MOVEMENTS).all(),
});

let store: Store;
beforeAll(async () => {
  store = await seeded();
});

const UNITS = new Set(['kg', 'L', 'sc', 't', 'un']);

describe('inventory seed', () => {
  it('is deterministic for a seed and differs for another', async () => {
    expect(JSON.stringify(inventoryOf(await seeded()))).toBe(JSON.stringify(inventoryOf(store)));
    const other = await seeded(DEFAULT_SEED + 1);
    expect(inventoryOf(other).items.map((i) => i.product)).not.toEqual(inventoryOf(store).items.map((i) => i.product));
  });

  it('gives every farmer 0–12 distinct products, each with 3–40 movements in the last 18 months summing to its balance, never below zero', () => {
    const farmers = store.collection(USERS).filter((u) => u.role === 'USER' && u.deletedAt === null);
    const earliest = FIXED_NOW.getTime() - (INVENTORY_HISTORY_DAYS + 1) * 86_400_000;
    let withNone = 0;
    for (const farmer of farmers) {
      const items = store.collection(INVENTORY_ITEMS).filter((i) => i.user === farmer._id);
      expect(items.length).toBeLessThanOrEqual(MAX_PRODUCTS);
      expect(new Set(items.map((i) => i.product)).size).toBe(items.length);
      if (items.length === 0) withNone++;
      for (const item of items) {
        expect(UNITS.has(item.unitOfMeasurement), item.unitOfMeasurement).toBe(true);
        const movements = store
          .collection(INVENTORY_MOVEMENTS)
          .filter((m) => m.inventory === item._id)
          .sort((a, b) => a.movementDate.localeCompare(b.movementDate));
        expect(movements.length).toBeGreaterThanOrEqual(MOVEMENTS.min);
        expect(movements.length).toBeLessThanOrEqual(MOVEMENTS.max);
        expect(movements[0]!.inputsAndOutputs).toBeGreaterThan(0);
        let balance = 0;
        for (const movement of movements) {
          expect(movement.user).toBe(farmer._id);
          expect(Date.parse(movement.movementDate)).toBeGreaterThanOrEqual(earliest);
          expect(Date.parse(movement.movementDate)).toBeLessThan(FIXED_NOW.getTime());
          expect(movement.inputsAndOutputs).not.toBe(0);
          balance += movement.inputsAndOutputs;
          expect(balance).toBeGreaterThanOrEqual(0);
        }
        expect(balance).toBe(item.availableQuantity);
        expect(new Set(movements.map((m) => m.movementDate)).size).toBe(movements.length);
      }
    }
    expect(withNone).toBeGreaterThan(0);
    expect(withNone).toBeLessThan(farmers.length / 3);
  });

  it('shows every demo consultant and company that sees farmers some inventory, and the demo farmer a full page and more', () => {
    const farmerOf = (email: string) => store.collection(USERS).find((u) => u.email === email)!;
    const demoFarmer = farmerOf(DEMO.farmer.email);
    expect(store.collection(INVENTORY_ITEMS).filter((i) => i.user === demoFarmer._id)).toHaveLength(MAX_PRODUCTS);
    for (const account of Object.values(DEMO)) {
      if (!['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'].includes(account.role)) continue;
      const visible = visibleFarmerIds(store, farmerOf(account.email));
      if (visible.size === 0) continue;
      const stocked = [...visible].filter((id) => store.collection(INVENTORY_ITEMS).find((i) => i.user === id));
      expect(stocked.length, account.email).toBeGreaterThan(0);
      if (visible.size >= 2) expect(stocked.length, account.email).toBeLessThan(visible.size);
    }
    const premium = visibleFarmerIds(store, farmerOf(DEMO.premium.email));
    expect(premium.size).toBeGreaterThan(1);
  });
});
