import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { MasterDashboardUsersPerPlaceQuery, StatisticsGrouping } from '@/gql/graphql';
import { Card, ErrorState, Spinner } from '@/ui';
import { BarChart, ChartSkeleton, SegmentedControl } from '@/ui/charts';
import { MasterDashboardUsersPerPlaceQuery as UsersPerPlaceQuery } from './documents';
import {
  type ChartUserKind,
  DEFAULT_PLACES,
  GROUPING_OPTIONS,
  placeBars,
  type StateNameOf,
  TOP_PLACES,
  USER_KIND_OPTIONS,
} from './figures';

const KIND_LABEL = Object.fromEntries(USER_KIND_OPTIONS.map((option) => [option.value, option.label])) as Record<
  ChartUserKind,
  string
>;

const noStateName: StateNameOf = () => null;

const GROUPING_NOUN: Record<StatisticsGrouping, string> = { CITY: 'cidade', STATE: 'estado' };

interface ShownPlaces {
  kind: ChartUserKind;
  groupBy: StatisticsGrouping;
  places: MasterDashboardUsersPerPlaceQuery['usersPerPlace'];
}

/**
 * The states' full names (the 'Estado' tooltips) come from @brazilian-utils (~3 KB gzipped), loaded when that
 * grouping is first chosen rather than with the master home. Should the chunk fail to load, the tooltips show
 * the UF alone.
 */
function useStateNames(needed: boolean): StateNameOf | null {
  const [stateName, setStateName] = useState<StateNameOf | null>(null);
  useEffect(() => {
    if (!needed || stateName) return;
    let live = true;
    import('./stateNames').then(
      ({ stateName: loaded }) => live && setStateName(() => loaded),
      () => live && setStateName(() => () => null),
    );
    return () => {
      live = false;
    };
  }, [needed, stateName]);
  return stateName;
}

/**
 * 'Usuários por cidade / estado' with its two toggles. Mounted once the dashboard query is in: its
 * default selection then comes from the cache, and a toggle fetches only this chart.
 */
export function UsersPerPlaceCard() {
  const [kind, setKind] = useState<ChartUserKind>(DEFAULT_PLACES.kind);
  const [groupBy, setGroupBy] = useState<StatisticsGrouping>(DEFAULT_PLACES.groupBy);
  const { data, loading, error, refetch } = useQuery(UsersPerPlaceQuery, {
    variables: { kind, groupBy },
  });

  const stateName = useStateNames(groupBy === 'STATE');
  const namesReady = groupBy === 'CITY' || stateName !== null;
  const waiting = loading || (Boolean(data) && !namesReady);

  // While a new selection loads, the bars of the last one stay (dimmed, with their own title and
  // labels) instead of collapsing the card.
  const [lastShown, setLastShown] = useState<ShownPlaces | null>(null);
  const current = data && namesReady ? { kind, groupBy, places: data.usersPerPlace } : null;
  if (current && (current.places !== lastShown?.places || kind !== lastShown.kind || groupBy !== lastShown.groupBy)) {
    setLastShown(current);
  }
  const shown = current ?? (waiting ? lastShown : null);

  return (
    <Card title="Usuários por cidade / estado" className="min-w-0">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <SegmentedControl label="Tipo de usuário" options={USER_KIND_OPTIONS} value={kind} onChange={setKind} />
        <SegmentedControl label="Agrupar por" options={GROUPING_OPTIONS} value={groupBy} onChange={setGroupBy} />
      </div>
      <p className="mb-3 text-xs text-muted">
        {KIND_LABEL[kind]} por {GROUPING_NOUN[groupBy]}: os locais com mais cadastros (até {TOP_PLACES}).
      </p>
      {error && !loading ? (
        <ErrorState message="Erro ao carregar os dados" onRetry={() => void refetch()} />
      ) : shown ? (
        <div aria-busy={waiting} className="relative">
          <div className={waiting ? 'pointer-events-none opacity-50 transition-opacity' : 'transition-opacity'}>
            <BarChart
              title={`${KIND_LABEL[shown.kind]} por ${GROUPING_NOUN[shown.groupBy]}`}
              data={placeBars(shown.places, stateName ?? noStateName)}
              valueLabel={KIND_LABEL[shown.kind]}
              format="integer"
              emptyText="Nenhum usuário cadastrado para exibir."
            />
          </div>
          {waiting ? (
            <div className="absolute inset-0 flex items-center justify-center text-brand-600">
              <Spinner size={28} label="Atualizando o gráfico" />
            </div>
          ) : null}
        </div>
      ) : (
        <ChartSkeleton height={300} />
      )}
    </Card>
  );
}
