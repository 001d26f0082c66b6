import { REPORT_MESSAGES } from '@talhao/schema';
import { familyFor } from '@talhao/schema/upstream/domainFamilies';
import { upstreamReportSchema } from '@talhao/schema/upstream/reports';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../../context';
import { appError } from '../../errors';
import { scopedLoader } from '../base/by-id-loader';
import { toReport } from './mapping';
import { LOAD } from './messages';
import type { ReportModel } from './models';

/** The reports family of the subject's role (DOMAIN_FAMILIES.reports); FORBIDDEN for a role without one. */
export function reportsApi(ctx: RequestContext) {
  const subject = ctx.subject();
  const family = subject ? familyFor('reports', subject.role) : undefined;
  if (!subject || !family) throw appError('FORBIDDEN', REPORT_MESSAGES.noReportArea, { status: 403 });
  return { api: ctx.upstream.family(family), subject };
}

export const reportPath = (id: string) => `/${encodeURIComponent(id)}`;

const isNotFound = (error: unknown) => error instanceof GraphQLError && error.extensions?.status === 404;

/** Reports by id (GET {family}/{id}), at most once per request and id; null when the caller does not see it. */
export const reportLoader = (ctx: RequestContext): DataLoader<string, ReportModel | null> => {
  const { api } = reportsApi(ctx);
  return scopedLoader(
    ctx,
    'report',
    () =>
      new DataLoader<string, ReportModel | null>((ids) =>
        Promise.all(
          ids.map(async (id) => {
            try {
              return toReport(await api.get(reportPath(id), { schema: upstreamReportSchema, ...LOAD }));
            } catch (error) {
              if (isNotFound(error)) return null;
              throw error;
            }
          }),
        ),
      ),
  );
};

/** Keeps a report the provider just answered, so a field read after a write costs no second call. */
export function primeReport(ctx: RequestContext, report: ReportModel): ReportModel {
  reportLoader(ctx).clear(report.id).prime(report.id, report);
  return report;
}

/** Who may change a report: its author (FORBIDDEN for anyone else who sees it; NOT_FOUND when nobody does). */
export async function authoredReport(ctx: RequestContext, id: string): Promise<ReportModel> {
  const { subject } = reportsApi(ctx);
  const report = await reportLoader(ctx).load(id);
  if (!report) throw appError('NOT_FOUND', REPORT_MESSAGES.notFound, { status: 404 });
  if (report.authorId !== subject.userId) throw appError('FORBIDDEN', REPORT_MESSAGES.notAuthor, { status: 403 });
  return report;
}

export type ReportRole = 'CONSULTANT' | 'ENTERPRISE' | 'ENTERPRISE_CONSULTANT';

/**
 * What the caller may do on a report (spec 001 §4, §6; 002 §2), computed here so the web only renders it: only the
 * author writes, never under a master's visit; the enterprise consultant neither edits the summary nor the technical
 * opinion; the recommendations' edit link is for non-company users.
 */
export function reportCapabilities(ctx: RequestContext, report: ReportModel) {
  const subject = ctx.subject();
  const author = subject !== null && ctx.actingAs === null && report.authorId === subject.userId;
  const consultant = author && subject?.role === 'CONSULTANT';
  return {
    canEdit: consultant,
    canEditTechnicalAdvice: consultant && report.technicalAdvice !== null,
    canAddTechnicalAdvice: author && report.technicalAdvice === null,
    canAddItems: author && report.items.length === 0,
    canEditItems: author,
    canRecommend: author,
    canEditRecommendations: subject?.role === 'CONSULTANT' && ctx.actingAs === null,
    canDelete: author,
  };
}
