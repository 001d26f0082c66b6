import { formatBRL, formatInteger, formatMonthYear, todayInSaoPaulo } from '@talhao/schema';
import type { MasterDashboardQuery, StatisticsGrouping, UserKind } from '@/gql/graphql';
import type { BarDatum, CategoryDatum } from '@/ui/charts';
import { formatMonthAbbr, formatMonthShort, formatMonthTitle } from '@/ui/charts';

export type MasterStatistics = MasterDashboardQuery['masterStatistics'];
type PlaceCount = MasterDashboardQuery['usersPerPlace'][number];

export type FigureId =
  | 'farmers'
  | 'android'
  | 'ios'
  | 'companies'
  | 'consultants'
  | 'consultancies'
  | 'trainings'
  | 'transactions';

export interface Figure {
  id: FigureId;
  label: string;
  value: string;
  /** The two parts of a total (independent consultants and companies). */
  split?: { label: string; value: string }[];
  caption?: string;
}

const deviceCount = (stats: MasterStatistics, platform: string): number =>
  stats.devices
    .filter((device) => device.platform.toLowerCase() === platform.toLowerCase())
    .reduce((sum, device) => sum + device.count, 0);

/**
 * The user counts are of accounts that confirmed their e-mail (the provider's statistics), while the
 * lists show every account: the cards say so, so a list with one more name is not a contradiction.
 */
export const CONFIRMED_ACCOUNTS_CAPTION = 'Contas com e-mail confirmado';

const split = (independent: number, companies: number) => [
  { label: 'Independentes', value: formatInteger(independent) },
  { label: 'Empresas', value: formatInteger(companies) },
];

/** The dashboard cards, in reading order, with their pt-BR formatted values. */
export function dashboardFigures(stats: MasterStatistics, today: string = todayInSaoPaulo()): Figure[] {
  return [
    {
      id: 'farmers',
      label: 'Agricultores cadastrados',
      value: formatInteger(stats.farmers),
      caption: CONFIRMED_ACCOUNTS_CAPTION,
    },
    { id: 'android', label: 'Downloads Android', value: formatInteger(deviceCount(stats, 'Android')) },
    { id: 'ios', label: 'Downloads iOS', value: formatInteger(deviceCount(stats, 'iOS')) },
    { id: 'companies', label: 'Empresas', value: formatInteger(stats.companies), caption: CONFIRMED_ACCOUNTS_CAPTION },
    {
      id: 'consultants',
      label: 'Consultores',
      value: formatInteger(stats.consultants + stats.enterpriseConsultants),
      split: split(stats.consultants, stats.enterpriseConsultants),
      caption: CONFIRMED_ACCOUNTS_CAPTION,
    },
    {
      id: 'consultancies',
      label: 'Consultorias prestadas',
      value: formatInteger(stats.consultanciesProvided + stats.enterpriseConsultanciesProvided),
      split: split(stats.consultanciesProvided, stats.enterpriseConsultanciesProvided),
    },
    {
      id: 'trainings',
      label: 'Treinamentos realizados',
      value: formatInteger(stats.trainings + stats.enterpriseTrainings),
      split: split(stats.trainings, stats.enterpriseTrainings),
    },
    {
      id: 'transactions',
      label: 'Transações financeiras do mês',
      value: formatBRL(stats.monthTransactions),
      caption: capitalize(formatMonthYear(today)),
    },
  ];
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const EARNING_SERIES = [
  { key: 'consultancy', label: 'Consultorias' },
  { key: 'training', label: 'Treinamentos' },
];

/** earningsByMonth (oldest first) → one chart category per month, labelled 'jun/26'. */
export function earningsData(stats: MasterStatistics): CategoryDatum[] {
  return stats.earningsByMonth.map((entry) => ({
    key: entry.month,
    label: formatMonthShort(entry.month),
    shortLabel: formatMonthAbbr(entry.month),
    title: formatMonthTitle(entry.month),
    values: { consultancy: entry.consultancy, training: entry.training },
  }));
}

export const USER_KIND_OPTIONS = [
  { value: 'FARMER', label: 'Agricultores' },
  { value: 'CONSULTANT', label: 'Consultores' },
  { value: 'ENTERPRISE', label: 'Empresas' },
] as const satisfies readonly { value: UserKind; label: string }[];

export type ChartUserKind = (typeof USER_KIND_OPTIONS)[number]['value'];

export const GROUPING_OPTIONS = [
  { value: 'CITY', label: 'Cidade' },
  { value: 'STATE', label: 'Estado' },
] as const satisfies readonly { value: StatisticsGrouping; label: string }[];

export { DEFAULT_PLACES } from './places';

/** A state's full name from its UF (schema's `stateName`), or null when unknown. */
export type StateNameOf = (uf: string) => string | null;

/** Bars in the users-per-place chart. */
export const TOP_PLACES = 10;

/**
 * The ten places with most users, most first. Cities carry their UF ('Vitória - ES': two states
 * have cities of the same name); states (no city) show the UF on the axis and the full name in the
 * tooltip. Read from each item, so a chart still showing the previous grouping labels it right.
 */
export function placeBars(places: readonly PlaceCount[], stateName: StateNameOf): BarDatum[] {
  return [...places]
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'pt-BR'))
    .slice(0, TOP_PLACES)
    .map((place) => {
      if (!place.city) {
        const name = stateName(place.stateFrom);
        return {
          key: place.stateFrom,
          label: place.label,
          title: name ? `${name} (${place.stateFrom})` : place.label,
          value: place.count,
        };
      }
      const label = place.stateFrom ? `${place.label} - ${place.stateFrom}` : place.label;
      return { key: label, label, value: place.count };
    });
}
