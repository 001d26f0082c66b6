import { formatBRL } from '@talhao/schema';
import { Card } from '@/ui';
import { StackedBarChart } from '@/ui/charts';
import { EARNING_SERIES, earningsData, type MasterStatistics } from './figures';

/** 'Receita por serviço': consultancies and trainings stacked per month (earningsByMonth). */
export function EarningsCard({ stats }: { stats: MasterStatistics }) {
  const months = stats.earningsByMonth.length;
  const total = stats.earningsByMonth.reduce((sum, entry) => sum + entry.consultancy + entry.training, 0);
  return (
    <Card title="Receita por serviço" className="min-w-0">
      <p className="mb-3 text-xs text-muted">
        {months === 1 ? 'Último mês' : `Últimos ${months} meses`} · Total {formatBRL(total)}
      </p>
      <StackedBarChart
        title="Receita por serviço por mês"
        data={earningsData(stats)}
        series={EARNING_SERIES}
        format="brl"
        height={300}
        emptyText="Nenhuma receita registrada no período."
      />
    </Card>
  );
}
