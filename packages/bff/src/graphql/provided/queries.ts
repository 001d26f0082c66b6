import { batchOf } from '@talhao/schema/upstream/envelope';
import {
  farmerPageSchema,
  propertyPageSchema,
  upstreamSectorSchema as sectorPayloadSchema,
} from '@talhao/schema/upstream/farmers';
import { providedPageSchema, upstreamProvidedSchema } from '@talhao/schema/upstream/provided';
import { errorCode } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { consultantArea } from '../lookups/area';
import { farmerLoader, namedSectors, propertyLoader, sectorLoader } from '../lookups/loaders';
import { toFarmer, toProperty } from '../lookups/mapping';
import { pageInfo, pageNumber } from '../master/paging';
import { idPath, primeProvided, providedApi } from './api';

/** This domain's read texts (the catalogue's loadProvided). */
const LOAD = { operation: 'loadProvided' } as const;

/** Search params arrive as '' when unset (spec 001 §2.5): blank means "no filter". */
const present = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

export const providedQueryResolvers: Resolvers = {
  Query: {
    providedConsultancies: async (_parent, { providedConsultancyId, farmerId, page }, ctx) => {
      const pageNo = pageNumber(page);
      const id = present(providedConsultancyId);
      const user = present(farmerId);
      const list = await providedApi(ctx).post(
        '/filter',
        { ...(id ? { _id: id } : {}), ...(user ? { user } : {}) },
        { schema: providedPageSchema, ...LOAD, query: { pageNumber: pageNo } },
      );
      return { ...pageInfo(pageNo, list.pageSize, list.total), items: primeProvided(ctx, list.items) };
    },
    providedConsultancy: async (_parent, { id }, ctx) => {
      try {
        const record = await providedApi(ctx).get(idPath(id), { schema: upstreamProvidedSchema, ...LOAD });
        return primeProvided(ctx, [record])[0] ?? null;
      } catch (error) {
        // Another consultant's record is a 404 too.
        if (errorCode(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
    consultancyRequests: async (_parent, { page }, ctx) => {
      const pageNo = pageNumber(page);
      const list = await providedApi(ctx).get('/requests', {
        schema: providedPageSchema,
        ...LOAD,
        query: { pageNumber: pageNo },
      });
      return { ...pageInfo(pageNo, list.pageSize, list.total), items: primeProvided(ctx, list.items) };
    },
    farmers: async (_parent, { name, page }, ctx) => {
      const pageNo = pageNumber(page);
      const { families, userId } = consultantArea(ctx);
      const search = present(name);
      const list = await ctx.upstream
        .family(families.farmers)
        .post('/users-registered/filter', search ? { name: search } : {}, {
          schema: farmerPageSchema,
          ...LOAD,
          query: { pageNumber: pageNo },
        });
      const loader = farmerLoader(ctx);
      const items = list.items.map((farmer) => toFarmer(farmer, userId));
      for (const farmer of items) loader.clear(farmer.id).prime(farmer.id, farmer);
      return { ...pageInfo(pageNo, list.pageSize, list.total), items };
    },
    // Through the batched loader: a page that also lists the farmer's consultancies asks once.
    farmer: (_parent, { id }, ctx) => farmerLoader(ctx).load(id),
    farmerProperties: async (_parent, { farmerId, name, page }, ctx) => {
      const pageNo = pageNumber(page);
      consultantArea(ctx);
      const search = present(name);
      const list = await ctx.upstream
        .family('farmerPropertyApi')
        .post(`/filter${idPath(farmerId)}`, search ? { name: search } : {}, {
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
      consultantArea(ctx);
      const list = await ctx.upstream
        .family('farmerSectorApi')
        .post('/filter', { property: propertyId }, { schema: batchOf(sectorPayloadSchema), ...LOAD });
      const sectors = await namedSectors(ctx, list.items, propertyId);
      const loader = sectorLoader(ctx);
      for (const sector of sectors) loader.clear(sector.id).prime(sector.id, sector);
      return sectors;
    },
  },
};
