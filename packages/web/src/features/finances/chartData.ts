import { formatDay } from '@talhao/schema';
import type { FinanceChartsQuery, FinancePeriod } from '@/gql/graphql';
import type { CategoryDatum, ChartSeries } from '@/ui/charts';
import { formatMonthTitle } from '@/ui/charts';

export type Finance = FinanceChartsQuery['finance'];

export const CONSULTANCY_SERIES: ChartSeries[] = [
  { key: 'average', label: 'Média' },
  { key: 'maximum', label: 'Máximo' },
  { key: 'minimum', label: 'Mínimo' },
];

export const TRAINING_SERIES: ChartSeries[] = [
  { key: 'total', label: 'Total' },
  { key: 'confirmed', label: 'Confirmado' },
  { key: 'canceled', label: 'Cancelado' },
];

/** How long one point of the chart is, for the chart titles ('… por mês'). */
export const BUCKET_NOUN: Record<FinancePeriod, string> = { CUSTOM: 'dia', MONTH: 'mês', YEAR: 'ano' };

/** Tooltip title of a point: the full day, the month written out, or the year. */
function pointTitle(period: FinancePeriod, point: { label: string; start: string }): string {
  if (period === 'CUSTOM') return formatDay(point.start);
  if (period === 'MONTH') return formatMonthTitle(point.start);
  return point.label;
}

/** Axis text from the BFF's label ('dd/MM', 'MM/yyyy' or 'yyyy'). */
export function consultancyData(finance: Finance): CategoryDatum[] {
  return finance.consultancy.map((point) => ({
    key: point.start,
    label: point.label,
    title: pointTitle(finance.period, point),
    values: { average: point.average, maximum: point.maximum, minimum: point.minimum },
  }));
}

export function trainingData(finance: Finance): CategoryDatum[] {
  return finance.training.map((point) => ({
    key: point.start,
    label: point.label,
    title: pointTitle(finance.period, point),
    values: { total: point.total, confirmed: point.confirmed, canceled: point.canceled },
  }));
}
