import type { upstreamLabAnalysisSchema } from '@talhao/schema/upstream/analyses';
import type { z } from 'zod';
import type { LabAnalysisRecord } from './analyses';

/** The provider's payload of an analysis (typed against the schema package's contract). */
export const toLabAnalysisPayload = (record: LabAnalysisRecord): z.input<typeof upstreamLabAnalysisSchema> => ({
  _id: record._id,
  name: record.name,
  date: record.date,
  createdAt: record.createdAt,
  file: { url: record.file.url, name: record.file.name, contentType: record.file.contentType },
  property: record.property,
  user: record.user,
});

/** Latest day first, then latest inserted. */
export const byLatestDay = (a: LabAnalysisRecord, b: LabAnalysisRecord): number =>
  b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id);
