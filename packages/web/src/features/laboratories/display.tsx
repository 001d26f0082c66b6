import {
  ANALYSIS_TYPE_LABELS,
  type AnalysisType,
  formatNumber,
  LAB_ANALYSIS_STATUS_LABELS,
  type LabOrderStatus,
  type Tone,
} from '@talhao/schema';
import { StatusBadge } from '@/ui';

/** Status colours after spec 001 §9: scheduled green, sample sent pending yellow, in analysis teal, done grey, canceled red. */
const STATUS_TONES: Record<LabOrderStatus, Tone> = {
  SCHEDULED: 'green',
  SAMPLE_SENT: 'yellow',
  IN_ANALYSIS: 'teal',
  COMPLETED: 'grey',
  CANCELED: 'red',
};

export function LabAnalysisStatusBadge({ status }: { status: LabOrderStatus }) {
  return <StatusBadge tone={STATUS_TONES[status]}>{LAB_ANALYSIS_STATUS_LABELS[status]}</StatusBadge>;
}

export const analysisTypeLabel = (type: AnalysisType): string => ANALYSIS_TYPE_LABELS[type];

/** The distinct types a lab offers, in the filter's order, as their labels ('Solo, Tecido vegetal'). */
export function offeredTypes(analyses: ReadonlyArray<{ type: AnalysisType }>): AnalysisType[] {
  const present = new Set(analyses.map((offer) => offer.type));
  return (Object.keys(ANALYSIS_TYPE_LABELS) as AnalysisType[]).filter((type) => present.has(type));
}

export const offeredTypesText = (analyses: ReadonlyArray<{ type: AnalysisType }>): string =>
  offeredTypes(analyses).map(analysisTypeLabel).join(', ');

/** 'a 3,2 km' from the area owner's address. */
export const distanceText = (km: number | null | undefined): string | null =>
  km === null || km === undefined ? null : `a ${formatNumber(km)} km`;

export const turnaroundText = (days: number | null | undefined): string =>
  days ? `${days} ${days === 1 ? 'dia' : 'dias'}` : '—';
