import type { Resolvers } from '../../generated/resolvers';
import { lookupResolvers } from '../lookups/resolvers';
import { providedMutationResolvers } from './mutations';
import { providedQueryResolvers } from './queries';

/** Provided consultancies, requests and the farmer/property/sector lookups (issue 4). */
export const providedResolvers: Resolvers[] = [providedQueryResolvers, providedMutationResolvers, lookupResolvers];
