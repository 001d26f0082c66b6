import type { Resolvers } from '../../generated/resolvers';

/** Filled by the slice that owns this folder (issue 4). */
export const scheduleResolvers: Resolvers[] = [];
