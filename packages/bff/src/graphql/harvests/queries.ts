import type { Resolvers } from '../../generated/resolvers';
import { pageNumber } from '../base/paging';
import { fetchHarvestPage, harvestKey, harvestLoader } from './loaders';
import { PAGE_INVALID } from './messages';

/** Search params arrive as '' when unset: blank means "no filter". */
export const present = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** A farmer's harvests (spec 001 §2.7 '/safras'); each page primes the harvest loader. */
export const harvestQueryResolvers: Resolvers = {
  Query: {
    harvests: (_parent, { farmerId, search, page }, ctx) =>
      fetchHarvestPage(ctx, farmerId, present(search), pageNumber(page, PAGE_INVALID)),
    harvest: (_parent, { farmerId, id }, ctx) => harvestLoader(ctx).load(harvestKey(farmerId, id)),
  },
};
