import type { Resolvers } from '../../generated/resolvers';
import { farmerFieldResolvers } from './farmer-fields';
import { landMutationResolvers } from './land-mutations';
import { landQueryResolvers } from './land-queries';
import { farmerMutationResolvers } from './mutations';
import { farmerNestedResolvers } from './nested';
import { farmerQueryResolvers } from './queries';

/** A consultant's farmers, their properties, areas and sectors, wherever rows name them (issue 4). */
export const farmerResolvers: Resolvers[] = [
  farmerQueryResolvers,
  farmerNestedResolvers,
  farmerFieldResolvers,
  farmerMutationResolvers,
  // A farmer's land (issue 14): the property page, areas, sectors, cultures and their writes.
  landQueryResolvers,
  landMutationResolvers,
];
