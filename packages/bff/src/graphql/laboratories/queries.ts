import type { emptyBodySchema } from '@talhao/schema/upstream/envelope';
import {
  labAnalysisPageSchema,
  laboratoryPageSchema,
  upstreamLaboratorySchema,
} from '@talhao/schema/upstream/laboratories';
import type { z } from 'zod';
import { errorCode } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { pageInfo, pageNumber } from '../base/paging';
import { idPath, laboratoriesApi } from './api';
import { toLabAnalysis, toLaboratory, toUpstreamAnalysisType } from './mapping';
import { LOAD, PAGE_INVALID } from './messages';

/** Blank means "no filter". */
const present = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

const emptyBody: z.input<typeof emptyBodySchema> = {};

/** Labs near the area owner, its associated labs, one lab, and its lab records: one upstream call each. */
export const laboratoryQueryResolvers: Resolvers = {
  Query: {
    laboratories: async (_parent, { name, analysisType, page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const { api } = laboratoriesApi(ctx);
      const search = present(name);
      const body = {
        ...(search ? { name: search } : {}),
        ...(analysisType ? { analysisType: toUpstreamAnalysisType(analysisType) } : {}),
      };
      const list = await api.post('/filter', body, {
        schema: laboratoryPageSchema,
        ...LOAD,
        query: { pageNumber: pageNo },
      });
      return { ...pageInfo(pageNo, list.pageSize, list.total), items: list.items.map(toLaboratory) };
    },
    associatedLaboratories: async (_parent, { page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const { api } = laboratoriesApi(ctx);
      const list = await api.post('/associated/filter', emptyBody, {
        schema: laboratoryPageSchema,
        ...LOAD,
        query: { pageNumber: pageNo },
      });
      return { ...pageInfo(pageNo, list.pageSize, list.total), items: list.items.map(toLaboratory) };
    },
    laboratory: async (_parent, { id }, ctx) => {
      const { api } = laboratoriesApi(ctx);
      try {
        return toLaboratory(await api.get(idPath(id), { schema: upstreamLaboratorySchema, ...LOAD }));
      } catch (error) {
        if (errorCode(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
    myLabAnalyses: async (_parent, { page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const { api } = laboratoriesApi(ctx);
      const list = await api.post('/analyses/filter', emptyBody, {
        schema: labAnalysisPageSchema,
        ...LOAD,
        query: { pageNumber: pageNo },
      });
      return { ...pageInfo(pageNo, list.pageSize, list.total), items: list.items.map(toLabAnalysis) };
    },
  },
};
