import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';
import { FARMER_NOT_FOUND, ITEM_NOT_FOUND, NO_INVENTORY_AREA, PAGE_INVALID } from './messages';

const INVENTORY = `query($farmerId: ID!, $product: String, $page: Int, $viewAs: ID) {
  inventory(farmerId: $farmerId, product: $product, page: $page, viewAs: $viewAs) {
    page total hasNextPage items { id product availableQuantity unit farmerId } } }`;
const MOVEMENTS = `query($itemId: ID!, $page: Int, $viewAs: ID) {
  inventoryMovements(itemId: $itemId, page: $page, viewAs: $viewAs) {
    page total hasNextPage items { id date quantity description } } }`;
const VIEWER_ID = `query { viewer { profile { id } } }`;

interface Item {
  id: string;
  product: string;
  availableQuantity: number;
  unit: string;
  farmerId: string;
}
interface Movement {
  id: string;
  date: string;
  quantity: number;
  description: string | null;
}
interface Paged<T> {
  page: number;
  total: number;
  hasNextPage: boolean;
  items: T[];
}
interface UpstreamItem {
  _id: string;
  product: string;
  availableQuantity: number;
  unitOfMeasurement: string;
  user: string;
}
interface UpstreamPage<T> {
  items: T[];
  total: number;
}

const stack = useStack({ signIn: ['CONSULTANT', 'ENTERPRISE', 'MASTER'] });
const API = '/farmerProductsInventoryApi';

/** The demo farmer (12 products: two pages) as the consultant's REST sees it, and a farmer only the standard consultant sees. */
let farmerId: string;
let foreignFarmerId: string;
let foreignItemId: string;

beforeAll(async () => {
  const premium = await restAs(stack.url, 'CONSULTANT');
  const farmers = (await premium.post('/consultantFarmerProfileApi/users-registered/filter', { name: 'José Carlos' }))
    .body as UpstreamPage<{ _id: string }>;
  farmerId = farmers.items[0]!._id;

  const standard = await restAs(stack.url, 'CONSULTANT', 'padrao@talhao.dev');
  for (let pageNumber = 1; !foreignItemId; pageNumber++) {
    const page = (
      await standard.post(`/consultantFarmerProfileApi/users-registered/filter?pageNumber=${pageNumber}`, {})
    ).body as UpstreamPage<{ _id: string }>;
    if (page.items.length === 0) throw new Error('no farmer of the standard consultant has products');
    for (const farmer of page.items) {
      if ((await premium.post(`${API}/products/filter/${farmer._id}`, {})).status !== 404) continue;
      const products = (await standard.post(`${API}/products/filter/${farmer._id}`, {}))
        .body as UpstreamPage<UpstreamItem>;
      if (!products.items[0]) continue;
      foreignFarmerId = farmer._id;
      foreignItemId = products.items[0]._id;
      break;
    }
  }
});

describe('inventory (a farmer’s products)', () => {
  it('is one upstream call per page, mapped field for field from the provider’s answer', async () => {
    stack.fixture.resetCalls();
    const page = dataOf<Paged<Item>>(await stack.consultant.gql(INVENTORY, { farmerId }), 'inventory');
    expect(stack.fixture.calls()).toEqual({ 'POST /farmerProductsInventoryApi/products/filter/:farmerId': 1 });
    expect(page).toMatchObject({ page: 1, total: 12, hasNextPage: true });
    expect(page.items).toHaveLength(10);

    const rest = await restAs(stack.url, 'CONSULTANT');
    const upstream = (await rest.post(`${API}/products/filter/${farmerId}?pageNumber=1`, {}))
      .body as UpstreamPage<UpstreamItem>;
    expect(page.items).toEqual(
      upstream.items.map((item) => ({
        id: item._id,
        product: item.product,
        availableQuantity: item.availableQuantity,
        unit: item.unitOfMeasurement,
        farmerId: item.user,
      })),
    );

    const second = dataOf<Paged<Item>>(await stack.consultant.gql(INVENTORY, { farmerId, page: 2 }), 'inventory');
    expect(second).toMatchObject({ page: 2, total: 12, hasNextPage: false });
    expect(second.items).toHaveLength(2);
  });

  it('passes the product search through (trimmed; blank means none) in the body', async () => {
    const all = dataOf<Paged<Item>>(await stack.consultant.gql(INVENTORY, { farmerId, page: 2 }), 'inventory');
    const target = all.items[0]!;
    const needle = target.product.slice(0, 6).toUpperCase();
    const found = dataOf<Paged<Item>>(
      await stack.consultant.gql(INVENTORY, { farmerId, product: `  ${needle} ` }),
      'inventory',
    );
    expect(found.items.map((item) => item.id)).toContain(target.id);
    expect(found.total).toBeLessThan(12);
    const blank = dataOf<Paged<Item>>(await stack.consultant.gql(INVENTORY, { farmerId, product: '  ' }), 'inventory');
    expect(blank.total).toBe(12);
    const none = dataOf<Paged<Item>>(
      await stack.consultant.gql(INVENTORY, { farmerId, product: 'produto que não existe' }),
      'inventory',
    );
    expect(none).toMatchObject({ total: 0, hasNextPage: false, items: [] });
  });

  it('reads another consultant’s farmer as NOT_FOUND, and refuses a bad page or an oversized search', async () => {
    const error = firstError(await stack.consultant.gql(INVENTORY, { farmerId: foreignFarmerId }));
    expect(error.message).toBe(FARMER_NOT_FOUND);
    expect(error.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(firstError(await stack.consultant.gql(INVENTORY, { farmerId, page: 0 })).message).toBe(PAGE_INVALID);
    const long = firstError(await stack.consultant.gql(INVENTORY, { farmerId, product: 'x'.repeat(101) }));
    expect(long.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('serves a company through the same family, and a master only through viewAs', async () => {
    stack.fixture.resetCalls();
    const company = await stack.company.gql(INVENTORY, { farmerId });
    // The company sees the farmers it registered or serves: the consultant's demo farmer is not one of them.
    expect(firstError(company).extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(stack.fixture.calls()).toEqual({ 'POST /farmerProductsInventoryApi/products/filter/:farmerId': 1 });

    expect(firstError(await stack.master.gql(INVENTORY, { farmerId })).message).toBe(NO_INVENTORY_AREA);
    const consultantId = dataOf<{ profile: { id: string } }>(await stack.consultant.gql(VIEWER_ID), 'viewer').profile
      .id;
    const viewed = dataOf<Paged<Item>>(
      await stack.master.gql(INVENTORY, { farmerId, viewAs: consultantId }),
      'inventory',
    );
    expect(viewed.total).toBe(12);
  });
});

describe('inventoryMovements (an item’s history)', () => {
  it('is one upstream call per page, newest first, signed quantities adding up to the balance', async () => {
    const items = dataOf<Paged<Item>>(await stack.consultant.gql(INVENTORY, { farmerId }), 'inventory').items;
    stack.fixture.resetCalls();
    let item: Item | undefined;
    let first: Paged<Movement> | undefined;
    for (const candidate of items) {
      const page = dataOf<Paged<Movement>>(
        await stack.consultant.gql(MOVEMENTS, { itemId: candidate.id }),
        'inventoryMovements',
      );
      if (page.hasNextPage) {
        item = candidate;
        first = page;
        break;
      }
    }
    if (!item || !first) throw new Error('no item of the demo farmer has more than one page of movements');
    const asked = Object.values(stack.fixture.calls()).reduce((a, b) => a + b, 0);
    expect(stack.fixture.calls()).toEqual({
      'POST /farmerProductsInventoryApi/transaction/filter/:inventoryId': asked,
    });

    const all = [...first.items];
    for (let page = 2; page <= Math.ceil(first.total / 10); page++) {
      all.push(
        ...dataOf<Paged<Movement>>(
          await stack.consultant.gql(MOVEMENTS, { itemId: item.id, page }),
          'inventoryMovements',
        ).items,
      );
    }
    expect(all).toHaveLength(first.total);
    const dates = all.map((movement) => movement.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.reduce((sum, movement) => sum + movement.quantity, 0)).toBe(item.availableQuantity);
    expect(all.some((movement) => movement.quantity < 0)).toBe(true);
    expect(all.every((movement) => movement.quantity !== 0)).toBe(true);
  });

  it('reads another consultant’s item as NOT_FOUND', async () => {
    const error = firstError(await stack.consultant.gql(MOVEMENTS, { itemId: foreignItemId }));
    expect(error.message).toBe(ITEM_NOT_FOUND);
    expect(error.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(firstError(await stack.consultant.gql(MOVEMENTS, { itemId: 'ffffffffffffffffffffffff' })).message).toBe(
      ITEM_NOT_FOUND,
    );
  });
});
