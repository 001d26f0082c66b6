import type { Resolvers } from '../../generated/resolvers';
import { financeQueryResolvers } from './finance';

/** The consultant's finance charts (issue 4). */
export const financeResolvers: Resolvers[] = [financeQueryResolvers];
