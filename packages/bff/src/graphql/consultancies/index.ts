import type { Resolvers } from '../../generated/resolvers';
import { offeredConsultancyResolvers } from './offers';

/** Consultancy domain (issue 4): offered consultancies; provided ones and requests join here. */
export const consultancyResolvers: Resolvers[] = [offeredConsultancyResolvers];
