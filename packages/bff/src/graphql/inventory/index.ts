import type { Resolvers } from '../../generated/resolvers';
import { inventoryQueryResolvers } from './queries';

/** A farmer's inventory: products and their movements (issue 14), read-only in every area. */
export const inventoryResolvers: Resolvers[] = [inventoryQueryResolvers];
