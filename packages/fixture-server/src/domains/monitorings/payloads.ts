import type { upstreamMonitoringSchema } from '@talhao/schema/upstream/monitorings';
import type { z } from 'zod';
import type { Store } from '../../store/store';
import { USERS } from '../account/users';
import { SECTORS } from '../farmers/farmers';
import type { MonitoringRecord } from './monitorings';

/**
 * The provider's payload of a monitoring (typed against the schema package's contract): sectors and each post's
 * sender populated `{_id, name}` (a sector since removed reads 'Setor removido').
 */
export function toMonitoringPayload(store: Store, record: MonitoringRecord): z.input<typeof upstreamMonitoringSchema> {
  const sectors = store.collection(SECTORS);
  const users = store.collection(USERS);
  return {
    _id: record._id,
    title: record.title,
    description: record.description,
    status: record.status,
    sectors: record.sectors.map((id) => ({ _id: id, name: sectors.get(id)?.name ?? 'Setor removido' })),
    consultancyProvided: record.consultancyProvided,
    reportOfFiles: record.reportOfFiles.map((post) => ({
      _id: post._id,
      date: post.date,
      title: post.title,
      description: post.description,
      file: { ...post.file },
      sendBy: { _id: post.sendBy, name: users.get(post.sendBy)?.name ?? 'Usuário removido' },
    })),
    createdBy: record.createdBy,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** Last updated first (a post updates its monitoring), ids breaking ties. */
export const lastUpdatedFirst = (a: MonitoringRecord, b: MonitoringRecord): number =>
  b.updatedAt.localeCompare(a.updatedAt) || b._id.localeCompare(a._id);

/** Folded for the 409 rule: trimmed, case- and accent-insensitive, inner spaces collapsed. */
export const foldTitle = (title: string): string =>
  title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The same data (the 409): same provided consultancy, same folded title, same set of sectors. */
export function sameData(
  record: MonitoringRecord,
  values: { consultancyProvided: string; title: string; sectors: readonly string[] },
): boolean {
  if (record.consultancyProvided !== values.consultancyProvided) return false;
  if (foldTitle(record.title) !== foldTitle(values.title)) return false;
  const mine = new Set(record.sectors);
  const theirs = new Set(values.sectors);
  return mine.size === theirs.size && [...theirs].every((id) => mine.has(id));
}
