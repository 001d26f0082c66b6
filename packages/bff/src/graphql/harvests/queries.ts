import { harvestPageSchema } from '@talhao/schema/upstream/harvests';
import type { Resolvers } from '../../generated/resolvers';
import { pageInfo, pageNumber } from '../base/paging';
import { farmDataApi, farmerPath } from './api';
import { harvestKey, harvestLoader } from './loaders';
import { toHarvest } from './mapping';
import { LOAD, PAGE_INVALID } from './messages';

/** Search params arrive as '' when unset: blank means "no filter". */
const present = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** A farmer's harvests (spec 001 §2.7 '/safras'); each page primes the harvest loader. */
export const harvestQueryResolvers: Resolvers = {
  Query: {
    harvests: async (_parent, { farmerId, search, page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const { api } = farmDataApi(ctx, 'harvests');
      const product = present(search);
      const list = await api.post(farmerPath(farmerId), product ? { product } : {}, {
        schema: harvestPageSchema,
        ...LOAD,
        query: { pageNumber: pageNo },
      });
      const loader = harvestLoader(ctx);
      const items = list.items.map(toHarvest);
      for (const harvest of items) loader.prime(harvestKey(harvest.farmerId, harvest.id), harvest);
      return { ...pageInfo(pageNo, list.pageSize, list.total), items };
    },
    harvest: (_parent, { farmerId, id }, ctx) => harvestLoader(ctx).load(harvestKey(farmerId, id)),
  },
};
