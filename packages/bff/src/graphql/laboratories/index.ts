import type { Resolvers } from '../../generated/resolvers';
import { laboratoryMutationResolvers } from './mutations';
import { laboratoryQueryResolvers } from './queries';

/** Laboratories (spec 001 §2.11, issue 14): labs, associated labs, the area owner's lab records. */
export const laboratoryResolvers: Resolvers[] = [laboratoryQueryResolvers, laboratoryMutationResolvers];
