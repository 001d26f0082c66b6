import type { Resolvers } from '../../generated/resolvers';
import { reportMutationResolvers } from './mutations';
import { reportQueryResolvers } from './queries';

/** Technical reports of a provided consultancy (issue 15); the item upload is uploads/index.ts's report-item. */
export const reportResolvers: Resolvers[] = [reportQueryResolvers, reportMutationResolvers];
