import type { UpstreamMonitoringStatus } from '@talhao/schema/upstream/monitorings';
import { defineCollection } from '../../store/collection';

/** A stored file of a progress post: its public path (`/uploads/<name>`), the client's name, its type. */
export interface MonitoringFile {
  url: string;
  name: string;
  contentType: string;
}

/** One progress post ('Andamento'). `sendBy` is the user who posted it. */
export interface MonitoringPostRecord {
  _id: string;
  /** ISO date-time. */
  date: string;
  title: string | null;
  description: string;
  file: MonitoringFile;
  sendBy: string;
}

/**
 * A monitoring of a provided consultancy (spec 001 §3 "Monitoring"): title, description ≤ 210, status of the
 * shared list, sectors of the consultancy's property, and its posts (`reportOfFiles`, oldest first). Visibility
 * follows the provided consultancy (its consultant; the consultant's company).
 */
export interface MonitoringRecord {
  _id: string;
  consultancyProvided: string;
  title: string;
  description: string;
  status: UpstreamMonitoringStatus;
  /** Sector ids. */
  sectors: string[];
  reportOfFiles: MonitoringPostRecord[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export const MONITORINGS = defineCollection<MonitoringRecord>('monitorings');
