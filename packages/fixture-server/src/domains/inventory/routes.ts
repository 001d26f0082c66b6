import { movementBatchSchema, movementFilterSchema, productFilterSchema } from '@talhao/schema/upstream/inventory';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { batchIds } from '../../http/batch';
import type { FixtureContext } from '../../http/context';
import { notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { foldText } from '../../http/text';
import { USERS } from '../account/users';
import { visibleFarmerIds } from '../farmers/visibility';
import { INVENTORY_ITEMS, INVENTORY_MOVEMENTS } from './inventory';
import { byProduct, newestFirst, toInventoryItemPayload, toMovementPayload } from './payloads';

export const INVENTORY_HTTP_MESSAGES = {
  farmerNotFound: 'Agricultor não encontrado.',
  itemNotFound: 'Produto não encontrado.',
} as const;

const batchBody = movementBatchSchema.extend({ inventory: batchIds });

/**
 * farmerProductsInventoryApi (docs/rest-contract.md "Issue 14 — inventory"): a farmer's products by name and an
 * item's movements, newest first, 10 per page; plus Talhão's batch of movements by items for the export. A farmer
 * the caller does not see (domains/farmers/visibility.ts), or an item of one, answers 404.
 */
export function registerInventoryRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store } = ctx;
  const users = store.collection(USERS);
  const items = store.collection(INVENTORY_ITEMS);
  const movements = store.collection(INVENTORY_MOVEMENTS);
  const read = { access: 'bearer' } as const;
  const visibleTo = (request: FastifyRequest) => visibleFarmerIds(store, requireSelf(request));
  const param = (request: FastifyRequest, name: string) => (request.params as Record<string, string>)[name] ?? '';

  const api = familyRouter(app, ctx.families, 'farmerProductsInventoryApi');

  api.post('/products/filter/:farmerId', read, async (request) => {
    const farmer = users.get(param(request, 'farmerId'));
    if (!farmer || !visibleTo(request).has(farmer._id)) throw notFound(INVENTORY_HTTP_MESSAGES.farmerNotFound);
    const pageNumber = parsePageNumber(request.query);
    const { product } = parseOr400(productFilterSchema, request.body ?? {});
    const needle = product?.trim() ? foldText(product.trim()) : null;
    const matches = items
      .filter((item) => item.user === farmer._id && (needle === null || foldText(item.product).includes(needle)))
      .sort(byProduct);
    return paginate(matches, pageNumber, toInventoryItemPayload);
  });

  api.post('/transaction/filter/:inventoryId', read, async (request) => {
    const item = items.get(param(request, 'inventoryId'));
    if (!item || !visibleTo(request).has(item.user)) throw notFound(INVENTORY_HTTP_MESSAGES.itemNotFound);
    const pageNumber = parsePageNumber(request.query);
    parseOr400(movementFilterSchema, request.body ?? {});
    const own = movements.filter((movement) => movement.inventory === item._id).sort(newestFirst);
    return paginate(own, pageNumber, toMovementPayload);
  });

  api.post('/transaction/filter', read, async (request) => {
    const { inventory } = parseOr400(batchBody, request.body ?? {});
    const visible = visibleTo(request);
    const wanted = new Set(inventory.filter((id) => visible.has(items.get(id)?.user ?? '')));
    const own = movements.filter((movement) => wanted.has(movement.inventory)).sort(newestFirst);
    // One unpaged page sized to its movements (like the sectors' `{property}` filter).
    return { items: own.map(toMovementPayload), pageNumber: 1, pageSize: Math.max(1, own.length), total: own.length };
  });
}
