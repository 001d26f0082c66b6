import type { Resolvers } from '../../generated/resolvers';
import { harvestQueryResolvers } from './queries';

/** A farmer's harvests with their estimated and real costs (issue 14). */
export const harvestResolvers: Resolvers[] = [harvestQueryResolvers];
