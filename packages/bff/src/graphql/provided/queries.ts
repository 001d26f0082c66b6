import { providedPageSchema, upstreamProvidedSchema } from '@talhao/schema/upstream/provided';
import { errorCode } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { pageInfo, pageNumber } from '../base/paging';
import { idPath, primeProvided, providedApi } from './api';
import { LOAD, PAGE_INVALID } from './messages';

/** Search params arrive as '' when unset (spec 001 §2.5): blank means "no filter". */
const present = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

export const providedQueryResolvers: Resolvers = {
  Query: {
    providedConsultancies: async (_parent, { providedConsultancyId, farmerId, page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
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
      const pageNo = pageNumber(page, PAGE_INVALID);
      const list = await providedApi(ctx).get('/requests', {
        schema: providedPageSchema,
        ...LOAD,
        query: { pageNumber: pageNo },
      });
      return { ...pageInfo(pageNo, list.pageSize, list.total), items: primeProvided(ctx, list.items) };
    },
  },
};
