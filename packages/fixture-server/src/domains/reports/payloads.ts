import type { UpstreamReport } from '@talhao/schema/upstream/reports';
import type { ReportRecord } from './reports';

/** The provider's payload of a report (typed against the schema package's contract). */
export const toReportPayload = (record: ReportRecord): UpstreamReport => ({
  _id: record._id,
  title: record.title,
  description: record.description,
  technicalAdvice: record.technicalAdvice,
  consultancyProvided: record.consultancyProvided,
  user: record.user,
  createdBy: record.createdBy,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  reportOfFile: record.reportOfFile.map((item) => ({
    index: item.index,
    title: item.title,
    description: item.description,
    files: item.files.map((file) => ({ url: file.url, name: file.name, contentType: file.contentType })),
  })),
  fieldActivityRecommended: [...record.fieldActivityRecommended],
});

/** Newest first; ids break ties so pages never overlap. */
export const newestReportFirst = (a: ReportRecord, b: ReportRecord): number =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

/** The next item's index: one past the highest ever used, so a deleted item's index is never reused. */
export const nextItemIndex = (record: ReportRecord): number =>
  record.reportOfFile.reduce((max, item) => Math.max(max, item.index + 1), 0);
