import type { Resolvers } from '../../generated/resolvers';
import { providedMutationResolvers } from './mutations';
import { providedNestedResolvers } from './nested';
import { providedQueryResolvers } from './queries';

/** Provided consultancies and requests (issue 4); their offer, farmer and property resolve in those domains. */
export const providedResolvers: Resolvers[] = [
  providedQueryResolvers,
  providedMutationResolvers,
  providedNestedResolvers,
];
