import type { Resolvers } from '../../generated/resolvers';
import { monitoringMutationResolvers } from './mutations';
import { monitoringQueryResolvers } from './queries';

/** Monitorings of provided consultancies (issue 15); a post's file is the REST route of ./upload.ts. */
export const monitoringResolvers: Resolvers[] = [monitoringQueryResolvers, monitoringMutationResolvers];
