import { REPORT_MESSAGES, reportFormSchema, reportItemFieldsFormSchema, technicalAdviceSchema } from '@talhao/schema';
import { createdSchema, messageSchema } from '@talhao/schema/upstream/envelope';
import { upstreamReportSchema } from '@talhao/schema/upstream/reports';
import type { RequestContext } from '../../context';
import { appError, validate } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { authoredReport, primeReport, reportPath, reportsApi } from './api';
import { reportBody, toReport } from './mapping';
import { SAVE } from './messages';
import type { ReportModel } from './models';

const forbidden = (message: string) => appError('FORBIDDEN', message, { status: 403 });

/** The item at `index` of a report the caller wrote; NOT_FOUND when there is none. */
async function authoredItem(ctx: RequestContext, reportId: string, index: number): Promise<ReportModel> {
  const report = await authoredReport(ctx, reportId);
  if (!report.items.some((item) => item.index === index)) {
    throw appError('NOT_FOUND', REPORT_MESSAGES.itemNotFound, { status: 404 });
  }
  return report;
}

const result = (ctx: RequestContext, payload: unknown, message: string) => ({
  report: primeReport(ctx, toReport(upstreamReportSchema.parse(payload))),
  message,
});

/**
 * The report's writes (spec 001 §4, §6, §8). Only the author writes; the company never (the @auth roles); the
 * enterprise consultant inserts the technical opinion once and never edits it or the summary. Every rule is
 * checked here before the provider is called, with the texts of forms/reports.ts.
 */
export const reportMutationResolvers: Resolvers = {
  Mutation: {
    createReport: async (_parent, { input }, ctx) => {
      const values = validate(reportFormSchema, { title: input.title, description: input.description });
      const { api } = reportsApi(ctx);
      const body = {
        consultancyProvided: input.providedConsultancyId,
        title: values.title,
        description: values.description,
        technicalAdvice: '',
      };
      const created = await api.post('', body, { schema: createdSchema, ...SAVE });
      const stored = await api.get(reportPath(created._id), { schema: upstreamReportSchema, ...SAVE });
      return result(ctx, stored, REPORT_MESSAGES.createdCelebrated);
    },
    updateReport: async (_parent, { id, input }, ctx) => {
      const values = validate(reportFormSchema, { title: input.title, description: input.description });
      const advice =
        input.technicalAdvice === null || input.technicalAdvice === undefined
          ? undefined
          : validate(technicalAdviceSchema, { technicalAdvice: input.technicalAdvice }).technicalAdvice;
      const report = await authoredReport(ctx, id);
      const adviceChanged = advice !== undefined && advice !== (report.technicalAdvice ?? '');
      if (ctx.subject()?.role === 'ENTERPRISE_CONSULTANT') {
        throw forbidden(adviceChanged ? REPORT_MESSAGES.technicalAdviceLocked : REPORT_MESSAGES.summaryLocked);
      }
      const technicalAdvice = advice ?? report.technicalAdvice ?? '';
      const updated = await reportsApi(ctx).api.put(
        reportPath(id),
        reportBody(report, { ...values, technicalAdvice }),
        { schema: upstreamReportSchema, ...SAVE },
      );
      return result(ctx, updated, adviceChanged ? REPORT_MESSAGES.updated : REPORT_MESSAGES.edited);
    },
    insertTechnicalAdvice: async (_parent, { id, technicalAdvice }, ctx) => {
      const values = validate(technicalAdviceSchema, { technicalAdvice });
      const report = await authoredReport(ctx, id);
      if (report.technicalAdvice !== null) {
        throw appError('CONFLICT', REPORT_MESSAGES.technicalAdviceExists, { status: 409 });
      }
      const body = reportBody(report, {
        title: report.title,
        description: report.description,
        technicalAdvice: values.technicalAdvice,
        insertTechnicalAdvice: true,
      });
      const updated = await reportsApi(ctx).api.put(reportPath(id), body, { schema: upstreamReportSchema, ...SAVE });
      return result(ctx, updated, REPORT_MESSAGES.technicalAdviceInserted);
    },
    deleteReport: async (_parent, { id }, ctx) => {
      const report = await authoredReport(ctx, id);
      await reportsApi(ctx).api.delete(reportPath(id), { schema: messageSchema, ...SAVE });
      // Spec 001 §6: the enterprise consultant goes elsewhere after a delete (Talhão: the provided consultancy).
      const next = ctx.subject()?.role === 'ENTERPRISE_CONSULTANT' ? 'PROVIDED_CONSULTANCY' : 'REPORTS';
      return {
        message: REPORT_MESSAGES.deleted,
        next,
        providedConsultancyId: report.providedConsultancyId,
        farmerId: report.farmerId,
      };
    },
    updateReportItem: async (_parent, { reportId, index, input }, ctx) => {
      const values = validate(reportItemFieldsFormSchema, { title: input.title, description: input.description });
      await authoredItem(ctx, reportId, index);
      const updated = await reportsApi(ctx).api.put(`${reportPath(reportId)}/image-reports/update/${index}`, values, {
        schema: upstreamReportSchema,
        ...SAVE,
      });
      return result(ctx, updated, REPORT_MESSAGES.itemEdited);
    },
    removeReportItemPhoto: async (_parent, { reportId, index }, ctx) => {
      await authoredItem(ctx, reportId, index);
      const updated = await reportsApi(ctx).api.put(
        `${reportPath(reportId)}/image-reports/remove-img`,
        { index },
        { schema: upstreamReportSchema, ...SAVE },
      );
      return result(ctx, updated, REPORT_MESSAGES.photoRemoved);
    },
    deleteReportItem: async (_parent, { reportId, index }, ctx) => {
      await authoredItem(ctx, reportId, index);
      const updated = await reportsApi(ctx).api.delete(`${reportPath(reportId)}/image-reports`, {
        schema: upstreamReportSchema,
        ...SAVE,
        query: { index },
      });
      return result(ctx, updated, REPORT_MESSAGES.itemRemoved);
    },
  },
};
