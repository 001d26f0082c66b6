import type { Resolvers } from '../../generated/resolvers';
import { offerNestedResolvers } from './nested';
import { offeredConsultancyResolvers } from './offers';

/** Offers (issue 4): offered consultancies, and the offer a provided consultancy names. */
export const offerResolvers: Resolvers[] = [offeredConsultancyResolvers, offerNestedResolvers];
