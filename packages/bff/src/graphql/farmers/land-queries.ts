import { areaPageSchema } from '@talhao/schema/upstream/farmers';
import { culturePageSchema } from '@talhao/schema/upstream/land';
import type { Resolvers } from '../../generated/resolvers';
import { pageInfo, pageNumber } from '../base/paging';
import { idPath, landApi } from './land-access';
import { areaSectorsLoader, landFarmerLoader, landPropertyLoader, landSectorLoader } from './land-loaders';
import { LAND_TEXTS } from './land-messages';
import { toArea, toCulture } from './mapping';
import { LOAD } from './messages';

/** Most pages of areas `allAreas` reads (10 areas a page at the provider: 500 areas). */
const MAX_AREA_PAGES = 50;

/**
 * The property page (spec 001 §2.7, 002 §2) in one browser request: the property, its owner, a page of areas
 * and the sectors of all of them — 4 upstream calls whatever the number of areas (property, farmer, areas
 * page, one sector batch by areas). Cultures are per farmer.
 */
export const landQueryResolvers: Resolvers = {
  Query: {
    property: (_parent, { id }, ctx) => landPropertyLoader(ctx).load(id),
    sector: (_parent, { id }, ctx) => landSectorLoader(ctx).load(id),
    farmerCultures: async (_parent, { farmerId, page }, ctx) => {
      const pageNo = pageNumber(page, LAND_TEXTS.pageInvalid);
      const list = await landApi(ctx, 'cultures').get(`/user${idPath(farmerId)}`, {
        schema: culturePageSchema,
        ...LOAD,
        query: { pageNumber: pageNo },
      });
      return { ...pageInfo(pageNo, list.pageSize, list.total), items: list.items.map(toCulture) };
    },
  },
  Property: {
    farmer: (property, _args, ctx) => landFarmerLoader(ctx).load(property.farmerId),
    areas: async (property, { page }, ctx) => {
      const pageNo = pageNumber(page, LAND_TEXTS.pageInvalid);
      const list = await landApi(ctx, 'areas').get(`/property${idPath(property.id)}`, {
        schema: areaPageSchema,
        ...LOAD,
        query: { pageNumber: pageNo },
      });
      return { ...pageInfo(pageNo, list.pageSize, list.total), items: list.items.map(toArea) };
    },
    allAreas: async (property, _args, ctx) => {
      const api = landApi(ctx, 'areas');
      const read = (pageNo: number) =>
        api.get(`/property${idPath(property.id)}`, { schema: areaPageSchema, ...LOAD, query: { pageNumber: pageNo } });
      const first = await read(1);
      const pages = Math.min(MAX_AREA_PAGES, Math.ceil(first.total / first.pageSize));
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => read(i + 2)));
      return [first, ...rest].flatMap((list) => list.items.map(toArea));
    },
  },
  Area: {
    sectors: (area, _args, ctx) => areaSectorsLoader(ctx).load(area.id),
  },
};
