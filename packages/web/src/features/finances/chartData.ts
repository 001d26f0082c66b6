import { formatDay } from '@talhao/schema';
import type { FinanceBucket, FinanceChartsQuery } from '@/gql/graphql';
import type { CategoryDatum, ChartSeries } from '@/ui/charts';
import { formatMonthShort, formatMonthTitle } from '@/ui/charts';

export type Finance = FinanceChartsQuery['finance'];
type Point = Finance['consultancy'][number];

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

/** How long one point of the chart is, for the chart titles ('… por semana'). */
export const BUCKET_NOUN: Record<FinanceBucket, string> = { DAY: 'dia', WEEK: 'semana', MONTH: 'mês', YEAR: 'ano' };

/** 'dd/MM' of a yyyy-MM-dd day, from its digits. */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

const lastDayOfMonth = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate();

/** A month or year the range cuts (its first or last point) says which of its days it counts. */
function isWhole(bucket: 'MONTH' | 'YEAR', { start, end }: Pick<Point, 'start' | 'end'>): boolean {
  if (bucket === 'YEAR') return start.endsWith('-01-01') && end.endsWith('-12-31');
  return start.endsWith('-01') && Number(end.slice(8, 10)) === lastDayOfMonth(end);
}

/**
 * Tooltip title (and the start of a point's accessible name): '03/02/2026', 'Semana de 02/02/2026 a
 * 08/02/2026', 'Fevereiro de 2026' or '2026'; a cut month or year adds its days ('2026 (01/01 a 21/11)').
 */
export function pointTitle(bucket: FinanceBucket, point: Pick<Point, 'label' | 'start' | 'end'>): string {
  if (bucket === 'DAY') return formatDay(point.start);
  if (bucket === 'WEEK') return `Semana de ${formatDay(point.start)} a ${formatDay(point.end)}`;
  const name = bucket === 'MONTH' ? formatMonthTitle(point.start) : point.label;
  return isWhole(bucket, point) ? name : `${name} (${dayMonth(point.start)} a ${dayMonth(point.end)})`;
}

/** The axis text where the BFF's label does not fit: '02/02' for a week, 'fev/26' for a month. */
function shortLabel(bucket: FinanceBucket, start: string): string | undefined {
  if (bucket === 'WEEK') return dayMonth(start);
  if (bucket === 'MONTH') return formatMonthShort(start);
  return undefined;
}

function datum(finance: Finance, point: Pick<Point, 'label' | 'start' | 'end'>, values: Record<string, number>) {
  return {
    key: point.start,
    label: point.label,
    shortLabel: shortLabel(finance.bucket, point.start),
    title: pointTitle(finance.bucket, point),
    values,
  } satisfies CategoryDatum;
}

/** Axis text from the BFF's label ('03/02', 'sem. de 03/02', 'fev/2026' or '2026'). */
export function consultancyData(finance: Finance): CategoryDatum[] {
  return finance.consultancy.map((point) =>
    datum(finance, point, { average: point.average, maximum: point.maximum, minimum: point.minimum }),
  );
}

export function trainingData(finance: Finance): CategoryDatum[] {
  return finance.training.map((point) =>
    datum(finance, point, { total: point.total, confirmed: point.confirmed, canceled: point.canceled }),
  );
}
