import { providedPageSchema, REQUESTS_METHOD, upstreamProvidedSchema } from '@talhao/schema/upstream/provided';
import { errorCode } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { pageInfo, pageNumber } from '../base/paging';
import { idPath, primeProvided, providedApi, REQUEST_ANSWERERS } from './api';
import { ANSWER_REFUSED, LOAD, PAGE_INVALID } from './messages';

/** Search params arrive as '' when unset (spec 001 §2.5): blank means "no filter". */
const present = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

export const providedQueryResolvers: Resolvers = {
  Query: {
    providedConsultancies: async (_parent, { providedConsultancyId, farmerId, page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const id = present(providedConsultancyId);
      const user = present(farmerId);
      const list = await providedApi(ctx).api.post(
        '/filter',
        { ...(id ? { _id: id } : {}), ...(user ? { user } : {}) },
        { schema: providedPageSchema, ...LOAD, query: { pageNumber: pageNo } },
      );
      return { ...pageInfo(pageNo, list.pageSize, list.total), items: primeProvided(ctx, list.items) };
    },
    providedConsultancy: async (_parent, { id }, ctx) => {
      try {
        const record = await providedApi(ctx).api.get(idPath(id), { schema: upstreamProvidedSchema, ...LOAD });
        return primeProvided(ctx, [record])[0] ?? null;
      } catch (error) {
        // Another consultant's (or company's, or a colleague's) record is a 404 too.
        if (errorCode(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
    consultancyRequests: async (_parent, { page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const { api, subject } = providedApi(ctx, REQUEST_ANSWERERS, ANSWER_REFUSED);
      const read = { schema: providedPageSchema, ...LOAD, query: { pageNumber: pageNo } };
      // GET in the consultant's family, POST in the company's (spec 001 §7 / 002 §7).
      const list =
        REQUESTS_METHOD[subject.family as keyof typeof REQUESTS_METHOD] === 'POST'
          ? await api.post('/requests', {}, read)
          : await api.get('/requests', read);
      return { ...pageInfo(pageNo, list.pageSize, list.total), items: primeProvided(ctx, list.items) };
    },
  },
};
