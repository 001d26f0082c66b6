import type { Resolvers } from '../../generated/resolvers';
import { pageNumber } from '../base/paging';
import { itemPageKey, itemPageLoader, movementPageKey, movementPageLoader } from './loaders';
import { PAGE_INVALID } from './messages';

/** A farmer's inventory and an item's movements: one upstream call per page (loaders.ts). */
export const inventoryQueryResolvers: Resolvers = {
  Query: {
    inventory: (_parent, { farmerId, product, page }, ctx) =>
      itemPageLoader(ctx).load(itemPageKey(farmerId, product, pageNumber(page, PAGE_INVALID))),
    inventoryMovements: (_parent, { itemId, page }, ctx) =>
      movementPageLoader(ctx).load(movementPageKey(itemId, pageNumber(page, PAGE_INVALID))),
  },
};
