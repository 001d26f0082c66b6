import { useQuery } from '@apollo/client/react';
import { CalendarRange } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { useViewAs } from '@/features/shell/viewAs';
import { Button, ErrorState, PageHeader, Spinner } from '@/ui';
import { SegmentedControl } from '@/ui/charts';
import { FinanceQuery } from './documents';
import { FinanceCharts, FinanceChartsSkeleton } from './FinanceCharts';
import { FinanceTotals, FinanceTotalsSkeleton } from './FinanceTotals';
import { PeriodDialog } from './PeriodDialog';
import { financeVariables, PERIOD_OPTIONS, rangeText, readPeriod, writePeriod } from './period';

const LOAD_ERROR = 'Erro ao carregar os dados';

/**
 * /consultor/financas: profit of provided consultancies and of trainings (spec 001 §2.10), the period's
 * totals above the charts (issue 12); one request per period.
 */
export function FinancesPage() {
  const [params, setParams] = useSearchParams();
  const state = readPeriod(params);
  const { viewAsId } = useViewAs();
  const [dialogOpen, setDialogOpen] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(FinanceQuery, {
    variables: financeVariables(state, viewAsId),
  });
  // The last charts stay while another period loads, instead of collapsing the page.
  const finance = (data ?? (loading ? previousData : undefined))?.finance;
  const current = data?.finance;

  return (
    <>
      <PageHeader title="Finanças" subtitle="Lucro das consultorias prestadas e dos treinamentos" />
      <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-3">
        <SegmentedControl
          label="Período"
          options={PERIOD_OPTIONS}
          value={state.period}
          onChange={(period) => setParams(writePeriod(params, { period, range: null }))}
        />
        <div className="flex min-h-9 flex-wrap items-center gap-x-3 gap-y-2">
          <p className="flex items-center gap-2 text-sm text-ink-soft" aria-live="polite">
            <CalendarRange aria-hidden="true" className="size-4 text-brand-600" />
            {current ? (
              <span>
                <span className="sr-only">Período exibido: </span>
                {rangeText(current.startDate, current.endDate)}
              </span>
            ) : state.range ? (
              <span>{rangeText(state.range.startDate, state.range.endDate)}</span>
            ) : (
              <span className="text-muted">Carregando período…</span>
            )}
          </p>
          {state.period === 'CUSTOM' ? (
            <Button variant="secondary" size="sm" onClick={() => setDialogOpen(true)}>
              Alterar
            </Button>
          ) : null}
          {loading && finance ? <Spinner size={18} label="Atualizando os gráficos" /> : null}
        </div>
      </div>

      {error && !loading ? (
        <ErrorState
          message={
            <>
              {LOAD_ERROR}
              {errorMessage(error) && errorMessage(error) !== LOAD_ERROR ? (
                <span className="mt-1 block text-xs font-normal text-muted">{errorMessage(error)}</span>
              ) : null}
            </>
          }
          onRetry={() => void refetch()}
        />
      ) : finance ? (
        <>
          <FinanceTotals totals={finance.totals} busy={loading} />
          <FinanceCharts finance={finance} busy={loading} />
        </>
      ) : (
        <>
          <FinanceTotalsSkeleton />
          <FinanceChartsSkeleton />
        </>
      )}

      <PeriodDialog
        open={dialogOpen}
        initial={state.range ?? (current ? { startDate: current.startDate, endDate: current.endDate } : null)}
        onClose={() => setDialogOpen(false)}
        onSave={(range) => {
          setDialogOpen(false);
          setParams(writePeriod(params, { period: 'CUSTOM', range }));
        }}
      />
    </>
  );
}
