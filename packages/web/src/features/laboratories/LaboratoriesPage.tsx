import { useQuery } from '@apollo/client/react';
import { ANALYSIS_TYPE_LABELS, ANALYSIS_TYPES, type AnalysisType, LAB_MESSAGES } from '@talhao/schema';
import { FlaskConical, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import { withViewAs } from '@/features/shell/viewAs';
import type { LaboratoryFieldsFragment as Lab } from '@/gql/graphql';
import { cn, EmptyState, LinkButton, type MapMarker, MarkersMap, PagedList, PageHeader, SearchBar } from '@/ui';
import { useLaboratoryAccess } from './access';
import { distanceText, offeredTypesText } from './display';
import { LaboratoriesQuery } from './documents';

export const LABORATORIES_TITLE = 'Laboratórios';
const ALL = 'Todos';

const isAnalysisType = (value: string): value is AnalysisType => (ANALYSIS_TYPES as readonly string[]).includes(value);

/** 'Todos' and the four analysis types (spec 001 §2.11), one pressed at a time. */
function TypeChips({ value, onChange }: { value: AnalysisType | null; onChange(type: AnalysisType | null): void }) {
  const chips: Array<{ type: AnalysisType | null; label: string }> = [
    { type: null, label: ALL },
    ...ANALYSIS_TYPES.map((type) => ({ type, label: ANALYSIS_TYPE_LABELS[type] })),
  ];
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Tipo de análise</legend>
      {chips.map((chip) => {
        const pressed = chip.type === value;
        return (
          <button
            key={chip.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(chip.type)}
            className={cn(
              'rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors',
              pressed
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-surface text-ink-soft ring-line hover:bg-brand-50',
            )}
          >
            {chip.label}
          </button>
        );
      })}
    </fieldset>
  );
}

function LabCard({ lab, to }: { lab: Lab; to: string }) {
  const distance = distanceText(lab.distanceKm);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4 shadow-card sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">
          {lab.name}
          {lab.associated ? (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              Associado
            </span>
          ) : null}
        </p>
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-3.5" />
          {lab.address.city} - {lab.address.stateFrom}
          {distance ? <span> · {distance}</span> : null}
        </p>
        <p className="text-sm text-ink-soft">Análises: {offeredTypesText(lab.analyses)}</p>
      </div>
      <LinkButton to={to} variant="secondary" size="sm" className="max-sm:w-full">
        Ver laboratório<span className="sr-only"> {lab.name}</span>
      </LinkButton>
    </li>
  );
}

/**
 * …/laboratorios (spec 001 §2.11): the labs near the area owner on a map (offline layer unless tiles are
 * configured), searched by name and filtered by analysis type, with the list of the page below the map.
 */
export function LaboratoriesPage() {
  const { paths, viewAsId } = useLaboratoryAccess();
  const { page, filters, setPage, setFilters, clear } = useListParams({ name: '', analysisType: '' });
  const analysisType = isAnalysisType(filters.analysisType) ? filters.analysisType : null;
  const { data, loading, error, refetch } = useQuery(LaboratoriesQuery, {
    variables: { name: filters.name || null, analysisType, page, viewAs: viewAsId },
  });
  const result = data?.laboratories;
  const labLink = (lab: Lab) => withViewAs(paths.laboratory(lab.id), viewAsId);
  // Labs always carry coordinates (the contract requires them); a missing one is simply left off the map.
  const markers: MapMarker[] = (result?.items ?? []).flatMap((lab) =>
    lab.address.coords
      ? [
          {
            id: lab.id,
            coords: lab.address.coords,
            title: lab.name,
            popup: (
              <span className="flex flex-col gap-1">
                <strong>{lab.name}</strong>
                <span>
                  {lab.address.city} - {lab.address.stateFrom}
                </span>
                <Link to={labLink(lab)}>Ver laboratório</Link>
              </span>
            ),
          },
        ]
      : [],
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={LABORATORIES_TITLE}
        actions={
          <>
            <LinkButton to={withViewAs(paths.associated, viewAsId)} variant="secondary">
              Laboratórios associados
            </LinkButton>
            <LinkButton to={withViewAs(paths.myAnalyses, viewAsId)} variant="secondary">
              Minhas análises
            </LinkButton>
          </>
        }
      />
      <SearchBar
        label="Pesquisar laboratório"
        placeholder="Nome do laboratório"
        value={filters.name}
        onSearch={(name) => setFilters({ name })}
        onClear={clear}
      />
      <TypeChips value={analysisType} onChange={(type) => setFilters({ analysisType: type ?? '' })} />
      <MarkersMap markers={markers} label="Mapa dos laboratórios" />
      <PagedList
        page={page}
        onPageChange={setPage}
        result={result}
        loading={loading}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        endText={LAB_MESSAGES.end}
        empty={<EmptyState icon={<FlaskConical aria-hidden="true" className="size-6" />} title={LAB_MESSAGES.empty} />}
        loadingView={<p className="py-6 text-center text-sm text-muted">Carregando laboratórios…</p>}
        renderItems={(labs) => (
          <ul aria-label="Laboratórios" className="flex flex-col gap-3">
            {labs.map((lab) => (
              <LabCard key={lab.id} lab={lab} to={labLink(lab)} />
            ))}
          </ul>
        )}
      />
    </div>
  );
}
