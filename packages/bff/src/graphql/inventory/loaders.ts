import type { FamilyName } from '@talhao/schema';
import { familyFor } from '@talhao/schema/upstream/domainFamilies';
import { MAX_BATCH_IDS } from '@talhao/schema/upstream/envelope';
import {
  inventoryItemPageSchema,
  inventoryMovementPageSchema,
  type UpstreamInventoryMovement,
} from '@talhao/schema/upstream/inventory';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context';
import { appError, errorCode } from '../../errors';
import type { InventoryItem, InventoryMovement } from '../../generated/resolvers';
import { scopedLoader } from '../base/by-id-loader';
import { pageInfo } from '../base/paging';
import { productFilter, toInventoryItem, toInventoryMovement } from './mapping';
import { FARMER_NOT_FOUND, ITEM_NOT_FOUND, LOAD, NO_INVENTORY_AREA } from './messages';

/**
 * The family the field's subject reads inventories through (INVENTORY_FAMILIES via familyFor): a consultant, a
 * company or a company consultant, or the one a master views. Anyone else is FORBIDDEN.
 */
export function inventoryFamily(ctx: RequestContext): FamilyName {
  const subject = ctx.subject();
  const family = subject ? familyFor('inventory', subject.role) : undefined;
  if (!family) throw appError('FORBIDDEN', NO_INVENTORY_AREA, { status: 403 });
  return family;
}

/** The provider's 404 (a farmer or item the caller does not see) as this domain's NOT_FOUND text. */
async function notFoundAs<T>(message: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') throw appError('NOT_FOUND', message, { status: 404 });
    throw error;
  }
}

export interface Paged<T> {
  page: number;
  hasNextPage: boolean;
  total: number;
  items: T[];
}

const idPath = (id: string) => `/${encodeURIComponent(id)}`;
/** Page keys: parts joined by a separator no id or page number holds. */
const SEP = '\u0000';

/**
 * A farmer's products, one page per key (farmerId, product search, page): the same page asked twice in a
 * request (a page and its export, two aliases) costs one call.
 */
export function itemPageLoader(ctx: RequestContext): DataLoader<string, Paged<InventoryItem>> {
  const family = inventoryFamily(ctx);
  return scopedLoader(
    ctx,
    'inventoryItems',
    () =>
      new DataLoader<string, Paged<InventoryItem>>((keys) =>
        Promise.all(
          keys.map(async (key) => {
            const [farmerId = '', product = '', page = '1'] = key.split(SEP);
            const pageNo = Number(page);
            const list = await notFoundAs(FARMER_NOT_FOUND, () =>
              ctx.upstream.family(family).post(`/products/filter${idPath(farmerId)}`, productFilter(product), {
                schema: inventoryItemPageSchema,
                ...LOAD,
                query: { pageNumber: pageNo },
              }),
            );
            return { ...pageInfo(pageNo, list.pageSize, list.total), items: list.items.map(toInventoryItem) };
          }),
        ),
      ),
  );
}

export const itemPageKey = (farmerId: string, product: string | null | undefined, page: number) =>
  [farmerId, productFilter(product).product ?? '', String(page)].join(SEP);

/** An item's movements, one page per key (itemId, page). */
export function movementPageLoader(ctx: RequestContext): DataLoader<string, Paged<InventoryMovement>> {
  const family = inventoryFamily(ctx);
  return scopedLoader(
    ctx,
    'inventoryMovements',
    () =>
      new DataLoader<string, Paged<InventoryMovement>>((keys) =>
        Promise.all(
          keys.map(async (key) => {
            const [itemId = '', page = '1'] = key.split(SEP);
            const pageNo = Number(page);
            const list = await notFoundAs(ITEM_NOT_FOUND, () =>
              ctx.upstream
                .family(family)
                .post(
                  `/transaction/filter${idPath(itemId)}`,
                  {},
                  { schema: inventoryMovementPageSchema, ...LOAD, query: { pageNumber: pageNo } },
                ),
            );
            return { ...pageInfo(pageNo, list.pageSize, list.total), items: list.items.map(toInventoryMovement) };
          }),
        ),
      ),
  );
}

export const movementPageKey = (itemId: string, page: number) => [itemId, String(page)].join(SEP);

/**
 * Every movement of many items (the export), batched: `POST /transaction/filter {inventory: ids}` per 100 items,
 * newest first. An item the caller does not see has none.
 */
export function movementsOfItemsLoader(ctx: RequestContext): DataLoader<string, InventoryMovement[]> {
  const family = inventoryFamily(ctx);
  return scopedLoader(
    ctx,
    'inventoryMovementsOfItems',
    () =>
      new DataLoader<string, InventoryMovement[]>(
        async (itemIds) => {
          const list = await ctx.upstream
            .family(family)
            .post('/transaction/filter', { inventory: [...itemIds] }, { schema: inventoryMovementPageSchema, ...LOAD });
          const byItem = new Map<string, UpstreamInventoryMovement[]>();
          for (const movement of list.items) {
            const own = byItem.get(movement.inventory) ?? [];
            own.push(movement);
            byItem.set(movement.inventory, own);
          }
          return itemIds.map((id) => (byItem.get(id) ?? []).map(toInventoryMovement));
        },
        { maxBatchSize: MAX_BATCH_IDS },
      ),
  );
}

/** Every item of a farmer (all pages; the first says how many), for the export. */
export async function allItems(
  ctx: RequestContext,
  farmerId: string,
  product?: string | null,
): Promise<InventoryItem[]> {
  const loader = itemPageLoader(ctx);
  const first = await loader.load(itemPageKey(farmerId, product, 1));
  if (!first.hasNextPage) return first.items;
  const pageSize = Math.max(1, first.items.length);
  const pages = Math.ceil(first.total / pageSize);
  const rest = await loader.loadMany(
    Array.from({ length: pages - 1 }, (_, i) => itemPageKey(farmerId, product, i + 2)),
  );
  return [
    ...first.items,
    ...rest.flatMap((page) => {
      if (page instanceof Error) throw page;
      return page.items;
    }),
  ];
}
