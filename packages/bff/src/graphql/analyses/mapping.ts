import { todayInSaoPaulo } from '@talhao/schema';
import type { UpstreamLabAnalysis } from '@talhao/schema/upstream/analyses';
import { publicFileUrl } from '../../files';
import type { LabAnalysis } from '../../generated/resolvers';

/** The only file of this domain that speaks the provider's spellings (farmerLabDocsApi). */

const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The analysis's day: yyyy-MM-dd as sent, or the São Paulo day of a date-time. */
function dayOf(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : todayInSaoPaulo(instant);
}

/** The file's type: the provider's, else its extension's. */
function typeOf(file: UpstreamLabAnalysis['file']): string | null {
  if (file.contentType) return file.contentType;
  const extension = file.url.split('?')[0]?.split('.').pop()?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? null;
}

export const toLabAnalysis = (payload: UpstreamLabAnalysis): LabAnalysis => ({
  __typename: 'LabAnalysis',
  id: payload._id,
  name: payload.name,
  date: dayOf(payload.date),
  createdAt: payload.createdAt,
  propertyId: payload.property ?? null,
  fileUrl: publicFileUrl(payload.file.url) ?? '',
  fileName: payload.file.name ?? null,
  fileType: typeOf(payload.file),
});
