import { inventoryItemPageSchema, inventoryMovementPageSchema } from '@talhao/schema/upstream/inventory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demoAccounts';
import { DEFAULT_SEED, seedStore } from '../../seed/index';
import type { FixtureServer } from '../../server';
import { Store } from '../../store/store';
import { bearer, FIXED_NOW, signIn, startFixture } from '../../testing/harness';
import { USERS } from '../account/users';
import { visibleFarmerIds } from '../farmers/visibility';
import { INVENTORY_ITEMS, INVENTORY_MOVEMENTS } from './inventory';
import { INVENTORY_HTTP_MESSAGES } from './routes';

let server: FixtureServer;
let premium: string;
let standard: string;
let company: string;
const seeded = new Store();

beforeAll(async () => {
  await seedStore(seeded, { seed: DEFAULT_SEED, scale: 1, now: FIXED_NOW });
  server = await startFixture();
  premium = await signIn(server, DEMO.premium.email, 'CONSULTANT');
  standard = await signIn(server, DEMO.standard.email, 'CONSULTANT');
  company = await signIn(server, DEMO.agrovale.email, 'ENTERPRISE');
});
afterAll(() => server.close());

const API = '/farmerProductsInventoryApi';
const post = (url: string, token: string, payload: object = {}) =>
  server.app.inject({ method: 'POST', url, headers: bearer(token), payload });

const user = (email: string) => seeded.collection(USERS).find((u) => u.email === email)!;
const demoFarmer = () => user(DEMO.farmer.email);
const itemsOf = (farmerId: string) =>
  seeded
    .collection(INVENTORY_ITEMS)
    .filter((i) => i.user === farmerId)
    .sort((a, b) => a.product.localeCompare(b.product, 'pt-BR') || a._id.localeCompare(b._id));
/** A farmer with products that `viewer` sees and `other` does not. */
const foreignFarmer = (viewerEmail: string, otherEmail: string) => {
  const mine = visibleFarmerIds(seeded, user(viewerEmail));
  const theirs = visibleFarmerIds(seeded, user(otherEmail));
  return [...mine].find((id) => !theirs.has(id) && itemsOf(id).length > 0)!;
};

describe('POST products/filter/{farmerId}', () => {
  it('pages the farmer’s products by name, 10 per page, in the contract’s shape', async () => {
    const farmer = demoFarmer();
    const all = itemsOf(farmer._id);
    const first = inventoryItemPageSchema.parse((await post(`${API}/products/filter/${farmer._id}`, premium)).json());
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 10, total: all.length });
    expect(first.items.map((i) => i.product)).toEqual(all.slice(0, 10).map((i) => i.product));
    expect(first.items[0]).toEqual({
      _id: all[0]!._id,
      product: all[0]!.product,
      availableQuantity: all[0]!.availableQuantity,
      unitOfMeasurement: all[0]!.unitOfMeasurement,
      user: farmer._id,
      createdAt: all[0]!.createdAt,
      updatedAt: all[0]!.updatedAt,
    });
    const second = (await post(`${API}/products/filter/${farmer._id}?pageNumber=2`, premium)).json();
    expect(second.items.map((i: { product: string }) => i.product)).toEqual(all.slice(10).map((i) => i.product));
  });

  it('filters by product, accent- and case-insensitive', async () => {
    const farmer = demoFarmer();
    const target = itemsOf(farmer._id).find((i) => /[áéíóúãõçâê]/i.test(i.product)) ?? itemsOf(farmer._id)[0]!;
    const needle = target.product
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase()
      .slice(0, 8);
    const page = (await post(`${API}/products/filter/${farmer._id}`, premium, { product: needle })).json();
    expect(page.items.map((i: { _id: string }) => i._id)).toContain(target._id);
    const none = (await post(`${API}/products/filter/${farmer._id}`, premium, { product: 'xyz inexistente' })).json();
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('answers 404 for a farmer the caller does not see, or none; 400 for a bad page', async () => {
    const foreign = foreignFarmer(DEMO.standard.email, DEMO.premium.email);
    const response = await post(`${API}/products/filter/${foreign}`, premium);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(INVENTORY_HTTP_MESSAGES.farmerNotFound);
    expect((await post(`${API}/products/filter/${foreign}`, standard)).statusCode).toBe(200);
    expect((await post(`${API}/products/filter/ffffffffffffffffffffffff`, premium)).statusCode).toBe(404);
    expect((await post(`${API}/products/filter/${demoFarmer()._id}?pageNumber=0`, premium)).statusCode).toBe(400);
  });

  it('serves a company the farmers it sees', async () => {
    const visible = [...visibleFarmerIds(seeded, user(DEMO.agrovale.email))].find((id) => itemsOf(id).length > 0);
    expect(visible).toBeDefined();
    const response = await post(`${API}/products/filter/${visible}`, company);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(itemsOf(visible!).length);
  });
});

describe('POST transaction/filter/{inventoryId}', () => {
  it('pages an item’s movements newest first, and they add up to the balance', async () => {
    const item = itemsOf(demoFarmer()._id).find(
      (i) => seeded.collection(INVENTORY_MOVEMENTS).filter((m) => m.inventory === i._id).length > 10,
    )!;
    const first = inventoryMovementPageSchema.parse(
      (await post(`${API}/transaction/filter/${item._id}?pageNumber=1`, premium)).json(),
    );
    const pages = [first];
    for (let n = 2; n <= Math.ceil(first.total / first.pageSize); n++) {
      pages.push(
        inventoryMovementPageSchema.parse(
          (await post(`${API}/transaction/filter/${item._id}?pageNumber=${n}`, premium)).json(),
        ),
      );
    }
    const all = pages.flatMap((p) => p.items);
    expect(all).toHaveLength(first.total);
    const dates = all.map((m) => m.movementDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.reduce((sum, m) => sum + m.inputsAndOutputs, 0)).toBe(item.availableQuantity);
    expect(all.every((m) => m.inventory === item._id)).toBe(true);
  });

  it('answers 404 for an item of a farmer the caller does not see', async () => {
    const item = itemsOf(foreignFarmer(DEMO.standard.email, DEMO.premium.email))[0]!;
    const response = await post(`${API}/transaction/filter/${item._id}`, premium);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(INVENTORY_HTTP_MESSAGES.itemNotFound);
    expect((await post(`${API}/transaction/filter/${item._id}`, standard)).statusCode).toBe(200);
  });
});

describe('POST transaction/filter (batch by items)', () => {
  it('answers every movement of the visible items among those asked, newest first, in one page', async () => {
    const mine = itemsOf(demoFarmer()._id).slice(0, 3);
    const foreign = itemsOf(foreignFarmer(DEMO.standard.email, DEMO.premium.email))[0]!;
    const response = await post(`${API}/transaction/filter`, premium, {
      inventory: [...mine.map((i) => i._id), foreign._id, 'ffffffffffffffffffffffff'],
    });
    expect(response.statusCode).toBe(200);
    const page = inventoryMovementPageSchema.parse(response.json());
    const expected = seeded.collection(INVENTORY_MOVEMENTS).filter((m) => mine.some((i) => i._id === m.inventory));
    expect(page.total).toBe(expected.length);
    expect(new Set(page.items.map((m) => m.inventory))).toEqual(new Set(mine.map((i) => i._id)));
    const dates = page.items.map((m) => m.movementDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    const tooMany = Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, '0'));
    expect((await post(`${API}/transaction/filter`, premium, { inventory: tooMany })).statusCode).toBe(400);
  });
});
