import type { UpstreamReport, UpstreamReportFile } from '@talhao/schema/upstream/reports';
import { publicFileUrl } from '../../files';
import type { ReportItem } from '../../generated/resolvers';
import type { ReportModel } from './models';

/** The only file of this domain that speaks the provider's spellings (consultantReportApi, enterpriseReportApi). */

const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

function typeOf(file: UpstreamReportFile): string | null {
  if (file.contentType) return file.contentType;
  const extension = file.url.split('?')[0]?.split('.').pop()?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? null;
}

const toItem = (item: UpstreamReport['reportOfFile'][number]): ReportItem => {
  const file = item.files[0];
  return {
    __typename: 'ReportItem',
    index: item.index,
    title: item.title || null,
    description: item.description,
    fileUrl: file ? publicFileUrl(file.url) : null,
    fileName: file?.name ?? null,
    fileType: file ? typeOf(file) : null,
  };
};

export const toReport = (payload: UpstreamReport): ReportModel => ({
  id: payload._id,
  title: payload.title,
  description: payload.description ?? '',
  technicalAdvice: payload.technicalAdvice?.trim() ? payload.technicalAdvice : null,
  providedConsultancyId: payload.consultancyProvided,
  farmerId: payload.user ?? null,
  createdAt: payload.createdAt,
  updatedAt: payload.updatedAt ?? null,
  authorId: payload.createdBy ?? null,
  items: [...payload.reportOfFile].sort((a, b) => a.index - b.index).map(toItem),
  recommendedActivityIds: [...payload.fieldActivityRecommended],
});

/** The provider's body of PUT /:id: the whole report's fields (docs/rest-contract.md "Issue 15 — reports"). */
export const reportBody = (
  report: ReportModel,
  values: { title: string; description: string; technicalAdvice: string; insertTechnicalAdvice?: boolean },
) => ({
  consultancyProvided: report.providedConsultancyId,
  title: values.title,
  description: values.description,
  technicalAdvice: values.technicalAdvice,
  ...(values.insertTechnicalAdvice ? { insertTechnicalAdvice: true } : {}),
});
