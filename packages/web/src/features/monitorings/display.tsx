import { MONITORING_STATUS, type MonitoringStatus } from '@talhao/schema';
import { StatusBadge } from '@/ui';

/** A monitoring's status with its label and colour (the provided consultancy's, spec 001 §4). */
export function MonitoringStatusBadge({ status }: { status: MonitoringStatus }) {
  const info = MONITORING_STATUS[status];
  return <StatusBadge tone={info.tone}>{info.label}</StatusBadge>;
}

export const isImageType = (type: string | null | undefined) => type === 'image/png' || type === 'image/jpeg';

/** Sector names as one line: 'Setor 1, Setor 2'. */
export const sectorNames = (sectors: readonly { name: string }[]) => sectors.map((sector) => sector.name).join(', ');
