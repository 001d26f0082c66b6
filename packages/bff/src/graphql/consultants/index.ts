import { CATALOGUE, consultantCreateSchema, consultantEditSchema } from '@talhao/schema';
import { upstreamCompanyConsultantSchema } from '@talhao/schema/upstream/consultants';
import { createdSchema } from '@talhao/schema/upstream/envelope';
import { errorCode, validate } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { pageInfo, pageNumber } from '../base/paging';
import { companyConsultantsPage, consultantsApi } from './api';
import { createBody, createFormValues, toCompanyConsultant, updateBody, updateFormValues } from './mapping';
import { LOAD, PAGE_INVALID } from './messages';

const idPath = (id: string) => `/${encodeURIComponent(id)}`;

/**
 * The company's consultants (spec 002 §2 /empresa/consultores, §5, §7, §8). Rules: forms/consultants.ts, the
 * web form's; a consultant of another company reads as missing (null / the provider's 404).
 */
export const consultantResolvers: Resolvers = {
  Query: {
    companyConsultants: async (_parent, { page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const list = await companyConsultantsPage(ctx, pageNo);
      return { ...pageInfo(pageNo, list.pageSize, list.total), items: list.items.map(toCompanyConsultant) };
    },
    companyConsultant: async (_parent, { id }, ctx) => {
      const { api } = consultantsApi(ctx);
      try {
        return toCompanyConsultant(await api.get(idPath(id), { schema: upstreamCompanyConsultantSchema, ...LOAD }));
      } catch (error) {
        if (errorCode(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
  },
  Mutation: {
    createCompanyConsultant: async (_parent, { input }, ctx) => {
      const body = createBody(validate(consultantCreateSchema, createFormValues(input)));
      const { api } = consultantsApi(ctx);
      const operation = 'createCompanyConsultant';
      const created = await api.post('', body, { schema: createdSchema, operation });
      const stored = await api.get(idPath(created._id), { schema: upstreamCompanyConsultantSchema, operation });
      return { consultant: toCompanyConsultant(stored), message: CATALOGUE.createCompanyConsultant.success };
    },
    updateCompanyConsultant: async (_parent, { id, input }, ctx) => {
      const body = updateBody(validate(consultantEditSchema, updateFormValues(input)));
      const { api } = consultantsApi(ctx);
      const updated = await api.put(idPath(id), body, {
        schema: upstreamCompanyConsultantSchema,
        operation: 'updateCompanyConsultant',
      });
      return { consultant: toCompanyConsultant(updated), message: CATALOGUE.updateCompanyConsultant.success };
    },
    deleteCompanyConsultant: async (_parent, { id }, ctx) => {
      const { api } = consultantsApi(ctx);
      await api.delete(idPath(id), { schema: createdSchema, operation: 'deleteCompanyConsultant' });
      return { message: CATALOGUE.deleteCompanyConsultant.success };
    },
  },
};
