import { REPORT_MESSAGES } from '@talhao/schema';
import { reportPageSchema } from '@talhao/schema/upstream/reports';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers';
import { scopedLoader } from '../base/by-id-loader';
import { pageInfo, pageNumber } from '../base/paging';
import { farmerLoader } from '../farmers/loaders';
import { fieldActivityKey, fieldActivityLoader } from '../recommendations/loaders';
import { primeReport, reportCapabilities, reportLoader, reportsApi } from './api';
import { toReport } from './mapping';
import { LOAD } from './messages';

/** Search params arrive as '' when unset: blank means "no filter". */
const present = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** How many reports each provided consultancy has: one POST {family}/filter per consultancy (its `total`). */
const reportCountLoader = (ctx: RequestContext) => {
  const { api } = reportsApi(ctx);
  return scopedLoader(
    ctx,
    'reportCount',
    () =>
      new DataLoader<string, number>((ids) =>
        Promise.all(
          ids.map(async (consultancyProvided) => {
            const page = await api.post(
              '/filter',
              { consultancyProvided },
              { schema: reportPageSchema, ...LOAD, query: { pageNumber: 1 } },
            );
            return page.total;
          }),
        ),
      ),
  );
};

/**
 * A provided consultancy's reports (one POST {family}/filter per page) and one report (one GET); a report's farmer
 * comes through the farmers domain's by-id loader and its recommended field activities through the
 * recommendations domain's per-farmer batch, so a report page is at most four upstream calls.
 */
export const reportQueryResolvers: Resolvers = {
  Query: {
    reports: async (_parent, { providedConsultancyId, title, page }, ctx) => {
      const pageNo = pageNumber(page, REPORT_MESSAGES.pageInvalid);
      const search = present(title);
      const list = await reportsApi(ctx).api.post(
        '/filter',
        { consultancyProvided: providedConsultancyId, ...(search ? { title: search } : {}) },
        { schema: reportPageSchema, ...LOAD, query: { pageNumber: pageNo } },
      );
      return {
        ...pageInfo(pageNo, list.pageSize, list.total),
        items: list.items.map((item) => primeReport(ctx, toReport(item))),
      };
    },
    report: (_parent, { id }, ctx) => reportLoader(ctx).load(id),
  },
  Report: {
    createdByMe: (report, _args, ctx) => report.authorId !== null && report.authorId === ctx.subject()?.userId,
    capabilities: (report, _args, ctx) => reportCapabilities(ctx, report),
    farmer: async (report, _args, ctx) => {
      if (!report.farmerId) return null;
      try {
        return await farmerLoader(ctx).load(report.farmerId);
      } catch (error) {
        ctx.log.warn({ err: String(error) }, 'report: farmer not loaded');
        return null;
      }
    },
    recommendedActivities: async (report, _args, ctx) => {
      const farmerId = report.farmerId;
      if (!farmerId || report.recommendedActivityIds.length === 0) return [];
      const found = await fieldActivityLoader(ctx).loadMany(
        report.recommendedActivityIds.map((id) => fieldActivityKey(farmerId, id)),
      );
      return found.filter((activity) => activity !== null && !(activity instanceof Error)) as Exclude<
        (typeof found)[number],
        Error | null
      >[];
    },
  },
  ProvidedConsultancy: {
    reportCount: (provided, _args, ctx) => reportCountLoader(ctx).load(provided.id),
  },
};
