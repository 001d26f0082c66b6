import { labAnalysisPageSchema } from '@talhao/schema/upstream/analyses';
import { familyFor } from '@talhao/schema/upstream/domainFamilies';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { pageInfo, pageNumber } from '../base/paging';
import { propertyLoader } from '../farmers/loaders';
import { toLabAnalysis } from './mapping';
import { LOAD, NO_FARM_AREA, PAGE_INVALID } from './messages';

/** Search params arrive as '' when unset: blank means "no filter". */
const present = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** The analyses family of the subject's role (DOMAIN_FAMILIES.analyses); FORBIDDEN for a role without one. */
function analysesApi(ctx: RequestContext) {
  const subject = ctx.subject();
  const family = subject ? familyFor('analyses', subject.role) : undefined;
  if (!family) throw appError('FORBIDDEN', NO_FARM_AREA, { status: 403 });
  return ctx.upstream.family(family);
}

/**
 * A farmer's lab analyses: one POST farmerLabDocsApi/filter/{farmerId} per page; the rows' property names come
 * through the farmers domain's by-id property loader (one batch for the page). A farmer the caller may not see
 * is NOT_FOUND (the provider's 404).
 */
export const analysesQueryResolvers: Resolvers = {
  Query: {
    labAnalyses: async (_parent, { farmerId, search, page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const product = present(search);
      const list = await analysesApi(ctx).post(`/filter/${encodeURIComponent(farmerId)}`, product ? { product } : {}, {
        schema: labAnalysisPageSchema,
        ...LOAD,
        query: { pageNumber: pageNo },
      });
      return { ...pageInfo(pageNo, list.pageSize, list.total), items: list.items.map(toLabAnalysis) };
    },
  },
  LabAnalysis: {
    propertyName: async (analysis, _args, ctx) => {
      if (!analysis.propertyId) return null;
      return (await propertyLoader(ctx).load(analysis.propertyId))?.name ?? null;
    },
  },
};
