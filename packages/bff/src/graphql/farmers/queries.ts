import { batchOf } from '@talhao/schema/upstream/envelope';
import { propertyPageSchema, upstreamSectorSchema as sectorPayloadSchema } from '@talhao/schema/upstream/farmers';
import type { Resolvers } from '../../generated/resolvers';
import { pageInfo, pageNumber } from '../base/paging';
import { farmerPage } from './farmer-list';
import { landApi } from './land-access';
import { farmerLoader, namedSectors, propertyLoader, sectorLoader } from './loaders';
import { toProperty } from './mapping';
import { LOAD, PAGE_INVALID } from './messages';

/** Search params arrive as '' when unset (spec 001 §2.5): blank means "no filter". */
const present = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

const idPath = (id: string) => `/${encodeURIComponent(id)}`;

/**
 * The farmers, their properties and sectors of a consultant, a company (read-only) or a company consultant, each
 * through its role's family (DOMAIN_FAMILIES); each page primes the by-id loaders.
 */
export const farmerQueryResolvers: Resolvers = {
  Query: {
    // One call per page: each row's 'Propriedades' count is the payload's `properties` ids.
    farmers: (_parent, { name, page }, ctx) => farmerPage(ctx, present(name), pageNumber(page, PAGE_INVALID)),
    // Through the batched loader: a page that also lists the farmer's consultancies asks once.
    farmer: (_parent, { id }, ctx) => farmerLoader(ctx).load(id),
    farmerProperties: async (_parent, { farmerId, name, page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const search = present(name);
      const list = await landApi(ctx, 'properties').post(`/filter${idPath(farmerId)}`, search ? { name: search } : {}, {
        schema: propertyPageSchema,
        ...LOAD,
        query: { pageNumber: pageNo },
      });
      const loader = propertyLoader(ctx);
      const items = list.items.map(toProperty);
      for (const property of items) loader.clear(property.id).prime(property.id, property);
      return { ...pageInfo(pageNo, list.pageSize, list.total), items };
    },
    propertySectors: async (_parent, { propertyId }, ctx) => {
      const list = await landApi(ctx, 'sectors').post(
        '/filter',
        { property: propertyId },
        { schema: batchOf(sectorPayloadSchema), ...LOAD },
      );
      const sectors = await namedSectors(ctx, list.items, propertyId);
      const loader = sectorLoader(ctx);
      for (const sector of sectors) loader.clear(sector.id).prime(sector.id, sector);
      return sectors;
    },
  },
};
