import type { MonitoringStatus as FormStatus } from '@talhao/schema';
import type {
  UpstreamMonitoring,
  UpstreamMonitoringFile,
  UpstreamMonitoringStatus,
} from '@talhao/schema/upstream/monitorings';
import { publicFileUrl } from '../../files';
import type { Monitoring, MonitoringPost, MonitoringStatus } from '../../generated/resolvers';

/** The only file of this domain that speaks the provider's spellings (consultantMonitoringApi / enterprise…). */

const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

const typeOf = (file: UpstreamMonitoringFile): string | null => {
  if (file.contentType) return file.contentType;
  const extension = file.url.split('?')[0]?.split('.').pop()?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? null;
};

export const fromProviderStatus = (status: UpstreamMonitoringStatus): MonitoringStatus =>
  status === 'IN-PROGRESS' ? 'IN_PROGRESS' : status;

export const toProviderStatus = (status: FormStatus): UpstreamMonitoringStatus =>
  status === 'IN_PROGRESS' ? 'IN-PROGRESS' : status;

/**
 * A monitoring as GraphQL shows it: sectors by name, posts newest first (the provider keeps them oldest first),
 * files at their /files URL. `canWrite` is the caller's own monitoring outside a master's visit.
 */
export function toMonitoring(payload: UpstreamMonitoring, canWrite: (createdBy: string | null) => boolean): Monitoring {
  const posts: MonitoringPost[] = payload.reportOfFiles
    .map((post) => ({
      __typename: 'MonitoringPost' as const,
      id: post._id,
      date: post.date,
      title: post.title?.trim() ? post.title : null,
      description: post.description,
      sendByName: post.sendBy.name,
      fileUrl: publicFileUrl(post.file.url) ?? '',
      fileName: post.file.name ?? null,
      fileType: typeOf(post.file),
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
  return {
    __typename: 'Monitoring',
    id: payload._id,
    title: payload.title,
    description: payload.description,
    status: fromProviderStatus(payload.status),
    consultancyProvidedId: payload.consultancyProvided,
    sectors: payload.sectors.map((sector) => ({ __typename: 'FarmRecordRef', id: sector._id, name: sector.name })),
    posts,
    postCount: posts.length,
    createdAt: payload.createdAt,
    lastUpdate: posts[0]?.date ?? payload.updatedAt ?? payload.createdAt,
    canWrite: canWrite(payload.createdBy ?? null),
  };
}
